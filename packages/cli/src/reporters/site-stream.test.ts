import { describe, expect, it } from 'vitest';
import type { Report } from '@rankscope/engine';
import { crawledPage, crawlFacts } from '../../../engine/src/test-support/crawl-fixtures.js';
import { createPageStream } from './site-stream.js';

const pages = Array.from({ length: 2_000 }, (_, i) => {
  const { linkedFrom: _links, ...record } = crawledPage(`https://example.com/p/${i}`);
  return record;
});
const report = {
  url: 'https://example.com/',
  seoScore: 90,
  crawl: crawlFacts(pages.slice(0, 3).map((p) => ({ ...p, linkedFrom: [] }))),
} as unknown as Report;

describe('streamed ndjson and csv', () => {
  it('writes every page in order, in batches rather than one write per page, then the site line', async () => {
    const writes: string[] = [];
    // Batched by size only here, so the count does not depend on how fast this machine is.
    const stream = createPageStream('ndjson', (text) => void writes.push(text), Infinity);
    for (const p of pages) await stream.page(p);
    await stream.end(report);
    // ~400 bytes a line: 2,000 lines in a few 64 KB batches (a write per page before issue 22).
    expect(writes.length).toBeLessThan(pages.length / 10);
    const lines = writes.join('').trimEnd().split('\n');
    expect(lines).toHaveLength(pages.length + 1);
    expect(lines.slice(0, -1).map((l) => (JSON.parse(l) as { url: string }).url)).toEqual(
      pages.map((p) => p.url),
    );
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ type: 'site', pagesCrawled: pages.length });
  });

  it('writes what is batched when flushed (a failed audit ends the output with the pages so far)', async () => {
    const writes: string[] = [];
    const stream = createPageStream('csv', (text) => void writes.push(text), Infinity);
    for (const p of pages.slice(0, 5)) await stream.page(p);
    await stream.flush();
    const rows = writes.join('').trimEnd().split('\r\n');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatch(/^url,final_url,status/);
    expect(rows[5]).toMatch(/^https:\/\/example\.com\/p\/4,/);
  });
});
