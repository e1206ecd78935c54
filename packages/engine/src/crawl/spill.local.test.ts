import { describe, expect, it } from 'vitest';
import { startGeneratedSite } from '../test-support/generated-site.js';
import { closeAfterEach } from '../test-support/test-server.js';
import { crawlSite } from './crawler.js';
import { comparable } from '../test-support/crawl-compare.js';
import { PAGE_DETAIL_FIELDS, type CrawlFacts } from './types.js';

const track = closeAfterEach();

describe('the crawl spilled to SQLite', () => {
  it('finds the same site facts as the crawl held in memory', async () => {
    const s = track(await startGeneratedSite({ pages: 120 }));
    const options = { maxPages: 1000, allowPrivate: true, workers: 0 };
    const inMemory = await crawlSite(s.url('/'), { ...options, spillThreshold: 1_000_000 });
    // Spilled after 10 pages: every later page and link goes through the temporary SQLite file.
    const spilled = await crawlSite(s.url('/'), { ...options, spillThreshold: 10 });
    expect(inMemory.pages.length).toBeGreaterThan(120);
    // The site holds each kind of finding, so the comparison covers every site-wide check.
    expect(inMemory.duplicateTitles.length).toBeGreaterThan(0);
    expect(inMemory.nearDuplicates.length).toBeGreaterThan(0);
    expect(inMemory.brokenLinks.length).toBeGreaterThan(0);
    expect(inMemory.redirectLinks.length).toBeGreaterThan(0);
    expect(inMemory.orphans.length).toBeGreaterThan(0);
    expect(inMemory.canonicalChains?.length).toBeGreaterThan(0);
    expect(inMemory.hreflang?.missingReturn.length).toBeGreaterThan(0);
    expect(comparable(spilled)).toEqual(comparable(inMemory));
    expect(inMemory.pageDetail).toBe('full');
  }, 120_000);

  it('lists a large crawl compactly: every page without its texts, the same site findings', async () => {
    const s = track(await startGeneratedSite({ pages: 60 }));
    const options = { maxPages: 1000, allowPrivate: true, workers: 0 };
    const full = await crawlSite(s.url('/'), options);
    const compact = await crawlSite(s.url('/'), { ...options, spillThreshold: 10, fullPagesUpTo: 20 });
    expect(full.pageDetail).toBe('full');
    expect(compact.pageDetail).toBe('compact');
    // Every page is listed, with its status, score and failed checks, and none of its texts or inlinks.
    expect(compact.pages.map((p) => p.url).sort()).toEqual(full.pages.map((p) => p.url).sort());
    for (const p of compact.pages) {
      for (const field of PAGE_DETAIL_FIELDS) expect(p).not.toHaveProperty(field);
    }
    const strip = (facts: CrawlFacts): unknown => {
      const { pages, pageDetail: _detail, ...site } = comparable(facts) as CrawlFacts;
      return {
        site,
        pages: pages.map((p) => {
          const kept: Record<string, unknown> = { ...p };
          for (const field of PAGE_DETAIL_FIELDS) delete kept[field];
          return kept;
        }),
      };
    };
    // The findings that name texts and linking pages carry them still.
    expect(compact.duplicateTitles.length).toBeGreaterThan(0);
    expect(compact.brokenLinks.some((b) => (b.linkedFrom ?? []).length > 0)).toBe(true);
    expect(compact.redirectLinks.some((r) => r.linkedFrom.length > 0)).toBe(true);
    expect(strip(compact)).toEqual(strip(full));
  }, 120_000);
});
