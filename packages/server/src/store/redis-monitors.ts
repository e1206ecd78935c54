/**
 * The Redis MonitorStore (REDIS_URL): monitors, their runs and confirmed alert addresses, shared by
 * every API process and worker. Keys, all under the prefix (default `rs:`):
 * - `mon:<id>` hash (each field JSON), `mons:<owner>` and `mons` sorted sets of ids by creation time,
 * - `mrun:<runId>` hash (each field JSON), `mrun-report:<runId>` string (the report's JSON text),
 * - `mruns:<monitorId>` runs by tick (scheduledFor), `mruns-ok:<monitorId>` successful runs by
 *   finishedAt (the comparison's base), `mticks:<monitorId>` hash tick → run id (the idempotency key),
 *   `mactive:<monitorId>` the run holding the monitor (one at a time; expires with its lease),
 * - `alert-ok:<owner>` set of confirmed addresses, `alert-token:<token>` hash, and
 *   `alert-tokens:<owner>` the owner's pending tokens (for "Delete my data"), `alert-tokens` every
 *   pending token by expiry (pruneRuns drops the expired ones).
 * The atomic parts (a tick's claim, the single alert, owner-checked deletes, single-use confirmations)
 * are the Lua scripts of redis-monitors-lua.ts. Nothing here expires by itself: runs and stale tokens go
 * by pruneRuns (RUN_RETENTION_DAYS, RUNS_PER_MONITOR), monitors by their owner.
 */
import type { Redis } from 'ioredis';
import {
  CLAIM_LEASE_MS,
  RUN_LEASE_MS,
  type Monitor,
  type MonitorRun,
  type MonitorStore,
} from '../monitors/types.js';
import { newId } from './ids.js';
import {
  CLAIM_RUN,
  CONFIRM_ADDRESS,
  DELETE_MONITOR,
  DROP_TOKEN,
  HOLD_RUN,
  HSET_IF,
  MARK_ALERT_SENT,
  PRUNE_RUNS,
  UPDATE_RUN,
} from './redis-monitors-lua.js';
import { StoreUnavailableError } from './types.js';

export interface RedisMonitorStoreOptions {
  prefix?: string;
}

/** Hash fields as JSON text: numbers, nulls, booleans and objects come back as they went in. */
const pairs = (obj: object): string[] =>
  Object.entries(obj).flatMap(([key, value]) =>
    value === undefined ? [] : [key, JSON.stringify(value as unknown)],
  );
const parse = <T>(h: Record<string, string>): T | null => {
  if (Object.keys(h).length === 0) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(h)) out[key] = JSON.parse(value) as unknown;
  return out as T;
};

const unavailable = (err: unknown): Error =>
  err instanceof Error && err.name === 'ReplyError' ? err : new StoreUnavailableError(err);

/** The MonitorStore over `redis` (the fail-fast command connection of the shared state). */
export function openRedisMonitorStore(redis: Redis, options: RedisMonitorStoreOptions = {}): MonitorStore {
  const p = options.prefix ?? 'rs:';
  const k = {
    monitor: (id: string) => `${p}mon:${id}`,
    owned: (owner: string) => `${p}mons:${owner}`,
    all: `${p}mons`,
    run: (id: string) => `${p}mrun:${id}`,
    report: (id: string) => `${p}mrun-report:${id}`,
    runs: (monitorId: string) => `${p}mruns:${monitorId}`,
    ok: (monitorId: string) => `${p}mruns-ok:${monitorId}`,
    ticks: (monitorId: string) => `${p}mticks:${monitorId}`,
    active: (monitorId: string) => `${p}mactive:${monitorId}`,
    confirmed: (owner: string) => `${p}alert-ok:${owner}`,
    token: (token: string) => `${p}alert-token:${token}`,
    tokens: (owner: string) => `${p}alert-tokens:${owner}`,
    allTokens: `${p}alert-tokens`,
  };
  const call = async <T>(op: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') throw new StoreUnavailableError(new Error(`Redis is ${redis.status}`));
    try {
      return await op();
    } catch (err) {
      throw unavailable(err);
    }
  };
  // Monitors stored before issue 32 have no credentials field.
  const withCredentials = (m: Monitor | null): Monitor | null =>
    m ? { ...m, credentials: m.credentials ?? null } : null;
  const readMonitors = async (ids: string[]): Promise<Monitor[]> => {
    if (ids.length === 0) return [];
    const pipe = redis.pipeline();
    for (const id of ids) pipe.hgetall(k.monitor(id));
    const rows = (await pipe.exec()) ?? [];
    return rows.flatMap(([err, h]) => {
      if (err) throw err;
      const monitor = withCredentials(parse<Monitor>(h as Record<string, string>));
      return monitor ? [monitor] : [];
    });
  };
  // Runs stored before issue 32 have no missedTicks.
  const withMissed = (run: MonitorRun | null): MonitorRun | null =>
    run ? { ...run, missedTicks: run.missedTicks ?? 0 } : null;
  const readRun = async (id: string): Promise<MonitorRun | null> =>
    withMissed(parse<MonitorRun>(await redis.hgetall(k.run(id))));
  const readRuns = async (ids: string[]): Promise<MonitorRun[]> => {
    if (ids.length === 0) return [];
    const pipe = redis.pipeline();
    for (const id of ids) pipe.hgetall(k.run(id));
    const rows = (await pipe.exec()) ?? [];
    return rows.flatMap(([err, h]) => {
      if (err) throw err;
      const run = withMissed(parse<MonitorRun>(h as Record<string, string>));
      return run ? [run] : [];
    });
  };
  const getMonitor = async (id: string, owner?: string): Promise<Monitor | null> => {
    const monitor = withCredentials(parse<Monitor>(await redis.hgetall(k.monitor(id))));
    return monitor && (owner === undefined || monitor.owner === owner) ? monitor : null;
  };
  const deleteMonitor = async (id: string, owner: string): Promise<number> =>
    (await redis.eval(
      DELETE_MONITOR,
      6,
      k.monitor(id),
      k.owned(owner),
      k.all,
      k.runs(id),
      k.ok(id),
      k.ticks(id),
      p,
      JSON.stringify(owner),
      id,
    )) as number;

  return {
    createMonitor: (input, now) =>
      call(async () => {
        const monitor: Monitor = {
          ...input,
          credentials: input.credentials ?? null,
          id: newId(),
          state: 'new',
          createdAt: now,
          updatedAt: now,
          lastRunAt: null,
        };
        await redis
          .multi()
          .hset(k.monitor(monitor.id), ...pairs(monitor))
          .zadd(k.owned(monitor.owner), now, monitor.id)
          .zadd(k.all, now, monitor.id)
          .exec();
        return monitor;
      }),
    getMonitor: (id, owner) => call(() => getMonitor(id, owner)),
    listMonitors: (owner) => call(async () => readMonitors(await redis.zrange(k.owned(owner), '0', '-1'))),
    countMonitors: (owner) => call(() => redis.zcard(k.owned(owner))),
    activeMonitors: () =>
      call(async () => (await readMonitors(await redis.zrange(k.all, '0', '-1'))).filter((m) => !m.paused)),
    updateMonitor: (id, owner, patch, now) =>
      call(async () => {
        const fields = pairs({ ...patch, updatedAt: now });
        const done = await redis.eval(
          HSET_IF,
          1,
          k.monitor(id),
          owner === null ? '' : JSON.stringify(owner),
          ...fields,
        );
        return done === 1 ? getMonitor(id) : null;
      }),
    setMonitorState: (id, state, lastRunAt) =>
      call(async () => {
        await redis.eval(HSET_IF, 1, k.monitor(id), '', ...pairs({ state, lastRunAt }));
      }),
    deleteMonitor: (id, owner) => call(async () => (await deleteMonitor(id, owner)) > 0),

    claimRun: (input, now, options) =>
      call(async () => {
        const run: MonitorRun = {
          id: newId(),
          monitorId: input.monitorId,
          trigger: input.trigger,
          scheduledFor: input.scheduledFor,
          startedAt: null,
          finishedAt: null,
          status: 'queued',
          score: null,
          previousScore: null,
          error: null,
          changes: { new: [], fixed: [] },
          alert: null,
          alertSentAt: null,
          missedTicks: input.missedTicks ?? 0,
        };
        const [created, id, mine] = (await redis.eval(
          CLAIM_RUN,
          4,
          k.monitor(input.monitorId),
          k.ticks(input.monitorId),
          k.runs(input.monitorId),
          k.active(input.monitorId),
          p,
          String(input.scheduledFor),
          run.id,
          options?.exclusive ? '1' : '0',
          String(CLAIM_LEASE_MS),
          String(1 + (input.missedTicks ?? 0)),
          input.trigger,
          ...pairs(run),
        )) as [number, string, string?];
        // The monitor is gone: nothing was stored and nothing is to run.
        if (created === -1) return { run: { ...run, status: 'failed' as const }, created: false };
        if (created === 2) {
          const own = mine ? await readRun(mine) : null;
          return {
            run: own ?? { ...run, id: '', status: 'failed' as const, finishedAt: now },
            created: false,
            busyWith: id,
          };
        }
        if (created === 1) return { run, created: true };
        const existing = await readRun(id);
        return existing ? { run: existing, created: false } : { run, created: false };
      }),
    updateRun: (id, patch, reportJson) =>
      call(async () => {
        const run = await redis.hmget(k.run(id), 'monitorId');
        const monitorId = run[0] ? (JSON.parse(run[0]) as string) : null;
        if (monitorId === null) return;
        await redis.eval(
          UPDATE_RUN,
          3,
          k.run(id),
          k.ok(monitorId),
          k.report(id),
          id,
          patch.status ?? '',
          patch.finishedAt == null ? '' : String(patch.finishedAt),
          reportJson ?? '',
          ...pairs(patch),
        );
        const ended = patch.status === 'ok' || patch.status === 'failed';
        if (ended || typeof patch.startedAt === 'number')
          await redis.eval(HOLD_RUN, 1, k.active(monitorId), id, ended ? 'release' : 'renew', RUN_LEASE_MS);
      }),
    markAlertSent: (runId, now) =>
      call(async () => (await redis.eval(MARK_ALERT_SENT, 1, k.run(runId), JSON.stringify(now))) === 1),
    getRun: (monitorId, runId) =>
      call(async () => {
        const run = await readRun(runId);
        return run?.monitorId === monitorId ? run : null;
      }),
    getRunReport: (monitorId, runId) =>
      call(async () => {
        const run = await redis.hget(k.run(runId), 'monitorId');
        if (run === null || JSON.parse(run) !== monitorId) return null;
        return redis.get(k.report(runId));
      }),
    listRuns: (monitorId, limit) =>
      call(async () => (limit <= 0 ? [] : readRuns(await redis.zrevrange(k.runs(monitorId), 0, limit - 1)))),
    lastSuccessfulRun: (monitorId, before) =>
      call(async () => {
        const ids = await redis.zrevrangebyscore(k.ok(monitorId), `(${before}`, '-inf', 'LIMIT', 0, 5);
        for (const id of ids) {
          const [run, reportJson] = await Promise.all([readRun(id), redis.get(k.report(id))]);
          if (run && reportJson !== null) return { run, reportJson };
        }
        return null;
      }),
    pruneRuns: (now, retentionMs, perMonitor, monitorId?: string) =>
      call(async () => {
        let gone = 0;
        const ids = monitorId === undefined ? await redis.zrange(k.all, '0', '-1') : [monitorId];
        for (const id of ids) {
          gone += (await redis.eval(
            PRUNE_RUNS,
            3,
            k.runs(id),
            k.ok(id),
            k.ticks(id),
            p,
            now - retentionMs,
            Math.max(0, perMonitor),
          )) as number;
        }
        // Expired confirmation tokens go with the periodic pass (their expiry is on the callers' clock).
        if (monitorId !== undefined) return gone;
        const expired = await redis.zrangebyscore(k.allTokens, '-inf', now);
        for (const key of expired) await redis.eval(DROP_TOKEN, 2, key, k.allTokens, p);
        return gone;
      }),

    isAlertAddressConfirmed: (owner, email) =>
      call(async () => (await redis.sismember(k.confirmed(owner), email)) === 1),
    createAlertAddressToken: (owner, email, token, expiresAt) =>
      call(async () => {
        await redis
          .multi()
          .hset(k.token(token), 'owner', owner, 'email', email, 'expiresAt', expiresAt)
          .sadd(k.tokens(owner), k.token(token))
          .zadd(k.allTokens, expiresAt, k.token(token))
          .exec();
      }),
    confirmAlertAddress: (token, now) =>
      call(async () => {
        const r = (await redis.eval(CONFIRM_ADDRESS, 2, k.token(token), k.allTokens, p, now)) as
          [string, string] | null;
        return r ? { owner: r[0], email: r[1] } : null;
      }),

    deleteUserData: (owner) =>
      call(async () => {
        let monitors = 0;
        let runs = 0;
        for (const id of await redis.zrange(k.owned(owner), '0', '-1')) {
          const n = await deleteMonitor(id, owner);
          if (n > 0) {
            monitors += 1;
            runs += n - 1;
          }
        }
        const tokens = await redis.smembers(k.tokens(owner));
        const tx = redis.multi().del(k.confirmed(owner), k.tokens(owner), k.owned(owner), ...tokens);
        if (tokens.length > 0) tx.zrem(k.allTokens, ...tokens);
        await tx.exec();
        return { monitors, runs, reports: await deleteReports(redis, p, owner) };
      }),
  };
}

const DELETE_OWNED_REPORT = `
if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * The owner's shared reports (store/redis.ts keeps them as `report:<id>` hashes without an index by
 * owner): a SCAN over them, each deleted by an owner-checked script. Rare ("Delete my data") and bounded
 * by the reports alive (30 days).
 */
async function deleteReports(redis: Redis, p: string, owner: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${p}report:*`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) deleted += (await redis.eval(DELETE_OWNED_REPORT, 1, key, owner)) as number;
  } while (cursor !== '0');
  return deleted;
}
