/**
 * The Redis MonitorStore against a real redis-server: the MonitorStore contract (the same suite SQLite
 * passes), then what two processes (two connections here) racing on one tick, one alert, one token or
 * one delete must see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorStore, NewMonitor } from '../monitors/types.js';
import { monitorStoreContract } from '../test-support/monitor-contract.js';
import { FAIL_FAST, openRedisStore } from './redis.js';
import { openRedisMonitorStore } from './redis-monitors.js';
import { hasRedisServer, startRedis, type TestRedis } from '../test-support/redis-server.js';

const NOW = Date.UTC(2026, 0, 10, 12);
const DAY = 86_400_000;

let redis: TestRedis;
let prefixes = 0;

const input = (owner: string, overrides: Partial<NewMonitor> = {}): NewMonitor => ({
  owner,
  url: 'https://example.com/',
  schedule: '0 6 * * *',
  timezone: 'UTC',
  crawl: null,
  minSeverity: 'critical',
  scoreDrop: null,
  alerts: { email: owner, slack: null, webhook: null },
  webhookSecret: null,
  lang: 'en',
  paused: false,
  nextRunAt: NOW + DAY,
  ...overrides,
});

/** Two stores on one prefix over two connections: two processes. */
async function pair(): Promise<{ a: MonitorStore; b: MonitorStore; prefix: string }> {
  const prefix = `m${++prefixes}:`;
  return {
    a: openRedisMonitorStore(await redis.connect(FAIL_FAST), { prefix }),
    b: openRedisMonitorStore(await redis.connect(FAIL_FAST), { prefix }),
    prefix,
  };
}

beforeAll(async () => {
  if (hasRedisServer()) redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe.skipIf(!hasRedisServer())('contract', () => {
  monitorStoreContract('Redis', async () => {
    const prefix = `c${++prefixes}:`;
    const a = openRedisStore(await redis.connect(FAIL_FAST), { prefix });
    const b = openRedisStore(await redis.connect(FAIL_FAST), { prefix });
    return { a, b, close: async () => void (await Promise.all([a.close(), b.close()])) };
  });
});

describe.skipIf(!hasRedisServer())('Redis MonitorStore', () => {
  it('one tick of a monitor is claimed once among simultaneous claimers', async () => {
    const { a, b } = await pair();
    const m = await a.createMonitor(input('ana@example.com'), NOW);
    const tick = { monitorId: m.id, trigger: 'schedule' as const, scheduledFor: NOW + DAY };
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claimRun(tick, NOW)),
    );
    expect(claims.filter((c) => c.created)).toHaveLength(1);
    expect(new Set(claims.map((c) => c.run.id)).size).toBe(1);
    expect(await b.listRuns(m.id, 10)).toHaveLength(1);
    // The next tick is another run.
    expect((await a.claimRun({ ...tick, scheduledFor: NOW + 2 * DAY }, NOW)).created).toBe(true);
  });

  it('a run of a deleted monitor is neither claimed nor stored', async () => {
    const { a } = await pair();
    const m = await a.createMonitor(input('ana@example.com'), NOW);
    expect(await a.deleteMonitor(m.id, 'ana@example.com')).toBe(true);
    const claim = await a.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: NOW }, NOW);
    expect(claim.created).toBe(false);
    expect(await a.listRuns(m.id, 10)).toEqual([]);
  });

  it('marks a run alert sent for the first caller only', async () => {
    const { a, b } = await pair();
    const m = await a.createMonitor(input('ana@example.com'), NOW);
    const { run } = await a.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: NOW }, NOW);
    const marks = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).markAlertSent(run.id, NOW)),
    );
    expect(marks.filter(Boolean)).toHaveLength(1);
    expect((await b.getRun(m.id, run.id))?.alertSentAt).toBe(NOW);
    expect(await a.markAlertSent('no-such-run', NOW)).toBe(false);
  });

  it('keeps the newest successful run with its report as the comparison base', async () => {
    const { a, b } = await pair();
    const m = await a.createMonitor(input('ana@example.com'), NOW);
    const claim = (at: number) => a.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: at }, at);
    const first = (await claim(NOW)).run;
    await a.updateRun(first.id, { status: 'ok', startedAt: NOW, finishedAt: NOW + 10, score: 80 }, '{"n":1}');
    const second = (await claim(NOW + DAY)).run;
    await b.updateRun(second.id, {
      status: 'failed',
      finishedAt: NOW + DAY + 10,
      error: { code: 'TIMEOUT', message: 'x' },
    });
    const base = await b.lastSuccessfulRun(m.id, NOW + 2 * DAY);
    expect(base?.run.id).toBe(first.id);
    expect(base?.reportJson).toBe('{"n":1}');
    expect(await b.lastSuccessfulRun(m.id, NOW + 10)).toBeNull();
    expect(await a.getRunReport(m.id, second.id)).toBeNull();
    expect((await a.listRuns(m.id, 10)).map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it('deletes a monitor with its runs for its owner only; a late update does not bring a run back', async () => {
    const { a, b } = await pair();
    const m = await a.createMonitor(input('ana@example.com'), NOW);
    const { run } = await a.claimRun({ monitorId: m.id, trigger: 'manual', scheduledFor: NOW }, NOW);
    expect(await b.deleteMonitor(m.id, 'eve@example.com')).toBe(false);
    expect(await b.updateMonitor(m.id, 'eve@example.com', { paused: true }, NOW)).toBeNull();
    expect(await a.getMonitor(m.id, 'eve@example.com')).toBeNull();
    expect(await b.deleteMonitor(m.id, 'ana@example.com')).toBe(true);
    await a.updateRun(run.id, { status: 'ok', finishedAt: NOW + 5 }, '{}');
    await a.setMonitorState(m.id, 'ok', NOW + 5);
    expect(await a.getMonitor(m.id)).toBeNull();
    expect(await a.getRun(m.id, run.id)).toBeNull();
    expect(await a.getRunReport(m.id, run.id)).toBeNull();
    expect(await a.listMonitors('ana@example.com')).toEqual([]);
  });

  it('prunes runs past the retention and beyond the per-monitor count', async () => {
    const { a } = await pair();
    const m = await a.createMonitor(input('ana@example.com'), NOW);
    for (let day = 0; day < 6; day++)
      await a.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: NOW + day * DAY }, NOW);
    // Retention 4 days at NOW + 5 days drops days 0; keep 3 drops days 1 and 2 too.
    expect(await a.pruneRuns(NOW + 5 * DAY, 4.5 * DAY, 3)).toBe(3);
    expect((await a.listRuns(m.id, 10)).map((r) => r.scheduledFor)).toEqual(
      [5, 4, 3].map((d) => NOW + d * DAY),
    );
    // A pruned tick is free again (only matters for a retry past the retention).
    expect(await a.pruneRuns(NOW + 5 * DAY, 4.5 * DAY, 3)).toBe(0);
  });

  it('a confirmation token works once, and not after it expired', async () => {
    const { a, b, prefix } = await pair();
    await a.createAlertAddressToken('ana@example.com', 'team@example.org', 'tok-1', NOW + DAY);
    await a.createAlertAddressToken('ana@example.com', 'late@example.org', 'tok-2', NOW + 1);
    const both = await Promise.all([
      a.confirmAlertAddress('tok-1', NOW),
      b.confirmAlertAddress('tok-1', NOW),
    ]);
    expect(both.filter(Boolean)).toEqual([{ owner: 'ana@example.com', email: 'team@example.org' }]);
    expect(await a.isAlertAddressConfirmed('ana@example.com', 'team@example.org')).toBe(true);
    expect(await a.isAlertAddressConfirmed('eve@example.com', 'team@example.org')).toBe(false);
    expect(await b.confirmAlertAddress('tok-2', NOW + 2)).toBeNull();
    expect(await b.isAlertAddressConfirmed('ana@example.com', 'late@example.org')).toBe(false);
    // An expired token nobody used goes with the periodic pruning.
    await a.createAlertAddressToken('ana@example.com', 'never@example.org', 'tok-3', NOW + 1);
    const keys = await redis.connect();
    expect(await keys.keys(`${prefix}alert-token*`)).not.toEqual([]);
    await b.pruneRuns(NOW + 2, DAY, 10);
    expect(await keys.keys(`${prefix}alert-token*`)).toEqual([]);
  });

  it('"Delete my data" removes the monitors, runs, addresses and shared reports of that user only', async () => {
    const { a, prefix } = await pair();
    const reports = openRedisStore(await redis.connect(FAIL_FAST), { prefix });
    const mine = await a.createMonitor(input('ana@example.com'), NOW);
    await a.createMonitor(input('ana@example.com'), NOW + 1);
    const theirs = await a.createMonitor(input('eve@example.com'), NOW);
    await a.claimRun({ monitorId: mine.id, trigger: 'schedule', scheduledFor: NOW }, NOW);
    await a.claimRun({ monitorId: theirs.id, trigger: 'schedule', scheduledFor: NOW }, NOW);
    await a.createAlertAddressToken('ana@example.com', 'team@example.org', 'tok-a', NOW + DAY);
    await a.confirmAlertAddress('tok-a', NOW);
    await a.createAlertAddressToken('ana@example.com', 'other@example.org', 'tok-b', NOW + DAY);
    const shared = await reports.saveReport('ana@example.com', '{}', DAY, NOW);
    const kept = await reports.saveReport('eve@example.com', '{}', DAY, NOW);

    expect(await a.deleteUserData('ana@example.com')).toEqual({ monitors: 2, runs: 1, reports: 1 });
    expect(await a.countMonitors('ana@example.com')).toBe(0);
    expect(await a.isAlertAddressConfirmed('ana@example.com', 'team@example.org')).toBe(false);
    expect(await a.confirmAlertAddress('tok-b', NOW)).toBeNull();
    expect(await reports.getReport(shared.id, NOW)).toBeNull();
    expect(await reports.getReport(kept.id, NOW)).not.toBeNull();
    expect((await a.activeMonitors()).map((m) => m.id)).toEqual([theirs.id]);
    expect(await a.listRuns(theirs.id, 10)).toHaveLength(1);
    const left = await (await redis.connect()).keys(`${prefix}*ana@example.com*`);
    expect(left).toEqual([]);
    await reports.close();
  });
});
