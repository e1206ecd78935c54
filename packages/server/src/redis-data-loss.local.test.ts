/**
 * Redis losing its data (a restart without persistence, a failover, FLUSHALL) must not split what the
 * API processes agree on. Two API processes on a real redis-server: one lives through a FLUSHALL, the
 * other starts after it (as a restarted process would). One client's free allowance still counts over
 * both, and a report signed by one verifies on the other. In Redis mode SESSION_SECRET is required: a
 * secret kept only in Redis would be recreated, differently, by the next process to start.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../engine/src/test-support/test-server.js';
import { ConfigError, loadConfig } from './config.js';
import { redisApps, type RedisApps } from './test-support/redis-apps.js';
import { hasRedisServer, startRedis, type TestRedis } from './test-support/redis-server.js';

const dataDir = (): string => mkdtempSync(join(tmpdir(), 'rankscope-loss-'));
const ENV = {
  LOG_LEVEL: 'silent',
  LAB: 'off',
  ALLOW_PRIVATE_TARGETS: 'true',
  FREE_AUDITS_PER_DAY: '3',
  SESSION_SECRET: 'redis-data-loss-test-secret-0123456789',
};

let redis: TestRedis;
let site: TestServer;
let apps: RedisApps;

describe('a Redis-mode configuration', () => {
  it('refuses to start without SESSION_SECRET', () => {
    const env = {
      ...ENV,
      SESSION_SECRET: undefined,
      DATA_DIR: dataDir(),
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET: must be set with REDIS_URL/);
  });

  it('gives every process the same IP-hash salt, derived from SESSION_SECRET, not the secret itself', () => {
    const one = loadConfig({ ...ENV, DATA_DIR: dataDir(), REDIS_URL: 'redis://127.0.0.1:6379' });
    const two = loadConfig({ ...ENV, DATA_DIR: dataDir(), REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(one.USAGE_SALT).toBe(two.USAGE_SALT);
    expect(one.USAGE_SALT).not.toContain(ENV.SESSION_SECRET);
    expect(one.generatedSecret).toBe(false);
  });
});

describe.skipIf(!hasRedisServer())('Redis loses its data between two API processes', () => {
  let survivor: FastifyInstance;
  let restarted: FastifyInstance;
  beforeAll(async () => {
    redis = await startRedis();
    site = await startTestServer({
      '/tables': html('<!DOCTYPE html><html lang="en"><title>Oak tables</title><h1>Oak tables</h1></html>'),
    });
    apps = redisApps(redis.url, ENV);
    survivor = await apps.api();
    await apps.worker();
    const admin = await redis.connect();
    await admin.flushall();
    restarted = await apps.api();
  }, 30_000);
  afterAll(async () => {
    await apps?.close();
    await site?.close();
    await redis?.stop();
  });

  const audit = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/audit',
      remoteAddress: '198.51.100.77',
      payload: { url: site.url('/tables') },
    });

  it('one client gets its free audits once over both processes; a report signed by one verifies on the other', async () => {
    const first = await audit(survivor);
    expect(first.statusCode).toBe(200);
    expect((await audit(restarted)).statusCode).toBe(200);
    expect((await audit(survivor)).statusCode).toBe(200);
    // The fourth, on either process, is refused: both hash the address with the same salt.
    expect((await audit(restarted)).statusCode).toBe(429);
    expect((await audit(survivor)).statusCode).toBe(429);

    const report = first.json<Record<string, unknown>>();
    const localized = await restarted.inject({
      method: 'POST',
      url: '/api/reports/localize',
      payload: { report, lang: 'fr' },
    });
    expect(localized.statusCode).toBe(200);
    const back = await survivor.inject({
      method: 'POST',
      url: '/api/reports/localize',
      payload: { report: localized.json(), lang: 'en' },
    });
    expect(back.statusCode).toBe(200);
  }, 60_000);
});
