import { describe, expect, it } from 'vitest';
import { startGeneratedSite } from '../test-support/generated-site.js';
import { closeAfterEach } from '../test-support/test-server.js';
import { crawlSite } from './crawler.js';
import type { CrawlFacts } from './types.js';

const track = closeAfterEach();

/** The facts without timings, every list in a stable order (two crawls finish pages in different orders). */
export function comparable(facts: CrawlFacts): unknown {
  const sorted = <T>(list: readonly T[], key: (t: T) => string): T[] =>
    [...list].sort((a, b) => key(a).localeCompare(key(b)));
  const group = (g: { value: string; urls: string[]; similarity?: number }) => ({
    ...g,
    urls: [...g.urls].sort(),
  });
  return {
    ...facts,
    durationMs: 0,
    pages: sorted(
      facts.pages.map((p) => ({ ...p, ms: 0, linkedFrom: [...p.linkedFrom].sort() })),
      (p) => p.url,
    ),
    duplicateTitles: sorted(facts.duplicateTitles.map(group), (g) => g.value),
    duplicateDescriptions: sorted(facts.duplicateDescriptions.map(group), (g) => g.value),
    nearDuplicates: sorted(facts.nearDuplicates.map(group), (g) => g.urls.join()),
    brokenLinks: sorted(
      facts.brokenLinks.map((b) => ({ ...b, linkedFrom: [...b.linkedFrom].sort() })),
      (b) => b.url,
    ),
    redirectLinks: sorted(
      facts.redirectLinks.map((r) => ({ ...r, linkedFrom: [...r.linkedFrom].sort() })),
      (r) => r.url,
    ),
    notInSitemap: facts.notInSitemap && [...facts.notInSitemap].sort(),
    hreflang: facts.hreflang && {
      ...facts.hreflang,
      missingReturn: sorted(facts.hreflang.missingReturn, (m) => m.url + m.alternate),
    },
  };
}

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
