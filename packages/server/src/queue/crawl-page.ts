/**
 * One page of a fanned-out crawl, as a worker runs it (a `crawl-page` job): robots.txt, the polite fetch,
 * the redirect's target claimed in the crawl's seen-set, the engine's per-page analysis (every page-scope
 * check, the score, the fingerprints), then the compact facts and same-site outlinks stored in Redis and
 * returned. The same steps as the embedded crawler's visit(), so both crawls find the same site facts.
 */
import { AuditError, crawlParts, isAuditError, type FetchOptions, type FetchedPage } from '@rankscope/engine';
import type { Redis } from 'ioredis';
import { claimUrl, crawlKeys, storePage } from './crawl-frontier.js';
import type { CrawlPageResult, PageFacts } from './crawl-page-types.js';

export type { CrawlPageResult, PageFacts } from './crawl-page-types.js';

export const CRAWL_PAGE_QUEUE = 'crawl-pages';

export interface CrawlPageJob {
  crawlId: string;
  url: string;
  depth: number;
  reachable: boolean;
  inSitemap: boolean;
  asset: boolean;
  /** The crawl's start URL (normalised): its robots.txt is never a reason to skip it. */
  start: string;
  stripParams: readonly string[];
  allowPrivate: boolean;
  requestTimeoutMs: number;
  /** When the crawl's time budget ends (epoch ms): the page is not fetched after it. */
  deadline: number;
  /** How long the crawl's keys live (ms). */
  ttlMs: number;
}

export function blankPage(job: CrawlPageJob): PageFacts {
  return {
    url: job.url,
    finalUrl: job.url,
    status: 0,
    redirects: 0,
    depth: job.depth,
    reachable: job.reachable,
    contentType: null,
    inSitemap: job.inSitemap,
    indexable: false,
    title: null,
    description: null,
    canonical: null,
    simhash: null,
    contentHash: null,
    wordCount: null,
    score: null,
    failedChecks: [],
    error: null,
    errorCode: null,
    ms: 0,
  };
}

function recordError(page: PageFacts, err: unknown): void {
  page.error = err instanceof Error ? err.message : String(err);
  page.errorCode = isAuditError(err) ? err.code : 'FETCH_FAILED';
}

type OriginRobots = crawlParts.OriginRobots;

/** One worker process's crawl-page runner: robots.txt per crawl and origin, one pacer per host. */
export function crawlPageRunner(redis: Redis, prefix: string) {
  const pacer = new crawlParts.HostPacer(null);
  const robotsCache = new Map<string, Promise<OriginRobots>>();
  const robotsFor = (crawlId: string, origin: string, fetch: FetchOptions): Promise<OriginRobots> => {
    const key = `${crawlId} ${origin}`;
    let robots = robotsCache.get(key);
    if (!robots) {
      // A worker serves many crawls over its life: the oldest entries go first.
      if (robotsCache.size >= 256) robotsCache.delete(robotsCache.keys().next().value!);
      robots = crawlParts.loadRobots(origin, fetch);
      robotsCache.set(key, robots);
    }
    return robots;
  };

  return async function runCrawlPage(job: CrawlPageJob): Promise<CrawlPageResult> {
    const keys = crawlKeys(prefix, job.crawlId);
    const strip = crawlParts.paramMatcher(job.stripParams);
    const normalize = (u: string): string | null => crawlParts.normalizeCrawlUrl(u, strip);
    const result: CrawlPageResult = {
      page: blankPage(job),
      links: [],
      asset: job.asset,
      blocked: false,
      blockedRedirects: 0,
      skipped: false,
    };
    const { page } = result;
    const left = job.deadline - Date.now();
    if (left <= 0) return { ...result, skipped: true };
    const signal = AbortSignal.timeout(left);
    const fetchOptions: FetchOptions = {
      allowPrivate: job.allowPrivate,
      totalTimeoutMs: job.requestTimeoutMs,
      signal,
    };
    const origin = new URL(job.url).origin;
    const robots = await robotsFor(job.crawlId, origin, fetchOptions);
    if (robots.unreachable && job.url !== job.start) {
      page.error = `${robots.unreachable.message} (robots.txt of ${origin})`;
      page.errorCode = robots.unreachable.code;
      await storePage(redis, keys, result, job.ttlMs);
      return result;
    }
    if (job.url !== job.start && !robots.allowed(job.url)) return { ...result, blocked: true };

    const pageFetchOptions: FetchOptions = {
      ...fetchOptions,
      vetRedirect: async (target) => {
        const targetRobots = await robotsFor(job.crawlId, target.origin, fetchOptions);
        if (targetRobots.unreachable || targetRobots.allowed(target.href)) return null;
        result.blockedRedirects++;
        return new AuditError(
          'DISALLOWED_BY_ROBOTS',
          `It redirects to ${target.href}, which robots.txt disallows for Rankscope; the redirect was not followed.`,
          { url: target.href },
        );
      },
    };
    const began = performance.now();
    let html: FetchedPage | null = null;
    try {
      const context = { options: pageFetchOptions, pacer, signal };
      const fetchedOne = await crawlParts.fetchOne(job.url, job.asset, robots.delayMs, context, () =>
        Promise.resolve(null),
      );
      if (fetchedOne === null) return { ...result, skipped: true };
      const { fetched } = fetchedOne;
      result.asset = fetchedOne.asset;
      page.status = fetched.status;
      page.finalUrl = normalize(fetched.finalUrl) ?? fetched.finalUrl;
      page.redirects = fetched.redirects.length;
      page.contentType = fetched.contentType;
      let fresh = true;
      if (page.finalUrl !== job.url) {
        // The redirect target is crawled here; a target already known is not analysed twice.
        fresh =
          crawlParts.siteKey(page.finalUrl) === crawlParts.siteKey(job.start) &&
          (await claimUrl(redis, keys, page.finalUrl, job.ttlMs));
      }
      const isHtml = /html/i.test(fetched.contentType ?? '') || fetched.contentType === null;
      const ok = fetched.status >= 200 && fetched.status < 300;
      html = !fetchedOne.asset && fresh && isHtml && ok ? fetched : null;
    } catch (err) {
      if (signal.aborted) return { ...result, skipped: true };
      recordError(page, err);
    }
    if (html !== null) {
      try {
        const { links, ...summary } = crawlParts.analysePage(html, {
          finalUrl: page.finalUrl,
          stripParams: job.stripParams,
        });
        Object.assign(page, summary);
        result.links = links;
      } catch (err) {
        recordError(page, err);
      }
    }
    page.ms = Math.round(performance.now() - began);
    await storePage(redis, keys, result, job.ttlMs);
    return result;
  };
}
