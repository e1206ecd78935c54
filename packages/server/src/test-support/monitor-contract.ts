/**
 * The monitoring part of the store contract (MonitorStore, ../monitors/types.ts), one suite for every
 * implementation: sqlite-monitors.test.ts runs it on SQLite, the Redis store runs it on a real
 * redis-server. `open` gives two stores on the same data over two connections (two processes).
 */
import { describe, expect, it } from 'vitest';
import type { NewMonitor } from '../monitors/types.js';
import type { Store } from '../store/types.js';

export interface MonitorStorePair {
  a: Store;
  b: Store;
  close(): Promise<void>;
}

const NOW = Date.UTC(2026, 0, 10, 12);
const DAY = 86_400_000;
const REPORT = (score: number): string => JSON.stringify({ seoScore: score });

export const newMonitor = (owner: string, over: Partial<NewMonitor> = {}): NewMonitor => ({
  owner,
  url: 'https://example.com/',
  schedule: '0 6 * * *',
  timezone: 'Europe/Paris',
  crawl: null,
  minSeverity: 'critical',
  scoreDrop: null,
  alerts: { email: owner, slack: null, webhook: null },
  webhookSecret: null,
  lang: 'en',
  paused: false,
  nextRunAt: NOW + 3_600_000,
  ...over,
});

export function monitorStoreContract(name: string, open: () => Promise<MonitorStorePair>): void {
  const run = (title: string, body: (pair: MonitorStorePair) => Promise<void>): void => {
    it(title, async () => {
      const pair = await open();
      try {
        await body(pair);
      } finally {
        await pair.close();
      }
    });
  };

  describe(`${name} monitor store`, () => {
    run('creates monitors and answers them to their owner only, oldest first', async ({ a, b }) => {
      const first = await a.createMonitor(
        newMonitor('ann@example.com', {
          crawl: 20,
          scoreDrop: 5,
          alerts: {
            email: 'ann@example.com',
            slack: 'https://hooks.slack.com/x',
            webhook: 'https://h.test/',
          },
          webhookSecret: 'whsec_abc',
          lang: 'fr',
        }),
        NOW,
      );
      expect(first).toMatchObject({
        owner: 'ann@example.com',
        crawl: 20,
        scoreDrop: 5,
        alerts: { email: 'ann@example.com', slack: 'https://hooks.slack.com/x', webhook: 'https://h.test/' },
        webhookSecret: 'whsec_abc',
        lang: 'fr',
        paused: false,
        state: 'new',
        createdAt: NOW,
        updatedAt: NOW,
        nextRunAt: NOW + 3_600_000,
        lastRunAt: null,
      });
      const second = await a.createMonitor(
        newMonitor('ann@example.com', { paused: true, nextRunAt: null }),
        NOW + 1,
      );
      await a.createMonitor(newMonitor('bob@example.com'), NOW + 2);

      expect(await b.getMonitor(first.id)).toEqual(first);
      expect(await b.getMonitor(first.id, 'ann@example.com')).toEqual(first);
      expect(await b.getMonitor(first.id, 'bob@example.com')).toBeNull();
      expect(await b.getMonitor('missing')).toBeNull();
      expect((await b.listMonitors('ann@example.com')).map((m) => m.id)).toEqual([first.id, second.id]);
      expect(await b.countMonitors('ann@example.com')).toBe(2);
      expect(await b.countMonitors('nobody@example.com')).toBe(0);
      const active = await b.activeMonitors();
      expect(active.map((m) => m.owner).sort()).toEqual(['ann@example.com', 'bob@example.com']);
      expect(active.some((m) => m.id === second.id)).toBe(false);
    });

    run('updates a monitor for its owner (or the scheduler), not for anyone else', async ({ a, b }) => {
      const m = await a.createMonitor(newMonitor('ann@example.com', { webhookSecret: 'whsec_1' }), NOW);
      expect(
        await b.updateMonitor(m.id, 'bob@example.com', { url: 'https://evil.test/' }, NOW + 1),
      ).toBeNull();
      const edited = await b.updateMonitor(
        m.id,
        'ann@example.com',
        {
          schedule: '0 * * * *',
          alerts: { email: null, slack: 'https://hooks.slack.com/y', webhook: null },
          webhookSecret: null,
          paused: true,
          nextRunAt: null,
          scoreDrop: 3,
        },
        NOW + 5,
      );
      expect(edited).toMatchObject({
        url: 'https://example.com/',
        schedule: '0 * * * *',
        alerts: { email: null, slack: 'https://hooks.slack.com/y', webhook: null },
        webhookSecret: null,
        paused: true,
        nextRunAt: null,
        scoreDrop: 3,
        createdAt: NOW,
        updatedAt: NOW + 5,
      });
      expect(await a.activeMonitors()).toEqual([]);
      expect(await a.updateMonitor(m.id, null, { paused: false, nextRunAt: NOW + 9 }, NOW + 6)).toMatchObject(
        {
          paused: false,
          nextRunAt: NOW + 9,
        },
      );
      expect(await a.updateMonitor('missing', null, { paused: true }, NOW)).toBeNull();

      await b.setMonitorState(m.id, 'failed', NOW + 7);
      expect(await a.getMonitor(m.id)).toMatchObject({ state: 'failed', lastRunAt: NOW + 7 });
    });

    run('claims a tick once, whichever process asks first, with the run queued', async ({ a, b }) => {
      const m = await a.createMonitor(newMonitor('ann@example.com'), NOW);
      const tick = { monitorId: m.id, trigger: 'schedule' as const, scheduledFor: NOW + 60_000 };
      const claims = await Promise.all([a.claimRun(tick, NOW), b.claimRun(tick, NOW), a.claimRun(tick, NOW)]);
      expect(claims.filter((c) => c.created)).toHaveLength(1);
      expect(new Set(claims.map((c) => c.run.id)).size).toBe(1);
      expect(claims[0]?.run).toMatchObject({
        monitorId: m.id,
        trigger: 'schedule',
        scheduledFor: NOW + 60_000,
        status: 'queued',
        startedAt: null,
        finishedAt: null,
        score: null,
        previousScore: null,
        error: null,
        changes: { new: [], fixed: [] },
        alert: null,
        alertSentAt: null,
        missedTicks: 0,
      });
      // Another tick of the same monitor, or the same tick of another monitor, is another run.
      expect((await b.claimRun({ ...tick, scheduledFor: NOW + 120_000 }, NOW)).created).toBe(true);
      const other = await a.createMonitor(newMonitor('ann@example.com'), NOW);
      expect((await b.claimRun({ ...tick, monitorId: other.id }, NOW)).created).toBe(true);
    });

    run(
      'holds a monitor for one run at a time: a tick meanwhile is folded into it, a second "Run now" answers it',
      async ({ a, b }) => {
        const m = await a.createMonitor(newMonitor('ann@example.com'), NOW);
        const only = { exclusive: true };
        const tick = (at: number, missedTicks?: number) => ({
          monitorId: m.id,
          trigger: 'schedule' as const,
          scheduledFor: at,
          ...(missedTicks === undefined ? {} : { missedTicks }),
        });
        const manual = (at: number) => ({ monitorId: m.id, trigger: 'manual' as const, scheduledFor: at });
        const first = await a.claimRun(tick(NOW), NOW, only);
        expect(first).toMatchObject({ created: true, run: { status: 'queued', missedTicks: 0 } });
        expect(first.busyWith).toBeUndefined();
        // Two processes asked "Run now" at once: neither makes a second run.
        const asked = await Promise.all([
          a.claimRun(manual(NOW + 1), NOW + 1, only),
          b.claimRun(manual(NOW + 2), NOW + 2, only),
        ]);
        expect(asked.map((c) => [c.created, c.busyWith])).toEqual([
          [false, first.run.id],
          [false, first.run.id],
        ]);
        // The next tick comes while the first run runs: no run of its own, counted on the one under way.
        await a.updateRun(first.run.id, { status: 'running', startedAt: NOW + 3 });
        expect((await b.claimRun(tick(NOW + 60_000), NOW + 60_000, only)).busyWith).toBe(first.run.id);
        expect((await a.listRuns(m.id, 10)).map((r) => [r.id, r.missedTicks])).toEqual([[first.run.id, 1]]);
        // The holder carrying on its own tick (a retry, a restart) is not busy.
        const again = await b.claimRun(tick(NOW), NOW + 4, only);
        expect(again).toMatchObject({ created: false, run: { id: first.run.id, status: 'running' } });
        expect(again.busyWith).toBeUndefined();
        // Once it ended the monitor is free; a catch-up says how many more ticks it stands for.
        await a.updateRun(first.run.id, { status: 'ok', finishedAt: NOW + 5 });
        const next = await b.claimRun(tick(NOW + 120_000, 4), NOW + 120_000, only);
        expect(next).toMatchObject({ created: true, run: { missedTicks: 4 } });
        expect((await a.getRun(m.id, next.run.id))?.missedTicks).toBe(4);
      },
    );

    run('saves a run’s outcome and report, and marks its alert sent exactly once', async ({ a, b }) => {
      const m = await a.createMonitor(newMonitor('ann@example.com'), NOW);
      const { run } = await a.claimRun({ monitorId: m.id, trigger: 'manual', scheduledFor: NOW }, NOW);
      await a.updateRun(run.id, { status: 'running', startedAt: NOW + 1 });
      expect(await b.getRun(m.id, run.id)).toMatchObject({ status: 'running', startedAt: NOW + 1 });
      expect(await b.getRunReport(m.id, run.id)).toBeNull();
      const changes = {
        new: [{ checkId: 'title-missing', severity: 'critical' as const, title: 'Title' }],
        fixed: [{ checkId: 'h1', severity: 'recommended' as const, title: 'H1' }],
      };
      await a.updateRun(
        run.id,
        {
          status: 'ok',
          finishedAt: NOW + 2,
          score: 81,
          previousScore: 90,
          changes,
          alert: 'monitor.changed',
        },
        REPORT(81),
      );
      expect(await b.getRun(m.id, run.id)).toMatchObject({
        status: 'ok',
        finishedAt: NOW + 2,
        score: 81,
        previousScore: 90,
        changes,
        alert: 'monitor.changed',
        error: null,
      });
      expect(await b.getRunReport(m.id, run.id)).toBe(REPORT(81));
      // The run belongs to its monitor: asked under another one, it does not exist.
      const other = await a.createMonitor(newMonitor('ann@example.com'), NOW);
      expect(await b.getRun(other.id, run.id)).toBeNull();
      expect(await b.getRunReport(other.id, run.id)).toBeNull();

      const marks = await Promise.all([a.markAlertSent(run.id, NOW + 3), b.markAlertSent(run.id, NOW + 4)]);
      expect(marks.filter(Boolean)).toHaveLength(1);
      expect(await a.markAlertSent(run.id, NOW + 5)).toBe(false);
      expect((await b.getRun(m.id, run.id))?.alertSentAt).toBeOneOf([NOW + 3, NOW + 4]);

      const failed = (await a.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: NOW + 10 }, NOW))
        .run;
      await a.updateRun(failed.id, {
        status: 'failed',
        finishedAt: NOW + 11,
        error: { code: 'FETCH_FAILED', message: 'The site did not answer.' },
      });
      expect((await b.getRun(m.id, failed.id))?.error).toEqual({
        code: 'FETCH_FAILED',
        message: 'The site did not answer.',
      });
    });

    run('lists runs newest first and finds the last successful run before a time', async ({ a, b }) => {
      const m = await a.createMonitor(newMonitor('ann@example.com'), NOW);
      const ids: string[] = [];
      for (const [i, status] of (['ok', 'ok', 'failed', 'running'] as const).entries()) {
        const { run } = await a.claimRun(
          { monitorId: m.id, trigger: 'schedule', scheduledFor: NOW + i * 1000 },
          NOW,
        );
        const finished = status === 'running' ? {} : { finishedAt: NOW + i * 1000 + 500 };
        await a.updateRun(
          run.id,
          { status, score: 50 + i, ...finished },
          status === 'ok' ? REPORT(50 + i) : undefined,
        );
        ids.push(run.id);
      }
      expect((await b.listRuns(m.id, 10)).map((r) => r.id)).toEqual([...ids].reverse());
      expect((await b.listRuns(m.id, 2)).map((r) => r.id)).toEqual([ids[3], ids[2]]);
      expect(await b.listRuns('missing', 10)).toEqual([]);

      const last = await b.lastSuccessfulRun(m.id, NOW + 10_000);
      expect(last?.run.id).toBe(ids[1]);
      expect(last?.reportJson).toBe(REPORT(51));
      expect((await b.lastSuccessfulRun(m.id, NOW + 1500))?.run.id).toBe(ids[0]);
      expect(await b.lastSuccessfulRun(m.id, NOW + 500)).toBeNull();
    });

    run('deletes a monitor with its runs for its owner only', async ({ a, b }) => {
      const m = await a.createMonitor(newMonitor('ann@example.com'), NOW);
      const { run } = await a.claimRun({ monitorId: m.id, trigger: 'manual', scheduledFor: NOW }, NOW);
      expect(await b.deleteMonitor(m.id, 'bob@example.com')).toBe(false);
      expect(await a.getMonitor(m.id)).not.toBeNull();
      expect(await b.deleteMonitor(m.id, 'ann@example.com')).toBe(true);
      expect(await a.getMonitor(m.id)).toBeNull();
      expect(await a.getRun(m.id, run.id)).toBeNull();
      expect(await a.listRuns(m.id, 10)).toEqual([]);
      expect(await b.deleteMonitor(m.id, 'ann@example.com')).toBe(false);
    });

    run('prunes runs past the retention and beyond the newest N of each monitor', async ({ a, b }) => {
      const m1 = await a.createMonitor(newMonitor('ann@example.com'), NOW);
      const m2 = await a.createMonitor(newMonitor('bob@example.com'), NOW);
      const at = [NOW - 40 * DAY, NOW - 3000, NOW - 2000, NOW - 1000];
      for (const m of [m1, m2]) {
        for (const t of at) await a.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: t }, t);
      }
      // 30 days' retention removes one run per monitor; keeping 2 per monitor removes one more each.
      expect(await b.pruneRuns(NOW, 30 * DAY, 2)).toBe(4);
      for (const m of [m1, m2]) {
        expect((await a.listRuns(m.id, 10)).map((r) => r.scheduledFor)).toEqual([NOW - 1000, NOW - 2000]);
      }
      expect(await b.pruneRuns(NOW, 30 * DAY, 2)).toBe(0);
      // One monitor's runs only.
      const m3 = await a.createMonitor(newMonitor('cy@example.com'), NOW);
      for (const t of at) await a.claimRun({ monitorId: m3.id, trigger: 'schedule', scheduledFor: t }, t);
      expect(await b.pruneRuns(NOW, 30 * DAY, 1, m3.id)).toBe(3);
      expect((await a.listRuns(m3.id, 10)).map((r) => r.scheduledFor)).toEqual([NOW - 1000]);
      expect(await a.listRuns(m1.id, 10)).toHaveLength(2);
    });

    run('confirms an alert address once with a valid token, for its owner only', async ({ a, b }) => {
      expect(await a.isAlertAddressConfirmed('ann@example.com', 'team@example.org')).toBe(false);
      await a.createAlertAddressToken('ann@example.com', 'team@example.org', 'tok-1', NOW + DAY);
      await a.createAlertAddressToken('ann@example.com', 'late@example.org', 'tok-2', NOW + DAY);
      expect(await a.isAlertAddressConfirmed('ann@example.com', 'team@example.org')).toBe(false);
      expect(await b.confirmAlertAddress('unknown', NOW)).toBeNull();
      expect(await b.confirmAlertAddress('tok-2', NOW + DAY)).toBeNull();
      // Single use: the second click (or another process) gets nothing.
      const clicks = await Promise.all([
        a.confirmAlertAddress('tok-1', NOW),
        b.confirmAlertAddress('tok-1', NOW),
      ]);
      expect(clicks.filter((c) => c !== null)).toEqual([
        { owner: 'ann@example.com', email: 'team@example.org' },
      ]);
      expect(await a.isAlertAddressConfirmed('ann@example.com', 'team@example.org')).toBe(true);
      expect(await a.isAlertAddressConfirmed('bob@example.com', 'team@example.org')).toBe(false);
      expect(await a.isAlertAddressConfirmed('ann@example.com', 'late@example.org')).toBe(false);
    });

    run('deletes a user’s data: monitors, runs, confirmed addresses and shared reports', async ({ a, b }) => {
      const mine = await a.createMonitor(newMonitor('ann@example.com'), NOW);
      await a.createMonitor(newMonitor('ann@example.com'), NOW);
      const theirs = await a.createMonitor(newMonitor('bob@example.com'), NOW);
      for (const m of [mine, theirs]) {
        await a.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: NOW }, NOW);
        await a.claimRun({ monitorId: m.id, trigger: 'manual', scheduledFor: NOW + 1 }, NOW);
      }
      await a.createAlertAddressToken('ann@example.com', 'team@example.org', 'tok-a', NOW + DAY);
      await a.confirmAlertAddress('tok-a', NOW);
      await a.createAlertAddressToken('ann@example.com', 'x@example.org', 'tok-b', NOW + DAY);
      const report = await a.saveReport('ann@example.com', REPORT(1), DAY, NOW);
      const bobs = await a.saveReport('bob@example.com', REPORT(2), DAY, NOW);

      expect(await b.deleteUserData('ann@example.com')).toEqual({ monitors: 2, runs: 2, reports: 1 });
      expect(await a.listMonitors('ann@example.com')).toEqual([]);
      expect(await a.listRuns(mine.id, 10)).toEqual([]);
      expect(await a.isAlertAddressConfirmed('ann@example.com', 'team@example.org')).toBe(false);
      expect(await a.confirmAlertAddress('tok-b', NOW)).toBeNull();
      expect(await a.getReport(report.id, NOW)).toBeNull();
      // Nobody else's.
      expect(await a.listMonitors('bob@example.com')).toHaveLength(1);
      expect(await a.listRuns(theirs.id, 10)).toHaveLength(2);
      expect(await a.getReport(bobs.id, NOW)).not.toBeNull();
      expect(await b.deleteUserData('ann@example.com')).toEqual({ monitors: 0, runs: 0, reports: 0 });
    });
  });
}
