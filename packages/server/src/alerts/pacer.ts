/**
 * At most one Slack message per second per incoming-webhook URL (Slack's limit), measured where it
 * matters, at Slack: a message to a URL starts only once the previous one to that URL was answered and
 * a second more has passed, so no delay in transit can bring two arrivals closer than a second. In one
 * process the sends to a URL wait in a chain in memory; with Redis, the URL's turn is a key there (Redis's
 * own clock): taken while a message is in flight, then left to expire a second after its answer, so every
 * process shares one pace per URL.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

export const SLACK_INTERVAL_MS = 1000;
/** A turn whose holder vanished (a killed process) is free again after this: above a post's time limit. */
const HOLD_MS = 15_000;
/** While another process's message is in flight, how often its end is looked for. */
const IN_FLIGHT_POLL_MS = 100;

export interface Pacer {
  /** Runs `send` in the URL's next turn. */
  pace<T>(url: string, send: () => Promise<T>): Promise<T>;
}

export function memoryPacer(intervalMs = SLACK_INTERVAL_MS): Pacer {
  const tails = new Map<string, Promise<void>>();
  return {
    pace: <T>(url: string, send: () => Promise<T>): Promise<T> => {
      const previous = tails.get(url) ?? Promise.resolve();
      const result = previous.then(send);
      const tail = result.then(
        () => sleep(intervalMs),
        () => sleep(intervalMs),
      );
      tails.set(url, tail);
      // The last in the chain cleans up after itself.
      void tail.then(() => {
        if (tails.get(url) === tail) tails.delete(url);
      });
      return result;
    },
  };
}

/** Takes the URL's turn when free (answers 0), else answers how long until it frees (ms). */
const CLAIM = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then return ttl end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 0
`;
/** The message was answered: the turn frees a second from now (only the holder's own turn). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
`;

export function redisPacer(redis: Redis, prefix: string, intervalMs = SLACK_INTERVAL_MS): Pacer {
  return {
    pace: async <T>(url: string, send: () => Promise<T>): Promise<T> => {
      // The URL is a secret (Slack's token is its path): only its hash names the key.
      const key = `${prefix}alerts:slack-turn:${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
      const token = createHash('sha256')
        .update(`${process.pid}:${Math.random()}:${Date.now()}`)
        .digest('hex');
      for (;;) {
        const wait = Number(await redis.eval(CLAIM, 1, key, token, String(HOLD_MS)));
        if (wait === 0) break;
        // In flight elsewhere (a long hold): look again soon; cooling down: wait exactly that long.
        await sleep(wait > intervalMs ? IN_FLIGHT_POLL_MS : wait);
      }
      try {
        return await send();
      } finally {
        await redis.eval(RELEASE, 1, key, token, String(intervalMs)).catch(() => undefined);
      }
    },
  };
}
