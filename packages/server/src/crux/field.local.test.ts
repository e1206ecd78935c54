/**
 * Field data through the server: CRUX_* configuration validated at start, the 12 h cache, the quota over
 * processes (a real redis-server) and per visitor, and the real server process auditing with a key that
 * never reaches its log, the report, the progress stream or the browser. CrUX is a local server speaking
 * its protocol.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCruxClient } from '@rankscope/engine';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { startSourceServer, type SourceServer } from '../test-support/source-server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCruxServer,
  type CruxServer,
  type MetricSpecs,
} from '../../../engine/src/test-support/crux-server.js';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { ConfigError, loadConfig } from '../config.js';
import { hasRedisServer, startRedis, type TestRedis } from '../test-support/redis-server.js';
import { memoryCache, redisCache } from './cache.js';
import { createServerFieldSource } from './field-source.js';

const KEY = 'AIzaServerCruxKey-0123456789_Zq';
const root = join(import.meta.dirname, '../../../..');
const dataDir = (): string => mkdtempSync(join(tmpdir(), 'rankscope-crux-'));
const GOOD: MetricSpecs = { lcp: [2100, 0.82, 0.12, 0.06], cls: [0.03, 0.92, 0.05, 0.03] };

let crux: CruxServer;
beforeAll(async () => {
  crux = await startCruxServer(KEY);
});
afterAll(() => crux.close());

describe('CrUX configuration', () => {
  it('is off without CRUX_API_KEY, and keeps the key out of the plain config', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).crux).toBeNull();
    const config = loadConfig({ DATA_DIR: dataDir(), CRUX_API_KEY: ` ${KEY} ` });
    expect(config.crux).toEqual({
      key: KEY,
      baseUrl: 'https://chromeuxreport.googleapis.com/v1',
      perMinute: 150,
      perVisitorPerHour: 60,
    });
    expect('CRUX_API_KEY' in config).toBe(false);
  });

  it.each([
    [{ CRUX_API_URL: 'ftp://crux.example/v1' }, 'CRUX_API_URL must be an http(s) URL'],
    [{ CRUX_QUERIES_PER_MINUTE: '0' }, 'CRUX_QUERIES_PER_MINUTE'],
    [{ CRUX_VISITOR_QUERIES_PER_HOUR: 'many' }, 'CRUX_VISITOR_QUERIES_PER_HOUR'],
  ])('refuses %o without quoting the key', (env, message) => {
    const load = (): unknown => loadConfig({ DATA_DIR: dataDir(), CRUX_API_KEY: KEY, ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
    try {
      load();
    } catch (err) {
      expect((err as Error).message).not.toContain(KEY);
    }
  });
});

const client = () => createCruxClient({ key: KEY, baseUrl: crux.baseUrl, maxRetryWaitMs: 10 });
const limiter = (points: number) => new RateLimiterMemory({ points, duration: 60 });

describe('the server’s field source', () => {
  it('keeps records and "no record" 12 h per target and form factor, failures not at all', async () => {
    let now = 0;
    const source = createServerFieldSource({
      client: client(),
      cache: memoryCache(() => now),
      global: limiter(100),
      perVisitor: limiter(100),
    }).forVisitor('v1');
    const url = 'https://cached.example/a';
    crux.setRecord({ url }, GOOD);
    const count = () => crux.queries.filter((q) => q.body.url === url || q.body.origin === url).length;
    expect((await source.record({ url }, 'phone')).ok).toBe(true);
    expect((await source.record({ url }, 'phone')).ok).toBe(true);
    expect(count()).toBe(1);
    expect((await source.record({ url }, 'desktop')).ok).toBe(true);
    expect(count()).toBe(2);
    const none = { url: 'https://cached.example/none' };
    await source.record(none, 'phone');
    await source.record(none, 'phone');
    expect(crux.queries.filter((q) => q.body.url === none.url)).toHaveLength(1);
    now += 12 * 60 * 60 * 1000 + 1;
    await source.record({ url }, 'phone');
    expect(count()).toBe(3);
    // A refused key is not kept: the next audit asks again.
    const wrong = createServerFieldSource({
      client: createCruxClient({ key: 'wrong', baseUrl: crux.baseUrl }),
      cache: memoryCache(() => 0),
      global: limiter(100),
      perVisitor: limiter(100),
    }).forVisitor('v1');
    const before = crux.queries.length;
    expect(await wrong.record({ url }, 'phone')).toMatchObject({ ok: false, reason: 'bad-key' });
    expect(await wrong.record({ url }, 'phone')).toMatchObject({ ok: false, reason: 'bad-key' });
    expect(crux.queries.length - before).toBe(2);
  });

  it('never sends more than the minute’s quota, and says when a visitor’s share is spent', async () => {
    const shared = {
      client: client(),
      cache: memoryCache(() => 0),
      global: limiter(3),
      perVisitor: limiter(2),
      maxWaitMs: 0,
    };
    const source = createServerFieldSource(shared);
    const before = crux.queries.length;
    const a = source.forVisitor('alice');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await a.record({ url: `https://quota.example/${i}` }, 'phone'));
    expect(answers.map((x) => (x.ok ? 'ok' : x.reason))).toEqual(['not-found', 'not-found', 'quota']);
    expect(answers[2]).toMatchObject({ detail: expect.stringContaining("this visitor's share") });
    // Bob has his own share, but the server's minute has one query left.
    const b = source.forVisitor('bob');
    expect((await b.record({ url: 'https://quota.example/b1' }, 'phone')).ok).toBe(false);
    const last = await b.record({ url: 'https://quota.example/b2' }, 'phone');
    expect(last).toMatchObject({ ok: false, reason: 'quota' });
    expect(last.ok ? '' : last.detail).toMatch(/this server's CrUX quota is used up; try again in \d+ s/);
    expect(crux.queries.length - before).toBe(3);
  });
});

describe.skipIf(!hasRedisServer())('the quota over processes (REDIS_URL)', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis.stop());

  it('two processes’ sources share one minute’s quota and one cache', async () => {
    const make = async () => {
      const conn = await redis.connect();
      return createServerFieldSource({
        client: client(),
        cache: redisCache(conn, 't1:'),
        global: new RateLimiterRedis({
          storeClient: conn,
          points: 4,
          duration: 60,
          keyPrefix: 't1:crux-minute',
        }),
        perVisitor: new RateLimiterRedis({
          storeClient: conn,
          points: 100,
          duration: 3600,
          keyPrefix: 't1:crux-v',
        }),
        maxWaitMs: 0,
      }).forVisitor('v');
    };
    const [one, two] = [await make(), await make()];
    const url = 'https://shared.example/';
    crux.setRecord({ url }, GOOD);
    const before = crux.queries.length;
    expect((await one.record({ url }, 'phone')).ok).toBe(true);
    expect((await two.record({ url }, 'phone')).ok).toBe(true);
    expect(crux.queries.length - before).toBe(1);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? one : two).record({ url: `https://shared.example/${i}` }, 'phone'),
      ),
    );
    expect(results.filter((r) => !r.ok && r.reason === 'quota')).toHaveLength(3);
    expect(crux.queries.length - before).toBe(4);
  });
});

describe('the server with a CrUX key', () => {
  let site: TestServer;
  let server: SourceServer;
  let origin = '';

  beforeAll(async () => {
    site = await startTestServer({
      '/tables': html(
        '<!DOCTYPE html><html lang="en"><head><title>Oak</title></head><body><h1>Oak</h1></body></html>',
      ),
    });
    crux.setRecord(
      { url: site.url('/tables') },
      { lcp: [2600, 0.7, 0.2, 0.1], inp: [140, 0.9, 0.06, 0.04], cls: [0.02, 0.95, 0.03, 0.02] },
      { lcp: [2600, 0, 0, 0] },
    );
    server = await startSourceServer({
      DATA_DIR: dataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'trace',
      LAB: 'off',
      ALLOW_PRIVATE_TARGETS: 'true',
      CRUX_API_KEY: KEY,
      CRUX_API_URL: crux.baseUrl,
    });
    origin = server.origin;
  }, 60_000);

  afterAll(async () => {
    await server.stop();
    await site.close();
  });

  it('audits with field data, the key in no log line, report, progress event or page', async () => {
    const url = site.url('/tables');
    const progress = fetch(`${origin}/api/audit/progress?url=${encodeURIComponent(url)}&auditId=crux-1`).then(
      (r) => r.text(),
    );
    await new Promise((r) => setTimeout(r, 200));
    const res = await fetch(`${origin}/api/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url, auditId: 'crux-1' }),
    });
    const body = await res.text();
    expect(res.status).toBe(200);
    const report = JSON.parse(body) as { field?: { source: string; phone?: { lcp?: { p75: number } } } };
    expect(report.field?.source).toBe('url');
    expect(report.field?.phone?.lcp?.p75).toBe(2600);
    const stream = await progress;
    expect(stream).toContain('complete');
    // CrUX did receive the key, so it was really in play.
    expect(crux.queries.some((q) => q.key === KEY)).toBe(true);
    const page = await (await fetch(`${origin}/`)).text();
    const config = await (await fetch(`${origin}/api/config`)).text();
    for (const seen of [body, stream, page, config, server.output()]) {
      expect(seen).not.toContain(KEY);
      expect(seen).not.toContain(KEY.slice(-10));
    }
    expect(server.output()).toContain('audit done');
  }, 60_000);

  it('stops at start on a bad CRUX_API_URL, naming the variable', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/server.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        TSX_TSCONFIG_PATH: join(root, 'tsconfig.test.json'),
        DATA_DIR: dataDir(),
        PORT: '0',
        CRUX_API_KEY: KEY,
        CRUX_API_URL: 'not a url',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    bad.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => bad.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('CRUX_API_URL must be an http(s) URL');
    expect(err).not.toContain(KEY);
  }, 30_000);
});
