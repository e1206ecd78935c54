/**
 * Opening the shared state of the scale-out path: one fail-fast Redis connection and the Redis store on
 * it. A process started while Redis is down waits for it. No secret is kept in Redis: SESSION_SECRET is
 * required with REDIS_URL and the IP-hash salt derives from it (config.ts), so processes never disagree
 * on them, not even after Redis loses its data (a restart without persistence, a failover, FLUSHALL).
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

export async function openSharedState(
  config: Pick<Config, 'REDIS_PREFIX'>,
  url: string,
  log: ConnectionLog,
): Promise<SharedState> {
  const redis = commandConnection(url, log);
  const store = openRedisStore(redis, { prefix: config.REDIS_PREFIX });
  for (;;) {
    await whenReady(redis);
    try {
      if (!(await store.ping())) throw new Error('no PONG');
      return { redis, store };
    } catch (err) {
      // Lost again between "ready" and the command: wait for the next reconnect.
      log.warn({ err: (err as Error).message }, 'Redis not answering yet');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
