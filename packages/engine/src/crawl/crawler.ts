/**
 * crawlSite(): breadth-first crawl of one site from the audited URL, then from the sitemap's URLs no link
 * led to. Every request goes through the safe fetcher (SSRF guard unless allowPrivate). robots.txt is
 * obeyed for the Rankscope token, Crawl-delay spaces the requests to a host, rel=nofollow links and pages
 * with a robots nofollow are not followed. Each HTML page is gathered once, gets every page-scope check and
 * its score, and is then reduced to a CrawledPage summary (the artifact is dropped at once).
 */
import { AuditError, isAuditError } from '../errors.js';
import {
  cachingResolver,
  createFetchAgent,
  fetchPage,
  normalizeAuditUrl,
  type FetchOptions,
  type PinnedAgent,
} from '../fetch/index.js';
import type { FetchedPage } from '../gather/artifact.js';
import { Limiter, type HostLimiter } from '../gather/limiter.js';
import { aggregate } from './aggregate.js';
import { createPageAnalyser, type PageAnalyser } from './analysis-pool.js';
import { loadRobots, loadSitemapSeeds, type OriginRobots } from './discover.js';
import { DEFAULT_STRIP_PARAMS, looksNonHtml, normalizeCrawlUrl, paramMatcher, siteKey } from './normalize.js';
import type { CrawlOptions } from './options.js';
import type { CrawlFacts, CrawledPage, StopReason } from './types.js';

export const CRAWL_DEFAULTS = {
  maxPages: 100,
  maxDepth: 10,
  concurrency: 4,
  timeBudgetMs: 120_000,
  requestTimeoutMs: 10_000,
} as const;

/** Sources kept per URL (CrawledPage.linkedFrom). */
const MAX_LINKED_FROM = 20;
/** Non-HTML link targets status-checked, per HTML page allowed. */
const ASSETS_PER_PAGE = 5;

interface Item {
  url: string;
  depth: number;
  reachable: boolean;
  /** 'asset': a non-HTML target, status only. */
  kind: 'page' | 'asset';
  dispatched: boolean;
}

interface HostState {
  nextAt: number;
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

function errorInfo(err: unknown): { code: string; message: string } {
  return {
    code: isAuditError(err) ? err.code : 'FETCH_FAILED',
    message: err instanceof Error ? err.message : String(err),
  };
}

function recordError(page: CrawledPage, err: unknown): void {
  const info = errorInfo(err);
  page.error = info.message;
  page.errorCode = info.code;
}

function blankPage(item: Item, linkedFrom: string[], inSitemap: boolean): CrawledPage {
  return {
    url: item.url,
    finalUrl: item.url,
    status: 0,
    redirects: 0,
    depth: item.depth,
    reachable: item.reachable,
    contentType: null,
    linkedFrom,
    inSitemap,
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

export async function crawlSite(startUrl: string, options: CrawlOptions = {}): Promise<CrawlFacts> {
  // One connection pool for the whole crawl (keep-alive across pages), and the analysis threads.
  const agent = createFetchAgent({
    ...options.fetch,
    totalTimeoutMs: options.requestTimeoutMs ?? CRAWL_DEFAULTS.requestTimeoutMs,
  });
  const analyser = createPageAnalyser(options.workers);
  try {
    return await crawl(startUrl, options, agent, analyser);
  } finally {
    agent.close();
    await analyser.close();
  }
}

async function crawl(
  startUrl: string,
  options: CrawlOptions,
  agent: PinnedAgent,
  analyser: PageAnalyser,
): Promise<CrawlFacts> {
  const startedAt = performance.now();
  const maxPages = Math.max(1, options.maxPages ?? CRAWL_DEFAULTS.maxPages);
  const maxDepth = Math.max(0, options.maxDepth ?? CRAWL_DEFAULTS.maxDepth);
  const concurrency = Math.max(1, options.concurrency ?? CRAWL_DEFAULTS.concurrency);
  const budget = AbortSignal.timeout(options.timeBudgetMs ?? CRAWL_DEFAULTS.timeBudgetMs);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  const strip = paramMatcher(options.stripParams ?? DEFAULT_STRIP_PARAMS);
  const normalize = (u: string): string | null => normalizeCrawlUrl(u, strip);

  const fetchOptions: FetchOptions = {
    ...options.fetch,
    resolve: cachingResolver(options.fetch?.resolve),
    allowPrivate: options.allowPrivate ?? false,
    totalTimeoutMs: options.requestTimeoutMs ?? CRAWL_DEFAULTS.requestTimeoutMs,
    agent,
  };
  const start = normalize(normalizeAuditUrl(startUrl)) ?? normalizeAuditUrl(startUrl);
  const site = siteKey(start);

  const limiter: HostLimiter = options.hostLimiter ?? new Limiter(concurrency * 4, concurrency);
  const hosts = new Map<string, HostState>();
  const robotsByOrigin = new Map<string, Promise<OriginRobots>>();
  const robotsFor = (origin: string): Promise<OriginRobots> => {
    let r = robotsByOrigin.get(origin);
    if (!r) {
      r = loadRobots(origin, { ...fetchOptions, signal });
      robotsByOrigin.set(origin, r);
    }
    return r;
  };

  let blockedByRobots = 0;
  // Pages' redirects are followed only where robots.txt allows Rankscope, like the links themselves
  // (robots.txt and sitemap fetches go without this, or a robots.txt redirect would wait on itself).
  const pageFetchOptions: FetchOptions = {
    ...fetchOptions,
    vetRedirect: async (target) => {
      const robots = await robotsFor(target.origin);
      if (robots.unreachable || robots.allowed(target.href)) return null;
      blockedByRobots++;
      return new AuditError(
        'DISALLOWED_BY_ROBOTS',
        `It redirects to ${target.href}, which robots.txt disallows for Rankscope; the redirect was not followed.`,
        { url: target.href },
      );
    },
  };

  const items = new Map<string, Item>();
  const queue: Item[] = [];
  let head = 0;
  const inlinks = new Map<string, string[]>();
  const linkedUrls = new Set<string>();
  const pages: CrawledPage[] = [];
  let pagesStarted = 0;
  let assetsStarted = 0;
  let limitHit = false;

  const startRobots = await robotsFor(new URL(start).origin);
  const seeds = await loadSitemapSeeds(new URL(start).origin, startRobots, { ...fetchOptions, signal });
  const sitemapUrls = seeds.found
    ? new Set(seeds.urls.map(normalize).filter((u): u is string => u !== null))
    : null;

  const enqueue = (url: string, depth: number, reachable: boolean): void => {
    const known = items.get(url);
    if (known) {
      // BFS with concurrency can meet a URL deeper first; fix its depth while it still waits.
      if (!known.dispatched && (depth < known.depth || (reachable && !known.reachable))) {
        known.depth = Math.min(depth, known.depth);
        known.reachable ||= reachable;
      }
      return;
    }
    if (depth > maxDepth) return;
    const item: Item = {
      url,
      depth,
      reachable,
      kind: looksNonHtml(url) ? 'asset' : 'page',
      dispatched: false,
    };
    items.set(url, item);
    queue.push(item);
  };

  const addInlink = (target: string, from: string): void => {
    const list = inlinks.get(target) ?? [];
    if (list.length < MAX_LINKED_FROM && !list.includes(from)) list.push(from);
    inlinks.set(target, list);
  };

  /** Waits for the host's Crawl-delay slot; returns false when the crawl was stopped meanwhile. */
  const politeSlot = async (host: string, delayMs: number): Promise<boolean> => {
    if (delayMs > 0) {
      const state = hosts.get(host) ?? { nextAt: 0 };
      hosts.set(host, state);
      const now = performance.now();
      const at = Math.max(now, state.nextAt);
      state.nextAt = at + delayMs;
      await sleep(at - now, signal);
    }
    return !signal.aborted;
  };

  const fetchStatus = async (url: string): Promise<FetchedPage> => {
    const opts = { ...pageFetchOptions, requireHtml: false, readBody: false, signal };
    const head = await fetchPage(url, { ...opts, method: 'HEAD' });
    // Servers that refuse HEAD (405, 501) answer a body-less GET.
    if (head.status === 405 || head.status === 501) return fetchPage(url, { ...opts, method: 'GET' });
    return head;
  };

  const stripParams = options.stripParams ?? DEFAULT_STRIP_PARAMS;

  /** The caller's fetch of the start page (CrawlOptions.startPage), when it is this item's. */
  const prefetched = async (item: Item): Promise<FetchedPage | null> => {
    if (item.url !== start || !options.startPage) return null;
    const fetched = await options.startPage.catch(() => null);
    return fetched !== null && normalize(fetched.requestedUrl) === start ? fetched : null;
  };

  /** Analyses an HTML page (on a worker thread when there are any), then queues the links it follows. */
  const analyse = async (page: CrawledPage, fetched: FetchedPage, item: Item): Promise<void> => {
    const { links, ...summary } = await analyser.analyse(fetched, {
      finalUrl: page.finalUrl,
      stripParams,
    });
    Object.assign(page, summary);
    for (const link of links) {
      linkedUrls.add(link.url);
      if (!link.follow || link.url === page.finalUrl) continue;
      addInlink(link.url, page.finalUrl);
      enqueue(link.url, item.depth + 1, item.reachable);
    }
    const canonical = summary.canonical;
    if (canonical !== null && canonical !== page.finalUrl && siteKey(canonical) === site) {
      enqueue(canonical, item.depth + 1, item.reachable);
    }
  };

  const visit = async (item: Item): Promise<void> => {
    const origin = new URL(item.url).origin;
    const robots = await robotsFor(origin);
    if (robots.unreachable && item.url !== start) {
      const page = blankPage(item, inlinks.get(item.url) ?? [], sitemapUrls?.has(item.url) ?? false);
      page.error = `${robots.unreachable.message} (robots.txt of ${origin})`;
      page.errorCode = robots.unreachable.code;
      pages.push(page);
      options.onPage?.({ done: pages.length, queued: queue.length - head, url: item.url });
      return;
    }
    if (item.url !== start && !robots.allowed(item.url)) {
      blockedByRobots++;
      if (item.kind === 'page') pagesStarted--;
      else assetsStarted--;
      return;
    }
    const host = new URL(item.url).host;
    const page = blankPage(item, inlinks.get(item.url) ?? [], sitemapUrls?.has(item.url) ?? false);
    let began = 0;
    // The host's slot is held for the fetch only; the analysis runs after it is released.
    const html = await limiter.run(host, async (): Promise<FetchedPage | null> => {
      if (!(await politeSlot(host, robots.delayMs))) return null;
      began = performance.now();
      try {
        let fetched: FetchedPage;
        if (item.kind === 'asset') {
          fetched = await fetchStatus(item.url);
        } else {
          try {
            fetched =
              (await prefetched(item)) ?? (await fetchPage(item.url, { ...pageFetchOptions, signal }));
          } catch (err) {
            if (!isAuditError(err) || err.code !== 'NOT_HTML') throw err;
            fetched = await fetchStatus(item.url);
            item.kind = 'asset';
          }
        }
        page.status = fetched.status;
        page.finalUrl = normalize(fetched.finalUrl) ?? fetched.finalUrl;
        page.redirects = fetched.redirects.length;
        page.contentType = fetched.contentType;
        let fresh = true;
        if (page.finalUrl !== item.url) {
          // The redirect target is crawled here; a target already known is not analysed twice.
          const known = items.get(page.finalUrl);
          fresh = known === undefined && siteKey(page.finalUrl) === site;
          if (fresh) items.set(page.finalUrl, { ...item, url: page.finalUrl, dispatched: true });
        }
        const isHtml = /html/i.test(fetched.contentType ?? '') || fetched.contentType === null;
        const ok = fetched.status >= 200 && fetched.status < 300;
        return item.kind === 'page' && fresh && isHtml && ok ? fetched : null;
      } catch (err) {
        if (!signal.aborted) recordError(page, err);
        return null;
      }
    });
    if (began === 0) return;
    if (html !== null) {
      try {
        await analyse(page, html, item);
      } catch (err) {
        if (!signal.aborted) recordError(page, err);
      }
    }
    if (signal.aborted && page.status === 0) return;
    page.ms = Math.round(performance.now() - began);
    pages.push(page);
    options.onPage?.({ done: pages.length, queued: queue.length - head, url: item.url });
  };

  /** The next item to fetch, within the page and asset limits. */
  const nextItem = (): Item | null => {
    while (head < queue.length) {
      const item = queue[head++]!;
      if (item.kind === 'page') {
        if (pagesStarted >= maxPages) {
          limitHit = true;
          continue;
        }
        pagesStarted++;
      } else {
        if (assetsStarted >= maxPages * ASSETS_PER_PAGE) continue;
        assetsStarted++;
      }
      item.dispatched = true;
      return item;
    }
    return null;
  };

  enqueue(start, 0, true);
  let sitemapSeeded = false;
  const active = new Set<Promise<void>>();
  const maxInFlight = concurrency * 2;
  while (!signal.aborted) {
    for (let item = active.size < maxInFlight ? nextItem() : null; item;) {
      const task: Promise<void> = visit(item).finally(() => active.delete(task));
      active.add(task);
      item = active.size < maxInFlight ? nextItem() : null;
    }
    if (active.size === 0) {
      if (head < queue.length) continue;
      if (!sitemapSeeded && sitemapUrls !== null) {
        // Sitemap URLs no link led to: crawled after the link graph, flagged as not reachable.
        sitemapSeeded = true;
        for (const url of sitemapUrls) if (siteKey(url) === site) enqueue(url, 0, false);
        continue;
      }
      break;
    }
    await Promise.race(active);
  }
  await Promise.allSettled(active);

  // Inlinks found after a page was fetched still belong to it.
  for (const p of pages) p.linkedFrom = inlinks.get(p.url) ?? p.linkedFrom;

  const stopReason: StopReason = options.signal?.aborted
    ? 'aborted'
    : budget.aborted
      ? 'time-budget'
      : limitHit
        ? 'max-pages'
        : 'complete';
  return aggregate({
    startUrl: start,
    stopReason,
    pages,
    sitemapUrls,
    linkedUrls,
    blockedByRobots,
    durationMs: performance.now() - startedAt,
  });
}
