/**
 * Opening the shared state of the scale-out path: one fail-fast Redis connection, the Redis store on it,
 * and the secrets every process must agree on (the IP-hash salt, and the cookie/report-signing secret
 * when SESSION_SECRET is not set), created once by whichever process starts first (SET NX). A process
 * started while Redis is down waits for it rather than running with secrets of its own.
 */
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { openRedisStore } from '../store/redis.js';
import type { Store } from '../store/types.js';
import { commandConnection, whenReady, type ConnectionLog } from './connection.js';

export interface SharedState {
  redis: Redis;
  store: Store;
}

export async function openSharedState(config: Config, url: string, log: ConnectionLog): Promise<SharedState> {
  const redis = commandConnection(url, log);
  const store = openRedisStore(redis, { prefix: config.REDIS_PREFIX });
  for (;;) {
    await whenReady(redis);
    try {
      config.USAGE_SALT = await store.secret('usage-salt', () => config.USAGE_SALT);
      if (config.generatedSecret)
        config.SESSION_SECRET = await store.secret('session-secret', () => config.SESSION_SECRET);
      return { redis, store };
    } catch (err) {
      // Lost again between "ready" and the command: wait for the next reconnect.
      log.warn({ err: (err as Error).message }, 'Redis not answering yet');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
