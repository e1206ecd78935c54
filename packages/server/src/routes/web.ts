/**
 * The web app from this origin (issue 5): the prerendered pages with the public origin filled in, the
 * share page shell, hashed assets cached for a year, robots.txt, sitemap.xml and llms.txt, and the
 * not-found page for every other path. `/api/*` paths that do not exist answer JSON 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { isApiPath, routerPath } from '../plugins/route-path.js';
import { encodedBody, loadWebDist, negotiate, webFile, type WebFile } from '../web/files.js';
import { llmsTxt, notBuiltPage, plainNotFoundPage, robotsTxt, sitemapXml } from '../web/texts.js';

/** The prerendered routes (in sitemap order) and the files the build wrote for them. */
export const PAGES = [
  { path: '/', file: '/index.html' },
  { path: '/features', file: '/features/index.html' },
  { path: '/pricing', file: '/pricing/index.html' },
  { path: '/resources', file: '/resources/index.html' },
] as const;
const SHARED_FILE = '/shared.html';
/** The shell of /report: the report itself lives in the visitor's browser (IndexedDB), never here. */
const REPORT_FILE = '/report.html';
const NOT_FOUND_FILE = '/404.html';
/** The shell of the monitoring screens (issue 24): a signed-in user's own data, rendered by the browser. */
const MONITORS_FILE = '/monitors.html';
/** /monitors, /monitors/new, /monitors/:id, /monitors/:id/edit, /monitors/:id/runs/:runId. */
export const MONITOR_PAGES = [
  '/monitors',
  '/monitors/new',
  '/monitors/:id',
  '/monitors/:id/edit',
  '/monitors/:id/runs/:runId',
] as const;

/** What the prerender leaves where the origin goes (packages/web/src/lib/head.ts). */
export const ORIGIN_PLACEHOLDER = '%RANKSCOPE_ORIGIN%';

export const CACHE = {
  html: 'no-cache',
  /** Vite's /assets/ file names carry a content hash: they never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** favicon, og-image, manifest: stable names, so a short cache. */
  static: 'public, max-age=3600',
  text: 'public, max-age=3600',
} as const;

export const API_NOT_FOUND = { error: 'Not found', code: 'NOT_FOUND' } as const;

const escapeAttr = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A Host header as browsers send it; anything else is not trusted into a page. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** Distinct origins whose pages are kept rendered (Host headers are client-chosen: bounded). */
const ORIGIN_CACHE_LIMIT = 32;

export async function webRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const dist = loadWebDist(ctx.config.WEB_DIST);
  const built = dist.files.has('/index.html');
  if (!built) {
    app.log.warn(`The web app is not built (no index.html in ${ctx.config.WEB_DIST}): run npm run build`);
  }
  const lastmod = (dist.builtAt ?? new Date(ctx.now())).toISOString().slice(0, 10);

  const originOf = (req: FastifyRequest): string => {
    if (ctx.config.PUBLIC_URL) return ctx.config.PUBLIC_URL;
    const host = HOST.test(req.host) ? req.host.toLowerCase() : 'localhost';
    return `${req.protocol}://${host}`;
  };

  // Per origin: the pages with the origin filled in, and the generated text files.
  const perOrigin = new Map<string, Map<string, WebFile>>();
  const forOrigin = (origin: string, key: string, make: () => WebFile): WebFile => {
    let files = perOrigin.get(origin);
    if (!files) {
      if (perOrigin.size >= ORIGIN_CACHE_LIMIT) perOrigin.clear();
      files = new Map();
      perOrigin.set(origin, files);
    }
    let file = files.get(key);
    if (!file) {
      file = make();
      files.set(key, file);
    }
    return file;
  };
  const page = (req: FastifyRequest, name: string): WebFile | null => {
    const raw = dist.files.get(name);
    if (!raw) return null;
    const origin = originOf(req);
    return forOrigin(origin, name, () =>
      webFile(raw.body.toString('utf8').replaceAll(ORIGIN_PLACEHOLDER, escapeAttr(origin)), raw.type),
    );
  };

  const send = async (
    req: FastifyRequest,
    reply: FastifyReply,
    file: WebFile,
    cache: string,
    status = 200,
  ): Promise<FastifyReply> => {
    reply.code(status).type(file.type).header('cache-control', cache);
    if (file.compressible) reply.header('vary', 'accept-encoding');
    if (status === 200) {
      reply.header('etag', file.etag);
      const match = String(req.headers['if-none-match'] ?? '')
        .split(',')
        .map((tag) => tag.trim().replace(/^W\//, ''));
      if (match.includes(file.etag)) return reply.code(304).send();
    }
    const encoding = file.compressible ? negotiate(req.headers['accept-encoding']) : 'identity';
    const body = await encodedBody(file, encoding);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  const notBuilt = webFile(notBuiltPage(ctx.config.WEB_DIST), 'text/html; charset=utf-8');
  const sendPage = async (req: FastifyRequest, reply: FastifyReply, name: string, status = 200) => {
    const file = page(req, name);
    if (!file) return send(req, reply, notBuilt, 'no-store', 503);
    return send(req, reply, file, CACHE.html, status);
  };

  // The web app's pages and files are not part of the API's OpenAPI document (api-docs.ts).
  const hidden = { schema: { hide: true } };
  for (const { path, file } of PAGES) {
    app.get(path, hidden, async (req, reply) => sendPage(req, reply, file));
    if (path !== '/') {
      // One URL per page: the slashed form redirects, keeping the query.
      app.get(`${path}/`, hidden, async (req, reply) => {
        const query = req.url.indexOf('?');
        return reply.redirect(path + (query >= 0 ? req.url.slice(query) : ''), 301);
      });
    }
  }

  app.get('/report', hidden, async (req, reply) => {
    // Somebody's own report, kept in their browser: nothing here for a search engine.
    reply.header('x-robots-tag', 'noindex');
    return sendPage(req, reply, REPORT_FILE);
  });

  app.get('/r/:id', hidden, async (req, reply) => {
    // The shell only: the client fetches the report. A shared report is nobody's search result.
    reply.header('x-robots-tag', 'noindex');
    return sendPage(req, reply, SHARED_FILE);
  });

  for (const path of MONITOR_PAGES) {
    app.get(path, hidden, async (req, reply) => {
      // Somebody's own monitors: nothing here for a search engine.
      reply.header('x-robots-tag', 'noindex');
      return sendPage(req, reply, MONITORS_FILE);
    });
  }

  const text = (name: string, type: string, make: (origin: string) => string) =>
    app.get(name, hidden, async (req, reply) => {
      const origin = originOf(req);
      return send(
        req,
        reply,
        forOrigin(origin, name, () => webFile(make(origin), type)),
        CACHE.text,
      );
    });
  text('/robots.txt', 'text/plain; charset=utf-8', robotsTxt);
  text('/sitemap.xml', 'application/xml; charset=utf-8', (origin) =>
    sitemapXml(
      origin,
      PAGES.map((p) => p.path),
      lastmod,
    ),
  );
  text('/llms.txt', 'text/plain; charset=utf-8', llmsTxt);

  const plainNotFound = webFile(plainNotFoundPage(), 'text/html; charset=utf-8');
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?', 1)[0] ?? '';
    if (isApiPath(routerPath(req.url)) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send(API_NOT_FOUND);
    }
    // Pages are served by their routes only, so each has one URL.
    const asset = path.endsWith('.html') ? undefined : dist.files.get(safeDecode(path));
    if (asset) {
      return send(req, reply, asset, path.startsWith('/assets/') ? CACHE.immutable : CACHE.static);
    }
    // A page's path in other letter case (/FEATURES): one URL per page, so redirect to it.
    const canonical = PAGES.find((p) => p.path !== '/' && p.path === path.toLowerCase().replace(/\/$/, ''));
    if (canonical) {
      const query = req.url.indexOf('?');
      return reply.redirect(canonical.path + (query >= 0 ? req.url.slice(query) : ''), 301);
    }
    const notFound = page(req, NOT_FOUND_FILE);
    return send(req, reply, notFound ?? plainNotFound, CACHE.html, 404);
  });

  // Compress the assets in the background now, so the first visitors do not wait for brotli.
  app.addHook('onReady', async () => {
    for (const file of dist.files.values()) {
      if (file.compressible) {
        void encodedBody(file, 'br').catch(() => undefined);
        void encodedBody(file, 'gzip').catch(() => undefined);
      }
    }
  });
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
