/**
 * The scale-out path in one test process: two API apps (each with its own Redis connections, as two
 * processes would have) and a BullMQ worker on a real redis-server, auditing a real fixture site.
 * The end-to-end test with child processes and a killed worker is scaleout.local.test.ts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfPrinter, runAudit, runSiteAudit } from '@rankscope/engine';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../../engine/src/test-support/fixture-site.js';
import { freePort, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { FLOOD_LIMITS } from '../plugins/security.js';
import { AUDIT_TIMEOUT_MS } from '../routes/audit.js';
import { hasRedisServer, startRedis, type TestRedis } from '../test-support/redis-server.js';
import type { Store } from '../store/types.js';
import { openCrawlQueue, workerSiteAudit } from './crawl-queue.js';
import { startCrawlWorker } from './crawl-worker.js';
import { engineRunner } from './engine-runner.js';
import { createRedisBackend } from './redis-backend.js';
import { openSharedState } from './shared-state.js';
import { startAuditWorker, type AuditWorker } from './worker.js';

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined };
const ENV = {
  LOG_LEVEL: 'silent',
  LAB: 'off',
  ALLOW_PRIVATE_TARGETS: 'true',
  FREE_AUDITS_PER_DAY: '20',
};

let redis: TestRedis;
let site: TestServer;
const closers: Array<() => Promise<void>> = [];

async function apiProcess(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; store: Store }> {
  const config = loadConfig({
    ...ENV,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'rankscope-api-')),
    REDIS_URL: redis.url,
    ...env,
  });
  const { redis: connection, store } = await openSharedState(config, redis.url, quiet);
  const auditBackend = await createRedisBackend({
    url: redis.url,
    prefix: config.REDIS_PREFIX,
    store,
    redis: connection,
    waitingLimit: config.AUDIT_QUEUE_LIMIT,
    auditTimeoutMs: AUDIT_TIMEOUT_MS,
    now: Date.now,
    sitePages: { base: config.SITE_PAGE_LIMIT, perWorker: config.SITE_PAGE_LIMIT_PER_WORKER },
    sessionSecret: config.SESSION_SECRET,
  });
  const printer = new PdfPrinter({ env: {} });
  const app = await buildApp({
    config,
    store,
    now: Date.now,
    runAudit,
    printer,
    auditBackend,
    redis: connection,
  });
  await app.ready();
  closers.push(async () => {
    await app.close();
    await auditBackend.dispose();
    await store.close();
  });
  return { app, store };
}

async function workerProcess(): Promise<AuditWorker> {
  const config = loadConfig({
    ...ENV,
    ...SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'rankscope-worker-')),
  });
  const { store, redis: connection } = await openSharedState(config, redis.url, quiet);
  // As worker-main.ts: site audits fan out as crawl-page jobs.
  const crawls = await openCrawlQueue(redis.url, config.REDIS_PREFIX, connection);
  const crawlWorker = await startCrawlWorker({
    url: redis.url,
    prefix: config.REDIS_PREFIX,
    concurrency: 2,
    lockMs: 5000,
    stalledMs: 2000,
    maxStalled: 2,
  });
  const worker = await startAuditWorker({
    url: redis.url,
    prefix: config.REDIS_PREFIX,
    store,
    runEngine: engineRunner({
      config,
      lab: null,
      runAudit,
      runSiteAudit: workerSiteAudit(crawls, runSiteAudit),
    }),
    concurrency: 2,
    lockMs: 5000,
    stalledMs: 2000,
    maxStalled: 2,
    auditTimeoutMs: AUDIT_TIMEOUT_MS,
    log: quiet,
    sessionSecret: config.SESSION_SECRET,
  });
  closers.push(async () => {
    await worker.close(1000);
    await crawlWorker.close();
    await crawls.close();
    await store.close();
  });
  return worker;
}

const SECRET = { SESSION_SECRET: 'scale-out-test-secret-0123456789abcdef' };

/** Everything Redis holds (every key, whatever its type), as text to search for a secret. */
async function redisText(client: Redis): Promise<string> {
  const out: string[] = [];
  for (const key of await client.keys('*')) {
    const type = await client.type(key);
    const value =
      type === 'string'
        ? await client.get(key)
        : type === 'hash'
          ? await client.hgetall(key)
          : type === 'list'
            ? await client.lrange(key, 0, -1)
            : type === 'set'
              ? await client.smembers(key)
              : type === 'zset'
                ? await client.zrange(key, '0', '-1')
                : type === 'stream'
                  ? await client.xrange(key, '-', '+')
                  : null;
    out.push(`${key} ${JSON.stringify(value)}`);
  }
  return out.join('\n');
}

describe.skipIf(!hasRedisServer())('audits on BullMQ workers (REDIS_URL)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    redis = await startRedis();
    site = await startFixtureSite({
      // Answers after 3 s: time to cancel it from the other API process.
      '/slow': (_req, res) => {
        setTimeout(
          () => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Slow</title>'),
          3000,
        );
      },
    });
    ({ app: a } = await apiProcess(SECRET));
    let bStore: Store;
    ({ app: b, store: bStore } = await apiProcess(SECRET));
    const session = await bStore.createSession('ada@example.com', 3_600_000, Date.now());
    signedIn = { rs_session: b.signCookie(session.id) };
    await workerProcess();
  }, 30_000);
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await site.close();
    await redis.stop();
  });

  it('runs an audit posted to one API process on a worker; another process streams its stages', async () => {
    const url = site.url('/tables');
    const [res, stream] = await Promise.all([
      a.inject({ method: 'POST', url: '/api/audit', payload: { url, auditId: 'across-1' } }),
      b.inject({ url: `/api/audit/progress?url=${encodeURIComponent(url)}&auditId=across-1` }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ url, signature: expect.any(String) });
    const stages = stream.body
      .split('\n\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => (JSON.parse(l.slice(6)) as { stage: string }).stage);
    expect(stages).toEqual(expect.arrayContaining(['fetching', 'analyzing', 'complete']));
    expect(stages.at(-1)).toBe('complete');
  });

  it('grows the signed-in page limit with the crawl workers connected (SITE_PAGE_LIMIT_PER_WORKER)', async () => {
    const { app: c, store: cStore } = await apiProcess({
      ...SECRET,
      SITE_PAGE_LIMIT: '3',
      SITE_PAGE_LIMIT_PER_WORKER: '10',
    });
    const session = await cStore.createSession('grace@example.com', 3_600_000, Date.now());
    const cookies = { rs_session: c.signCookie(session.id) };
    const ask = async () => {
      const res = await c.inject({
        method: 'POST',
        url: '/api/audit',
        cookies,
        payload: { url: site.url('/tables'), crawl: true, maxPages: 999 },
      });
      return { status: res.statusCode, error: res.json<{ error: string }>().error };
    };
    expect(await ask()).toEqual({ status: 400, error: expect.stringContaining('at most 13 ') });
    const crawlWorker = await startCrawlWorker({
      url: redis.url,
      prefix: 'rs:',
      concurrency: 1,
      lockMs: 5000,
      stalledMs: 2000,
      maxStalled: 2,
    });
    closers.push(() => crawlWorker.close());
    expect(await ask()).toEqual({ status: 400, error: expect.stringContaining('at most 23 ') });
  });

  it('answers the engine error of a failed audit, not a retry', async () => {
    const url = `http://127.0.0.1:${await freePort()}/`;
    const res = await b.inject({ method: 'POST', url: '/api/audit', payload: { url } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'CONNECTION_REFUSED' });
  });

  it('runs a site audit (crawl: true) as one job on a worker, with its crawl progress', async () => {
    const url = site.url('/tables');
    const [res, stream] = await Promise.all([
      a.inject({
        method: 'POST',
        url: '/api/audit',
        cookies: signedIn,
        payload: { url, auditId: 'site-1', crawl: true, maxPages: 3 },
      }),
      b.inject({ url: `/api/audit/progress?url=${encodeURIComponent(url)}&auditId=site-1` }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ crawl: { pages: unknown[] } }>().crawl.pages.length).toBeGreaterThan(0);
    expect(stream.body).toMatch(/Crawled \d+ of 3 pages/);
  }, 30_000);

  it('cancels an audit posted to one process from the other; it is not counted', async () => {
    const cookie = (await a.inject({ url: '/api/me' })).cookies.find((c) => c.name === 'rs_anon');
    const cookies = { rs_anon: cookie?.value ?? '' };
    const before = (await b.inject({ url: '/api/me', cookies })).json<{ allowance: { remaining: number } }>();
    const posted = a.inject({
      method: 'POST',
      url: '/api/audit',
      cookies,
      payload: { url: site.url('/slow'), auditId: 'cancel-1' },
    });
    // Wait until the worker is fetching the page.
    await expect.poll(() => site.requests.some((r) => r.url === '/slow'), { timeout: 10_000 }).toBe(true);
    const cancel = await b.inject({
      method: 'POST',
      url: '/api/audit/cancel',
      cookies,
      payload: { auditId: 'cancel-1' },
    });
    expect(cancel.statusCode).toBe(204);
    const res = await posted;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CANCELLED' });
    const after = (await a.inject({ url: '/api/me', cookies })).json<{ allowance: { remaining: number } }>();
    expect(after.allowance.remaining).toBe(before.allowance.remaining);
    // Someone else's or an unknown audit: 404 on either process.
    expect(
      (await b.inject({ method: 'POST', url: '/api/audit/cancel', payload: { auditId: 'cancel-1' } }))
        .statusCode,
    ).toBe(404);
  });

  it('counts the flood limit of a client over both API processes', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    const answers = [];
    for (let i = 0; i < FLOOD_LIMITS.api + 1; i++)
      answers.push((await (i % 2 ? a : b).inject({ url: '/api/health', ...from })).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(FLOOD_LIMITS.api);
    expect(answers.at(-1)).toBe(429);
  });

  it('carries credentials sealed (AES-256-GCM) in the job, never in clear in Redis, and removes the job when done', async () => {
    const token = 'redis-token-5f4e3d2c1b0a9z8y';
    const password = 'redis-password-1a2b3c4d5e6f';
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    site.route('/held', async (_req, res) => {
      await held;
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Held until Redis was read</title>');
    });
    const client = new Redis(redis.url);
    const posted = a.inject({
      method: 'POST',
      url: '/api/audit',
      cookies: signedIn,
      payload: {
        url: site.url('/held'),
        headers: [{ name: 'X-Preview-Token', value: token }],
        basicAuth: { username: 'preview', password },
      },
    });
    // The worker is fetching the page, with the credentials it opened from the job.
    await expect.poll(() => site.requests.some((r) => r.url === '/held'), { timeout: 10_000 }).toBe(true);
    const request = site.requests.find((r) => r.url === '/held');
    expect(request?.headers['x-preview-token']).toBe(token);
    const basic = Buffer.from(`preview:${password}`).toString('base64');
    expect(request?.headers.authorization).toBe(`Basic ${basic}`);
    const during = await redisText(client);
    expect(during).toContain('sealedCredentials');
    for (const secret of [token, password, basic]) expect(during).not.toContain(secret);
    const jobKeys: string[] = [];
    for (const key of await client.keys('rs:bull:audits:*')) {
      if (!/^rs:bull:audits:[\w-]{16,}$/.test(key)) continue;
      if ((await client.hget(key, 'data'))?.includes('sealedCredentials')) jobKeys.push(key);
    }
    expect(jobKeys).toHaveLength(1);
    release();
    const res = await posted;
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(token);
    // Gone with its audit: the job (its sealed data included) is not kept for later polls.
    expect(await client.exists(...jobKeys)).toBe(0);
    const after = await redisText(client);
    client.disconnect();
    expect(after).not.toContain('sealedCredentials');
    for (const secret of [token, password, basic]) expect(after).not.toContain(secret);
  });

  it('crawls a protected site with credentials on one worker: no secret in any Redis command, no crawl-page job', async () => {
    const token = 'crawl-token-9q8w7e6r5t4y3u2i';
    const page = (title: string, links: string): string =>
      `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${links}</body></html>`;
    const members: Record<string, string> = {
      '/members': page('Members', '<a href="/members/one">One</a> <a href="/members/two">Two</a>'),
      '/members/one': page('Member one', '<a href="/members">Back</a>'),
      '/members/two': page('Member two', '<a href="/members">Back</a>'),
    };
    for (const [path, html] of Object.entries(members)) {
      site.route(path, (req, res) => {
        if (req.headers['x-preview-token'] !== token) return void res.writeHead(401).end('Sign in');
        res.writeHead(200, { 'content-type': 'text/html' }).end(html);
      });
    }
    // Every command any process sends Redis during the audit, with its arguments.
    const commands: string[] = [];
    const monitor = await new Redis(redis.url).monitor();
    monitor.on('monitor', (_time: string, args: string[]) => commands.push(args.join(' ')));
    const res = await a.inject({
      method: 'POST',
      url: '/api/audit',
      cookies: signedIn,
      payload: {
        url: site.url('/members'),
        crawl: true,
        maxPages: 5,
        headers: [{ name: 'X-Preview-Token', value: token }],
      },
    });
    monitor.disconnect();
    expect(res.statusCode, res.body).toBe(200);
    const pages = res.json<{ crawl: { pages: Array<{ url: string; status: number }> } }>().crawl.pages;
    // The start page's links come before the fixture's sitemap, which may fill the other pages.
    const paths = pages.map((p) => `${new URL(p.url).pathname} ${p.status}`);
    expect(paths.filter((p) => p.startsWith('/members')).sort()).toEqual([
      '/members 200',
      '/members/one 200',
      '/members/two 200',
    ]);
    expect(res.body).not.toContain(token);
    expect(commands.some((c) => c.includes('sealedCredentials'))).toBe(true);
    expect(commands.filter((c) => c.includes(token))).toEqual([]);
    // The crawl ran in the worker: not one page went out as a crawl-page job.
    expect(commands.filter((c) => /crawl-pages/.test(c) && /members/.test(c))).toEqual([]);
  });

  it('answers 503 with a clear error while Redis is down, and recovers when it is back', async () => {
    redis.process.kill('SIGKILL');
    await new Promise((r) => redis.process.once('exit', r));
    // Readiness is polled as a load balancer would, from its own address: the polls count against the
    // flood limit (FLOOD_LIMITS.api a minute per client over all processes), and a slow reconnect on a
    // loaded machine once used up the budget of the client whose audit then answered 429.
    const probe = { remoteAddress: '198.51.100.7' };
    const ready = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/ready', ...probe })).statusCode;
    // Bounds for a loaded machine, not waits: each poll ends as soon as the process says so.
    const poll = { timeout: 10_000, interval: 200 };
    await expect.poll(() => ready(a), poll).toBe(503);
    const res = await a.inject({ method: 'POST', url: '/api/audit', payload: { url: site.url('/tables') } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'The service cannot reach its database right now. Please try again in a minute.',
      code: 'STORE_UNAVAILABLE',
    });
    await redis.restart();
    // Each process reconnects on its own (the store's and the queue's connections separately): ask the
    // one that will take the audit, not another.
    await expect.poll(() => ready(a), poll).toBe(200);
    await expect.poll(() => ready(b), poll).toBe(200);
    // The worker reconnected too: audits run again.
    const again = await b.inject({
      method: 'POST',
      url: '/api/audit',
      payload: { url: site.url('/tables') },
    });
    expect(again.statusCode).toBe(200);
  }, 40_000);
});
