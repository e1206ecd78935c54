import { describe, expect, it } from 'vitest';
import { startGeneratedSite } from '../test-support/generated-site.js';
import { closeAfterEach } from '../test-support/test-server.js';
import { crawlSite } from './crawler.js';
import { comparable } from './compare.test-support.js';

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
    expect(inMemory.hreflang?.missingReturn.length).toBeGreaterThan(0);
    expect(comparable(spilled)).toEqual(comparable(inMemory));
  }, 120_000);
});
