/**
 * crawlSite(): breadth-first crawl of one site from the audited URL, then from the sitemap's URLs no link
 * led to. Every request goes through the safe fetcher (SSRF guard unless allowPrivate). robots.txt is
 * obeyed for the Rankscope token, Crawl-delay spaces the requests to a host, rel=nofollow links and pages
 * with a robots nofollow are not followed. Each HTML page is gathered once, gets every page-scope check and
 * its score, and is then reduced to a CrawledPage summary (the artifact is dropped at once).
 */
import { pageDescription, pageTitle } from '../build-report.js';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import { isAuditError } from '../errors.js';
import { cachingResolver, fetchPage, normalizeAuditUrl, type FetchOptions } from '../fetch/index.js';
import type { FetchedPage } from '../gather/artifact.js';
import { effectiveCanonical } from '../gather/canonical.js';
import { gather } from '../gather/index.js';
import { Limiter } from '../gather/limiter.js';
import { genericMetaMatch, isIndexable } from '../gather/robots-directives.js';
import { computeScore } from '../score.js';
import { aggregate } from './aggregate.js';
import { loadRobots, loadSitemapSeeds, type OriginRobots } from './discover.js';
import { DEFAULT_STRIP_PARAMS, looksNonHtml, normalizeCrawlUrl, paramMatcher, siteKey } from './normalize.js';
import { contentHash, simhash } from './simhash.js';
import type { CrawlFacts, CrawlOptions, CrawledPage, StopReason } from './types.js';

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
const PAGE_SCOPE = new Set(['page'] as const);

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
  };
  const start = normalize(normalizeAuditUrl(startUrl)) ?? normalizeAuditUrl(startUrl);
  const site = siteKey(start);

  const limiter = new Limiter(concurrency * 4, concurrency);
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

  const items = new Map<string, Item>();
  const queue: Item[] = [];
  let head = 0;
  const inlinks = new Map<string, string[]>();
  const linkedUrls = new Set<string>();
  const pages: CrawledPage[] = [];
  let pagesStarted = 0;
  let assetsStarted = 0;
  let limitHit = false;
  let blockedByRobots = 0;

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
    const opts = { ...fetchOptions, requireHtml: false, readBody: false, signal };
    const head = await fetchPage(url, { ...opts, method: 'HEAD' });
    // Servers that refuse HEAD (405, 501) answer a body-less GET.
    if (head.status === 405 || head.status === 501) return fetchPage(url, { ...opts, method: 'GET' });
    return head;
  };

  const analyse = (page: CrawledPage, fetched: FetchedPage, item: Item): void => {
    const artifact = gather(fetched, { lines: 'none' });
    const raw = runChecks(artifact, CHECKS, { scopes: PAGE_SCOPE });
    const scored = computeScore(
      raw.map((r) => ({ entry: r.entry, status: r.status, score: r.outcome?.score })),
    );
    const canonicalRaw = effectiveCanonical(artifact)?.url ?? null;
    const canonical = canonicalRaw !== null ? normalize(canonicalRaw) : null;
    page.title = pageTitle(artifact);
    page.description = pageDescription(artifact);
    page.canonical = canonical;
    page.indexable = isIndexable(artifact) && (canonical === null || canonical === page.finalUrl);
    page.simhash = simhash(artifact.text.main);
    page.contentHash = contentHash(artifact.text.main);
    page.wordCount = artifact.text.wordCount;
    page.hreflang = artifact.hreflang.flatMap((h) => {
      const url = h.url !== null ? normalize(h.url) : null;
      return url !== null ? [{ lang: h.lang.toLowerCase(), url }] : [];
    });
    page.score = scored.seoScore;
    page.failedChecks = raw
      .filter((r) => r.status === 'recommended' || r.status === 'critical')
      .map((r) => r.entry.id);

    const nofollowPage = genericMetaMatch(artifact, ['nofollow', 'none']).matching.length > 0;
    for (const a of artifact.anchors) {
      if (a.url === null) continue;
      const target = normalize(a.url);
      if (target === null || siteKey(target) !== site) continue;
      linkedUrls.add(target);
      if (nofollowPage || a.rel.includes('nofollow')) continue;
      if (target === page.finalUrl) continue;
      addInlink(target, page.finalUrl);
      enqueue(target, item.depth + 1, item.reachable);
    }
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
    await limiter.run(host, async () => {
      if (!(await politeSlot(host, robots.delayMs))) return;
      const began = performance.now();
      const page = blankPage(item, inlinks.get(item.url) ?? [], sitemapUrls?.has(item.url) ?? false);
      try {
        let fetched: FetchedPage;
        if (item.kind === 'asset') {
          fetched = await fetchStatus(item.url);
        } else {
          try {
            fetched = await fetchPage(item.url, { ...fetchOptions, signal });
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
        const html = /html/i.test(fetched.contentType ?? '') || fetched.contentType === null;
        if (item.kind === 'page' && fresh && html && fetched.status >= 200 && fetched.status < 300) {
          analyse(page, fetched, item);
        }
      } catch (err) {
        if (signal.aborted) return;
        const info = errorInfo(err);
        page.error = info.message;
        page.errorCode = info.code;
      }
      if (signal.aborted && page.status === 0) return;
      page.ms = Math.round(performance.now() - began);
      pages.push(page);
      options.onPage?.({ done: pages.length, queued: queue.length - head, url: item.url });
    });
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
