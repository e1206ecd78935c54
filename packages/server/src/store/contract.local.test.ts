/**
 * One contract for every store: the same tests run against SQLite (embedded) and Redis (scale-out, a
 * real redis-server started here). Two stores over two connections stand for two API processes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIL_FAST, openRedisStore } from './redis.js';
import { hasRedisServer, startRedis, type TestRedis } from '../test-support/redis-server.js';
import { openSqliteStore } from './sqlite.js';
import { StoreUnavailableError, type Store } from './types.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 10, 12);

interface Pair {
  /** Two stores on the same data, over two connections. */
  a: Store;
  b: Store;
  close(): Promise<void>;
}

let redis: TestRedis | undefined;
let prefixes = 0;

const implementations: Array<[string, () => Promise<Pair>]> = [
  [
    'SQLite',
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'rankscope-contract-')), 'rankscope.db');
      const a = openSqliteStore(file);
      const b = openSqliteStore(file);
      return { a, b, close: async () => void (await Promise.all([a.close(), b.close()])) };
    },
  ],
  [
    'Redis',
    async () => {
      if (!redis) throw new Error('redis-server is not running');
      // A prefix per test: the tests share one server and never see each other's keys.
      const prefix = `t${++prefixes}:`;
      const a = openRedisStore(await redis.connect(FAIL_FAST), { prefix });
      const b = openRedisStore(await redis.connect(FAIL_FAST), { prefix });
      return { a, b, close: async () => void (await Promise.all([a.close(), b.close()])) };
    },
  ],
];

beforeAll(async () => {
  if (hasRedisServer()) redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe.each(implementations)('%s store', (name, open) => {
  const run = (title: string, body: (pair: Pair) => Promise<void>): void => {
    // Without redis-server installed the Redis half is skipped, visibly (.ci/run installs it).
    it.skipIf(name === 'Redis' && !hasRedisServer())(title, async () => {
      const pair = await open();
      try {
        await body(pair);
      } finally {
        await pair.close();
      }
    });
  };

  run('upserts users, keeping createdAt and updating lastLoginAt', async ({ a, b }) => {
    const first = await a.upsertUser({ email: 'a@example.com', name: 'Ann', picture: 'p' }, NOW);
    expect(first).toEqual({
      email: 'a@example.com',
      name: 'Ann',
      picture: 'p',
      createdAt: new Date(NOW).toISOString(),
      lastLoginAt: new Date(NOW).toISOString(),
    });
    const again = await b.upsertUser({ email: 'a@example.com', name: 'Ann B', picture: null }, NOW + DAY);
    expect(again).toMatchObject({ createdAt: first.createdAt, name: 'Ann B', picture: null });
    expect(await a.getUser('a@example.com')).toEqual(again);
    expect(await a.getUser('nobody@example.com')).toBeNull();
  });

  run('shares sessions between connections, expires and deletes them', async ({ a, b }) => {
    const s = await a.createSession('a@example.com', 1000, NOW);
    expect(s.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await b.getSession(s.id, NOW + 999)).toEqual(s);
    expect(await b.getSession(s.id, NOW + 1000)).toBeNull();
    await b.deleteSession(s.id);
    expect(await a.getSession(s.id, NOW)).toBeNull();
    expect(await a.getSession('unknown', NOW)).toBeNull();
  });

  run('counts usage in a rolling window over every key of a visitor', async ({ a, b }) => {
    const keys = ['ip:h1', 'anon:c1'];
    expect((await a.takeUsage(keys, 2, DAY, NOW - DAY)).ticket).not.toBeNull();
    expect((await a.takeUsage(keys, 2, DAY, NOW - 1000)).ticket).not.toBeNull();
    // The first event is exactly one window old: out of the window.
    expect(await b.countUsage(keys, DAY, NOW)).toBe(1);
    const second = await b.takeUsage(['ip:h1', 'anon:other'], 2, DAY, NOW);
    expect(second).toMatchObject({ used: 1 });
    // The IP key is at its limit now; the cookie alone is not, but a visitor is refused on any key.
    expect(await a.takeUsage(['ip:h1', 'anon:fresh'], 2, DAY, NOW)).toEqual({ ticket: null, used: 2 });
    expect(await a.countUsage(['anon:c1'], DAY, NOW)).toBe(1);
    // A returned take (cancelled or failed audit) does not count.
    await a.returnUsage(second.ticket as string);
    expect(await b.countUsage(['ip:h1'], DAY, NOW)).toBe(1);
    expect(await b.countUsage(['anon:other'], DAY, NOW)).toBe(0);
    expect(await a.countUsage(['never:used'], DAY, NOW)).toBe(0);
  });

  run('never lets two simultaneous takes on two connections pass the last allowance', async ({ a, b }) => {
    const keys = ['ip:burst', 'anon:burst'];
    await a.takeUsage(keys, 3, DAY, NOW - 5000);
    // 40 takes at once, half on each connection, for the 2 allowances left.
    const takes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).takeUsage(keys, 3, DAY, NOW + i)),
    );
    expect(takes.filter((t) => t.ticket !== null)).toHaveLength(2);
    expect(await a.countUsage(keys, DAY, NOW + 40)).toBe(3);
  });

  run('creates a secret once, whoever asks first', async ({ a, b }) => {
    const [x, y] = await Promise.all([a.secret('salt', () => 'from-a'), b.secret('salt', () => 'from-b')]);
    expect(x).toBe(y);
    expect(['from-a', 'from-b']).toContain(x);
    expect(await b.secret('salt', () => 'later')).toBe(x);
    expect(await a.secret('other', () => 'o')).toBe('o');
  });

  run('keeps shared reports until they expire; only the owner deletes one', async ({ a, b }) => {
    const r = await a.saveReport('a@example.com', '{"seoScore":90}', 30 * DAY, NOW);
    expect(r).toMatchObject({ owner: 'a@example.com', createdAt: NOW, expiresAt: NOW + 30 * DAY });
    expect(await b.getReport(r.id, NOW + 29 * DAY)).toEqual(r);
    expect(await b.getReport(r.id, NOW + 30 * DAY)).toBeNull();
    expect(await b.deleteReport(r.id, 'b@example.com')).toBe(false);
    expect(await b.getReport(r.id, NOW)).not.toBeNull();
    expect(await b.deleteReport(r.id, 'a@example.com')).toBe(true);
    expect(await a.getReport(r.id, NOW)).toBeNull();
    expect(await a.deleteReport(r.id, 'a@example.com')).toBe(false);
  });

  run('keeps the baseline of a shared comparison with its report', async ({ a, b }) => {
    const plain = await a.saveReport('a@example.com', '{"seoScore":90}', 30 * DAY, NOW);
    expect(plain.baselineJson).toBeNull();
    expect(await b.getReport(plain.id, NOW)).toEqual(plain);
    const r = await a.saveReport('a@example.com', '{"seoScore":90}', 30 * DAY, NOW, '{"seoScore":70}');
    expect(await b.getReport(r.id, NOW)).toEqual({ ...r, baselineJson: '{"seoScore":70}' });
  });

  run('admits audits to the queue up to the limit, across connections', async ({ a, b }) => {
    const takes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).takeSlot(`job${i}`, 4, 120_000, NOW)),
    );
    expect(takes.filter(Boolean)).toHaveLength(4);
    expect(await a.countSlots(120_000, NOW)).toBe(4);
    const held = takes.findIndex(Boolean);
    await b.returnSlot(`job${held}`);
    expect(await a.takeSlot('late', 4, 120_000, NOW)).toBe(true);
    expect(await a.takeSlot('later', 4, 120_000, NOW)).toBe(false);
    // Entries of a process that died are dropped once an audit could no longer be running.
    expect(await b.takeSlot('after', 4, 120_000, NOW + 120_000)).toBe(true);
    expect(await b.countSlots(120_000, NOW + 120_000)).toBe(1);
  });

  run('answers ping and purges', async ({ a }) => {
    expect(await a.ping()).toBe(true);
    expect(await a.purgeExpired(NOW, DAY)).toBeGreaterThanOrEqual(0);
  });
});

describe.skipIf(!hasRedisServer())('Redis store in Redis', () => {
  it('gives every key its own expiry', async () => {
    if (!redis) throw new Error('no redis');
    const raw = await redis.connect();
    const store = openRedisStore(await redis.connect(FAIL_FAST), { prefix: 'ttl:' });
    try {
      const now = Date.now();
      const report = await store.saveReport('a@example.com', '{}', 30 * DAY, now);
      const session = await store.createSession('a@example.com', DAY, now);
      await store.takeUsage(['ip:x'], 3, DAY, now);
      const ttl = async (key: string): Promise<number> => raw.pttl(key);
      expect(await ttl(`ttl:report:${report.id}`)).toBeGreaterThan(30 * DAY - 60_000);
      expect(await ttl(`ttl:session:${session.id}`)).toBeGreaterThan(DAY - 60_000);
      expect(await ttl('ttl:usage:ip:x')).toBeGreaterThan(DAY - 60_000);
      await store.secret('salt', () => 's');
      expect(await ttl('ttl:secret:salt')).toBe(-1);
    } finally {
      await store.close();
      raw.disconnect();
    }
  });

  it('answers StoreUnavailableError while Redis is down, and works again when it is back', async () => {
    // A server of its own: this test stops it.
    const own = await startRedis();
    const connection = new Redis(own.url, { ...FAIL_FAST, retryStrategy: () => 50 });
    connection.on('error', () => undefined);
    const store = openRedisStore(connection);
    try {
      await new Promise((r) => connection.once('ready', r));
      await store.secret('salt', () => 'before');
      own.process.kill('SIGKILL');
      await new Promise((r) => own.process.once('exit', r));
      await new Promise((r) => (connection.status === 'ready' ? connection.once('close', r) : r(null)));
      await expect(store.getSession('x', NOW)).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(await store.ping()).toBe(false);
      // Back (empty: no persistence); the connection finds it by itself.
      await own.restart();
      await new Promise((r) => (connection.status === 'ready' ? r(null) : connection.once('ready', r)));
      expect(await store.ping()).toBe(true);
      expect(await store.secret('salt', () => 'after')).toBe('after');
    } finally {
      await store.close();
      await own.stop();
    }
  });
});
