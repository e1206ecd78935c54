/**
 * The 12 h cache of CrUX answers per URL or origin and form factor (records and "no record"; failures are
 * never kept, so a later audit asks again). Keys are hashes of the target, not the audited addresses. One
 * process: a bounded map; with REDIS_URL: Redis, shared by every API and worker process.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export const CRUX_CACHE_MS = 12 * 60 * 60 * 1000;
/** Entries the in-process cache holds at most (oldest dropped first): ~3 KB each, a few MB in all. */
export const MEMORY_CACHE_ENTRIES = 5_000;

export interface CruxCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
}

export function cacheKey(kind: string, target: string, formFactor: string): string {
  return createHash('sha256').update(`${kind}\n${target}\n${formFactor}`).digest('hex');
}

export function memoryCache(now: () => number, ttlMs = CRUX_CACHE_MS, max = MEMORY_CACHE_ENTRIES): CruxCache {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return Promise.resolve(null);
      if (hit.expires <= now()) {
        entries.delete(key);
        return Promise.resolve(null);
      }
      return Promise.resolve(hit.value);
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
      return Promise.resolve();
    },
  };
}

export function redisCache(redis: Redis, prefix: string, ttlMs = CRUX_CACHE_MS): CruxCache {
  return {
    get: (key) => redis.get(`${prefix}crux:${key}`),
    async set(key, value) {
      await redis.set(`${prefix}crux:${key}`, value, 'PX', ttlMs);
    },
  };
}
