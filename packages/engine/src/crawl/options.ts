/** Options of crawlSite() (the report's crawl types are in types.ts). */
import type { FetchOptions } from '../fetch/options.js';
import type { FetchedPage } from '../fetch/types.js';
import type { HostLimiter } from '../gather/limiter.js';
import type { PageRecord } from './types.js';

export interface CrawlOptions {
  /** Pages (HTML documents fetched) at most. Default 100. */
  maxPages?: number;
  /** Click depth from the start URL at most. Default 10. */
  maxDepth?: number;
  /** Concurrent requests per host. Default 4. */
  concurrency?: number;
  /** Whole-crawl time budget in ms. Default 120 s. */
  timeBudgetMs?: number;
  /** Query parameters dropped when normalising URLs (default: utm_*, gclid, fbclid, msclkid, mc_cid, mc_eid, _ga). */
  stripParams?: readonly string[];
  allowPrivate?: boolean;
  /** Extra fetch options (tests: trustedOrigins, resolve); the SSRF policy comes from allowPrivate. */
  fetch?: Partial<FetchOptions>;
  /** Per-request timeout in ms. Default 10 s. */
  requestTimeoutMs?: number;
  lang?: 'en' | 'es' | 'fr';
  signal?: AbortSignal;
  /**
   * Worker threads for the page analysis (gather, checks, score). Default: one per core, at most four,
   * none on a single core; 0 analyses every page on the calling thread.
   */
  workers?: number;
  /**
   * The start URL's page, already fetched by the caller (runSiteAudit's audit of it), used instead of a
   * second request; null or a rejection: the crawl fetches it itself.
   */
  startPage?: Promise<FetchedPage | null>;
  /**
   * Per-host limits shared with other work on the site (runSiteAudit: the start page's probes and site
   * phase go first). Default: the crawl's own, `concurrency` requests per host.
   */
  hostLimiter?: HostLimiter;
  /** Called after each page: pages done so far, the page's URL, pages queued. */
  onPage?: (progress: { done: number; queued: number; url: string }) => void;
  /**
   * Called with each URL's record as soon as it is crawled (streamed output); `linkedFrom` is only known
   * once the crawl ends, so it is left out here. A returned promise holds the crawl's next pages back
   * until it settles (an output that cannot keep up slows the crawl instead of filling memory).
   */
  onRecord?: (page: PageRecord) => void | Promise<void>;
  /** Requests per second to one host at most (on top of robots.txt's Crawl-delay). Default: no limit. */
  rate?: number;
  /**
   * Pages held in memory before the crawl moves its pages and links to a temporary SQLite file. Default
   * 5,000.
   */
  spillThreshold?: number;
  /**
   * Crawls of up to this many pages list every page in full in the report; larger ones list their pages
   * without texts, hashes and inbound links (CrawlFacts.pageDetail 'compact'). Default 5,000.
   */
  fullPagesUpTo?: number;
  /**
   * Keep the crawl (frontier and results) in this SQLite file, checkpointed as it goes; with `resume`, an
   * interrupted crawl of the same start URL continues from it, else the file starts afresh.
   */
  state?: {
    path: string;
    resume: boolean;
    /** Pages recorded between two checkpoints (default 100; one is also taken every 5 s). */
    every?: number;
  };
}
