import { brotliCompressSync, constants, deflateRawSync, deflateSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AuditError } from '../errors.js';
import { decodeHtml } from './charset.js';
import { fetchPage } from './fetch-page.js';
import type { FetchOptions } from './options.js';
import { html, serveEach, type RouteHandler, type TestServer } from '../test-support/test-server.js';

const serve = serveEach();
const serveOne = (handler: RouteHandler): Promise<TestServer> => serve({ '/': handler });

const MB = 1024 * 1024;
const small: FetchOptions = { allowPrivate: true, truncateAtBytes: 1 * MB, hardLimitBytes: 4 * MB };
const paragraphs = Array.from({ length: 400 }, (_, i) => `<p>Paragraph number ${i * 31} of the page.</p>`);
const PAGE = Buffer.from(
  `<!doctype html><html><head><title>t</title></head><body>${paragraphs.join('')}</body></html>`,
);

async function failure(url: string, options: FetchOptions): Promise<AuditError> {
  const err: unknown = await fetchPage(url, options).then(
    () => new Error('expected fetchPage to fail'),
    (e: unknown) => e,
  );
  if (err instanceof AuditError) return err;
  throw err;
}

/** Writes `chunk` forever, respecting backpressure; records when the client went away. */
function endless(
  chunk: Buffer,
  state: { closed: boolean },
  headers: Record<string, string> = {},
): RouteHandler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', ...headers });
    res.on('close', () => (state.closed = true));
    const pump = (): void => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  };
}

describe('fetchPage: compression', () => {
  it.each([
    ['gzip', gzipSync(PAGE)],
    ['deflate', deflateSync(PAGE)],
    ['deflate', deflateRawSync(PAGE)],
    ['br', brotliCompressSync(PAGE)],
  ])('decodes %s', async (encoding, wire) => {
    const server = await serveOne(html(wire, { headers: { 'content-encoding': encoding } }));
    const page = await fetchPage(server.url('/'), small);
    expect(page.body.equals(PAGE)).toBe(true);
    expect(page).toMatchObject({
      contentEncoding: encoding,
      transferBytes: wire.length,
      bodyBytes: PAGE.length,
    });
    expect(page.transferBytes).toBeLessThan(page.bodyBytes);
  });

  it('keeps what decoded before the corruption of a gzip body', async () => {
    const long = Buffer.concat(Array.from({ length: 10 }, () => PAGE));
    const good = gzipSync(long);
    const intact = good.subarray(0, good.length / 2);
    const decodable = gunzipSync(intact, { finishFlush: constants.Z_SYNC_FLUSH }).length;
    const wire = Buffer.concat([intact, Buffer.alloc(2000, 0)]);
    const server = await serveOne(html(wire, { headers: { 'content-encoding': 'gzip' } }));
    const page = await fetchPage(server.url('/'), small);
    expect(page.status).toBe(200);
    // What decoded before the damage is kept, except the output of a zlib write that failed (at
    // most one 16 KB chunk). Deflate has no per-block checksum: damage may also decode as junk.
    const kept = decodable - 16 * 1024;
    expect(page.body.length).toBeGreaterThan(kept);
    expect(page.body.subarray(0, kept).equals(long.subarray(0, kept))).toBe(true);
  });

  it('stops a gzip bomb (200 MB of zeros) at the hard limit', async () => {
    const member = gzipSync(Buffer.alloc(10 * MB)); // gzip members concatenate: 20 × 10 MB decoded
    const bomb = Buffer.concat(Array.from({ length: 20 }, () => member));
    const server = await serveOne(html(bomb, { headers: { 'content-encoding': 'gzip' } }));
    const err = await failure(server.url('/'), small);
    // Stopped by the decoded-size limit (4 MB here), not by the body's 200 KB on the wire. How fast it
    // stops is bench/timeouts.ts's figure.
    expect(err.code).toBe('TOO_LARGE');
    expect(err.message).toContain('larger than 4 MB');
  });
});

describe('fetchPage: size limits', () => {
  it('stops an endless body with TOO_LARGE and closes the connection', async () => {
    const state = { closed: false };
    const server = await serveOne(endless(Buffer.alloc(64 * 1024, 0x61), state));
    const err = await failure(server.url('/'), small);
    expect(err.code).toBe('TOO_LARGE');
    await expect.poll(() => state.closed, { timeout: 1000 }).toBe(true);
  });

  it('keeps exactly truncateAtBytes of a body between the limits', async () => {
    const body = Buffer.alloc(2.5 * MB, 0x61);
    const server = await serveOne(html(body));
    const page = await fetchPage(server.url('/'), small);
    expect(page).toMatchObject({ truncated: true, bodyBytes: body.length, transferBytes: body.length });
    expect(page.body.length).toBe(1 * MB);
  });

  it('refuses at once a Content-Length above the hard limit', async () => {
    const server = await serveOne((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(100 * MB) });
      res.write('<p>');
    });
    const err = await failure(server.url('/'), { ...small, totalTimeoutMs: 5000 });
    expect(err.code).toBe('TOO_LARGE');
  });
});

describe('fetchPage: HTML or not', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('refuses image/png, naming the type', async () => {
    const server = await serveOne(html(png, { headers: { 'content-type': 'image/png' } }));
    const err = await failure(server.url('/'), small);
    expect(err.code).toBe('NOT_HTML');
    expect(err.message).toContain('image/png');
    expect(err.url).toBe(server.url('/'));
  });

  it('returns non-HTML when requireHtml is false, and for non-2xx statuses', async () => {
    const server = await serveOne(html(png, { headers: { 'content-type': 'image/png' } }));
    expect((await fetchPage(server.url('/'), { ...small, requireHtml: false })).body.equals(png)).toBe(true);
    const notFound = await serveOne(html(png, { status: 404, headers: { 'content-type': 'image/png' } }));
    expect((await fetchPage(notFound.url('/'), small)).status).toBe(404);
  });

  it('accepts HTML served without a Content-Type', async () => {
    const server = await serveOne((_req, res) => res.end(PAGE));
    const page = await fetchPage(server.url('/'), small);
    expect(page.contentType).toBeNull();
    expect(page.body.equals(PAGE)).toBe(true);
  });

  it('trusts text/html even for a binary body', async () => {
    const server = await serveOne(html(png));
    expect((await fetchPage(server.url('/'), small)).body.equals(png)).toBe(true);
  });

  it.each([
    ['text/plain', Buffer.from('abc\0\0\0def'), 'binary data'],
    ['application/octet-stream', png, 'PNG image'],
    ['application/json', Buffer.from('{"a":1}'), 'application/json'],
  ])('refuses %s with a non-HTML body', async (type, body, what) => {
    const server = await serveOne(html(body, { headers: { 'content-type': type } }));
    const err = await failure(server.url('/'), small);
    expect(err.code).toBe('NOT_HTML');
    expect(err.message).toContain(what);
  });

  it('accepts HTML served as text/plain', async () => {
    const server = await serveOne(html(PAGE, { headers: { 'content-type': 'text/plain' } }));
    expect((await fetchPage(server.url('/'), small)).contentType).toBe('text/plain');
  });
});

describe('fetchPage + decodeHtml: character encodings', () => {
  const latin1 = (s: string): Buffer => Buffer.from(s, 'latin1');

  it('returns invalid UTF-8 as is; decodeHtml counts it', async () => {
    const body = Buffer.concat([
      Buffer.from('<!doctype html><p>bad '),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('</p>'),
    ]);
    const server = await serveOne(html(body));
    const page = await fetchPage(server.url('/'), small);
    expect(page.body.equals(body)).toBe(true);
    expect(decodeHtml(page.body, page.contentType).charset.invalidSequences).toBeGreaterThan(0);
  });

  it('decodes windows-1252 named by the header', async () => {
    const server = await serveOne(
      html(latin1('<p>café</p>'), { headers: { 'content-type': 'text/html; charset=windows-1252' } }),
    );
    const page = await fetchPage(server.url('/'), small);
    expect(decodeHtml(page.body, page.contentType)).toMatchObject({
      html: '<p>café</p>',
      charset: { source: 'header' },
    });
  });

  it('decodes windows-1252 named by a meta', async () => {
    const body = latin1('<html><head><meta charset="windows-1252"></head><p>café</p>');
    const server = await serveOne(html(body, { headers: { 'content-type': 'text/html' } }));
    const page = await fetchPage(server.url('/'), small);
    const { html: text, charset } = decodeHtml(page.body, page.contentType);
    expect(text).toContain('café');
    expect(charset).toMatchObject({ source: 'meta', metaCharset: 'windows-1252', metaByteOffset: 12 });
  });

  it('reports a meta charset declared after 1024 bytes with its offset', async () => {
    const head = `<html><head><title>${'x'.repeat(1100)}</title>`;
    const server = await serveOne(
      html(latin1(`${head}<meta charset="utf-8"><p>ok</p>`), { headers: { 'content-type': 'text/html' } }),
    );
    const page = await fetchPage(server.url('/'), small);
    expect(decodeHtml(page.body, page.contentType).charset.metaByteOffset).toBe(head.length);
  });

  it('lets a BOM win over the header', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>café</p>')]);
    const server = await serveOne(
      html(body, { headers: { 'content-type': 'text/html; charset=iso-8859-1' } }),
    );
    const page = await fetchPage(server.url('/'), small);
    expect(decodeHtml(page.body, page.contentType)).toMatchObject({
      html: '<p>café</p>',
      charset: { source: 'bom' },
    });
  });
});
