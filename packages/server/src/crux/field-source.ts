/**
 * The server's source of field data: the engine's CrUX client behind a 12 h cache and two rate limits.
 * The API allows 150 queries a minute per key: the server never sends more, over every process (Redis
 * with REDIS_URL); and one visitor may spend only a share of it, so nobody's audits starve the others'.
 * A query that finds no room waits a little for the next slot, else it is answered 'quota' (reported, not
 * cached: a later audit asks again). Only the audits users run ask (the start page of a crawl, never its
 * other pages: the engine's choice).
 */
import type { CruxAnswer, CruxTarget, FieldFormFactor, FieldSource } from '@rankscope/engine';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { cacheKey, type CruxCache } from './cache.js';

/** How long a query may wait for a free slot of the minute's quota before it is reported as 'quota'. */
export const MAX_QUOTA_WAIT_MS = 3_000;

export interface ServerFieldSource {
  /** The source one audit uses: the visitor's share of the quota is counted under this key. */
  forVisitor(visitor: string): FieldSource;
}

export interface ServerFieldOptions {
  client: FieldSource;
  cache: CruxCache;
  /** Points: queries per minute for the whole server (the key's quota). */
  global: RateLimiterAbstract;
  /** Points: uncached queries per hour for one visitor. */
  perVisitor: RateLimiterAbstract;
  maxWaitMs?: number;
}

type Kind = 'record' | 'history';

const targetOf = (t: CruxTarget): string => ('url' in t ? `url ${t.url}` : `origin ${t.origin}`);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Consumes one point, waiting up to maxWaitMs for one; the wait it would need when it cannot. */
async function take(limiter: RateLimiterAbstract, key: string, maxWaitMs: number): Promise<number | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await limiter.consume(key);
      return null;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      if (attempt > 0 || err.msBeforeNext > maxWaitMs) return err.msBeforeNext;
      await sleep(err.msBeforeNext + 5);
    }
  }
  return null;
}

const seconds = (ms: number): string => String(Math.max(1, Math.ceil(ms / 1000)));

export function createServerFieldSource(options: ServerFieldOptions): ServerFieldSource {
  const maxWaitMs = options.maxWaitMs ?? MAX_QUOTA_WAIT_MS;

  async function query<T>(
    kind: Kind,
    visitor: string,
    target: CruxTarget,
    formFactor: FieldFormFactor,
    ask: () => Promise<CruxAnswer<T>>,
  ): Promise<CruxAnswer<T>> {
    const key = cacheKey(kind, targetOf(target), formFactor);
    const cached = await options.cache.get(key);
    if (cached !== null) return JSON.parse(cached) as CruxAnswer<T>;
    // The visitor's share first: a visitor over it never takes a slot of the server's minute.
    const visitorWait = await take(options.perVisitor, visitor, 0);
    if (visitorWait !== null)
      return {
        ok: false,
        reason: 'quota',
        detail: `this visitor's share of the server's CrUX quota is used up; try again in ${seconds(visitorWait)} s`,
      };
    const wait = await take(options.global, 'crux', maxWaitMs);
    if (wait !== null)
      return {
        ok: false,
        reason: 'quota',
        detail: `this server's CrUX quota is used up; try again in ${seconds(wait)} s`,
      };
    const answer = await ask();
    if (answer.ok || answer.reason === 'not-found') await options.cache.set(key, JSON.stringify(answer));
    return answer;
  }

  return {
    forVisitor: (visitor) => ({
      record: (target, ff, signal) =>
        query('record', visitor, target, ff, () => options.client.record(target, ff, signal)),
      history: (target, ff, signal) =>
        query('history', visitor, target, ff, () => options.client.history(target, ff, signal)),
    }),
  };
}
