/**
 * Runs and their alerts end to end (a real app, SQLite, real audits of a local site that goes down and
 * comes back): one alert when it fails, none while it stays down, one when it recovers, one for a new
 * critical problem, none when nothing changed; each handed to the channels once, e-mail only to an
 * address the owner confirmed; old runs pruned after each run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { createLocalBackend } from '../queue/local-backend.js';
import { testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';
import type { EmbeddedScheduler } from './embedded-scheduler.js';
import { keepingSender, PAGE, runMonitorNow, startMonitorBed } from '../test-support/monitor-runs.js';
import { executeRun } from './run.js';
import type { MonitorRun } from './types.js';

const DAY = 86_400_000;
let site: TestServer;
let t: TestApp;
const sender = keepingSender();
let cookies: Record<string, string>;

beforeAll(async () => {
  ({ site, t, cookies } = await startMonitorBed(sender, { RUNS_PER_MONITOR: '4' }, { '/': html(PAGE()) }));
});
afterAll(async () => {
  await Promise.all([t?.close(), site?.close()]);
});

const runNow = (monitorId: string): Promise<MonitorRun> => runMonitorNow({ t, site, cookies }, monitorId);

describe('monitor runs', () => {
  it('alerts once when the site fails, not while it stays down, once when it recovers, and on a new problem', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/monitors',
      cookies,
      payload: {
        url: site.url('/'),
        schedule: '0 6 * * *',
        alerts: { email: 'team@example.org', webhook: `${site.origin}/hook` },
      },
    });
    const { id, webhookSecret } = created.json() as { id: string; webhookSecret: string };

    const first = await runNow(id);
    expect(first).toMatchObject({ status: 'ok', alert: null, previousScore: null, alertSentAt: null });
    expect(first.score).toBeGreaterThan(50);

    site.route('/', html('<h1>Service unavailable</h1>', { status: 503 }));
    const down = await runNow(id);
    expect(down).toMatchObject({
      status: 'failed',
      alert: 'monitor.failed',
      score: null,
      error: { code: 'HTTP_ERROR', message: 'The page answered HTTP 503.' },
      changes: { new: [], fixed: [] },
    });
    expect(down.alertSentAt).not.toBeNull();
    expect(await t.ctx.store.getRunReport(id, down.id)).toBeNull();
    expect((await t.ctx.store.getMonitor(id))?.state).toBe('failed');

    const stillDown = await runNow(id);
    expect(stillDown).toMatchObject({ status: 'failed', alert: null, alertSentAt: null });

    // The owner confirms the other address meanwhile: the next alert reaches it.
    await t.ctx.store.createAlertAddressToken(
      'ann@example.com',
      'team@example.org',
      'tok',
      t.ctx.now() + DAY,
    );
    await t.ctx.store.confirmAlertAddress('tok', t.ctx.now());
    site.route('/', html(PAGE()));
    const back = await runNow(id);
    expect(back).toMatchObject({ status: 'ok', alert: 'monitor.recovered', previousScore: first.score });
    expect((await t.ctx.store.getMonitor(id))?.state).toBe('ok');

    site.route('/', html(PAGE('<meta name="robots" content="noindex">')));
    const changed = await runNow(id);
    expect(changed.alert).toBe('monitor.changed');
    expect(changed.changes.new).toContainEqual(
      expect.objectContaining({ checkId: 'robots-meta-noindex', severity: 'critical' }),
    );

    const same = await runNow(id);
    expect(same).toMatchObject({ status: 'ok', alert: null, changes: { new: [], fixed: [] } });

    // One message per alerting run, keyed by monitor and tick, to the confirmed address only once confirmed.
    expect(sender.sent.map((s) => s.alert.type)).toEqual([
      'monitor.failed',
      'monitor.recovered',
      'monitor.changed',
    ]);
    const [failed, recovered, changedAlert] = sender.sent;
    expect(failed?.key).toBe(`${id}.${down.scheduledFor}`);
    expect(failed?.to).toEqual({
      email: null,
      slack: null,
      webhook: { url: `${site.origin}/hook`, secret: webhookSecret },
    });
    expect(failed?.alert).toMatchObject({
      monitor: { id, url: site.url('/'), owner: 'ann@example.com', lang: 'en' },
      run: { id: down.id, score: null, previousScore: first.score, error: { code: 'HTTP_ERROR' } },
      runUrl: `https://rankscope.example/monitors/${id}/runs/${down.id}`,
    });
    expect(recovered?.to.email).toBe('team@example.org');
    expect(changedAlert?.alert.changes.new.map((c) => c.checkId)).toContain('robots-meta-noindex');
    expect(changedAlert?.alert.run).toMatchObject({ score: changed.score, previousScore: back.score });
    // A second claim of a sent alert gets nothing: retries never send twice.
    expect(await t.ctx.store.markAlertSent(down.id, t.ctx.now())).toBe(false);

    // RUNS_PER_MONITOR = 4: the two oldest of the six runs are gone.
    const kept = (await t.ctx.store.listRuns(id, 10)).map((r) => r.id);
    expect(kept).toEqual([same.id, changed.id, back.id, stillDown.id]);
  });

  it('runs one run of a monitor at a time: a tick that comes while a run is under way is folded into it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // The page answers once the test lets it: the run outlasts the next tick.
    site.route('/slow', async (req, res) => {
      arrived();
      await held;
      await html(PAGE())(req, res);
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/monitors',
      cookies,
      payload: { url: site.url('/slow'), schedule: '0 6 * * *' },
    });
    const id = created.json().id as string;
    t.advance(60_000);
    const started = await t.app.inject({ method: 'POST', url: `/api/monitors/${id}/run`, cookies });
    const runId = started.json().runId as string;
    await requested;
    // Asked again meanwhile: the same run.
    const asked = await t.app.inject({ method: 'POST', url: `/api/monitors/${id}/run`, cookies });
    expect(asked.json()).toEqual({ runId });
    // The next tick, as the scheduler hands it over: nothing runs beside the run under way.
    const deps = {
      store: t.ctx.store,
      backend: createLocalBackend(t.ctx),
      alerts: sender,
      config: t.ctx.config,
      now: t.ctx.now,
      log: t.app.log,
    };
    expect(await executeRun(deps, { id }, { trigger: 'schedule', scheduledFor: t.ctx.now() + 1 })).toBeNull();
    release();
    await (t.app.monitorScheduler as EmbeddedScheduler).idle();
    const runs = await t.ctx.store.listRuns(id, 10);
    expect(runs.map((r) => [r.id, r.status, r.missedTicks])).toEqual([[runId, 'ok', 1]]);
  });

  it('never hands an alert with a relative link to the channels: without PUBLIC_URL nothing is sent', async () => {
    const held = keepingSender();
    const bare = await testApp(
      { ALLOW_PRIVATE_TARGETS: 'true', SESSION_SECRET: TEST_SECRET, LAB: 'off' },
      { alertSender: held },
    );
    try {
      // Saved when the server still had PUBLIC_URL (the API refuses alerts without it now).
      const monitor = await bare.ctx.store.createMonitor(
        {
          owner: 'ann@example.com',
          url: site.url('/gone'),
          schedule: '0 6 * * *',
          timezone: 'UTC',
          crawl: null,
          minSeverity: 'critical',
          scoreDrop: null,
          alerts: { email: 'ann@example.com', slack: `${site.origin}/slack`, webhook: null },
          webhookSecret: null,
          lang: 'en',
          paused: false,
          nextRunAt: null,
        },
        bare.ctx.now(),
      );
      site.route('/gone', html('<h1>Down</h1>', { status: 503 }));
      const runId = await bare.app.monitorScheduler?.runNow(monitor);
      await (bare.app.monitorScheduler as EmbeddedScheduler).idle();
      const run = await bare.ctx.store.getRun(monitor.id, runId ?? '');
      expect(run).toMatchObject({ status: 'failed', alert: 'monitor.failed', alertSentAt: null });
      expect(held.sent).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('records an unreachable site as a failed run with the engine’s error code', async () => {
    const gone = await startTestServer({});
    const url = gone.url('/');
    await gone.close();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/monitors',
      cookies,
      payload: { url, schedule: '0 6 * * *' },
    });
    const run = await runNow(created.json().id as string);
    expect(run).toMatchObject({
      status: 'failed',
      alert: 'monitor.failed',
      error: { code: 'CONNECTION_REFUSED' },
    });
  });
});
