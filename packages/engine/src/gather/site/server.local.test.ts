import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchPage } from '../../fetch/index.js';
import { html, startTestServer, type RouteHandler, type TestServer } from '../../test-support/test-server.js';
import { gather } from '../index.js';
import { createSiteContext, type SiteContextOptions } from './context.js';
import { gatherServer, median } from './server.js';
import { looksFingerprinted, MAX_ASSETS } from './server-assets.js';
import { MOBILE_USER_AGENT, structuredDataTypes } from './server-mobile.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const CSS = 'body { color: #333; } '.repeat(200);

/** A static file: compressed with br when the request accepts it, with the given caching headers. */
function asset(type: string, body: string, headers: Record<string, string> = {}): RouteHandler {
  return (req, res) => {
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const bytes = br ? brotliCompressSync(body) : Buffer.from(body);
    res.writeHead(200, {
      'content-type': type,
      'content-length': bytes.length,
      ...(br ? { 'content-encoding': 'br' } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
}

/** An uncompressed text file sent in chunks, without Content-Length. */
function chunked(body: string): RouteHandler {
  return (req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    if (req.method !== 'HEAD') res.write(body);
    res.end();
  };
}

async function factsFor(path: string, options: Partial<SiteContextOptions> = {}) {
  const s = server as TestServer;
  const page = gather(await fetchPage(s.url(path), { allowPrivate: true }));
  const ctx = createSiteContext(page, { fetch: { allowPrivate: true }, ...options });
  return { page, facts: await gatherServer(ctx) };
}

const PAGE = `<!DOCTYPE html><html lang="en"><head><title>Oak tables</title>
<link rel="stylesheet" href="/assets/app.3f2a9c1b.css">
<link rel="preload" as="font" href="/fonts/inter.woff2" crossorigin>
<link rel="canonical" href="/p">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Product","offers":{"@type":"Offer"}},{"@type":["Organization","Brand"]}]}</script>
<script src="/app.js?v=12"></script><script src="https://cdn.example.net/lib.js"></script>
</head><body><main><h1>Oak tables</h1><p>Solid oak tables made to order in our workshop.</p>
<img src="/img/oak.jpg" alt="Oak"><img src="/img/oak.jpg#again" alt=""></main></body></html>`;

describe('server gatherer', () => {
  it('samples TTFB three times with distinct requests, inspects same-origin assets and fetches the mobile page', async () => {
    server = await startTestServer({
      '/p': html(PAGE),
      '/assets/app.3f2a9c1b.css': asset('text/css', CSS, {
        'cache-control': 'public, max-age=31536000, immutable',
      }),
      '/app.js': asset('application/javascript', 'console.log(1);'.repeat(100), {
        expires: 'Thu, 01 Jan 2037 00:00:00 GMT',
        date: 'Thu, 15 Jan 2026 12:00:00 GMT',
        age: '120',
      }),
      '/fonts/inter.woff2': asset('font/woff2', 'wOF2'.repeat(100)),
      '/img/oak.jpg': asset('image/jpeg', 'jpeg'.repeat(100), { 'cache-control': 'no-cache' }),
    });
    const { page, facts } = await factsFor('/p');
    const s = server;

    const samples = s.requests.filter((r) => r.url === '/p' && r.headers['x-rankscope-sample'] !== undefined);
    // Three, and one more for each the machine held up (host-busy.ts): a loaded machine may take more.
    expect(facts.ttfb.samples.length).toBeGreaterThanOrEqual(3);
    expect(samples.map((r) => r.headers['x-rankscope-sample'])).toEqual(
      facts.ttfb.samples.map((_, i) => String(i + 1)),
    );
    expect(facts.ttfb.url).toBe(s.url('/p'));
    for (const sample of facts.ttfb.samples) {
      expect(sample).toMatchObject({ status: 200, error: null });
      expect(sample.ttfbMs).toBeGreaterThan(0);
    }
    expect(facts.ttfb.medianMs).toBeGreaterThan(0);

    // Stylesheets, scripts, fonts, then images; the CDN script and the duplicate image are left out.
    const { checked, total, overLimit, skippedByBudget } = facts.assets;
    expect({ total, overLimit, skippedByBudget }).toEqual({ total: 4, overLimit: 0, skippedByBudget: 0 });
    expect(checked.map((a) => [a.kind, a.url])).toEqual([
      ['stylesheet', s.url('/assets/app.3f2a9c1b.css')],
      ['script', s.url('/app.js?v=12')],
      ['font', s.url('/fonts/inter.woff2')],
      ['image', s.url('/img/oak.jpg')],
    ]);
    expect(checked[0]).toMatchObject({
      method: 'HEAD',
      status: 200,
      contentType: 'text/css',
      contentEncoding: 'br',
      cacheControl: 'public, max-age=31536000, immutable',
      httpVersion: '1.1',
      fingerprinted: true,
      compressible: true,
      line: 2,
    });
    expect(checked[1]).toMatchObject({
      expires: 'Thu, 01 Jan 2037 00:00:00 GMT',
      date: 'Thu, 15 Jan 2026 12:00:00 GMT',
      age: 120,
      cacheControl: null,
      fingerprinted: true,
    });
    expect(checked[2]).toMatchObject({ compressible: false, fingerprinted: false });
    expect(checked[3]).toMatchObject({ cacheControl: 'no-cache', compressible: false });
    const assetRequests = s.requests.filter((r) => r.method === 'HEAD');
    expect(assetRequests).toHaveLength(4);
    for (const r of assetRequests) expect(r.headers['accept-encoding']).toBe('br, gzip, zstd');

    const mobileRequest = s.requests.find((r) => r.headers['user-agent'] === MOBILE_USER_AGENT);
    expect(mobileRequest?.url).toBe('/p');
    expect(facts.mobile).toMatchObject({ url: s.url('/p'), status: 200, error: null, truncated: false });
    expect(facts.mobile.page).toEqual({
      status: 200,
      finalUrl: s.url('/p'),
      canonical: s.url('/p'),
      robotsMeta: [],
      xRobotsTag: [],
      title: 'Oak tables',
      structuredDataTypes: ['Brand', 'Offer', 'Organization', 'Product'],
      wordCount: page.text.wordCount,
    });
    expect(page.text.wordCount).toBeGreaterThan(5);
  });

  it('confirms with a headers-only GET when HEAD is refused or comes back uncompressed, and records failures', async () => {
    const gzipOnGet: RouteHandler = (req, res) => {
      // Like Express's compression middleware: HEAD answers are never compressed.
      const body = gzipSync(CSS);
      const gzip = req.method === 'GET';
      res.writeHead(200, {
        'content-type': 'text/css; charset=utf-8',
        ...(gzip ? { 'content-encoding': 'gzip', 'content-length': body.length } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : gzip ? body : CSS);
    };
    server = await startTestServer({
      '/p': html(
        '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"><script src="/no-head.js"></script><script src="/gone.js"></script></head><body><img src="/tiny.svg"><script src="/chunked.js"></script><link rel="stylesheet" href="/chunked.css"></body></html>',
      ),
      '/a.css': gzipOnGet,
      '/no-head.js': (req, res) => {
        if (req.method === 'HEAD') res.writeHead(405).end();
        else asset('text/javascript', 'let a = 1;'.repeat(200))(req, res);
      },
      '/tiny.svg': asset('image/svg+xml', '<svg/>'),
      '/chunked.js': chunked('x'.repeat(10)),
      '/chunked.css': chunked(CSS),
    });
    const { facts } = await factsFor('/p');
    const byPath = (p: string) => facts.assets.checked.find((a) => a.url === server?.url(p));
    expect(byPath('/a.css')).toMatchObject({ method: 'GET', contentEncoding: 'gzip', status: 200 });
    expect(byPath('/no-head.js')).toMatchObject({ method: 'GET', contentEncoding: 'br', status: 200 });
    expect(byPath('/gone.js')).toMatchObject({ method: 'GET', status: 404, error: null });
    // No Content-Length and no compression: the size is counted by reading the body.
    expect(byPath('/chunked.js')).toMatchObject({ method: 'GET', contentLength: null, measuredBytes: 10 });
    expect(byPath('/chunked.css')).toMatchObject({ contentLength: null, measuredBytes: CSS.length });
    // Compressed (br) and small: HEAD is enough.
    expect(byPath('/tiny.svg')).toMatchObject({ method: 'HEAD', compressible: true });
  });

  it('records a server that never answers as errors, and what the time budget cut as skipped', async () => {
    const hang: RouteHandler = () => new Promise(() => undefined);
    server = await startTestServer({
      '/p': (req, res) => {
        if (
          req.headers['x-rankscope-sample'] !== undefined ||
          req.headers['user-agent'] === MOBILE_USER_AGENT
        ) {
          return hang(req, res);
        }
        return html('<!DOCTYPE html><html><head><link rel="stylesheet" href="/slow.css"></head></html>')(
          req,
          res,
        );
      },
      '/slow.css': hang,
    });
    const { facts } = await factsFor('/p', { budgetMs: 400 });
    expect(facts.ttfb.medianMs).toBeNull();
    expect(facts.ttfb.samples.every((s) => s.ttfbMs === null && s.error === 'TIME_BUDGET')).toBe(true);
    expect(facts.assets).toMatchObject({ checked: [], total: 1, skippedByBudget: 1 });
    expect(facts.mobile).toMatchObject({ status: null, error: 'TIME_BUDGET', page: null });
  });

  it('measures a slow server in every sample and takes the median', async () => {
    server = await startTestServer({
      '/p': (req, res) => {
        setTimeout(() => html('<!DOCTYPE html><title>Slow</title>')(req, res), 120);
      },
    });
    const { facts } = await factsFor('/p');
    for (const s of facts.ttfb.samples) expect(s.ttfbMs).toBeGreaterThanOrEqual(115);
    expect(facts.ttfb.medianMs).toBeGreaterThanOrEqual(115);
    expect(facts.assets).toEqual({ checked: [], total: 0, overLimit: 0, skippedByBudget: 0 });
  });

  it('keeps what the mobile user agent gets when the server varies by device', async () => {
    server = await startTestServer({
      '/p': (req, res) => {
        const mobile = /Android.*Mobile/.test(String(req.headers['user-agent']));
        const head = mobile
          ? '<title>Oak (mobile)</title><meta name="robots" content="noindex, nofollow"><link rel="canonical" href="https://m.example.com/p">'
          : '<title>Oak</title>';
        const headers = mobile ? { 'x-robots-tag': 'noarchive' } : {};
        return html(`<!DOCTYPE html><html><head>${head}</head><body><p>Short.</p></body></html>`, {
          headers,
        })(req, res);
      },
    });
    const { facts } = await factsFor('/p');
    expect(facts.mobile.page).toMatchObject({
      title: 'Oak (mobile)',
      robotsMeta: ['noindex, nofollow'],
      xRobotsTag: ['noarchive'],
      canonical: 'https://m.example.com/p',
      structuredDataTypes: [],
    });
  });

  it('keeps no page facts for a non-HTML mobile answer, and marks a huge mobile body as truncated', async () => {
    server = await startTestServer({
      '/p': (req, res) => {
        const mobile = req.headers['user-agent'] === MOBILE_USER_AGENT;
        if (!mobile) return html('<!DOCTYPE html><title>Desktop</title>')(req, res);
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"mobile backend down"}');
      },
      '/big': (req, res) => {
        const mobile = req.headers['user-agent'] === MOBILE_USER_AGENT;
        const body = mobile ? `<!DOCTYPE html><p>${'word '.repeat(600_000)}</p>` : '<!DOCTYPE html><p>x</p>';
        return html(body)(req, res);
      },
    });
    const { facts } = await factsFor('/p');
    expect(facts.mobile).toMatchObject({ status: 503, error: null, page: null });
    const big = await factsFor('/big');
    expect(big.facts.mobile.truncated).toBe(true);
    expect(big.facts.mobile.page?.wordCount).toBeGreaterThan(100_000);
  });

  it(`checks at most ${MAX_ASSETS} assets and counts the rest`, async () => {
    const imgs = Array.from({ length: 35 }, (_, i) => `<img src="/i/${i}.png">`).join('');
    server = await startTestServer(
      { '/p': html(`<!DOCTYPE html><html><body>${imgs}</body></html>`) },
      { fallback: asset('image/png', 'png', { 'cache-control': 'max-age=60' }) },
    );
    const { facts } = await factsFor('/p');
    expect(facts.assets.checked).toHaveLength(MAX_ASSETS);
    expect(facts.assets).toMatchObject({ total: 35, overLimit: 5, skippedByBudget: 0 });
    expect(facts.assets.checked.every((a) => a.cacheControl === 'max-age=60')).toBe(true);
  });
});

describe('server gatherer helpers', () => {
  it('recognises fingerprinted URLs from webpack, Rollup/Vite, esbuild and version queries', () => {
    for (const url of [
      'https://e.com/app.3f2a9c1b.js',
      'https://e.com/_next/static/chunks/main-2f5d1a3b4c5d6e7f.js',
      'https://e.com/assets/index-BKXi3Zq-.js',
      'https://e.com/assets/index-D_7aS2vX.css',
      'https://e.com/chunk-5WRI5ZAE.js',
      'https://e.com/static/8f3a2b1c9d/app.js',
      'https://e.com/style.css?v=12',
      'https://e.com/wp-includes/jquery.min.js?ver=3.7.1',
    ]) {
      expect(looksFingerprinted(url), url).toBe(true);
    }
    for (const url of [
      'https://e.com/jquery-3.7.1.min.js',
      'https://e.com/bootstrap5.css',
      'https://e.com/img/IMG_20240115.jpg',
      'https://e.com/fonts/Roboto-Regular.woff2',
      'https://e.com/logo-2024.png',
      'https://e.com/style.css?v=',
      'https://e.com/app.js?lang=en',
    ]) {
      expect(looksFingerprinted(url), url).toBe(false);
    }
  });

  it('reads JSON-LD types safely: comments, CDATA, nesting, arrays, and blocks that do not parse', () => {
    const block = (raw: string) => ({ raw, line: null, inHead: true });
    expect(
      structuredDataTypes({
        jsonLd: [
          block('<!-- {"@type":"Article","author":{"@type":"Person"}} -->'),
          block('//<![CDATA[\n[{"@type":"BreadcrumbList"},{"@type":"Article"}]\n//]]>'),
          block('{"@type": "Recipe", oops}'),
          block('{"@type": ["", 42, "Thing"]}'),
        ],
      }),
    ).toEqual(['Article', 'BreadcrumbList', 'Person', 'Thing']);
  });

  it('takes the median of odd and even sample counts', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 400])).toBe(250);
    expect(median([])).toBeNull();
  });
});
