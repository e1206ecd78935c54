/**
 * The fanned-out site crawl (REDIS_URL): the same crawl as the engine's crawlSite(), but every page is a
 * `crawl-page` job that any worker may run. This coordinator reads robots.txt and the sitemaps once, admits
 * URLs into the Redis frontier (crawl-frontier.ts: seen-set and page budget, atomically), queues a job
 * per admitted URL, follows each finished page's outlinks, then — once nothing is left in flight, the
 * sitemap's unlinked URLs included — reads the page facts the workers stored and reduces them to the site
 * facts with the engine's own aggregation, so the site-wide checks run once, here.
 */
import {
  CRAWL_DEFAULTS,
  crawlParts,
  normalizeAuditUrl,
  type CrawlFacts,
  type CrawlOptions,
  type PageRecord,
  type StopReason,
} from '@rankscope/engine';
import type { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { newId } from '../store/ids.js';
import { CrawlFrontier, crawlKeys, storePage, type Candidate } from './crawl-frontier.js';
import { blankPage, type CrawlPageJob, type CrawlPageResult } from './crawl-page.js';

export interface FanOutDeps {
  /** A command connection. */
  redis: Redis;
  queue: Queue<CrawlPageJob, CrawlPageResult>;
  events: QueueEvents;
  prefix: string;
}

export type SiteCrawler = (startUrl: string, options: CrawlOptions) => Promise<CrawlFacts>;

/** Sources kept per URL (CrawledPage.linkedFrom), as in the embedded crawl. */
const MAX_LINKED_FROM = 20;
/** The crawl's keys outlive its time budget by this much (a coordinator lost mid-crawl leaves them). */
const KEYS_GRACE_MS = 10 * 60_000;

interface Item {
  url: string;
  depth: number;
  reachable: boolean;
}

export function fanOutCrawler(deps: FanOutDeps): SiteCrawler {
  return async (startUrl, options) => {
    const startedAt = performance.now();
    const maxPages = Math.max(1, options.maxPages ?? CRAWL_DEFAULTS.maxPages);
    const maxDepth = Math.max(0, options.maxDepth ?? CRAWL_DEFAULTS.maxDepth);
    const timeBudgetMs = options.timeBudgetMs ?? CRAWL_DEFAULTS.timeBudgetMs;
    const requestTimeoutMs = options.requestTimeoutMs ?? CRAWL_DEFAULTS.requestTimeoutMs;
    const budget = AbortSignal.timeout(timeBudgetMs);
    const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
    const stripParams = options.stripParams ?? crawlParts.DEFAULT_STRIP_PARAMS;
    const strip = crawlParts.paramMatcher(stripParams);
    const normalize = (u: string): string | null => crawlParts.normalizeCrawlUrl(u, strip);
    const start = normalize(normalizeAuditUrl(startUrl)) ?? normalizeAuditUrl(startUrl);
    const site = crawlParts.siteKey(start);
    const startOrigin = new URL(start).origin;
    const crawlId = newId();
    const ttlMs = timeBudgetMs + KEYS_GRACE_MS;
    const keys = crawlKeys(deps.prefix, crawlId);
    const frontier = new CrawlFrontier(deps.redis, keys, { maxPages, ttlMs });
    const deadline = Date.now() + timeBudgetMs;
    const allowPrivate = options.allowPrivate ?? false;

    const fetchOptions = { ...options.fetch, allowPrivate, totalTimeoutMs: requestTimeoutMs, signal };
    const robots = await crawlParts.loadRobots(startOrigin, fetchOptions);
    const seeds = await crawlParts.loadSitemapSeeds(startOrigin, robots, fetchOptions);
    const sitemap = new Set(seeds.urls.map(normalize).filter((u): u is string => u !== null));

    const outstanding = new Set<Promise<void>>();
    const waiting: Array<{ item: Item; data: CrawlPageJob }> = [];
    const inFlightCap =
      robots.delayMs > 0 ? 1 : Math.max(1, options.concurrency ?? CRAWL_DEFAULTS.concurrency);
    let nextStart = 0;
    let done = 0;
    let seq = 0;
    let blockedRedirects = 0;

    const candidate = (url: string): Candidate => {
      if (url !== start && new URL(url).origin === startOrigin && !robots.allowed(url))
        return { url, kind: 'blocked' };
      return { url, kind: crawlParts.looksNonHtml(url) ? 'asset' : 'page' };
    };

    const settle = async (item: Item, job: CrawlPageJob, result: CrawlPageResult): Promise<void> => {
      if (result.skipped) return;
      blockedRedirects += result.blockedRedirects;
      if (result.blocked) return frontier.release(job.asset ? 'asset' : 'page');
      done++;
      options.onPage?.({ done, queued: outstanding.size + waiting.length, url: item.url });
      const next: Item[] = result.links
        .filter((l) => l.follow && l.url !== result.page.finalUrl)
        .map((l) => ({ url: l.url, depth: item.depth + 1, reachable: item.reachable }));
      const canonical = result.page.canonical;
      if (canonical !== null && canonical !== result.page.finalUrl && crawlParts.siteKey(canonical) === site)
        next.push({ url: canonical, depth: item.depth + 1, reachable: item.reachable });
      await enqueue(next);
    };

    const failed = async (job: CrawlPageJob, err: unknown): Promise<void> => {
      if (signal.aborted) return;
      // A page whose job failed for good (not the site's answer: the worker's) is recorded as not analysed.
      const page = blankPage(job);
      page.error = err instanceof Error ? err.message : String(err);
      page.errorCode = 'FETCH_FAILED';
      const result = {
        page,
        links: [],
        asset: job.asset,
        blocked: false,
        blockedRedirects: 0,
        skipped: false,
      };
      await storePage(deps.redis, keys, result, ttlMs);
      done++;
    };

    async function enqueue(items: Item[]): Promise<void> {
      if (signal.aborted) return;
      const fresh = new Map<string, Item>();
      for (const item of items) if (item.depth <= maxDepth && !fresh.has(item.url)) fresh.set(item.url, item);
      const candidates = [...fresh.keys()].map(candidate);
      const admitted = await frontier.admit(candidates);
      const jobs = candidates.flatMap((c, i) => {
        const item = fresh.get(c.url)!;
        if (admitted[i] !== 'queued') return [];
        const data: CrawlPageJob = {
          crawlId,
          ...item,
          inSitemap: sitemap.has(c.url),
          asset: c.kind === 'asset',
          start,
          stripParams,
          allowPrivate,
          requestTimeoutMs,
          deadline,
          ttlMs,
        };
        return [{ item, data }];
      });
      waiting.push(...jobs);
      dispatch();
    }

    /** One page's job: queued for any worker, awaited, then its outlinks followed. */
    const runJob = async ({ item, data }: { item: Item; data: CrawlPageJob }): Promise<void> => {
      // Crawl-delay holds across the workers: the jobs of a site that asks for one start that far apart.
      const delay = Math.max(0, nextStart - Date.now());
      nextStart = Date.now() + delay + robots.delayMs;
      const job = await deps.queue.add('crawl-page', data, {
        jobId: `${crawlId}-${seq++}`,
        delay,
        // A page's failure is recorded; only a lost worker runs it again (stalled).
        attempts: 1,
        removeOnComplete: { age: 600 },
        removeOnFail: { age: 600 },
      });
      const wait = Math.max(1, deadline - Date.now()) + requestTimeoutMs;
      const result = (await job.waitUntilFinished(deps.events, wait)) as CrawlPageResult;
      await settle(item, data, result);
    };

    /**
     * Pages in flight are bounded per crawl as the embedded crawl bounds requests per host (one with a
     * Crawl-delay), however many workers there are: more workers serve more sites, not one site harder.
     */
    function dispatch(): void {
      while (!signal.aborted && waiting.length > 0 && outstanding.size < inFlightCap) {
        const next = waiting.shift()!;
        const task: Promise<void> = runJob(next)
          .catch((err: unknown) => failed(next.data, err))
          .finally(() => {
            outstanding.delete(task);
            dispatch();
          });
        outstanding.add(task);
      }
    }

    const stopped = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    let sitemapSeeded = false;
    try {
      await enqueue([{ url: start, depth: 0, reachable: true }]);
      for (;;) {
        while (outstanding.size > 0 && !signal.aborted) await Promise.race([...outstanding, stopped]);
        if (signal.aborted || sitemapSeeded || !seeds.found) break;
        // Sitemap URLs no link led to: crawled after the link graph, flagged as not reachable.
        sitemapSeeded = true;
        const orphans = [...sitemap].filter((u) => crawlParts.siteKey(u) === site);
        await enqueue(orphans.map((url) => ({ url, depth: 0, reachable: false })));
      }
      const counters = await frontier.counters();
      const stopReason: StopReason = options.signal?.aborted
        ? 'aborted'
        : budget.aborted
          ? 'time-budget'
          : counters.limitHit
            ? 'max-pages'
            : 'complete';
      const gathered = await gather(frontier);
      return crawlParts.aggregate({
        startUrl: start,
        stopReason,
        pages: gathered.pages,
        sitemapUrls: seeds.found ? sitemap : null,
        linkedUrls: gathered.linked,
        blockedByRobots: counters.blocked + blockedRedirects,
        durationMs: performance.now() - startedAt,
      });
    } finally {
      await frontier.dispose().catch(() => undefined);
    }
  };
}

/** The stored pages as report entries: inlinks from the follow links, as the embedded crawl keeps them. */
async function gather(
  frontier: CrawlFrontier,
): Promise<{ pages: Array<PageRecord & { linkedFrom: string[] }>; linked: Set<string> }> {
  const records: CrawlPageResult[] = [];
  for await (const record of frontier.pages()) records.push(record);
  // Breadth-first order, so the kept sources of a much-linked URL are the shallowest ones.
  records.sort((a, b) => a.page.depth - b.page.depth || a.page.url.localeCompare(b.page.url));
  const linked = new Set<string>();
  const inlinks = new Map<string, string[]>();
  for (const { page, links } of records) {
    for (const link of links) {
      linked.add(link.url);
      if (!link.follow || link.url === page.finalUrl) continue;
      const sources = inlinks.get(link.url) ?? [];
      if (sources.length < MAX_LINKED_FROM && !sources.includes(page.finalUrl)) sources.push(page.finalUrl);
      inlinks.set(link.url, sources);
    }
  }
  const pages = records.map(({ page }) => ({ ...page, linkedFrom: inlinks.get(page.url) ?? [] }));
  return { pages, linked };
}
