/**
 * Audits in flight when Redis goes away (a real redis-server killed or restarted mid-audit): they answer
 * 503 STORE_UNAVAILABLE once Redis has been away for OUTAGE_GRACE_MS, or at once when it comes back
 * without their job (restarted without its data), instead of waiting out the audit's two-minute limit
 * and answering a misleading 504. Connections dropped while Redis keeps its data: the audit goes on.
 * Each test waits for the answer well within the 120 s limit (its own timeout is 40 s).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { hasRedisServer, startRedis, type TestRedis } from '../test-support/redis-server.js';
import { redisApps, type RedisApps } from '../test-support/redis-apps.js';

const ENV = {
  LOG_LEVEL: 'silent',
  LAB: 'off',
  ALLOW_PRIVATE_TARGETS: 'true',
  FREE_AUDITS_PER_DAY: '50',
  SESSION_SECRET: 'redis-outage-test-secret-0123456789abcdef',
};

let redis: TestRedis;
let site: TestServer;
let apps: RedisApps;
let api: FastifyInstance;
/** Requests for /slow the site has received. */
let slowHits = 0;

beforeEach(async () => {
  redis = await startRedis();
  slowHits = 0;
  site = await startTestServer({
    // Answers after 4 s: the audit is in flight on a worker while Redis goes away.
    '/slow': (_req, res) => {
      slowHits++;
      setTimeout(
        () => html('<!DOCTYPE html><html lang="en"><title>Slow</title><h1>Slow</h1></html>')(_req, res),
        4000,
      );
    },
  });
  apps = redisApps(redis.url, ENV);
  api = await apps.api();
  await apps.worker();
}, 30_000);
afterEach(async () => {
  // The apps close cleanly only once they are connected to Redis again.
  if (redis.process.exitCode !== null || redis.process.signalCode !== null) {
    await redis.restart();
    await expect
      .poll(async () => (await api.inject({ url: '/api/ready' })).statusCode, { timeout: 10_000 })
      .toBe(200);
  }
  await apps.close();
  await site.close();
  await redis.stop();
});

/** Posts an audit of /slow; resolves once a worker is fetching the page, with the answer to come. */
async function auditInFlight(): Promise<{ answer: Promise<LightMyRequestResponse> }> {
  const answer = api.inject({ method: 'POST', url: '/api/audit', payload: { url: site.url('/slow') } });
  await expect.poll(() => slowHits, { timeout: 10_000 }).toBeGreaterThan(0);
  return { answer };
}

describe.skipIf(!hasRedisServer())('audits in flight during a Redis outage', () => {
  it('Redis stays away: 503 STORE_UNAVAILABLE after the grace, not a 504 at the audit limit', async () => {
    const { answer } = await auditInFlight();
    redis.process.kill('SIGKILL');
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'STORE_UNAVAILABLE' });
  }, 40_000);

  it('Redis back at once without its data: 503 STORE_UNAVAILABLE as soon as the job is found gone', async () => {
    const { answer } = await auditInFlight();
    // Restarted without persistence (the test server saves nothing): the queued job is lost.
    await redis.restart();
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'STORE_UNAVAILABLE' });
  }, 40_000);

  it('connections dropped while Redis keeps its data: the audit goes on and answers its report', async () => {
    const { answer } = await auditInFlight();
    const admin = await redis.connect();
    // Every other client's connection is cut (the API's, the worker's, the queue's): they reconnect.
    await admin.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ url: site.url('/slow') });
  }, 40_000);
});
