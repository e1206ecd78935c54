/** Test helpers for the crawl checks: crawled-page summaries and facts built by the real aggregation. */
import type { PageArtifact } from '../artifact.js';
import { doc, pageFromHtml } from './index.js';
import { aggregate, type AggregateInput } from '../crawl/aggregate.js';
import type { CrawlFacts, PageRecord } from '../crawl/types.js';

/** A crawled page in full, as a crawl of up to 5,000 pages lists it. */
type FullPage = PageRecord & { linkedFrom: string[] };

export function crawledPage(url: string, overrides: Partial<FullPage> = {}): FullPage {
  return {
    url,
    finalUrl: url,
    status: 200,
    redirects: 0,
    depth: 1,
    reachable: true,
    contentType: 'text/html; charset=utf-8',
    linkedFrom: ['https://example.com/'],
    inSitemap: true,
    indexable: true,
    title: `Title of ${url}`,
    description: `Description of ${url}`,
    canonical: null,
    simhash: null,
    contentHash: null,
    wordCount: 100,
    score: 80,
    failedChecks: [],
    error: null,
    errorCode: null,
    ms: 10,
    ...overrides,
  };
}

export function crawlFacts(pages: FullPage[], extra: Partial<AggregateInput> = {}): CrawlFacts {
  return aggregate({
    startUrl: 'https://example.com/',
    stopReason: 'complete',
    pages,
    sitemapUrls: null,
    linkedUrls: new Set(),
    blockedByRobots: 0,
    durationMs: 100,
    ...extra,
  });
}

/** The start page's artifact with the crawl facts attached, as runSiteAudit attaches them. */
export function pageWithCrawl(crawl: CrawlFacts | null): PageArtifact {
  const page = pageFromHtml(doc('<title>Home</title>'), { url: 'https://example.com/' });
  page.crawl = crawl;
  return page;
}
