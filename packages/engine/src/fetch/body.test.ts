import { Readable } from 'node:stream';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AuditError } from '../errors.js';
import { hasZlibHeader, parseContentEncoding, readBody } from './body.js';

const paragraphs = Array.from(
  { length: 500 },
  (_, i) => `<p>Paragraph ${i * 7919} of a compressible page</p>`,
);
const page = Buffer.from(`<!doctype html><title>t</title>${paragraphs.join('')}`);
const limits = { truncateAtBytes: 1024 * 1024, hardLimitBytes: 4 * 1024 * 1024 };

/** A source that hands out the bytes in small chunks, as a socket would. */
function source(bytes: Buffer, chunk = 1000): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  return Readable.from(parts);
}

describe('readBody', () => {
  it.each([
    ['gzip', gzipSync(page)],
    ['x-gzip', gzipSync(page)],
    ['deflate', deflateSync(page)],
    ['deflate', deflateRawSync(page)],
    ['br', brotliCompressSync(page)],
    ['BR', brotliCompressSync(page)],
  ])('decodes %s', async (encoding, wire) => {
    const result = await readBody(source(wire), encoding, limits, 'http://x.test/');
    expect(result.body.equals(page)).toBe(true);
    expect(result.transferBytes).toBe(wire.length);
    expect(result.bodyBytes).toBe(page.length);
    expect(result.decodeError).toBeNull();
  });

  it('decodes stacked codings in reverse order, and passes unknown codings through', async () => {
    const stacked = brotliCompressSync(gzipSync(page));
    expect((await readBody(source(stacked), 'gzip, br', limits, 'u')).body.equals(page)).toBe(true);
    expect((await readBody(source(page), 'zstd', limits, 'u')).body.equals(page)).toBe(true);
    expect((await readBody(source(page), 'identity', limits, 'u')).body.equals(page)).toBe(true);
  });

  it('keeps an empty compressed body empty', async () => {
    const result = await readBody(Readable.from([]), 'gzip', limits, 'u');
    expect(result).toMatchObject({ transferBytes: 0, bodyBytes: 0, decodeError: null });
  });

  it('returns what decoded before a corrupt stream, without throwing', async () => {
    const good = gzipSync(page);
    const corrupt = Buffer.concat([good.subarray(0, 200), Buffer.alloc(500, 0xab)]);
    const result = await readBody(source(corrupt, 100), 'gzip', limits, 'u');
    expect(result.decodeError).toBeInstanceOf(Error);
    expect(page.subarray(0, result.body.length).equals(result.body)).toBe(true);
  });

  it('returns the decoded part of a gzip stream cut short', async () => {
    const wire = gzipSync(page);
    const result = await readBody(source(wire.subarray(0, wire.length - 100)), 'gzip', limits, 'u');
    expect(result.body.length).toBeGreaterThan(0);
    expect(page.subarray(0, result.body.length).equals(result.body)).toBe(true);
  });

  it('truncates at the limit but counts to the end', async () => {
    const big = Buffer.alloc(3000, 0x61);
    const result = await readBody(
      source(big, 700),
      null,
      { truncateAtBytes: 1000, hardLimitBytes: 4000 },
      'u',
    );
    expect(result).toMatchObject({ truncated: true, bodyBytes: 3000, transferBytes: 3000 });
    expect(result.body.length).toBe(1000);
  });

  it('throws TOO_LARGE past the hard limit on decoded bytes', async () => {
    const bomb = gzipSync(Buffer.alloc(10_000));
    const err = await readBody(
      source(bomb),
      'gzip',
      { truncateAtBytes: 1000, hardLimitBytes: 4000 },
      'u',
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuditError);
    expect((err as AuditError).code).toBe('TOO_LARGE');
  });

  it('rethrows network errors from the source', async () => {
    const failing = new Readable({
      read() {
        this.destroy(Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }));
      },
    });
    await expect(readBody(failing, 'gzip', limits, 'u')).rejects.toMatchObject({ code: 'UND_ERR_SOCKET' });
  });
});

describe('helpers', () => {
  it('tells zlib-wrapped deflate from raw', () => {
    expect(hasZlibHeader(deflateSync(page))).toBe(true);
    expect(hasZlibHeader(deflateRawSync(page))).toBe(false);
    expect(hasZlibHeader(Buffer.from([0x78]))).toBe(false);
  });

  it('parses Content-Encoding lists', () => {
    expect(parseContentEncoding('gzip, BR ,identity')).toEqual(['gzip', 'br']);
    expect(parseContentEncoding(null)).toEqual([]);
  });
});
