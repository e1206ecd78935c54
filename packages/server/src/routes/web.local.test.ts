import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test-support/index.js';

let dist: string;
const PRECOMPRESS = join(import.meta.dirname, '../../../web/scripts/precompress.js');
const JS = `console.log(${JSON.stringify('rankscope '.repeat(200))});`;

const pageHtml = (title: string, canonical: string | null, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
${canonical ? `<link rel="canonical" href="%RANKSCOPE_ORIGIN%${canonical}" />` : '<meta name="robots" content="noindex" />'}
<meta property="og:image" content="%RANKSCOPE_ORIGIN%/og-image.png" />
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root">${body}</div></body></html>`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'rankscope-web-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  write('index.html', pageHtml('Free AI SEO Audit Tool', '/', '<h1>Free AI SEO Audit Tool</h1>'));
  write('features/index.html', pageHtml('Features', '/features', '<h1>Features</h1>'));
  write('pricing/index.html', pageHtml('Pricing', '/pricing', '<h1>Pricing</h1>'));
  write('resources/index.html', pageHtml('Resources', '/resources', '<h1>Resources</h1>'));
  write('404.html', pageHtml('Page not found', null, '<h1>Page not found</h1>'));
  write('shared.html', pageHtml('Shared report', null, ''));
  write('monitors.html', pageHtml('Your Monitors', null, ''));
  write('assets/index-abc123.js', JS);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const built = new Date(Date.UTC(2026, 9, 1, 8));
  utimesSync(join(dist, 'index.html'), built, built);
});

let open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.map((t) => t.close()));
  open = [];
});
async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await testApp({ WEB_DIST: dist, ...env });
  open.push(t);
  return t;
}

describe('the web app from the same origin', () => {
  it('serves each prerendered page with its title and the request origin in its canonical', async () => {
    const t = await start();
    for (const [url, title] of [
      ['/', 'Free AI SEO Audit Tool'],
      ['/features', 'Features'],
      ['/pricing', 'Pricing'],
      ['/resources', 'Resources'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { host: 'rankscope.test:8080' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).toContain(
        `<link rel="canonical" href="http://rankscope.test:8080${url === '/' ? '/' : url}" />`,
      );
      expect(res.body).not.toContain('%RANKSCOPE_ORIGIN%');
    }
  });

  it('uses PUBLIC_URL for canonicals, and the forwarded protocol and host only behind a trusted proxy', async () => {
    const pub = await start({ PUBLIC_URL: 'https://rankscope.example/' });
    const res = await pub.app.inject({ url: '/features', headers: { host: 'evil.example' } });
    expect(res.body).toContain('<link rel="canonical" href="https://rankscope.example/features" />');
    expect(res.body).toContain('content="https://rankscope.example/og-image.png"');

    const proxied = await start({ TRUST_PROXY: '1' });
    const headers = { host: '10.0.0.5', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'seo.example' };
    expect((await proxied.app.inject({ url: '/', headers })).body).toContain('href="https://seo.example/"');
    const direct = await start();
    expect((await direct.app.inject({ url: '/', headers })).body).toContain('href="http://10.0.0.5/"');
    // A Host header that is not a host name is never written into the page.
    const odd = await direct.app.inject({ url: '/', headers: { host: 'a"><script>x</script>' } });
    expect(odd.body).not.toContain('<script>x');
    expect(odd.body).toContain('href="http://localhost/"');
  });

  it('redirects the slashed form of a page to its one URL, keeping the query', async () => {
    const t = await start();
    const res = await t.app.inject({ url: '/pricing/?utm_source=x' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/pricing?utm_source=x');
  });

  it('answers unknown paths with the not-found page and status 404, and unknown /api paths with JSON', async () => {
    const t = await start();
    const page = await t.app.inject({ url: '/no/such/page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Page not found</h1>');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    // The HTML files have one URL each: their routes.
    expect((await t.app.inject({ url: '/features/index.html' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: '/features' })).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('serves the share page shell with noindex', async () => {
    const t = await start();
    const res = await t.app.inject({ url: '/r/abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<title>Shared report</title>');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves the monitoring screens their shell with noindex, and nothing below them that is not a screen', async () => {
    const t = await start();
    for (const url of [
      '/monitors',
      '/monitors/new',
      '/monitors/m1',
      '/monitors/m1/edit',
      '/monitors/m1/runs/r1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      expect(res.body, url).toContain('<title>Your Monitors</title>');
    }
    expect((await t.app.inject({ url: '/monitors/m1/other' })).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and other files briefly; revalidates with ETag', async () => {
    const t = await start();
    const js = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe(JS);
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const home = await t.app.inject({ url: '/' });
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': String(home.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses path traversal', async () => {
    const t = await start();
    for (const url of [
      '/assets/../../etc/passwd',
      '/assets/..%2F..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%5c..%5cetc%5cpasswd',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('root:');
    }
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const t = await start();
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>Free AI SEO Audit Tool</title>');
    expect(gz.rawPayload.length).toBeLessThan(gunzipSync(gz.rawPayload).length);
    const none = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('serves the forms the build compressed when they match the file, never under their own names', async () => {
    // The build step itself, on a copy of this app (the other tests keep compressing at start).
    const copy = mkdtempSync(join(tmpdir(), 'rankscope-web-precompressed-'));
    cpSync(dist, copy, { recursive: true });
    execFileSync(process.execPath, [PRECOMPRESS, copy]);
    expect(existsSync(join(copy, 'assets/index-abc123.js.br'))).toBe(true);
    // A form the server would not make itself (gzip level 1), so the answer shows which one was sent.
    const fast = gzipSync(JS, { level: 1 });
    writeFileSync(join(copy, 'assets/index-abc123.js.gz'), fast);
    // A file changed after the build: its forms are stale and must not be served.
    writeFileSync(
      join(copy, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg"><!--${'new '.repeat(100)}--></svg>`,
    );
    const t = await start({ WEB_DIST: copy });
    const js = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.rawPayload.equals(fast)).toBe(true);
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    const svg = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(svg.rawPayload).toString()).toContain('new new');
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/.precompressed.json'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('serves robots.txt, sitemap.xml with the four routes and the build date, and llms.txt', async () => {
    const t = await start({ PUBLIC_URL: 'https://rankscope.example' });
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/api\/\nDisallow: \/r\/\n/);
    expect(robots.body).toContain('User-agent: GPTBot\n');
    expect(robots.body).toContain('User-agent: PerplexityBot\n');
    expect(robots.body).toMatch(/\nSitemap: https:\/\/rankscope\.example\/sitemap\.xml\n$/);
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    expect(locs.map((m) => m[1])).toEqual([
      'https://rankscope.example/',
      'https://rankscope.example/features',
      'https://rankscope.example/pricing',
      'https://rankscope.example/resources',
    ]);
    expect(new Set(locs.map((m) => m[2]))).toEqual(new Set(['2026-10-01']));
    const llms = await t.app.inject({ url: '/llms.txt' });
    expect(llms.statusCode).toBe(200);
    expect(llms.body).toMatch(/^# Rankscope\n/);
  });

  it('says the web app is not built (503) when WEB_DIST has no index.html, and the API still works', async () => {
    const t = await start({ WEB_DIST: join(dist, 'missing') });
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('The web app is not built');
    expect(res.body).toContain('npm run build');
    expect((await t.app.inject({ url: '/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
