/** Field data on the server (issue 27): the configured CrUX client, cached and rate-limited per process kind. */
import { createCruxClient } from '@rankscope/engine';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { memoryCache, redisCache } from './cache.js';
import { createServerFieldSource, type ServerFieldSource } from './field-source.js';

export type { ServerFieldSource } from './field-source.js';

/** Null without CRUX_API_KEY: audits then make no request and their reports say field data needs a key. */
export function createFieldSource(config: Config, redis?: Redis): ServerFieldSource | null {
  if (!config.crux) return null;
  const { key, baseUrl, perMinute, perVisitorPerHour } = config.crux;
  const limiter = (points: number, duration: number, name: string): RateLimiterMemory | RateLimiterRedis =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          points,
          duration,
          keyPrefix: `${config.REDIS_PREFIX}crux-${name}`,
        })
      : new RateLimiterMemory({ points, duration, keyPrefix: `crux-${name}` });
  return createServerFieldSource({
    client: createCruxClient({ key, baseUrl }),
    cache: redis ? redisCache(redis, config.REDIS_PREFIX) : memoryCache(Date.now),
    global: limiter(perMinute, 60, 'minute'),
    perVisitor: limiter(perVisitorPerHour, 3600, 'visitor'),
  });
}
