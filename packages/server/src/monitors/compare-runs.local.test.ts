/**
 * What a run counts as changed, end to end (issue 32 §1: a real app, SQLite, real audits of a local site):
 * restoring a broken page is no new problem; a slow answer alerts once it held for two runs, as critical
 * (its status), not as the catalogue's "recommended"; a problem that comes and goes is listed but alerts no
 * more; and the run page counts what the runs table and the alert count.
 */
import type { ReportDiff } from '@rankscope/engine/diff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, type RouteHandler, type TestServer } from '../../../engine/src/test-support/test-server.js';
import type { TestApp } from '../test-support/index.js';
import {
  keepingSender,
  PAGE,
  runMonitorNow,
  startMonitorBed,
  watchPage,
} from '../test-support/monitor-runs.js';
import type { MonitorRun } from './types.js';

let site: TestServer;
let t: TestApp;
const sender = keepingSender();
let cookies: Record<string, string>;

beforeAll(async () => {
  ({ site, t, cookies } = await startMonitorBed(sender));
});
afterAll(async () => {
  await Promise.all([t?.close(), site?.close()]);
});

const watch = (path: string, extra: Record<string, unknown> = {}): Promise<string> =>
  watchPage({ t, site, cookies }, path, extra);

const runNow = (monitorId: string): Promise<MonitorRun> => runMonitorNow({ t, site, cookies }, monitorId);

/** The run page's own count of new problems (web ChangesSince): checks, regressed signals, field figures. */
function runPageCount(diff: ReportDiff): number {
  return (
    diff.checks.new.length +
    diff.checks.worse.length +
    diff.signals.filter((s) => s.severity !== 'info').length +
    (diff.field ?? []).filter((f) => f.verdict === 'worse').length
  );
}

async function runPage(monitorId: string, runId: string): Promise<{ diff: ReportDiff; run: MonitorRun }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/monitors/${monitorId}/runs/${runId}`, cookies });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const ids = (run: MonitorRun): string[] => run.changes.new.map((c) => c.checkId);
const sentFor = (runId: string) => sender.sent.filter((s) => s.alert.run.id === runId);

/** Answers after `ms` when `slow()` says so: a slow back end (the process stays free meanwhile). */
function maybeSlow(slow: () => boolean, ms: number): RouteHandler {
  const page = html(PAGE());
  return (req, res) => {
    if (!slow()) return page(req, res);
    setTimeout(() => page(req, res), ms);
    return undefined;
  };
}

describe('what a monitor run counts as changed', () => {
  it('reads a restored page as restored: the checks a broken page could not judge are not new again', async () => {
    site.route('/oak', html(PAGE()));
    const id = await watch('/oak', { minSeverity: 'recommended' });
    const good = await runNow(id);
    expect(good).toMatchObject({ status: 'ok', alert: null });
    const goodReport = JSON.parse((await t.ctx.store.getRunReport(id, good.id)) as string);
    const failingOnGood = new Set(
      (goodReport.checks as { id: string; status: string }[])
        .filter((c) => c.status === 'critical' || c.status === 'recommended')
        .map((c) => c.id),
    );

    site.route('/oak', html('<h1>Not found</h1>', { status: 404 }));
    const broken = await runNow(id);
    expect(broken.status).toBe('ok');
    expect(broken.alert).toBe('monitor.changed');
    // The status is a signal, listed with its values: 200 → 404.
    expect(broken.changes.new).toContainEqual(
      expect.objectContaining({ checkId: 'signal:status', severity: 'critical', old: 200, new: 404 }),
    );
    const brokenReport = JSON.parse((await t.ctx.store.getRunReport(id, broken.id)) as string);
    const unjudged = (brokenReport.checks as { id: string; status: string }[])
      .filter((c) => failingOnGood.has(c.id) && (c.status === 'na' || c.status === 'error'))
      .map((c) => c.id);
    // The case of the issue: checks failing on the good page that the broken one could not judge.
    expect(unjudged.length).toBeGreaterThan(0);

    site.route('/oak', html(PAGE()));
    const restored = await runNow(id);
    expect(restored.status).toBe('ok');
    for (const checkId of unjudged) expect(ids(restored)).not.toContain(checkId);
    expect(restored.changes.new.filter((c) => c.kind === 'check')).toEqual([]);
    expect(restored.alert).toBeNull();
    expect(sentFor(restored.id)).toEqual([]);

    // The runs list carries the values too (the API's response schema keeps them).
    const list = await t.app.inject({ method: 'GET', url: `/api/monitors/${id}/runs`, cookies });
    const listed = (list.json() as MonitorRun[]).find((r) => r.id === broken.id);
    expect(listed?.changes.new).toContainEqual(
      expect.objectContaining({ checkId: 'signal:status', kind: 'signal', old: 200, new: 404 }),
    );

    // The run page compares with the same baseline, so it counts what the runs table and alerts count.
    for (const run of [broken, restored]) {
      const page = await runPage(id, run.id);
      expect(runPageCount(page.diff)).toBe(run.changes.new.length);
      expect(page.run.changes.new.length).toBe(run.changes.new.length);
    }
  });

  it('alerts a slow server once it was slow on two runs in a row, at the severity of its status', async () => {
    let slow = false;
    site.route(
      '/slow',
      maybeSlow(() => slow, 1900),
    );
    // The default minimum severity: critical. ttfb is "recommended" in the catalogue.
    const id = await watch('/slow');
    const fast = await runNow(id);
    expect(fast.status).toBe('ok');

    slow = true;
    const once = await runNow(id);
    expect(once.status).toBe('ok');
    const onceReport = JSON.parse((await t.ctx.store.getRunReport(id, once.id)) as string);
    expect(onceReport.checks.find((c: { id: string }) => c.id === 'ttfb')).toMatchObject({
      status: 'critical',
      severity: 'recommended',
    });
    // One slow run may be the measuring host: held, no alert.
    expect(ids(once)).not.toContain('ttfb');
    expect(once.alert).toBeNull();

    const twice = await runNow(id);
    expect(twice.alert).toBe('monitor.changed');
    const ttfb = twice.changes.new.find((c) => c.checkId === 'ttfb');
    expect(ttfb).toMatchObject({ severity: 'critical', kind: 'check' });
    expect(ttfb?.new).toBeGreaterThan(1800);
    const [sent] = sentFor(twice.id);
    expect(sent?.alert.changes.new).toContainEqual(
      expect.objectContaining({ checkId: 'ttfb', severity: 'critical' }),
    );

    // Still slow: nothing new. Fast once: not fixed yet; fast twice: fixed.
    expect(ids(await runNow(id))).not.toContain('ttfb');
    slow = false;
    const back = await runNow(id);
    expect(back.changes.fixed.map((c) => c.checkId)).not.toContain('ttfb');
    const backTwice = await runNow(id);
    expect(backTwice.changes.fixed).toContainEqual(
      expect.objectContaining({ checkId: 'ttfb', severity: 'critical' }),
    );
  });

  it('lists a problem that keeps coming and going, and stops alerting for it', async () => {
    site.route('/flap', html(PAGE()));
    const id = await watch('/flap');
    const noindex = html(PAGE('<meta name="robots" content="noindex">'));
    await runNow(id);
    site.route('/flap', noindex);
    const first = await runNow(id);
    expect(first.alert).toBe('monitor.changed');
    expect(first.changes.new.some((c) => c.flapping)).toBe(false);
    site.route('/flap', html(PAGE()));
    await runNow(id);
    site.route('/flap', noindex);
    // Back once after a fix: a real regression, it alerts.
    const second = await runNow(id);
    expect(second.alert).toBe('monitor.changed');
    site.route('/flap', html(PAGE()));
    await runNow(id);
    site.route('/flap', noindex);
    const again = await runNow(id);
    // Failing, passing, failing, passing, failing: four flips in the window. Listed, marked, no alert.
    expect(again.changes.new).toContainEqual(
      expect.objectContaining({ checkId: 'robots-meta-noindex', severity: 'critical', flapping: true }),
    );
    expect(again.changes.new.filter((c) => c.severity === 'critical').every((c) => c.flapping)).toBe(true);
    expect(again.alert).toBeNull();
  });
});
