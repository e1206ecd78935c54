/**
 * A fixture site on 127.0.0.1: the good and bad pages of ./fixtures plus the assets they reference, so
 * audits run end to end against real HTTP (probes included).
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { solidPng } from './png.js';
import {
  html,
  redirect,
  startTestServer,
  type RouteHandler,
  type TestServer,
  type TestServerOptions,
} from './test-server.js';

/** The site's own not-found page: a real 404 with navigation back into the site. */
const notFoundPage: RouteHandler = html(
  '<!DOCTYPE html><html lang="en"><head><title>Page not found | Smith Workshop</title></head><body><h1>Page not found</h1><p>Try the <a href="/">home page</a> or our <a href="/tables">tables</a>.</p></body></html>',
  { status: 404 },
);

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A static file served as a well-run site would: long-lived caching, brotli for text when accepted. */
const asset =
  (type: string, body: string | Buffer, cache = 'public, max-age=31536000, immutable'): RouteHandler =>
  (req, res) => {
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    const text = /^text\/|javascript|json|xml|svg/.test(type);
    const br = text && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const out = br ? brotliCompressSync(raw) : raw;
    res.writeHead(200, {
      'content-type': type,
      'content-length': out.length,
      'cache-control': cache,
      ...(br ? { 'content-encoding': 'br', vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : out);
  };

/** A small page of the site, so the good page's navigation links answer 200. */
const sitePage = (title: string): RouteHandler =>
  asset(
    'text/html; charset=utf-8',
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} | Smith Workshop</title></head><body><h1>${title}</h1><p><a href="/tables">Oak dining tables</a></p></body></html>`,
    'no-cache',
  );

export async function startFixtureSite(
  extra: Record<string, RouteHandler> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const server = await startTestServer({}, { fallback: notFoundPage, ...options });
  const page = (name: string): RouteHandler =>
    asset('text/html; charset=utf-8', fixture(name).replaceAll('{{origin}}', server.origin), 'no-cache');
  const routes: Record<string, RouteHandler> = {
    '/tables': page('good.html'),
    '/bad': page('bad.html'),
    '/old-tables': redirect('/tables', 301),
    '/missing': html(
      '<!DOCTYPE html><html lang="en"><head><title>Page not found</title></head><body><h1>Not found</h1></body></html>',
      { status: 404 },
    ),
    '/style.css': asset('text/css', 'body{margin:0}'),
    '/app.js': asset('text/javascript', 'console.log(1)'),
    '/favicon.png': asset('image/png', solidPng(48, 48)),
    '/apple-touch-icon.png': asset('image/png', solidPng(180, 180)),
    '/img/oak-table-six-seats.jpg': asset('image/png', solidPng(800, 533)),
    '/img/og-oak-table.png': asset('image/png', solidPng(1200, 630)),
    '/robots.txt': asset(
      'text/plain',
      `User-agent: *\nDisallow: /admin/\n\nSitemap: ${server.origin}/sitemap.xml\n`,
    ),
    '/sitemap.xml': asset(
      'application/xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${server.origin}/tables</loc><lastmod>2026-10-01</lastmod></url><url><loc>${server.origin}/chairs</loc><lastmod>2026-09-12</lastmod></url></urlset>`,
      'no-cache',
    ),
    '/': sitePage('Smith Workshop'),
    '/chairs': sitePage('Oak chairs'),
    '/about': sitePage('About the workshop'),
    '/contact': sitePage('Contact us'),
    '/care-guide': sitePage('Caring for oak furniture'),
    '/privacy': sitePage('Privacy policy'),
    '/terms': sitePage('Terms of sale'),
    ...extra,
  };
  for (const [path, handler] of Object.entries(routes)) server.route(path, handler);
  return server;
}
