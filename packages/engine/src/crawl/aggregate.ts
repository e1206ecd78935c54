/**
 * From the crawled pages to the site facts: status distribution, duplicate titles and descriptions,
 * near-duplicate groups, broken and redirected links, orphans, pages missing from the sitemap, issues
 * ranked by pages affected, and the site score. Pure: the crawler hands over its summaries.
 */
import { hammingDistance } from './simhash.js';
import type { BrokenLink, CrawlFacts, CrawledPage, DuplicateGroup, StopReason } from './types.js';

/** SimHash bits that may differ for two pages to count as near duplicates: 1 − 6/64 ≈ 90.6 % similar. */
export const NEAR_DUPLICATE_BITS = 6;
/** Pages with fewer words are left out of the near-duplicate comparison (boilerplate-only pages). */
export const NEAR_DUPLICATE_MIN_WORDS = 20;
/** Errors that are Rankscope's own refusal, not the site's failure. */
const OWN_ERRORS = new Set(['BLOCKED_TARGET', 'INVALID_URL', 'UNSUPPORTED_SCHEME', 'DISALLOWED_BY_ROBOTS']);

/** Case-folded, whitespace collapsed: how duplicate titles and descriptions are compared. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}

/** A crawled HTML page answering 2xx, indexable: the pages duplicates are looked for among. */
export function isComparable(p: CrawledPage): boolean {
  return p.status >= 200 && p.status < 300 && p.indexable && p.score !== null;
}

/** A URL answering 4xx/5xx, or not at all for a reason of the site's (timeouts, refused, loops). */
export function isErrorPage(p: CrawledPage): boolean {
  if (p.status >= 400) return true;
  return p.status === 0 && !OWN_ERRORS.has(p.errorCode ?? '');
}

function groupBy(pages: readonly CrawledPage[], value: (p: CrawledPage) => string | null): DuplicateGroup[] {
  const groups = new Map<string, DuplicateGroup>();
  for (const p of pages) {
    const raw = value(p);
    if (raw === null || raw.trim() === '') continue;
    const key = normaliseText(raw);
    const group = groups.get(key);
    if (group) group.urls.push(p.finalUrl);
    else groups.set(key, { value: raw.replace(/\s+/g, ' ').trim(), urls: [p.finalUrl], similarity: 1 });
  }
  return [...groups.values()]
    .filter((g) => g.urls.length >= 2)
    .sort((a, b) => b.urls.length - a.urls.length || a.value.localeCompare(b.value));
}

/** Two pages that declare each other (or the same URL) canonical are one page to search engines. */
function canonicalised(a: CrawledPage, b: CrawledPage): boolean {
  const ca = a.canonical ?? a.finalUrl;
  const cb = b.canonical ?? b.finalUrl;
  return ca === b.finalUrl || cb === a.finalUrl || ca === cb;
}

/**
 * Near-duplicate groups: pairs within NEAR_DUPLICATE_BITS bits (or with the same content hash) that do
 * not canonicalise to each other, joined into groups (union-find). Similarity is the group's least similar
 * pair; 1 when all its pages have the same main text.
 */
export function nearDuplicateGroups(all: readonly CrawledPage[]): DuplicateGroup[] {
  // Pages that canonicalise elsewhere are not indexable, so they are out already.
  const pages = all.filter(
    (p) => isComparable(p) && p.simhash !== null && (p.wordCount ?? 0) >= NEAR_DUPLICATE_MIN_WORDS,
  );
  const parent = pages.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const worst = new Map<number, number>();
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < pages.length; i++) {
    const a = pages[i]!;
    for (let j = i + 1; j < pages.length; j++) {
      const b = pages[j]!;
      const exact = a.contentHash !== null && a.contentHash === b.contentHash;
      const d = exact ? 0 : hammingDistance(a.simhash!, b.simhash!);
      if (d > NEAR_DUPLICATE_BITS || canonicalised(a, b)) continue;
      // Same SimHash but different text is very similar, not identical.
      pairs.push([i, j, exact ? 0 : Math.max(d, 0.5)]);
      const ri = find(i);
      const rj = find(j);
      if (ri !== rj) parent[ri] = rj;
    }
  }
  for (const [i, , d] of pairs) {
    const root = find(i);
    worst.set(root, Math.max(worst.get(root) ?? 0, d));
  }
  const members = new Map<number, number[]>();
  pages.forEach((_, i) => {
    const root = find(i);
    if (!worst.has(root)) return;
    const list = members.get(root) ?? [];
    list.push(i);
    members.set(root, list);
  });
  return [...members.entries()]
    .map(([root, list]): DuplicateGroup => {
      const first = pages[list[0]!]!;
      const d = worst.get(root) ?? 0;
      return {
        value: first.title ?? first.finalUrl,
        urls: list.map((i) => pages[i]!.finalUrl),
        similarity: d === 0 ? 1 : Math.min(0.99, Math.round((1 - d / 64) * 100) / 100),
      };
    })
    .sort((a, b) => (b.similarity ?? 0) - (a.similarity ?? 0) || b.urls.length - a.urls.length);
}

export interface AggregateInput {
  startUrl: string;
  stopReason: StopReason;
  pages: CrawledPage[];
  /** Normalised sitemap URLs, or null when the site has no sitemap. */
  sitemapUrls: ReadonlySet<string> | null;
  /** Every same-site link target seen on crawled pages (nofollow included), normalised. */
  linkedUrls: ReadonlySet<string>;
  blockedByRobots: number;
  durationMs: number;
}

export function aggregate(input: AggregateInput): CrawlFacts {
  const { pages } = input;
  const statusCounts: Record<string, number> = {};
  for (const p of pages) statusCounts[String(p.status)] = (statusCounts[String(p.status)] ?? 0) + 1;

  const comparable = pages.filter(isComparable);
  const brokenLinks: BrokenLink[] = pages
    .filter(isErrorPage)
    .map((p) => ({ url: p.url, status: p.status, error: p.error, linkedFrom: p.linkedFrom }));
  const redirectLinks = pages
    .filter((p) => p.redirects > 0 && p.linkedFrom.length > 0)
    .map((p) => ({ url: p.url, hops: p.redirects, linkedFrom: p.linkedFrom }));

  const start = input.startUrl;
  const orphans =
    input.sitemapUrls === null
      ? []
      : [...input.sitemapUrls].filter((u) => !input.linkedUrls.has(u) && u !== start).sort();
  const notInSitemap =
    input.sitemapUrls === null
      ? null
      : comparable
          .filter((p) => !input.sitemapUrls!.has(p.finalUrl) && !input.sitemapUrls!.has(p.url))
          .map((p) => p.finalUrl);

  const issueCounts = new Map<string, number>();
  for (const p of pages) for (const id of p.failedChecks) issueCounts.set(id, (issueCounts.get(id) ?? 0) + 1);
  const issues = [...issueCounts]
    .map(([checkId, n]) => ({ checkId, pages: n }))
    .sort((a, b) => b.pages - a.pages || a.checkId.localeCompare(b.checkId));

  const scores = pages.map((p) => p.score).filter((s): s is number => s !== null);
  const siteScore = scores.length > 0 ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null;

  return {
    startUrl: start,
    stopReason: input.stopReason,
    pages,
    statusCounts,
    duplicateTitles: groupBy(comparable, (p) => p.title),
    duplicateDescriptions: groupBy(comparable, (p) => p.description),
    nearDuplicates: nearDuplicateGroups(pages),
    brokenLinks,
    redirectLinks,
    orphans,
    notInSitemap,
    issues,
    hreflang: hreflangReciprocity(pages),
    siteScore,
    durationMs: Math.round(input.durationMs),
    blockedByRobots: input.blockedByRobots,
  };
}

/**
 * hreflang across the crawl: for every crawled page A that names a crawled page B (B ≠ A) as an
 * alternate, B must name A back (the same URL after normalisation), or search engines ignore the pair.
 */
export function hreflangReciprocity(pages: readonly CrawledPage[]): NonNullable<CrawlFacts['hreflang']> {
  const byUrl = new Map<string, CrawledPage>();
  for (const p of pages) if (p.status === 200 && p.hreflang) byUrl.set(p.finalUrl, p).set(p.url, p);
  let pairs = 0;
  const missingReturn: NonNullable<CrawlFacts['hreflang']>['missingReturn'] = [];
  for (const page of pages) {
    if (page.status !== 200 || !page.hreflang) continue;
    for (const alt of page.hreflang) {
      const other = byUrl.get(alt.url);
      if (!other || other === page) continue;
      pairs++;
      const back = other.hreflang?.some((h) => h.url === page.finalUrl || h.url === page.url) ?? false;
      if (!back) missingReturn.push({ url: page.finalUrl, alternate: other.finalUrl, lang: alt.lang });
    }
  }
  return { pairs, missingReturn };
}
