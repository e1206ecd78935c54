/** What a crawl-page job returns and the frontier stores (kept apart: the frontier and the job import it both). */
import type { PageRecord } from '@rankscope/engine';

export type PageFacts = PageRecord;

export interface CrawlPageResult {
  page: PageFacts;
  /** Same-site link targets (normalised) and whether the crawl follows them. */
  links: Array<{ url: string; follow: boolean }>;
  /** The URL answered as a non-HTML resource. */
  asset: boolean;
  /** robots.txt refuses it (not recorded, not counted against the budget). */
  blocked: boolean;
  /** Redirects not followed because robots.txt refuses their target. */
  blockedRedirects: number;
  /** The time budget ended before the fetch: nothing recorded. */
  skipped: boolean;
}
