/**
 * The re-check before a failure counts (MONITOR_RECHECK_SECONDS, Uptime Kuma's retries), end to end: a
 * real app, SQLite, real audits of a local site. A blip that is gone a second later is an ordinary run;
 * a site still down on the second audit fails and alerts once; a site already failing is not audited twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, type TestServer } from '../../../engine/src/test-support/test-server.js';
import type { TestApp } from '../test-support/index.js';
import { shouldRecheck } from './decide.js';
import { pauseBeforeRecheck } from './recheck.js';
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
  ({ site, t, cookies } = await startMonitorBed(sender, { MONITOR_RECHECK_SECONDS: '1' }));
});
afterAll(async () => {
  await Promise.all([t?.close(), site?.close()]);
});

const watch = (path: string): Promise<string> => watchPage({ t, site, cookies }, path);

const runNow = (monitorId: string): Promise<MonitorRun> => runMonitorNow({ t, site, cookies }, monitorId);

/** Audits of the page: its first (desktop) fetch, not the TTFB samples or the mobile fetch. */
const audits = (path: string): number =>
  site.requests.filter(
    (r) =>
      r.url === path &&
      r.headers['x-rankscope-sample'] === undefined &&
      !/\bMobile\b/.test(String(r.headers['user-agent'])),
  ).length;

describe('re-check before a failure counts', () => {
  it('reads a blip gone by the re-check as an ordinary run: no failure, no alert', async () => {
    site.route('/blip', html(PAGE()));
    const id = await watch('/blip');
    expect((await runNow(id)).status).toBe('ok');
    // The next answer is a 503, the ones after it the page again.
    let blips = 1;
    const page = html(PAGE());
    const down = html('<h1>Service unavailable</h1>', { status: 503 });
    site.route('/blip', (req, res) => (blips-- > 0 ? down(req, res) : page(req, res)));
    const run = await runNow(id);
    expect(blips).toBeLessThan(0);
    expect(run).toMatchObject({ status: 'ok', alert: null, error: null });
    expect((await t.ctx.store.getMonitor(id))?.state).toBe('ok');
    expect(sender.sent.filter((s) => s.alert.monitor.id === id)).toEqual([]);
  });

  it('fails and alerts once when the site is still down on the re-check, and re-checks no failing site', async () => {
    site.route('/down', html(PAGE()));
    const id = await watch('/down');
    expect((await runNow(id)).status).toBe('ok');
    site.route('/down', html('<h1>Service unavailable</h1>', { status: 503 }));
    const before = audits('/down');
    const failed = await runNow(id);
    const firstFailure = audits('/down') - before;
    expect(failed).toMatchObject({
      status: 'failed',
      alert: 'monitor.failed',
      error: { code: 'HTTP_ERROR' },
    });
    const still = await runNow(id);
    const secondFailure = audits('/down') - before - firstFailure;
    expect(still).toMatchObject({ status: 'failed', alert: null });
    // The first failure was audited twice; the site already failing, once.
    expect([firstFailure, secondFailure]).toEqual([2, 1]);
    expect(sender.sent.filter((s) => s.alert.monitor.id === id).map((s) => s.alert.type)).toEqual([
      'monitor.failed',
    ]);
  });

  it('re-checks only a failure that would alert, and stops waiting when the server stops', async () => {
    expect(shouldRecheck({ state: 'ok', status: 'failed' }, 30)).toBe(true);
    expect(shouldRecheck({ state: 'new', status: 'failed' }, 30)).toBe(true);
    expect(shouldRecheck({ state: 'failed', status: 'failed' }, 30)).toBe(false);
    expect(shouldRecheck({ state: 'ok', status: 'skipped' }, 30)).toBe(false);
    expect(shouldRecheck({ state: 'ok', status: 'ok' }, 30)).toBe(false);
    expect(shouldRecheck({ state: 'ok', status: 'failed' }, 0)).toBe(false);
    const stopping = new AbortController();
    const waiting = pauseBeforeRecheck(3_600_000, stopping.signal);
    stopping.abort();
    expect(await waiting).toBe(false);
    expect(await pauseBeforeRecheck(1)).toBe(true);
  });
});
