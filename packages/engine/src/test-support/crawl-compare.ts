/** Test helper: crawl facts compared across crawls whose pages finish in different orders. */
import type { CrawlFacts } from '../crawl/types.js';

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
      facts.pages.map((p) => ({
        ...p,
        ms: 0,
        ...(p.linkedFrom ? { linkedFrom: [...p.linkedFrom].sort() } : {}),
      })),
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
    canonicalChains: facts.canonicalChains && sorted(facts.canonicalChains, (c) => c.url),
    hreflang: facts.hreflang && {
      ...facts.hreflang,
      missingReturn: sorted(facts.hreflang.missingReturn, (m) => m.url + m.alternate),
    },
  };
}
