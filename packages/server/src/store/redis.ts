/**
 * The scale-out store (REDIS_URL): every API process and worker shares it, so API processes hold no
 * state. Keys (all under the prefix, default `rs:`) and their expiry:
 * - `user:<email>` hash (no expiry, like the SQLite row), `session:<id>` hash (PEXPIRE = session TTL),
 * - `usage:<key>` sorted set of events scored by time (PEXPIRE = the window; old events trimmed on
 *   each take), `secret:<name>` string (SET NX, no expiry; unused by the server, whose secrets with
 *   REDIS_URL come from SESSION_SECRET), `report:<id>` hash (PEXPIRE = 30 days),
 * - `queue:slots` sorted set of waiting audits scored by admission time (trimmed past an audit's limit),
 * - monitoring's keys (monitors, runs, alert addresses): redis-monitors.ts.
 * Checks that must be atomic across processes (a take of the last allowance, a queue place, an owner's
 * delete) are Lua scripts, which Redis runs one at a time.
 */
import type { Redis } from 'ioredis';
import { newId } from './ids.js';
import { openRedisMonitorStore } from './redis-monitors.js';
import {
  StoreUnavailableError,
  type Session,
  type Store,
  type StoredReport,
  type User,
  type UsageTake,
} from './types.js';

/** Trims each key's window, refuses when any key is at the limit, else adds the event to every key. */
const TAKE_USAGE = `
local limit, window, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local used = 0
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local n = redis.call('ZCARD', key)
  if n > used then used = n end
end
if used >= limit then return {0, used} end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
end
return {1, used}`;

const TAKE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
return redis.call('ZADD', KEYS[1], 'NX', ARGV[3], ARGV[4])`;

const DELETE_OWNED = `
if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export interface RedisStoreOptions {
  /** Key prefix (tests give each store its own). */
  prefix?: string;
}

/** Options for a command connection: it fails at once while Redis is unreachable instead of queueing. */
export const FAIL_FAST = { enableOfflineQueue: false, maxRetriesPerRequest: 1 } as const;

/** A Redis reply error is a bug or a bad key type, not an outage; everything else means Redis is out of reach. */
function unavailable(err: unknown): Error {
  return err instanceof Error && err.name === 'ReplyError' ? err : new StoreUnavailableError(err);
}

/**
 * The store over `redis` (a connection made with FAIL_FAST; it reconnects by itself). close() ends the
 * connection.
 */
export function openRedisStore(redis: Redis, options: RedisStoreOptions = {}): Store {
  const p = options.prefix ?? 'rs:';
  const k = {
    user: (email: string) => `${p}user:${email}`,
    session: (id: string) => `${p}session:${id}`,
    usage: (key: string) => `${p}usage:${key}`,
    secret: (name: string) => `${p}secret:${name}`,
    report: (id: string) => `${p}report:${id}`,
    slots: `${p}queue:slots`,
  };
  const call = async <T>(op: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') throw new StoreUnavailableError(new Error(`Redis is ${redis.status}`));
    try {
      return await op();
    } catch (err) {
      throw unavailable(err);
    }
  };
  const toUser = (email: string, h: Record<string, string>): User | null =>
    h.name === undefined || h.createdAt === undefined || h.lastLoginAt === undefined
      ? null
      : {
          email,
          name: h.name,
          picture: h.picture ?? null,
          createdAt: h.createdAt,
          lastLoginAt: h.lastLoginAt,
        };

  return {
    ...openRedisMonitorStore(redis, { prefix: p }),
    upsertUser: (user, now) =>
      call(async () => {
        const at = new Date(now).toISOString();
        const key = k.user(user.email);
        const tx = redis.multi().hsetnx(key, 'createdAt', at).hset(key, 'name', user.name, 'lastLoginAt', at);
        if (user.picture === null) tx.hdel(key, 'picture');
        else tx.hset(key, 'picture', user.picture);
        await tx.exec();
        return toUser(user.email, await redis.hgetall(key)) as User;
      }),
    getUser: (email) => call(async () => toUser(email, await redis.hgetall(k.user(email)))),
    createSession: (email, ttlMs, now) =>
      call(async () => {
        const session: Session = { id: newId(), email, expiresAt: now + ttlMs };
        const key = k.session(session.id);
        await redis
          .multi()
          .hset(key, 'email', email, 'expiresAt', session.expiresAt)
          .pexpire(key, ttlMs)
          .exec();
        return session;
      }),
    getSession: (id, now) =>
      call(async () => {
        const [email, expiresAt] = await redis.hmget(k.session(id), 'email', 'expiresAt');
        if (!email || !expiresAt || Number(expiresAt) <= now) return null;
        return { id, email, expiresAt: Number(expiresAt) };
      }),
    deleteSession: (id) =>
      call(async () => {
        await redis.del(k.session(id));
      }),
    countUsage: (keys, windowMs, now) =>
      call(async () => {
        const counts = await Promise.all(
          keys.map((key) => redis.zcount(k.usage(key), `(${now - windowMs}`, '+inf')),
        );
        return Math.max(0, ...counts);
      }),
    takeUsage: (keys, limit, windowMs, now) =>
      call(async (): Promise<UsageTake> => {
        const member = newId();
        // A limit of Infinity (recording without a limit) reaches Lua as a number it can compare.
        const max = Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER;
        const [taken, used] = (await redis.eval(
          TAKE_USAGE,
          keys.length,
          ...keys.map(k.usage),
          max,
          windowMs,
          now,
          member,
        )) as [number, number];
        return { ticket: taken === 1 ? JSON.stringify({ keys, member }) : null, used };
      }),
    returnUsage: (ticket) =>
      call(async () => {
        const { keys, member } = JSON.parse(ticket) as { keys: string[]; member: string };
        await Promise.all(keys.map((key) => redis.zrem(k.usage(key), member)));
      }),
    secret: (name, create) =>
      call(async () => {
        const key = k.secret(name);
        await redis.set(key, create(), 'NX');
        return (await redis.get(key)) as string;
      }),
    saveReport: (owner, json, ttlMs, now, baselineJson = null) =>
      call(async () => {
        const id = newId();
        const report: StoredReport = {
          id,
          owner,
          json,
          baselineJson,
          createdAt: now,
          expiresAt: now + ttlMs,
        };
        const key = k.report(id);
        const fields = { owner, json, createdAt: now, expiresAt: report.expiresAt };
        await redis
          .multi()
          .hset(key, baselineJson === null ? fields : { ...fields, baselineJson })
          .pexpire(key, ttlMs)
          .exec();
        return report;
      }),
    getReport: (id, now) =>
      call(async () => {
        const h = await redis.hgetall(k.report(id));
        if (h.owner === undefined || h.json === undefined || Number(h.expiresAt) <= now) return null;
        return {
          id,
          owner: h.owner,
          json: h.json,
          baselineJson: h.baselineJson ?? null,
          createdAt: Number(h.createdAt),
          expiresAt: Number(h.expiresAt),
        };
      }),
    deleteReport: (id, owner) =>
      call(async () => (await redis.eval(DELETE_OWNED, 1, k.report(id), owner)) === 1),
    takeSlot: (id, limit, maxAgeMs, now) =>
      call(async () => (await redis.eval(TAKE_SLOT, 1, k.slots, limit, maxAgeMs, now, id)) === 1),
    returnSlot: (id) =>
      call(async () => {
        await redis.zrem(k.slots, id);
      }),
    countSlots: (maxAgeMs, now) =>
      call(async () => {
        await redis.zremrangebyscore(k.slots, '-inf', now - maxAgeMs);
        return redis.zcard(k.slots);
      }),
    // Every key carries its own expiry; usage sets are trimmed on each take.
    purgeExpired: async () => 0,
    ping: async () => {
      if (redis.status !== 'ready') return false;
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
