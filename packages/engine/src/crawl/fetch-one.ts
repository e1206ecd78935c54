/**
 * One URL's request for the crawl: a page is fetched with its body (a non-HTML answer falls back to a
 * status check), an asset gets HEAD (GET without body when HEAD is refused). 429 and 503 answers are
 * retried after the host's pause (Retry-After honoured) instead of being recorded as the site's errors.
 */
import { isAuditError } from '../errors.js';
import { fetchPage, type FetchOptions } from '../fetch/index.js';
import type { FetchedPage } from '../fetch/types.js';
import { retryAfterMs, type HostPacer } from './politeness.js';

/** Retries of one URL answered 429/503 before the answer is recorded as it is. */
export const MAX_RETRIES = 3;

export interface FetchOneContext {
  options: FetchOptions;
  pacer: HostPacer;
  signal: AbortSignal;
}

async function fetchStatus(url: string, options: FetchOptions): Promise<FetchedPage> {
  const opts = { ...options, requireHtml: false, readBody: false };
  const head = await fetchPage(url, { ...opts, method: 'HEAD' });
  // Servers that refuse HEAD (405, 501) answer a body-less GET.
  if (head.status === 405 || head.status === 501) return fetchPage(url, { ...opts, method: 'GET' });
  return head;
}

export interface FetchOneResult {
  fetched: FetchedPage;
  /** The URL answered as a non-HTML resource (it is an asset from now on). */
  asset: boolean;
}

/**
 * Fetches `url` once its host's slot comes (`crawlDelayMs` apart at least); null when the crawl stopped
 * while waiting. `first` answers the first attempt instead of a request (the caller's prefetch).
 */
export async function fetchOne(
  url: string,
  asset: boolean,
  crawlDelayMs: number,
  context: FetchOneContext,
  first: () => Promise<FetchedPage | null>,
): Promise<FetchOneResult | null> {
  const { pacer, signal } = context;
  const host = new URL(url).host;
  const options = { ...context.options, signal };
  for (let attempt = 0; ; attempt++) {
    if (!(await pacer.wait(host, crawlDelayMs, signal))) return null;
    let result: FetchOneResult;
    if (asset) {
      result = { fetched: await fetchStatus(url, options), asset };
    } else {
      try {
        result = {
          fetched: (attempt === 0 ? await first() : null) ?? (await fetchPage(url, options)),
          asset,
        };
      } catch (err) {
        if (!isAuditError(err) || err.code !== 'NOT_HTML') throw err;
        result = { fetched: await fetchStatus(url, options), asset: true };
      }
    }
    const status = result.fetched.status;
    if ((status !== 429 && status !== 503) || attempt >= MAX_RETRIES) {
      pacer.recovered(host);
      return result;
    }
    pacer.slowDown(host, retryAfterMs(result.fetched.headers['retry-after']?.[0]));
  }
}
