/**
 * The same-site crawl (issue 7): what the crawler found, page by page, and the site-level facts the crawl
 * checks read through `page.crawl`. Plain, serialisable data, part of the report (the crawl's options are
 * in options.ts, outside the report's types).
 */

/* Rich results across a crawl (rich-results.ts builds them); plain types here so this file imports nothing. */
/** One feature on one page: the page's worst status for it and what breaks it. */
export interface PageRichResult {
  feature: string;
  status: 'eligible' | 'invalid' | 'retired' | 'restricted';
  /** An eligible (or restricted) item lacks recommended properties or has a malformed recommended value. */
  warnings: boolean;
  /** Required property paths missing or invalid ("offers.price", "startDate (invalid)"), at most 5. */
  problems: string[];
}

export interface RichMatrixRow {
  feature: string;
  /** Pages with the feature's items all valid (restricted ones included). */
  eligible: number;
  invalid: number;
  /** Of the eligible pages, those with warnings. */
  warnings: number;
  retired: number;
}

export interface RichTemplateProblem {
  feature: string;
  /** The problem the pages share ("offers.price"). */
  problem: string;
  /** The URL pattern ("/products/*"). */
  pattern: string;
  pages: number;
  /** A few of the pages, for the reader to open. */
  examples: string[];
}

export interface CrawlRichResults {
  matrix: RichMatrixRow[];
  templates: RichTemplateProblem[];
}

export type StopReason = 'complete' | 'max-pages' | 'time-budget' | 'aborted';

/** What the crawl keeps of each crawled URL (its store's record, and a full report entry). */
export interface PageRecord {
  /** The URL as queued (normalised). */
  url: string;
  finalUrl: string;
  /** HTTP status of the last hop; 0 when the fetch failed (see error). */
  status: number;
  /** Redirect hops followed to reach it (0 when none). */
  redirects: number;
  depth: number;
  /**
   * Reached by following links (and canonicals) from the start URL; false for pages found only from the
   * sitemap (orphans and what they link to).
   */
  reachable?: boolean;
  contentType: string | null;
  inSitemap: boolean;
  indexable: boolean;
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** Text of the first <h1> (null when none); optional: crawls of older engines lack it. */
  h1?: string | null;
  /** 64-bit SimHash of the main text, hex; null for non-HTML or failed pages. */
  simhash: string | null;
  /** Hash of the normalised main text (exact duplicates), hex; null for non-HTML or failed pages. */
  contentHash?: string | null;
  wordCount: number | null;
  /** Page seoScore from the full page-scope checks (HTML pages only). */
  score: number | null;
  /** Ids of the checks that failed (critical or recommended) on this page. */
  failedChecks: string[];
  /** Why it could not be fetched or analysed (AuditError message), else null. */
  error: string | null;
  /** The AuditError code that goes with `error` (TIMEOUT, BLOCKED_TARGET, TOO_MANY_REDIRECTS…), else null. */
  errorCode?: string | null;
  /** Time to fetch and analyse, ms. */
  ms: number;
  /** hreflang alternates the page declares (absolute, normalised), for site-wide reciprocity. */
  hreflang?: Array<{ lang: string; url: string }>;
  /** Rich result features of the page, one per feature (absent for non-HTML pages and older engines). */
  richResults?: PageRichResult[];
}

/** The page's texts, hashes and links: what a compact crawl's entries leave out (CrawlFacts.pageDetail). */
export const PAGE_DETAIL_FIELDS = [
  'title',
  'description',
  'h1',
  'simhash',
  'contentHash',
  'hreflang',
  'linkedFrom',
] as const;

/**
 * A crawled URL as the report lists it. In a full crawl every field is there; in a compact one (more
 * pages than CrawlOptions.fullPagesUpTo) the texts, hashes and inbound links are left out: the findings
 * that need them (duplicate groups, broken and redirected links) carry them once, and the streamed
 * ndjson/csv output carries every page whole.
 */
export type CrawledPage = Omit<PageRecord, 'title' | 'description' | 'simhash'> & {
  title?: string | null;
  description?: string | null;
  simhash?: string | null;
  /** Pages that link to this URL (normalised URLs, at most 20 kept). */
  linkedFrom?: string[];
};

export interface DuplicateGroup {
  /** The shared value (title, description), or a short label for near-duplicate groups. */
  value: string;
  urls: string[];
  /** Similarity for near-duplicates (0–1), 1 for exact duplicates. */
  similarity?: number;
}

export interface BrokenLink {
  url: string;
  /** 0 when unreachable. */
  status: number;
  error: string | null;
  linkedFrom: string[];
}

/** What the crawl checks read through `page.crawl`, and the report's site section. */
export interface CrawlFacts {
  startUrl: string;
  stopReason: StopReason;
  pages: CrawledPage[];
  /**
   * 'compact' when the crawl recorded more pages than CrawlOptions.fullPagesUpTo (default 5,000): every
   * page is listed, without the fields in PAGE_DETAIL_FIELDS. Absent or 'full': every field.
   */
  pageDetail?: 'full' | 'compact';
  /** Status code → number of crawled URLs ("0" for fetch failures). */
  statusCounts: Record<string, number>;
  duplicateTitles: DuplicateGroup[];
  duplicateDescriptions: DuplicateGroup[];
  nearDuplicates: DuplicateGroup[];
  brokenLinks: BrokenLink[];
  /** Internal links answering 3xx: target → chain length, and who links to it. */
  redirectLinks: Array<{ url: string; hops: number; linkedFrom: string[] }>;
  /**
   * Canonical chains: a crawled page whose canonical names a crawled page that itself names another
   * canonical (search engines may ignore both), or a loop. `chain` starts at the page and lists each
   * canonical in turn (at most 10); optional: crawls of older engines lack it.
   */
  canonicalChains?: Array<{ url: string; chain: string[]; loop: boolean }>;
  /** In a sitemap but not linked from any crawled page. */
  orphans: string[];
  /** Crawled, indexable, 200 pages missing from every sitemap (null when the site has no sitemap). */
  notInSitemap: string[] | null;
  /** Failed checks ranked by how many pages they affect. */
  issues: Array<{ checkId: string; pages: number }>;
  /**
   * hreflang across the crawl: pairs (page → alternate) where both were crawled, and those whose alternate
   * does not link back.
   */
  hreflang?: { pairs: number; missingReturn: Array<{ url: string; alternate: string; lang: string }> };
  /** Mean page score over crawled HTML pages (0–100), null when none. */
  siteScore: number | null;
  durationMs: number;
  /** Same-site URLs not fetched because robots.txt disallows them for Rankscope. */
  blockedByRobots?: number;
  /** Rich results across the crawl: a matrix per feature and templates sharing a problem (absent when none). */
  richResults?: CrawlRichResults;
  /**
   * Present when the crawl carried credentials: sign-out URLs it left alone, and whether its session was
   * lost (pages started redirecting to a sign-in page).
   */
  session?: { signOutSkipped: number; lost: SessionLost | null };
}

/** The session of a crawl with credentials ended: pages started redirecting to a sign-in page. */
export interface SessionLost {
  /** Pages reached signed in before the first redirect to a sign-in page. */
  afterPages: number;
  /** The first page that redirected, and the sign-in page it ended on. */
  url: string;
  signInUrl: string;
  /** Pages that redirected to a sign-in page from then on. */
  pages: number;
}
