/**
 * From the crawl's store to the site facts: status distribution, duplicate titles and descriptions,
 * near-duplicate groups, broken and redirected links, orphans, pages missing from the sitemap, hreflang
 * return links, issues ranked by pages affected, and the site score. Streaming passes over the store, so
 * the same code runs on a crawl held in memory and on one spilled to SQLite; what a pass keeps is
 * proportional to the findings (groups, broken links), not to the pages.
 */
import { createHash } from 'node:crypto';
import { isComparable, isErrorPage } from '../checks/crawl-support.js';
import { nearDuplicateGroups, NEAR_DUPLICATE_MIN_WORDS, type NearCandidate } from './near-duplicates.js';
import { MemoryStore, type CrawlStore, type StoredPage } from './store/store.js';
import { RichAggregator } from './rich-results.js';
import type { BrokenLink, CrawlFacts, CrawledPage, DuplicateGroup, PageRecord, StopReason } from './types.js';
import { IN_SITEMAP, LINKED, UrlTable } from './url-table.js';

export { NEAR_DUPLICATE_BITS, NEAR_DUPLICATE_MIN_WORDS } from './near-duplicates.js';

type PageFacts = PageRecord;

/** Crawls up to this many pages list every page in full; larger ones are compact (CrawlFacts.pageDetail). */
export const DEFAULT_FULL_PAGES = 5_000;

/** Case-folded, whitespace collapsed: how duplicate titles and descriptions are compared. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}

/**
 * Groups pages by a normalised text value; only values shared by two or more pages are kept as groups.
 * Values are keyed by a 96-bit digest of the normalised text rather than the text itself, so a crawl's
 * 100,000 unique titles and descriptions are held once (as the first page writes them), not twice.
 */
class Grouper {
  private readonly first = new Map<string, { value: string; url: string }>();
  private readonly shared = new Map<string, DuplicateGroup>();

  add(raw: string | null, url: string): void {
    if (raw === null || raw.trim() === '') return;
    const key = createHash('sha1').update(normaliseText(raw)).digest('base64').slice(0, 16);
    const group = this.shared.get(key);
    if (group) return void group.urls.push(url);
    const seen = this.first.get(key);
    if (!seen) return void this.first.set(key, { value: raw, url });
    this.shared.set(key, {
      value: seen.value.replace(/\s+/g, ' ').trim(),
      urls: [seen.url, url],
      similarity: 1,
    });
  }

  groups(): DuplicateGroup[] {
    return [...this.shared.values()].sort(
      (a, b) => b.urls.length - a.urls.length || a.value.localeCompare(b.value),
    );
  }
}

export interface StoreAggregateInput {
  startUrl: string;
  stopReason: StopReason;
  store: CrawlStore;
  /** Every URL met, with the sitemap and link flags. */
  urls: UrlTable;
  /** Whether the site has a sitemap at all (notInSitemap is null without one). */
  sitemapFound: boolean;
  blockedByRobots: number;
  durationMs: number;
  /** With credentials: what the crawl did to keep its session (CrawlFacts.session). */
  session?: CrawlFacts['session'];
  /** Pages listed in full at most (CrawlOptions.fullPagesUpTo); default 5,000. */
  fullPagesUpTo?: number;
}

/**
 * Report entries share their repeated strings — URLs with the URL table, check ids, content types and
 * error codes with each other — so 100,000 pages read back from SQLite do not hold 100,000 copies of each.
 */
class Strings {
  private readonly seen = new Map<string, string>();
  constructor(private readonly urls: UrlTable) {}

  url(url: string): string {
    const id = this.urls.find(url);
    return id === undefined ? url : this.urls.url(id);
  }

  one<T extends string | null | undefined>(text: T): T {
    if (typeof text !== 'string') return text;
    const known = this.seen.get(text);
    if (known !== undefined) return known as T;
    this.seen.set(text, text);
    return text;
  }
}

/** A page's report entry: every field (full), or without its texts, hashes and inbound links (compact). */
function reportPage(
  p: StoredPage,
  strings: Strings,
  urls: UrlTable,
  linkedFrom: string[] | null,
): CrawledPage {
  const { id, title, description, h1, simhash, contentHash, hreflang, ...facts } = p;
  const entry: CrawledPage = {
    ...facts,
    url: urls.url(id),
    finalUrl: strings.url(facts.finalUrl),
    canonical: facts.canonical === null ? null : strings.url(facts.canonical),
    contentType: strings.one(facts.contentType),
    errorCode: strings.one(facts.errorCode),
    failedChecks: facts.failedChecks.map((c) => strings.one(c)),
  };
  if (linkedFrom === null) return entry;
  return {
    ...entry,
    title,
    description,
    ...(h1 !== undefined ? { h1 } : {}),
    simhash,
    ...(contentHash !== undefined ? { contentHash } : {}),
    ...(hreflang !== undefined ? { hreflang } : {}),
    linkedFrom,
  };
}

export function aggregateStore(input: StoreAggregateInput): CrawlFacts {
  const { store, urls } = input;
  const inSitemap = (url: string): boolean => {
    const id = urls.find(url);
    return id !== undefined && urls.has(id, IN_SITEMAP);
  };
  const statusCounts: Record<string, number> = {};
  const titles = new Grouper();
  const rich = new RichAggregator();
  const descriptions = new Grouper();
  const near: NearCandidate[] = [];
  const brokenLinks: BrokenLink[] = [];
  const redirectLinks: CrawlFacts['redirectLinks'] = [];
  const notInSitemap: string[] = [];
  const issueCounts = new Map<string, number>();
  const withHreflang: HreflangPage[] = [];
  // Pages (by URL and final URL) whose canonical names another URL: the links of canonical chains.
  const canonicalOf = new Map<string, string>();
  const canonicalising: string[] = [];
  let scoreSum = 0;
  let scored = 0;
  const pages: CrawledPage[] = [];

  const strings = new Strings(urls);
  const compact = store.pageCount > (input.fullPagesUpTo ?? DEFAULT_FULL_PAGES);
  for (const p of store.pages()) {
    // A compact crawl reads the inbound links only of the pages whose findings name them.
    const error = isErrorPage(p);
    const sources = compact && !error && p.redirects === 0 ? null : store.inlinks(p.id);
    const linkedFrom = sources?.map((s) => urls.url(s)) ?? null;
    const entry = reportPage(p, strings, urls, compact ? null : (linkedFrom ?? []));
    pages.push(entry);
    // The shared URL strings of the entry, not the stored page's own copies.
    const { finalUrl } = entry;
    statusCounts[String(p.status)] = (statusCounts[String(p.status)] ?? 0) + 1;
    if (error) {
      brokenLinks.push({
        url: urls.url(p.id),
        status: p.status,
        error: p.error,
        linkedFrom: linkedFrom ?? [],
      });
    }
    if (p.redirects > 0 && linkedFrom !== null && linkedFrom.length > 0) {
      redirectLinks.push({ url: urls.url(p.id), hops: p.redirects, linkedFrom });
    }
    const { canonical } = entry;
    if (p.status >= 200 && p.status < 300 && canonical !== null && canonical !== finalUrl) {
      canonicalOf.set(finalUrl, canonical).set(entry.url, canonical);
      canonicalising.push(finalUrl);
    }
    if (isComparable(p)) {
      titles.add(p.title, finalUrl);
      descriptions.add(p.description, finalUrl);
      if (input.sitemapFound && !inSitemap(finalUrl) && !inSitemap(entry.url)) notInSitemap.push(finalUrl);
      if (p.simhash !== null && (p.wordCount ?? 0) >= NEAR_DUPLICATE_MIN_WORDS) {
        const { title, simhash, contentHash } = p;
        near.push({ finalUrl, canonical, title, simhash, contentHash: contentHash ?? null });
      }
    }
    for (const checkId of p.failedChecks) issueCounts.set(checkId, (issueCounts.get(checkId) ?? 0) + 1);
    rich.add(finalUrl, p.richResults);
    if (p.score !== null) {
      scoreSum += p.score;
      scored++;
    }
    // Only what reciprocity reads, with the shared URL strings: not the whole record of every page.
    if (p.status === 200 && p.hreflang) {
      const hreflang = p.hreflang.length > 0 ? p.hreflang : NO_ALTERNATES;
      withHreflang.push({ url: entry.url, finalUrl, status: p.status, hreflang });
    }
  }

  const start = input.startUrl;
  const orphans: string[] = [];
  if (input.sitemapFound) {
    for (let id = 0; id < urls.size; id++) {
      if (urls.has(id, IN_SITEMAP) && !urls.has(id, LINKED) && urls.url(id) !== start) {
        orphans.push(urls.url(id));
      }
    }
    orphans.sort();
  }
  const issues = [...issueCounts]
    .map(([checkId, n]) => ({ checkId, pages: n }))
    .sort((a, b) => b.pages - a.pages || a.checkId.localeCompare(b.checkId));

  const richSummary = rich.result();
  return {
    startUrl: start,
    stopReason: input.stopReason,
    pages,
    pageDetail: compact ? 'compact' : 'full',
    statusCounts,
    duplicateTitles: titles.groups(),
    duplicateDescriptions: descriptions.groups(),
    nearDuplicates: nearDuplicateGroups(near),
    brokenLinks,
    redirectLinks,
    canonicalChains: canonicalChains(canonicalising, canonicalOf),
    orphans,
    notInSitemap: input.sitemapFound ? notInSitemap : null,
    issues,
    hreflang: hreflangReciprocity(withHreflang),
    siteScore: scored > 0 ? Math.round(scoreSum / scored) : null,
    durationMs: Math.round(input.durationMs),
    blockedByRobots: input.blockedByRobots,
    ...(richSummary ? { richResults: richSummary } : {}),
    ...(input.session ? { session: input.session } : {}),
  };
}

/** Canonicals followed at most, as Google follows a few before it gives up on the hint. */
const MAX_CANONICAL_HOPS = 10;

/**
 * Chains of canonicals among crawled pages: a page whose canonical target names yet another URL (two or
 * more hops), or that comes back to a page already in the chain (a loop). One entry per starting page.
 */
function canonicalChains(pages: readonly string[], canonicalOf: ReadonlyMap<string, string>) {
  const chains: NonNullable<CrawlFacts['canonicalChains']> = [];
  for (const url of new Set(pages)) {
    const chain = [url];
    let loop = false;
    for (let next = canonicalOf.get(url); next !== undefined && chain.length <= MAX_CANONICAL_HOPS;) {
      loop = chain.includes(next);
      chain.push(next);
      if (loop) break;
      next = canonicalOf.get(next);
    }
    if (chain.length > 2) chains.push({ url, chain, loop });
  }
  return chains.sort((a, b) => a.url.localeCompare(b.url));
}

/** What hreflang reciprocity reads of a page. */
type HreflangPage = Pick<PageFacts, 'url' | 'finalUrl' | 'status' | 'hreflang'>;

/** One empty list shared by every page that declares no alternates. */
const NO_ALTERNATES: Array<{ lang: string; url: string }> = [];

/**
 * hreflang across the crawl: for every crawled page A that names a crawled page B (B ≠ A) as an
 * alternate, B must name A back (the same URL after normalisation), or search engines ignore the pair.
 * Takes the pages answering 200 that declare hreflang.
 */
export function hreflangReciprocity(pages: readonly HreflangPage[]): NonNullable<CrawlFacts['hreflang']> {
  const byUrl = new Map<string, HreflangPage>();
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

export interface AggregateInput {
  startUrl: string;
  stopReason: StopReason;
  pages: Array<PageRecord & { linkedFrom: string[] }>;
  /** Normalised sitemap URLs, or null when the site has no sitemap. */
  sitemapUrls: ReadonlySet<string> | null;
  /** Every same-site link target seen on crawled pages (nofollow included), normalised. */
  linkedUrls: ReadonlySet<string>;
  blockedByRobots: number;
  durationMs: number;
  session?: CrawlFacts['session'];
}

/** The site facts of pages given as report entries (tests and callers without a store). */
export function aggregate(input: AggregateInput): CrawlFacts {
  const urls = new UrlTable();
  const store = new MemoryStore();
  for (const { linkedFrom, ...page } of input.pages) {
    const id = urls.intern(page.url);
    store.addPage({ ...page, id });
    for (const source of linkedFrom) store.addInlink(id, urls.intern(source));
  }
  for (const url of input.sitemapUrls ?? []) urls.set(urls.intern(url), IN_SITEMAP);
  for (const url of input.linkedUrls) urls.set(urls.intern(url), LINKED);
  return aggregateStore({ ...input, store, urls, sitemapFound: input.sitemapUrls !== null });
}
