/**
 * crawlSite(): breadth-first crawl of one site from the audited URL, then from the sitemap's URLs no link
 * led to. Every request goes through the safe fetcher (SSRF guard unless allowPrivate). robots.txt is
 * obeyed for the Rankscope token; Crawl-delay, the per-host rate and 429/503 back-off space the requests
 * (politeness.ts); rel=nofollow links and pages with a robots nofollow are not followed. Each HTML page
 * is gathered once, gets every page-scope check and its score, and is reduced to a compact record in the
 * crawl's store (memory, spilled to SQLite beyond a threshold, or the --state file); URLs are interned
 * once (url-table.ts). The site facts are streaming passes over the store (aggregate.ts).
 */
import { AuditError, isAuditError } from '../errors.js';
import {
  cachingResolver,
  createFetchAgent,
  normalizeAuditUrl,
  type FetchOptions,
  type PinnedAgent,
} from '../fetch/index.js';
import type { FetchedPage } from '../fetch/types.js';
import { Limiter, type HostLimiter } from '../gather/limiter.js';
import { aggregateStore, type StoreAggregateInput } from './aggregate.js';
import { isSignOutUrl } from '../fetch/sign-out-url.js';
import { SessionWatch } from './session.js';
import { createPageAnalyser, type PageAnalyser } from './analysis-pool.js';
import { checkpoint, openCrawlStore, type SavedRun } from './crawl-state.js';
import { loadRobots, loadSitemapSeeds, type OriginRobots } from './discover.js';
import { fetchOne } from './fetch-one.js';
import { Frontier } from './frontier.js';
import { DEFAULT_STRIP_PARAMS, looksNonHtml, normalizeCrawlUrl, paramMatcher, siteKey } from './normalize.js';
import type { CrawlOptions } from './options.js';
import { HostPacer } from './politeness.js';
import type { CrawlStore, StoredPage } from './store/store.js';
import { maskDeep } from '../fetch/secrets.js';
import type { CrawlFacts, StopReason } from './types.js';
import { ASSET, DISPATCHED, DONE, IN_SITEMAP, LINKED, QUEUED, REACHABLE } from './url-table.js';

export const CRAWL_DEFAULTS = {
  maxPages: 100,
  maxDepth: 10,
  concurrency: 4,
  timeBudgetMs: 120_000,
  requestTimeoutMs: 10_000,
} as const;

/** Sources kept per URL (CrawledPage.linkedFrom). */
const MAX_LINKED_FROM = 20;
/** Pages recorded between two checkpoints of a --state file, and the longest time between two. */
const CHECKPOINT_PAGES = 100;
const CHECKPOINT_MS = 5_000;

function recordError(page: StoredPage, err: unknown): void {
  page.error = err instanceof Error ? err.message : String(err);
  page.errorCode = isAuditError(err) ? err.code : 'FETCH_FAILED';
}

function blankPage(
  id: number,
  url: string,
  depth: number,
  reachable: boolean,
  inSitemap: boolean,
): StoredPage {
  return {
    id,
    url,
    finalUrl: url,
    status: 0,
    redirects: 0,
    depth,
    reachable,
    contentType: null,
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
  const strip = paramMatcher(options.stripParams ?? DEFAULT_STRIP_PARAMS);
  const normalize = (u: string): string | null => normalizeCrawlUrl(u, strip);
  const start = normalize(normalizeAuditUrl(startUrl)) ?? normalizeAuditUrl(startUrl);
  const maxPages = Math.max(1, options.maxPages ?? CRAWL_DEFAULTS.maxPages);
  const frontier = new Frontier(
    maxPages,
    Math.max(0, options.maxDepth ?? CRAWL_DEFAULTS.maxDepth),
    looksNonHtml,
  );
  let opened;
  try {
    opened = openCrawlStore(options, start, frontier, maxPages);
  } catch (err) {
    agent.close();
    await analyser.close();
    throw err;
  }
  try {
    let found: StoreAggregateInput;
    try {
      found = await crawl(start, options, { agent, analyser, frontier, normalize, ...opened });
    } finally {
      // The analysis threads hold most of the crawl's memory: they are gone before the site facts are
      // read back from the store.
      agent.close();
      await analyser.close();
    }
    return aggregateStore({
      ...found,
      ...(options.fullPagesUpTo !== undefined ? { fullPagesUpTo: options.fullPagesUpTo } : {}),
    });
  } finally {
    opened.store.close();
  }
}

interface CrawlParts {
  agent: PinnedAgent;
  analyser: PageAnalyser;
  frontier: Frontier;
  normalize: (u: string) => string | null;
  store: CrawlStore;
  saved: SavedRun | null;
}

async function crawl(start: string, options: CrawlOptions, parts: CrawlParts): Promise<StoreAggregateInput> {
  const { analyser, frontier, normalize, store, saved } = parts;
  const { urls } = frontier;
  const startedAt = performance.now();
  const concurrency = Math.max(1, options.concurrency ?? CRAWL_DEFAULTS.concurrency);
  const budget = AbortSignal.timeout(options.timeBudgetMs ?? CRAWL_DEFAULTS.timeBudgetMs);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  const site = siteKey(start);

  const fetchOptions: FetchOptions = {
    ...options.fetch,
    resolve: cachingResolver(options.fetch?.resolve),
    allowPrivate: options.allowPrivate ?? false,
    totalTimeoutMs: options.requestTimeoutMs ?? CRAWL_DEFAULTS.requestTimeoutMs,
    agent: parts.agent,
  };
  const limiter: HostLimiter = options.hostLimiter ?? new Limiter(concurrency * 4, concurrency);
  const pacer = new HostPacer(options.rate ?? null);
  const robotsByOrigin = new Map<string, Promise<OriginRobots>>();
  const robotsFor = (origin: string): Promise<OriginRobots> => {
    let r = robotsByOrigin.get(origin);
    if (!r) {
      r = loadRobots(origin, { ...fetchOptions, signal });
      robotsByOrigin.set(origin, r);
    }
    return r;
  };

  let blockedByRobots = saved?.blockedByRobots ?? 0;
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

  // Behind a login the start page may issue the session cookie the rest of the site needs: wait for it.
  if (fetchOptions.credentials && options.startPage) await options.startPage.catch(() => null);
  const startRobots = await robotsFor(new URL(start).origin);
  let sitemapFound = saved?.sitemapFound ?? false;
  if (!saved) {
    const seeds = await loadSitemapSeeds(new URL(start).origin, startRobots, { ...fetchOptions, signal });
    sitemapFound = seeds.found;
    for (const u of seeds.urls) {
      const url = normalize(u);
      if (url !== null) urls.set(urls.intern(url), IN_SITEMAP);
    }
  }
  let sitemapSeeded = saved?.sitemapSeeded ?? false;
  let sinceCheckpoint = 0;
  let lastCheckpoint = performance.now();
  const checkpointPages = options.state?.every ?? CHECKPOINT_PAGES;
  const save = (): void =>
    checkpoint(store, frontier, {
      startUrl: start,
      blockedByRobots,
      sitemapFound,
      sitemapSeeded,
      elapsedMs: (saved?.elapsedMs ?? 0) + performance.now() - startedAt,
    });

  const stripParams = options.stripParams ?? DEFAULT_STRIP_PARAMS;
  const secrets = fetchOptions.credentials?.secrets ?? [];
  // Behind a login: sign-out URLs are never requested, and a session that ends anyway is noticed.
  const session = fetchOptions.credentials ? { watch: new SessionWatch(), signOutSkipped: 0 } : null;
  /** The caller's fetch of the start page (CrawlOptions.startPage), when it is this URL's. */
  const prefetched = async (url: string): Promise<FetchedPage | null> => {
    if (url !== start || !options.startPage) return null;
    const fetched = await options.startPage.catch(() => null);
    return fetched !== null && normalize(fetched.requestedUrl) === start ? fetched : null;
  };

  /** Records the page; a promise when the streamed output asks the crawl to wait (backpressure). */
  const record = (found: StoredPage): void | Promise<void> => {
    // Behind a login, what a page echoes of the credentials (a title quoting a token) is masked before it
    // reaches the state file or the streamed output.
    const page = secrets.length > 0 ? maskDeep(found, secrets) : found;
    session?.watch.observe(page);
    store.addPage(page);
    frontier.done(page.id);
    const written = options.onRecord?.(page);
    options.onPage?.({ done: store.pageCount, queued: frontier.queued, url: page.url });
    if (++sinceCheckpoint >= checkpointPages || performance.now() - lastCheckpoint > CHECKPOINT_MS) {
      sinceCheckpoint = 0;
      lastCheckpoint = performance.now();
      save();
    }
    return written;
  };

  const visit = async (id: number): Promise<void> => {
    const url = urls.url(id);
    const depth = urls.depth(id);
    const reachable = urls.has(id, REACHABLE);
    const origin = new URL(url).origin;
    const robots = await robotsFor(origin);
    const page = blankPage(id, url, depth, reachable, urls.has(id, IN_SITEMAP));
    if (robots.unreachable && url !== start) {
      page.error = `${robots.unreachable.message} (robots.txt of ${origin})`;
      page.errorCode = robots.unreachable.code;
      return record(page);
    }
    if (url !== start && !robots.allowed(url)) {
      blockedByRobots++;
      return frontier.blocked(id);
    }
    if (session && url !== start && isSignOutUrl(url)) {
      session.signOutSkipped++;
      return frontier.blocked(id);
    }
    const host = new URL(url).host;
    let began = 0;
    // The host's slot is held for the fetch only; the analysis runs after it is released.
    const html = await limiter.run(host, async (): Promise<FetchedPage | null> => {
      began = performance.now();
      try {
        const context = { options: pageFetchOptions, pacer, signal };
        const result = await fetchOne(url, urls.has(id, ASSET), robots.delayMs, context, () =>
          prefetched(url),
        );
        if (result === null) {
          began = 0;
          return null;
        }
        const { fetched } = result;
        if (result.asset) urls.set(id, ASSET);
        page.status = fetched.status;
        page.finalUrl = normalize(fetched.finalUrl) ?? fetched.finalUrl;
        page.redirects = fetched.redirects.length;
        page.contentType = fetched.contentType;
        let fresh = true;
        if (page.finalUrl !== url) {
          // The redirect target is crawled here; a target already known is not analysed twice.
          const target = urls.intern(page.finalUrl);
          fresh = !urls.has(target, QUEUED) && siteKey(page.finalUrl) === site;
          if (fresh) {
            urls.set(target, QUEUED | DISPATCHED | DONE | (reachable ? REACHABLE : 0));
            urls.setDepth(target, depth);
          }
        }
        const isHtml = /html/i.test(fetched.contentType ?? '') || fetched.contentType === null;
        const ok = fetched.status >= 200 && fetched.status < 300;
        return !result.asset && fresh && isHtml && ok ? fetched : null;
      } catch (err) {
        if (!signal.aborted) recordError(page, err);
        return null;
      }
    });
    if (began === 0) return;
    if (html !== null) {
      try {
        const { links, ...summary } = await analyser.analyse(html, { finalUrl: page.finalUrl, stripParams });
        Object.assign(page, summary);
        // Links, the canonical and the page's record are taken in together (no await in between), so
        // a checkpoint never holds a page's links without the page.
        const source = urls.intern(page.finalUrl);
        for (const link of links) {
          const target = urls.intern(link.url);
          urls.set(target, LINKED);
          if (!link.follow || link.url === page.finalUrl) continue;
          if (urls.inlinkCount(target) < MAX_LINKED_FROM) {
            urls.countInlink(target);
            store.addInlink(target, source);
          }
          frontier.enqueue(link.url, depth + 1, reachable);
        }
        const canonical = summary.canonical;
        if (canonical !== null && canonical !== page.finalUrl && siteKey(canonical) === site) {
          frontier.enqueue(canonical, depth + 1, reachable);
        }
      } catch (err) {
        if (!signal.aborted) recordError(page, err);
      }
    }
    if (signal.aborted && page.status === 0) return;
    page.ms = Math.round(performance.now() - began);
    await record(page);
  };

  if (!saved) frontier.enqueue(start, 0, true);
  const active = new Set<Promise<void>>();
  const maxInFlight = concurrency * 2;
  while (!signal.aborted) {
    for (let id = active.size < maxInFlight ? frontier.next() : null; id !== null;) {
      const task: Promise<void> = visit(id).finally(() => active.delete(task));
      active.add(task);
      id = active.size < maxInFlight ? frontier.next() : null;
    }
    if (active.size === 0) {
      if (frontier.queued > 0) continue;
      if (!sitemapSeeded && sitemapFound) {
        // Sitemap URLs no link led to: crawled after the link graph, flagged as not reachable.
        sitemapSeeded = true;
        for (let id = 0; id < urls.size; id++) {
          if (urls.has(id, IN_SITEMAP) && siteKey(urls.url(id)) === site)
            frontier.enqueue(urls.url(id), 0, false);
        }
        continue;
      }
      break;
    }
    await Promise.race(active);
  }
  await Promise.allSettled(active);
  save();

  const stopReason: StopReason = options.signal?.aborted
    ? 'aborted'
    : budget.aborted
      ? 'time-budget'
      : frontier.limitHit
        ? 'max-pages'
        : 'complete';
  return {
    startUrl: start,
    stopReason,
    store,
    urls,
    sitemapFound,
    blockedByRobots,
    durationMs: (saved?.elapsedMs ?? 0) + performance.now() - startedAt,
    ...(session ? { session: { signOutSkipped: session.signOutSkipped, lost: session.watch.result() } } : {}),
  };
}
