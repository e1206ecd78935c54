/**
 * The context every site-level gatherer works in: one safe fetch function shared by all of them, with the
 * audit's SSRF policy and timeouts, at most `perHost` requests per host at once, a result cache (two
 * gatherers asking for /robots.txt cause one request), and one time budget for the whole phase. A request
 * never throws: failures come back as `status: null` with the error code, so every check can say what it
 * could not verify.
 */
import { randomBytes } from 'node:crypto';
import { isAuditError } from '../../errors.js';
import { fetchPage, type FetchOptions } from '../../fetch/index.js';
import type { FetchedPage, RedirectHop } from '../../fetch/types.js';
import type { PageFacts } from '../page-facts.js';
import { Limiter, type HostLimiter } from '../limiter.js';

export interface SiteFetchOptions {
  method?: 'GET' | 'HEAD';
  /** Default true. False returns the first response (a 3xx with its Location in headers). */
  followRedirects?: boolean;
  /** Decoded body bytes to keep (default 1 MiB); 0 reads no body. Larger bodies are truncated, not refused. */
  maxBytes?: number;
  /** Replaces the desktop browser UA (mobile parity, crawler UAs). */
  userAgent?: string;
  headers?: Record<string, string>;
  /** Per-request total timeout (default 10 s, never beyond the phase budget). */
  timeoutMs?: number;
}

export interface SiteResponse {
  /** The URL requested. */
  url: string;
  /** Final status; null when no response came (see error). */
  status: number | null;
  /** AuditError code when no response came: DNS_FAILURE, TIMEOUT, BLOCKED_TARGET, TLS_ERROR… */
  error: string | null;
  /** Human-readable reason that goes with `error`. */
  errorMessage: string | null;
  finalUrl: string;
  redirects: RedirectHop[];
  /** Response headers, names lower-cased. Empty when no response came. */
  headers: Record<string, string[]>;
  contentType: string | null;
  /** Decoded body (up to maxBytes), null for HEAD, maxBytes 0 or no response. */
  body: Buffer | null;
  /** Decoded size of the whole body as far as it was read. */
  bodyBytes: number;
  truncated: boolean;
  contentEncoding: string | null;
  httpVersion: string | null;
  ttfbMs: number | null;
  /** The full fetched page, for gatherers that parse HTML (null when no response came). */
  fetched: FetchedPage | null;
}

export interface SiteContext {
  /** The audited page. */
  page: PageFacts;
  fetch(url: string, options?: SiteFetchOptions): Promise<SiteResponse>;
  /** Aborted when the phase budget runs out (gatherers stop starting new work). */
  signal: AbortSignal;
  /** Milliseconds left in the phase budget. */
  remainingMs(): number;
  /** The audit's own fetch options (SSRF policy, trusted origins, resolver), for gatherers that open sockets. */
  fetchOptions: FetchOptions;
  /** Random per site phase: requests made up (the not-found probe) are the same in both halves of the phase. */
  probeToken: string;
}

/**
 * One site phase's shared machinery (request cache, per-host limits, time budget), so the requests that
 * need only the URL can start while the page is still being fetched (startSite) and the page-dependent
 * gatherers find them in the cache. The budget starts with startBudget(): waiting for the page does not
 * use it up.
 */
export interface SiteSession {
  /**
   * A context for `page`. Once the real page is given, a plain GET of its URL (no redirects, default
   * user agent) is answered from the page's own fetch: the audited page is requested once, however many
   * areas look at it (the sitemap sample, the homepage…).
   */
  context(page: PageFacts, options?: { isAuditedPage?: boolean }): SiteContext;
  startBudget(): void;
  /** The phase's per-host limits (shared with the page fetch while it overlaps the phase). */
  limiter: HostLimiter;
  /** Stops every request of the phase (the page fetch failed). */
  cancel(): void;
}

export interface SiteContextOptions {
  fetch: FetchOptions;
  budgetMs?: number;
  perHostConcurrency?: number;
  concurrency?: number;
  /** A limiter shared with other work on the same hosts (runSiteAudit); replaces the two limits above. */
  limiter?: HostLimiter;
  signal?: AbortSignal;
}

const DEFAULT_MAX_BYTES = 1024 * 1024;

/** Error code of a request the phase budget stopped (before or during it): not a verdict on the URL. */
export const SKIPPED = 'SKIPPED';
const BUDGET_SLACK_MS = 100;

/**
 * True when the phase budget, not the site, stopped this request: checks say "not checked", not "failed".
 * Each request's timeout is clipped to what is left of the budget, so a timeout with (almost) nothing left
 * was the budget's, whichever of the two timers happened to fire first.
 */
export function cutByBudget(ctx: SiteContext, res: SiteResponse): boolean {
  if (res.status !== null) return false;
  if (res.error === SKIPPED || ctx.signal.aborted) return true;
  return res.error === 'TIMEOUT' && ctx.remainingMs() < BUDGET_SLACK_MS;
}

function failure(url: string, err: unknown, skipped = false): SiteResponse {
  return {
    url,
    status: null,
    error: skipped ? SKIPPED : isAuditError(err) ? err.code : 'FETCH_FAILED',
    errorMessage: err instanceof Error ? err.message : String(err),
    finalUrl: url,
    redirects: [],
    headers: {},
    contentType: null,
    body: null,
    bodyBytes: 0,
    truncated: false,
    contentEncoding: null,
    httpVersion: null,
    ttfbMs: null,
    fetched: null,
  };
}

function success(url: string, f: FetchedPage, withBody: boolean): SiteResponse {
  return {
    url,
    status: f.status,
    error: null,
    errorMessage: null,
    finalUrl: f.finalUrl,
    redirects: f.redirects,
    headers: f.headers,
    contentType: f.contentType,
    body: withBody ? f.body : null,
    bodyBytes: f.bodyBytes,
    truncated: f.truncated,
    contentEncoding: f.contentEncoding,
    httpVersion: f.httpVersion,
    ttfbMs: f.timings.ttfbMs,
    fetched: f,
  };
}

export function createSiteContext(page: PageFacts, options: SiteContextOptions): SiteContext {
  const session = createSiteSession(options);
  session.startBudget();
  return session.context(page);
}

export function createSiteSession(options: SiteContextOptions): SiteSession {
  const budgetMs = options.budgetMs ?? 10_000;
  // Until startBudget(), the whole budget is left.
  let started: number | null = null;
  const elapsed = (): number => (started === null ? 0 : performance.now() - started);
  const stop = new AbortController();
  let budgetTimer: NodeJS.Timeout | undefined;
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const probeToken = randomBytes(8).toString('hex');
  // Politeness is per host (4); the overall cap only bounds sockets and memory.
  const limiter = options.limiter ?? new Limiter(options.concurrency ?? 16, options.perHostConcurrency ?? 4);
  const cache = new Map<string, Promise<SiteResponse>>();

  const fetchOne = async (url: string, o: SiteFetchOptions): Promise<SiteResponse> => {
    let host: string;
    try {
      host = new URL(url).host;
    } catch (err) {
      return failure(url, err);
    }
    return limiter.run(host, async () => {
      if (signal.aborted)
        return failure(url, new Error('skipped: the time budget of the site checks ran out'), true);
      const maxBytes = o.maxBytes ?? DEFAULT_MAX_BYTES;
      const method = o.method ?? 'GET';
      const readBody = method === 'GET' && maxBytes > 0;
      try {
        const fetched = await fetchPage(url, {
          ...options.fetch,
          method,
          followRedirects: o.followRedirects ?? true,
          requireHtml: false,
          readBody,
          truncateAtBytes: readBody ? maxBytes : 0,
          // Past the kept bytes the body is drained up to this, then the connection is dropped.
          hardLimitBytes: readBody ? Math.max(maxBytes * 4, 4 * 1024 * 1024) : undefined,
          // AbortSignal.timeout needs whole milliseconds.
          totalTimeoutMs: Math.floor(Math.min(o.timeoutMs ?? 10_000, Math.max(100, budgetMs - elapsed()))),
          ...(o.userAgent ? { userAgent: o.userAgent } : {}),
          headers: { ...options.fetch.headers, ...o.headers },
          signal,
        });
        return success(url, fetched, readBody);
      } catch (err) {
        // In flight, the request's own error stands (a timeout at the budget's end reads as TIMEOUT);
        // cutByBudget() tells the two apart for the gatherers.
        return failure(url, err);
      }
    });
  };

  let audited: FetchedPage | null = null;
  const fromAuditedPage = (url: string, o: SiteFetchOptions): SiteResponse | null => {
    const f = audited;
    if (!f || f.redirects.length > 0 || url !== f.finalUrl) return null;
    if ((o.method ?? 'GET') !== 'GET' || o.userAgent || o.headers) return null;
    const maxBytes = o.maxBytes ?? DEFAULT_MAX_BYTES;
    const body = f.body.subarray(0, maxBytes);
    return success(url, { ...f, body, truncated: f.truncated || f.body.length > maxBytes }, maxBytes > 0);
  };

  // GETs by what a HEAD of the same URL would ask: a status check of a file already being read is answered
  // by that read (what GET answers is what counts; servers that refuse HEAD are why statusOf falls back to GET).
  const gets = new Map<string, Promise<SiteResponse>>();
  const headKey = (url: string, o: SiteFetchOptions): string =>
    JSON.stringify([url, o.followRedirects ?? true, o.userAgent, o.headers]);

  const keyed = (url: string, o: SiteFetchOptions): Promise<SiteResponse> => {
    const key = JSON.stringify([
      url,
      o.method ?? 'GET',
      o.followRedirects ?? true,
      o.maxBytes,
      o.userAgent,
      o.headers,
    ]);
    let hit = cache.get(key);
    if (!hit) {
      hit = fetchOne(url, o);
      cache.set(key, hit);
      if ((o.method ?? 'GET') === 'GET' && !gets.has(headKey(url, o))) gets.set(headKey(url, o), hit);
    }
    return hit;
  };

  const fetchCached = (url: string, o: SiteFetchOptions = {}): Promise<SiteResponse> => {
    const own = fromAuditedPage(url, o);
    if (own) return Promise.resolve(own);
    const get = o.method === 'HEAD' ? gets.get(headKey(url, o)) : undefined;
    // A GET that got no answer (abandoned as too large, timed out) says nothing: ask with HEAD then.
    if (get) return get.then((r) => (r.status !== null ? { ...r, body: null } : keyed(url, o)));
    return keyed(url, o);
  };

  return {
    limiter,
    context: (page, contextOptions = {}) => {
      if (contextOptions.isAuditedPage) audited = page.fetch;
      return {
        page,
        signal,
        fetchOptions: options.fetch,
        probeToken,
        remainingMs: () => Math.max(0, budgetMs - elapsed()),
        fetch: fetchCached,
      };
    },
    startBudget() {
      if (started !== null) return;
      started = performance.now();
      budgetTimer = setTimeout(
        // A TimeoutError, as AbortSignal.timeout() gives: the fetcher reads it as the budget, not a cancel.
        () => stop.abort(new DOMException('The time budget of the site checks ran out', 'TimeoutError')),
        budgetMs,
      );
      // The phase's own requests keep the process alive while they run; the timer alone must not.
      budgetTimer.unref();
    },
    cancel() {
      clearTimeout(budgetTimer);
      stop.abort(new Error('The site checks were cancelled'));
    },
  };
}
