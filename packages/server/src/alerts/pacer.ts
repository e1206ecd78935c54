/**
 * At most one Slack message per second per incoming-webhook URL (Slack's limit). Each send takes the
 * next free slot of its URL and waits for it. In one process the slots live in memory; with Redis they
 * live there (one atomic script, Redis's own clock), so every process shares one pace per URL.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export const SLACK_INTERVAL_MS = 1000;

export interface Pacer {
  /** Reserves the URL's next slot; answers how long to wait for it (ms). */
  reserve(url: string): Promise<number>;
}

export function memoryPacer(intervalMs = SLACK_INTERVAL_MS, now: () => number = Date.now): Pacer {
  const next = new Map<string, number>();
  return {
    reserve: async (url) => {
      const t = now();
      if (next.size > 1000) for (const [u, at] of next) if (at <= t) next.delete(u);
      const at = Math.max(t, next.get(url) ?? 0);
      next.set(url, at + intervalMs);
      return at - t;
    },
  };
}

const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local at = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
local interval = tonumber(ARGV[1])
redis.call('SET', KEYS[1], at + interval, 'PX', at + interval - now + 1000)
return at - now
`;

export function redisPacer(redis: Redis, prefix: string, intervalMs = SLACK_INTERVAL_MS): Pacer {
  return {
    reserve: async (url) => {
      // The URL is a secret (Slack's token is its path): only its hash names the key.
      const key = `${prefix}alerts:slack-pace:${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
      const wait = await redis.eval(RESERVE, 1, key, String(intervalMs));
      return Number(wait);
    },
  };
}
