/**
 * The embedded scheduler in a real app (SQLite, real audits of a local site): a schedule fires on its own
 * with scheduledFor = the tick, and a restart keeps every monitor and runs a missed tick once. The
 * clock is the wall clock moved by a constant, so the next minute starts within a second (no waiting
 * for a real minute to pass) and "the server was down for three hours" is a clock three hours behind.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { openSqliteStore } from '../store/sqlite.js';
import { testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';
import type { EmbeddedScheduler } from './embedded-scheduler.js';
import { PAGE, watchRuns } from '../test-support/monitor-runs.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ '/': html(PAGE()) });
});
afterAll(async () => {
  await site?.close();
});

const env = (dataDir: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  ALLOW_PRIVATE_TARGETS: 'true',
  SESSION_SECRET: TEST_SECRET,
  MONITOR_MIN_INTERVAL: '1m',
  LAB: 'off',
});

/** An app on `dataDir` whose clock is the wall clock plus `shift`, with a store that tells when runs end. */
async function start(dataDir: string, shift: number | (() => number)) {
  const watched = watchRuns(openSqliteStore(join(dataDir, 'rankscope.db')));
  const offset = typeof shift === 'number' ? () => shift : shift;
  const t = await testApp(env(dataDir), { store: watched.store, now: () => Date.now() + offset() });
  return { t, watched, scheduler: t.app.monitorScheduler as EmbeddedScheduler };
}

async function signIn(t: TestApp, email: string): Promise<Record<string, string>> {
  const session = await t.ctx.store.createSession(email, 30 * 24 * HOUR, t.ctx.now());
  return { [SESSION_COOKIE]: t.app.signCookie(session.id) };
}

const create = async (t: TestApp, cookies: Record<string, string>, body: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/monitors', cookies, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; nextRunAt: string };
};

describe('embedded scheduler', () => {
  it('runs a one-minute schedule on its own, for the tick it belongs to', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rankscope-sched-'));
    let shift = 0;
    const { t, watched, scheduler } = await start(dataDir, () => shift);
    try {
      const cookies = await signIn(t, 'ann@example.com');
      // From now on the app's clock reads 1.5 s before a whole minute.
      shift = Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE - 1500 - Date.now();
      const m = await create(t, cookies, { url: site.url('/'), schedule: '* * * * *' });
      const tick = Date.parse(m.nextRunAt);
      expect(tick % MINUTE).toBe(0);
      expect(tick - t.ctx.now()).toBeLessThanOrEqual(1500);
      expect(scheduler.armed).toBe(1);

      const run = await watched.nextFinished(m.id);
      await scheduler.idle();
      expect(run).toMatchObject({ trigger: 'schedule', scheduledFor: tick, status: 'ok' });
      const after = await t.ctx.store.getMonitor(m.id);
      expect(after).toMatchObject({ state: 'ok', nextRunAt: tick + MINUTE });
      expect(after?.lastRunAt).toBeGreaterThanOrEqual(tick);
    } finally {
      await t.close();
    }
  });

  it('keeps every monitor across a restart, runs a tick missed while down once (not once per tick) and carries on an interrupted run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rankscope-restart-'));
    // Before the outage: the clock three hours and a half back; the monitors are saved then.
    const before = await start(dataDir, -3.5 * HOUR);
    const cookies = await signIn(before.t, 'ann@example.com');
    const hourly = await create(before.t, cookies, { url: site.url('/'), schedule: '0 * * * *' });
    const paused = await create(before.t, cookies, { url: site.url('/'), schedule: '30 * * * *' });
    const plain = await create(before.t, cookies, { url: site.url('/'), schedule: '0 * * * *' });
    await before.t.app.inject({
      method: 'PATCH',
      url: `/api/monitors/${paused.id}`,
      cookies,
      payload: { paused: true },
    });
    const missed = Date.parse(hourly.nextRunAt);
    expect(missed).toBeLessThan(Date.now() - 2 * HOUR);
    // A manual run the process had started when it died.
    const interrupted = (
      await before.t.ctx.store.claimRun(
        { monitorId: hourly.id, trigger: 'manual', scheduledFor: missed - HOUR },
        missed - HOUR,
        { exclusive: true },
      )
    ).run;
    await before.t.ctx.store.updateRun(interrupted.id, { status: 'running', startedAt: missed - HOUR });
    await before.t.close();

    // Back up three hours later: three ticks of the hourly monitor were missed.
    const after = await start(dataDir, 0);
    try {
      // The catch-up was queued when the app started: wait for the queue, then read the runs.
      await after.scheduler.idle();
      // The interrupted run carried on (once); one run of a monitor at a time, so the ticks missed
      // meanwhile are counted on it rather than run beside it.
      const runs = await after.t.ctx.store.listRuns(hourly.id, 10);
      // The hourly ticks from the first missed one to now: three or four, by the minute the test runs.
      const ticks = Math.floor(Date.now() / HOUR) - missed / HOUR + 1;
      expect(ticks).toBeGreaterThanOrEqual(3);
      expect(runs.map((r) => [r.trigger, r.scheduledFor, r.status, r.missedTicks])).toEqual([
        ['manual', missed - HOUR, 'ok', ticks],
      ]);
      expect(runs[0]?.id).toBe(interrupted.id);
      // Without an interrupted run: one catch-up for the first missed tick, the others counted on it.
      const caughtUp = await after.t.ctx.store.listRuns(plain.id, 10);
      expect(caughtUp.map((r) => [r.trigger, r.scheduledFor, r.status, r.missedTicks])).toEqual([
        ['schedule', missed, 'ok', ticks - 1],
      ]);
      expect(await after.t.ctx.store.listRuns(paused.id, 10)).toHaveLength(0);
      const listed = (await after.t.app.inject({ url: '/api/monitors', cookies })).json() as Array<{
        id: string;
        paused: boolean;
        nextRunAt: string | null;
      }>;
      expect(listed.map((m) => [m.id, m.paused])).toEqual([
        [hourly.id, false],
        [paused.id, true],
        [plain.id, false],
      ]);
      const next = Date.parse(listed[0]?.nextRunAt ?? '');
      expect(next).toBeGreaterThan(Date.now());
      expect(next - Date.now()).toBeLessThanOrEqual(HOUR);
      expect(after.scheduler.armed).toBe(2);
    } finally {
      await after.t.close();
    }

    // Another restart with nothing missed: no run.
    const again = await start(dataDir, 0);
    try {
      await again.scheduler.idle();
      expect(await again.t.ctx.store.listRuns(hourly.id, 10)).toHaveLength(1);
      expect(again.scheduler.armed).toBe(2);
    } finally {
      await again.t.close();
    }
  });
});
