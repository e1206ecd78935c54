import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Report } from '@rankscope/engine';
import { crawledPage } from '../../../engine/src/test-support/crawl-fixtures.js';
import { writeChunks } from '../write-chunks.js';
import { jsonChunks, renderJson } from './json.js';

/** A report with what the serialiser walks: nested values around a crawl's page list. */
function reportWith(pages: number, title: string): Report {
  const list = Array.from({ length: pages }, (_, i) =>
    crawledPage(`https://shop.example/p/${i}`, { title: i === 1 ? title : `Page ${i}` }),
  );
  return {
    url: 'https://shop.example/',
    title,
    checks: [{ id: 'title-present', message: `Title "${title}"`, items: [{ value: '\n' }] }],
    crawl: { startUrl: 'https://shop.example/', pages: list, issues: [], siteScore: 80 },
    seoScore: 80,
  } as unknown as Report;
}

describe('the JSON report written in pieces', () => {
  // The site's own texts: quotes, newlines, a NUL and something shaped like the page-list stand-in.
  const hostile = 'A "quoted"\ntitle \u0000pages:00000000-0000-0000-0000-000000000000 \u2028 end';

  it.each([0, 1, 3, 250])('is exactly JSON.stringify(report, null, 2) with %i crawled pages', (n) => {
    const report = reportWith(n, hostile);
    const text = renderJson(report);
    expect(text).toBe(`${JSON.stringify(report, null, 2)}\n`);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(report)));
  });

  it('serialises one page per piece, so a huge crawl is never one string', () => {
    const chunks = [...jsonChunks(reportWith(1000, hostile))];
    expect(chunks.length).toBe(1002);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(5000);
  });

  it('waits for a slow output to drain instead of buffering everything', async () => {
    let maxBuffered = 0;
    let received = 0;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _enc, done) {
        received += chunk.length;
        setTimeout(done, 1);
      },
    });
    const pieces = function* (): Generator<string> {
      for (let i = 0; i < 200; i++) {
        maxBuffered = Math.max(maxBuffered, slow.writableLength);
        yield 'x'.repeat(10_000);
      }
    };
    await writeChunks(slow, pieces());
    await new Promise<void>((resolve) => slow.end(resolve));
    expect(received).toBe(2_000_000);
    // At most one gathered write (64 KiB) waits in the buffer; without backpressure it would be 2 MB.
    expect(maxBuffered).toBeLessThanOrEqual(80_000);
  });
});
