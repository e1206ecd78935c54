/**
 * Redis connections of the scale-out path (REDIS_URL). Commands of API processes fail at once while
 * Redis is unreachable (the request answers 503 instead of hanging); every connection reconnects by
 * itself, backing off up to 2 s, so processes recover when Redis is back.
 */
import { Redis, type RedisOptions } from 'ioredis';

/** REDIS_URL (redis://[user:password@]host:port[/db], rediss:// for TLS) as ioredis options. */
export function redisOptions(url: string): RedisOptions {
  const u = new URL(url);
  const db = Number(u.pathname.slice(1) || 0);
  return {
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(u.port || 6379),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(Number.isInteger(db) && db > 0 ? { db } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    retryStrategy: (times: number) => Math.min(100 * times, 2000),
  };
}

/** What the processes log about their connections (a lost Redis is logged once, not on every retry). */
export interface ConnectionLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/** A command connection that fails fast while Redis is away (enableOfflineQueue off). */
export function commandConnection(url: string, log?: ConnectionLog, name = 'redis'): Redis {
  const redis = new Redis({ ...redisOptions(url), enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  watch(redis, log, name);
  return redis;
}

/** A subscriber connection (pub/sub): it re-subscribes by itself after a reconnect. */
export function subscriberConnection(url: string, log?: ConnectionLog, name = 'redis subscriber'): Redis {
  const redis = new Redis({ ...redisOptions(url), maxRetriesPerRequest: null });
  watch(redis, log, name);
  return redis;
}

function watch(redis: Redis, log: ConnectionLog | undefined, name: string): void {
  let lost = false;
  redis.on('error', (err: Error) => {
    if (!lost) log?.warn({ err: err.message }, `${name}: Redis unreachable, reconnecting`);
    lost = true;
  });
  redis.on('ready', () => {
    if (lost) log?.info(`${name}: Redis reachable again`);
    lost = false;
  });
}

/** Resolves once the connection is ready (it keeps retrying meanwhile). */
export function whenReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => redis.once('ready', () => resolve()));
}
