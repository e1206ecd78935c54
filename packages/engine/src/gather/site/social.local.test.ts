import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../../test-support/index.js';
import { solidPng } from '../../test-support/png.js';
import {
  freePort,
  html,
  redirect,
  type RouteHandler,
  serveEach,
  type TestServer,
} from '../../test-support/test-server.js';
import { createSiteContext } from './context.js';
import { gatherSocial, isUsableImage, type SocialFacts } from './social.js';
import { measure } from './social-image.js';
import { parseManifest } from './social-manifest.js';

const serve = serveEach();

/** A real PNG of w×h px; `padding` makes the file big without making the image big. */
const png = (w: number, h: number, padding = 0): Buffer => solidPng(w, h, padding);

/** A Windows icon with one PNG entry per size (the directory says 0 for 256). */
function ico(sizes: number[]): Buffer {
  const images = sizes.map((s) => png(s, s));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = 6 + 16 * sizes.length;
  const entries = sizes.map((s, i) => {
    const e = Buffer.alloc(16);
    e[0] = s >= 256 ? 0 : s;
    e[1] = s >= 256 ? 0 : s;
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(images[i]!.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += images[i]!.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30"/></svg>';

function file(body: Buffer | string, type: string | null, status = 200): RouteHandler {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return (_req, res) => {
    res.writeHead(status, { ...(type ? { 'content-type': type } : {}), 'content-length': bytes.length });
    res.end(bytes);
  };
}

async function socialOf(server: TestServer, head: string, budgetMs = 5000): Promise<SocialFacts> {
  const page = pageFromHtml(doc(head), { url: server.url('/blog/post') });
  return gatherSocial(createSiteContext(page, { fetch: { allowPrivate: true }, budgetMs }));
}

const MANIFEST = {
  name: 'Oak & Iron Furniture',
  short_name: 'Oak & Iron',
  start_url: '/?source=pwa',
  display: 'standalone',
  icons: [
    { src: '/icons/192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    { sizes: '48x48' },
    'not an icon',
  ],
};

describe('gatherSocial', () => {
  it('fetches and measures a well-configured page: og:image, SVG favicon, touch icon and manifest', async () => {
    const server = await serve({
      '/img/share.png': file(png(1200, 630), 'image/png'),
      '/favicon.svg': file(SVG, 'image/svg+xml'),
      '/favicon-32.png': file(png(32, 32), 'image/png'),
      '/apple-touch-icon.png': file(png(180, 180), 'image/png'),
      // A UTF-8 BOM, which JSON.parse alone would reject.
      '/site.webmanifest': file(`\uFEFF${JSON.stringify(MANIFEST)}`, 'application/manifest+json'),
    });
    const facts = await socialOf(
      server,
      `<meta property="og:image" content="${server.url('/img/share.png')}">
       <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">
       <link rel="icon" href="/favicon.svg" type="image/svg+xml">
       <link rel="apple-touch-icon" href="/apple-touch-icon.png">
       <link rel="manifest" href="/site.webmanifest">`,
    );
    expect(facts.ogImage).toMatchObject({
      url: server.url('/img/share.png'),
      declared: server.url('/img/share.png'),
      status: 200,
      error: null,
      contentType: 'image/png',
      width: 1200,
      height: 630,
      format: 'png',
      dimensionsError: null,
      redirects: [],
    });
    expect(facts.ogImage?.bytes).toBe(png(1200, 630).length);
    // The SVG is preferred over a 32 px PNG and is usable, so nothing else is requested.
    expect(facts.favicon.declared.map((d) => d.href)).toEqual(['/favicon-32.png', '/favicon.svg']);
    expect(facts.favicon.declared[0]).toMatchObject({ sizes: '32x32', type: 'image/png', rel: 'icon' });
    expect(facts.favicon.fetched).toHaveLength(1);
    expect(facts.favicon.fetched[0]).toMatchObject({ url: server.url('/favicon.svg'), source: 'declared' });
    expect(facts.favicon.fetched[0]?.contentType).toBe('image/svg+xml');
    expect(facts.appleTouchIcon.fetched).toEqual([
      expect.objectContaining({ source: 'declared', status: 200, width: 180, height: 180, format: 'png' }),
    ]);
    expect(facts.manifest).toMatchObject({
      href: '/site.webmanifest',
      url: server.url('/site.webmanifest'),
      status: 200,
      contentType: 'application/manifest+json',
      parseError: null,
      name: 'Oak & Iron Furniture',
      shortName: 'Oak & Iron',
      startUrl: '/?source=pwa',
      display: 'standalone',
    });
    expect(facts.manifest?.icons).toEqual([
      { src: '/icons/192.png', sizes: '192x192', type: 'image/png', purpose: null },
      { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ]);
  });

  it('records broken inputs and falls back to the conventional icon paths', async () => {
    const server = await serve({
      '/favicon.ico': file(ico([16, 32, 48]), 'image/x-icon'),
      // An SPA answering every path with its shell: 200, but HTML.
      '/manifest.json': html('<!doctype html><title>App</title>'),
    });
    const facts = await socialOf(
      server,
      `<meta property="og:image" content="/missing.jpg">
       <link rel="shortcut icon" href="/static/icon.png">
       <link rel="manifest" href="/manifest.json">`,
    );
    expect(facts.ogImage).toMatchObject({
      declared: '/missing.jpg',
      url: server.url('/missing.jpg'),
      status: 404,
      contentType: 'text/plain',
      width: null,
      dimensionsError: 'HTTP 404',
    });
    expect(facts.favicon.fetched.map((f) => [f.url, f.source, f.status])).toEqual([
      [server.url('/static/icon.png'), 'declared', 404],
      [server.url('/favicon.ico'), 'default', 200],
    ]);
    // image-size reports an icon's largest entry.
    expect(facts.favicon.fetched[1]).toMatchObject({ format: 'ico', width: 48, height: 48 });
    expect(facts.appleTouchIcon).toEqual({
      declared: [],
      fetched: [expect.objectContaining({ url: server.url('/apple-touch-icon.png'), status: 404 })],
    });
    expect(facts.manifest).toMatchObject({ status: 200, contentType: 'text/html', name: null, icons: [] });
    expect(facts.manifest?.parseError).toMatch(/JSON/);
  });

  it('follows redirects and records the hops; tries the next declared icon when the best one fails', async () => {
    const server = await serve({
      '/share': redirect('/img/v2/share.gif', 301),
      '/img/v2/share.gif': file(
        Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x58, 0x02, 0x3b, 0x01]), Buffer.alloc(20)]),
        'image/gif',
      ),
      '/icon-192.png': file('<html>not found</html>', 'text/html'),
      '/icon-48.png': file(png(48, 48), 'image/png'),
    });
    const facts = await socialOf(
      server,
      `<meta name="OG:IMAGE" content="/share">
       <link rel="icon" href="/icon-48.png" sizes="48x48">
       <link rel="icon" href="/icon-192.png" sizes="192x192">`,
    );
    expect(facts.ogImage).toMatchObject({
      status: 200,
      redirects: [301],
      finalUrl: server.url('/img/v2/share.gif'),
      format: 'gif',
      width: 600,
      height: 315,
    });
    expect(facts.favicon.fetched.map((f) => [f.url, f.status, f.contentType])).toEqual([
      [server.url('/icon-192.png'), 200, 'text/html'],
      [server.url('/icon-48.png'), 200, 'image/png'],
    ]);
    expect(facts.favicon.fetched.map(isUsableImage)).toEqual([false, true]);
    expect(facts.manifest).toBeNull();
  });

  it('measures a large image from its first megabyte and uses HEAD for one too large to download', async () => {
    const big = png(1600, 900, 2 * 1024 * 1024);
    const huge = png(4000, 3000, 9 * 1024 * 1024);
    const server = await serve({
      '/big.png': file(big, 'image/png'),
      '/huge.png': file(huge, 'image/png'),
    });
    const bigFacts = await socialOf(server, '<meta property="og:image" content="/big.png">');
    expect(bigFacts.ogImage).toMatchObject({ status: 200, bytes: big.length, width: 1600, height: 900 });
    const hugeFacts = await socialOf(server, '<meta property="og:image" content="/huge.png">');
    expect(hugeFacts.ogImage).toMatchObject({
      status: 200,
      contentType: 'image/png',
      bytes: huge.length,
      width: null,
      dimensionsError: 'too large to download',
    });
    expect(server.requests.filter((r) => r.url === '/huge.png').map((r) => r.method)).toEqual([
      'GET',
      'HEAD',
    ]);
  });

  it('records malformed images as unmeasured and does not request the default icon path twice', async () => {
    const server = await serve({
      '/share.jpg': file('<!doctype html><h1>Error</h1>', 'image/jpeg'),
      '/favicon.ico': file('', 'image/x-icon', 404),
    });
    const facts = await socialOf(
      server,
      '<meta property="og:image" content="/share.jpg"><link rel="icon" href="/favicon.ico">',
    );
    expect(facts.ogImage).toMatchObject({
      status: 200,
      contentType: 'image/jpeg',
      width: null,
      format: null,
    });
    expect(facts.ogImage?.dimensionsError).toContain('unsupported file type');
    expect(facts.favicon.fetched.map((f) => [f.source, f.status])).toEqual([['declared', 404]]);
    expect(server.requests.filter((r) => r.url === '/favicon.ico')).toHaveLength(1);
  });

  it('records an unreachable image with its error code and never throws', async () => {
    const server = await serve({});
    const port = await freePort();
    const facts = await socialOf(
      server,
      `<meta property="og:image" content="http://127.0.0.1:${port}/share.png">
       <link rel="icon" href="data:image/png;base64,iVBORw0KGgo=">`,
    );
    expect(facts.ogImage).toMatchObject({ status: null, error: 'CONNECTION_REFUSED', bytes: null });
    // The data: icon is listed but not fetched; /favicon.ico is tried instead.
    expect(facts.favicon.declared[0]).toMatchObject({ url: null, absolute: false });
    expect(facts.favicon.fetched.map((f) => [f.url, f.status])).toEqual([[server.url('/favicon.ico'), 404]]);
  });

  it('does not fetch an og:image that is not an http(s) URL', async () => {
    const server = await serve({});
    const facts = await socialOf(server, '<meta property="og:image" content="javascript:alert(1)">');
    expect(facts.ogImage).toBeNull();
    expect(server.requests.map((r) => r.url).sort()).toEqual(['/apple-touch-icon.png', '/favicon.ico']);
  });

  it('marks requests the time budget cut short or never started as SKIPPED, not as a server timeout', async () => {
    const server = await serve({
      '/slow.png': () => new Promise(() => undefined),
      '/slow-icon.png': () => new Promise(() => undefined),
    });
    const facts = await socialOf(
      server,
      `<meta property="og:image" content="/slow.png"><link rel="icon" href="/slow-icon.png">
       <link rel="manifest" href="/m.json">`,
      600,
    );
    expect(facts.ogImage).toMatchObject({ status: null, error: 'SKIPPED', dimensionsError: 'not fetched' });
    expect(facts.favicon.fetched.map((f) => [f.url, f.error])).toEqual([
      [server.url('/slow-icon.png'), 'SKIPPED'],
      [server.url('/favicon.ico'), 'SKIPPED'],
    ]);
    // Started at once and answered in time: unaffected by the budget.
    expect(facts.manifest).toMatchObject({ status: 404, parseError: null });
  });
});

describe('measure', () => {
  it('reads PNG, ICO and SVG sizes', () => {
    expect(measure(png(300, 200), false)).toEqual({
      width: 300,
      height: 200,
      format: 'png',
      dimensionsError: null,
    });
    expect(measure(ico([16, 256]), false)).toMatchObject({ width: 256, height: 256, format: 'ico' });
    expect(measure(Buffer.from(SVG), false)).toMatchObject({ width: 64, height: 64, format: 'svg' });
  });

  it('states why the size is unknown for empty, unknown, cut-off and dimensionless files', () => {
    expect(measure(Buffer.alloc(0), false).dimensionsError).toBe('empty body');
    expect(measure(Buffer.from('<!doctype html><p>Hi'), false)).toMatchObject({
      width: null,
      dimensionsError: expect.stringContaining('unsupported file type'),
    });
    // A JPEG whose first segment runs past the bytes read.
    const cut = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x45, 0x78, 0x69, 0x66, 0, 0, 1, 2, 3]);
    const jpeg = measure(cut, true);
    expect(jpeg.width).toBeNull();
    expect(jpeg.dimensionsError).toContain('(only the first 15 bytes were read)');
    const bare = measure(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>'),
      false,
    );
    expect(bare).toMatchObject({ width: null, height: null });
    expect(bare.dimensionsError).not.toBeNull();
  });
});

describe('parseManifest', () => {
  it('reports JSON errors, non-object JSON and truncation; keeps only string members', () => {
    expect(parseManifest(Buffer.from('{"name": "A",}'), false).parseError).toMatch(/JSON|property name/);
    expect(parseManifest(Buffer.from('[1, 2]'), false).parseError).toBe('not a JSON object');
    expect(parseManifest(Buffer.from('{}'), true).parseError).toBe('larger than 512 KiB; not parsed');
    const m = parseManifest(Buffer.from('{"name": 42, "short_name": " Oak ", "icons": {"src": "x"}}'), false);
    expect(m).toMatchObject({ parseError: null, name: null, shortName: 'Oak', icons: [] });
  });
});
