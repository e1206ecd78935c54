/**
 * The BullMQ monitor scheduler and worker on a real redis-server, in this process: two schedulers and
 * two workers, each with its own connections, stand for two API processes and two worker processes.
 * (scaleout-monitors.local.test.ts runs the built processes with a one-minute cron; here a seconds field in
 * the cron expression makes ticks come every second.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIL_FAST, openRedisStore } from '../store/redis.js';
import { hasRedisServer, startRedis, type TestRedis } from '../test-support/redis-server.js';
import type { Store } from '../store/types.js';
import { newMonitor } from '../test-support/monitor-contract.js';
import { createRedisMonitorScheduler, schedulerId, type RedisMonitorScheduler } from './redis-scheduler.js';
import { startMonitorWorker, type MonitorTask, type MonitorWorker } from './redis-worker.js';

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined };

let redis: TestRedis;
let store: Store;
const schedulers: RedisMonitorScheduler[] = [];
const workers: MonitorWorker[] = [];
const tasks: MonitorTask[] = [];
const waiters: Array<() => void> = [];
const PREFIX = 'sched:';

/** Resolves once `check` holds, re-checked after each task a worker finishes (no clock waits). */
function when(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const test = (): void => (check() ? resolve() : void waiters.push(test));
    test();
  });
}

describe.skipIf(!hasRedisServer())('Redis monitor scheduler', () => {
  beforeAll(async () => {
    redis = await startRedis();
    store = openRedisStore(await redis.connect(FAIL_FAST), { prefix: PREFIX });
    for (let i = 0; i < 2; i++) {
      const own = openRedisStore(await redis.connect(FAIL_FAST), { prefix: PREFIX });
      schedulers.push(
        await createRedisMonitorScheduler({ url: redis.url, prefix: PREFIX, store: own, now: Date.now }),
      );
      workers.push(
        await startMonitorWorker({
          url: redis.url,
          prefix: PREFIX,
          concurrency: 2,
          lockMs: 5000,
          stalledMs: 2000,
          maxStalled: 1,
          runTimeoutMs: 10_000,
          log: quiet,
          // Every job a worker runs is recorded (a tick run twice would show here), and claims its tick.
          execute: async (task) => {
            tasks.push(task);
            if (!task.runId) await own.claimRun(task, Date.now());
            for (const w of waiters.splice(0)) w();
          },
        }),
      );
    }
  }, 30_000);

  afterAll(async () => {
    for (const w of workers) await w.close(1000);
    for (const s of schedulers) await s.close();
    await store?.close();
    await redis?.stop();
  });

  it('two API processes scheduling one monitor make one scheduler; each tick runs once', async () => {
    const m = await store.createMonitor(
      newMonitor('ann@example.com', { schedule: '* * * * * *' }),
      Date.now(),
    );
    const [a, b] = schedulers as [RedisMonitorScheduler, RedisMonitorScheduler];
    const [nextA, nextB] = await Promise.all([a.upsert(m), b.upsert(m)]);
    expect(nextA).toBeGreaterThan(Date.now() - 1000);
    expect(Math.abs((nextA ?? 0) - (nextB ?? 0))).toBeLessThanOrEqual(1000);
    expect(await a.queue.getJobSchedulersCount()).toBe(1);
    expect((await store.getMonitor(m.id))?.nextRunAt).toBeOneOf([nextA, nextB]);

    await when(() => tasks.filter((t) => t.monitorId === m.id).length >= 3);
    await a.remove(m.id);
    // Runs read first: a job still running now may add a task, never a run without its task.
    const runs = (await store.listRuns(m.id, 100)).map((r) => r.scheduledFor);
    const ticks = tasks.filter((t) => t.monitorId === m.id).map((t) => t.scheduledFor);
    // Whole seconds, one job each: no tick twice, none from a second scheduler.
    expect(new Set(ticks).size).toBe(ticks.length);
    for (const t of ticks) expect(t % 1000).toBe(0);
    expect(tasks.every((t) => t.trigger === 'schedule' && !t.retry)).toBe(true);
    expect(ticks).toEqual(expect.arrayContaining(runs));
    expect(new Set(runs).size).toBe(runs.length);
    expect(await b.queue.getJobSchedulersCount()).toBe(0);
    await store.deleteMonitor(m.id, m.owner);
  }, 20_000);

  it('a paused monitor has no scheduler and no pending tick', async () => {
    const [a] = schedulers as [RedisMonitorScheduler];
    const m = await store.createMonitor(newMonitor('ann@example.com', { schedule: '0 6 * * *' }), Date.now());
    expect(await a.upsert(m)).toBeGreaterThan(Date.now());
    expect(await a.queue.getJobScheduler(schedulerId(m.id))).toMatchObject({ pattern: '0 6 * * *' });
    expect(await a.queue.getDelayedCount()).toBe(1);
    expect(await a.upsert({ ...m, paused: true })).toBeNull();
    expect(await a.queue.getJobScheduler(schedulerId(m.id))).toBeUndefined();
    expect(await a.queue.getDelayedCount()).toBe(0);
    await store.deleteMonitor(m.id, m.owner);
  });

  it('start() repairs what a crash left: schedules a monitor without one, drops an orphan', async () => {
    const [a, b] = schedulers as [RedisMonitorScheduler, RedisMonitorScheduler];
    const kept = await store.createMonitor(newMonitor('ann@example.com'), Date.now());
    const gone = await store.createMonitor(newMonitor('ann@example.com'), Date.now());
    await a.upsert(gone);
    await store.deleteMonitor(gone.id, gone.owner);
    await b.start();
    const keys = (await a.queue.getJobSchedulers()).map((s) => s.key);
    expect(keys).toEqual([schedulerId(kept.id)]);
    await a.remove(kept.id);
    await store.deleteMonitor(kept.id, kept.owner);
  });

  it('a manual run is a queued run at once and a job a worker runs', async () => {
    const [a] = schedulers as [RedisMonitorScheduler];
    const m = await store.createMonitor(newMonitor('ann@example.com'), Date.now());
    const runId = await a.runNow(m);
    expect(await store.getRun(m.id, runId)).toMatchObject({ trigger: 'manual', status: 'queued' });
    await when(() => tasks.some((t) => t.runId === runId));
    expect(tasks.find((t) => t.runId === runId)).toMatchObject({ monitorId: m.id, trigger: 'manual' });
  });

  it('two API processes asked "Run now" at once make one run and one job (one run of a monitor at a time)', async () => {
    const [a, b] = schedulers as [RedisMonitorScheduler, RedisMonitorScheduler];
    const m = await store.createMonitor(newMonitor('ann@example.com'), Date.now());
    const ids = await Promise.all([a.runNow(m), b.runNow(m), a.runNow(m), b.runNow(m)]);
    expect(new Set(ids).size).toBe(1);
    expect((await store.listRuns(m.id, 10)).map((r) => r.id)).toEqual([ids[0]]);
    await when(() => tasks.some((t) => t.runId === ids[0]));
    const jobs = await a.queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'failed']);
    expect(jobs.filter((j) => j.data.monitorId === m.id)).toHaveLength(1);
  });

  it('a manual run that cannot be queued is recorded failed, not left queued', async () => {
    const m = await store.createMonitor(newMonitor('ann@example.com'), Date.now());
    const own = openRedisStore(await redis.connect(FAIL_FAST), { prefix: PREFIX });
    const cut = await createRedisMonitorScheduler({
      url: redis.url,
      prefix: PREFIX,
      store: own,
      now: Date.now,
    });
    // Its queue's connection is gone: the claim succeeds (the store's own connection), the add fails.
    await cut.close();
    await expect(cut.runNow(m)).rejects.toThrow();
    const [run] = await store.listRuns(m.id, 5);
    expect(run).toMatchObject({ trigger: 'manual', status: 'failed', error: { code: 'INTERNAL' } });
    await own.close();
  });
});
