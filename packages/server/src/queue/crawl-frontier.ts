/**
 * The fanned-out crawl's state in Redis, per crawl id (all keys expire with the crawl's time limit):
 * - `{prefix}crawl:{id}:seen` (set): every URL ever queued, claimed as a redirect target or refused by
 *   robots.txt, so no URL is fetched twice whichever worker meets it;
 * - `{prefix}crawl:{id}:count` (hash): pages and assets admitted, robots.txt refusals, whether the page
 *   limit turned a URL away;
 * - `{prefix}crawl:{id}:pages` (hash): URL → the page's compact facts and outlinks, written by the worker
 *   that crawled it (a job run again after a lost worker writes the same entry again).
 * Admission is one Lua script, so two coordinators or a retried job can never push the crawl past its
 * page budget or queue a URL twice.
 */
import type { Redis } from 'ioredis';
import type { CrawlPageResult } from './crawl-page-types.js';

export const crawlKeys = (prefix: string, crawlId: string) => ({
  seen: `${prefix}crawl:${crawlId}:seen`,
  count: `${prefix}crawl:${crawlId}:count`,
  pages: `${prefix}crawl:${crawlId}:pages`,
});
export type CrawlKeys = ReturnType<typeof crawlKeys>;

/** A candidate for the frontier: a page, an asset (status only) or a URL robots.txt refuses. */
export type Candidate = { url: string; kind: 'page' | 'asset' | 'blocked' };

/** Per candidate: queued now, already seen, turned away by the limit, or newly refused by robots.txt. */
export type Admission = 'queued' | 'seen' | 'over-limit' | 'blocked';

/** Assets checked per page of the budget (the embedded frontier's ratio). */
export const ASSETS_PER_PAGE = 4;

// KEYS: seen, count. ARGV: maxPages, maxAssets, ttlMs, then kind/url pairs.
// Returns one code per pair: 1 queued, 0 seen, 2 over the limit, 3 blocked by robots.txt (new).
const ADMIT = `
local maxPages = tonumber(ARGV[1])
local maxAssets = tonumber(ARGV[2])
local out = {}
for i = 4, #ARGV, 2 do
  local kind = ARGV[i]
  local url = ARGV[i + 1]
  if redis.call('SADD', KEYS[1], url) == 0 then
    out[#out + 1] = 0
  elseif kind == 'blocked' then
    redis.call('HINCRBY', KEYS[2], 'blocked', 1)
    out[#out + 1] = 3
  else
    local field = kind == 'asset' and 'assets' or 'pages'
    local max = kind == 'asset' and maxAssets or maxPages
    if tonumber(redis.call('HGET', KEYS[2], field) or '0') < max then
      redis.call('HINCRBY', KEYS[2], field, 1)
      out[#out + 1] = 1
    else
      if kind ~= 'asset' then redis.call('HSET', KEYS[2], 'limitHit', 1) end
      out[#out + 1] = 2
    end
  end
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return out
`;

const CODES: Record<number, Admission> = { 0: 'seen', 1: 'queued', 2: 'over-limit', 3: 'blocked' };

export class CrawlFrontier {
  constructor(
    private readonly redis: Redis,
    readonly keys: CrawlKeys,
    private readonly limits: { maxPages: number; ttlMs: number },
  ) {}

  /** Admits the candidates in order, atomically against every other admission of this crawl. */
  async admit(candidates: readonly Candidate[]): Promise<Admission[]> {
    if (candidates.length === 0) return [];
    const { maxPages, ttlMs } = this.limits;
    const args = candidates.flatMap((c) => [c.kind, c.url]);
    const codes = (await this.redis.eval(
      ADMIT,
      2,
      this.keys.seen,
      this.keys.count,
      maxPages,
      maxPages * ASSETS_PER_PAGE,
      ttlMs,
      ...args,
    )) as number[];
    return codes.map((c) => CODES[c] ?? 'seen');
  }

  /** A URL robots.txt refused at fetch time: it no longer counts against the budget (as embedded). */
  async release(kind: 'page' | 'asset'): Promise<void> {
    await this.redis
      .multi()
      .hincrby(this.keys.count, kind === 'asset' ? 'assets' : 'pages', -1)
      .hincrby(this.keys.count, 'blocked', 1)
      .exec();
  }

  async counters(): Promise<{ blocked: number; limitHit: boolean }> {
    const c = await this.redis.hgetall(this.keys.count);
    return { blocked: Number(c.blocked ?? 0), limitHit: c.limitHit === '1' };
  }

  /** Every page's facts as the workers stored them, read in batches (HSCAN). */
  async *pages(): AsyncGenerator<CrawlPageResult> {
    let cursor = '0';
    do {
      const [next, entries] = await this.redis.hscan(this.keys.pages, cursor, 'COUNT', 200);
      cursor = next;
      for (let i = 1; i < entries.length; i += 2) yield JSON.parse(entries[i]!) as CrawlPageResult;
    } while (cursor !== '0');
  }

  async dispose(): Promise<void> {
    await this.redis.del(this.keys.seen, this.keys.count, this.keys.pages);
  }
}

/** A worker's side: claims a redirect's target (fetched here, never queued again) and stores a page. */
export async function claimUrl(redis: Redis, keys: CrawlKeys, url: string, ttlMs: number): Promise<boolean> {
  const [[, added] = []] = (await redis.multi().sadd(keys.seen, url).pexpire(keys.seen, ttlMs).exec()) ?? [];
  return added === 1;
}

export async function storePage(
  redis: Redis,
  keys: CrawlKeys,
  result: CrawlPageResult,
  ttlMs: number,
): Promise<void> {
  await redis
    .multi()
    .hset(keys.pages, result.page.url, JSON.stringify(result))
    .pexpire(keys.pages, ttlMs)
    .exec();
}
