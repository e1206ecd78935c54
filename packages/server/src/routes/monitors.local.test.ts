/**
 * The monitor API's contract (issue 24) against a real app on a temporary SQLite store, real audits of a
 * local site: sign-in, ownership (404, never 403), the 422 codes, the webhook secret shown once, runs
 * newest first with the comparison, deleting a monitor and "Delete my data".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import type { EmbeddedScheduler } from '../monitors/embedded-scheduler.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';

const DAY = 86_400_000;
/** A public address as a literal: no DNS needed. */
const PUBLIC = 'https://93.184.215.14/';
const ID = /^[A-Za-z0-9_-]{22}$/;
const PAGE = (extraHead = ''): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Oak tables made to order | Smith Workshop</title>
  <meta name="description" content="Solid oak tables built to your size in our workshop, delivered across the country within six weeks.">
  <meta name="viewport" content="width=device-width, initial-scale=1">${extraHead}</head>
  <body><h1>Oak tables made to order</h1><p>${'We build solid oak tables to your measurements. '.repeat(40)}</p>
  <a href="/about">About the workshop</a></body></html>`;

let site: TestServer;
/** Private targets allowed (the local site), two monitors per user. */
let t: TestApp;
/** The production defaults: private targets blocked, one hour at least between runs. */
let guarded: TestApp;
let ann: Record<string, string>;
let bob: Record<string, string>;

async function signIn(app: TestApp, email: string): Promise<Record<string, string>> {
  const session = await app.ctx.store.createSession(email, 90 * DAY, app.ctx.now());
  return { [SESSION_COOKIE]: app.app.signCookie(session.id) };
}

const api = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookies: Record<string, string> = {},
  payload?: object,
) => app.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });

const idle = (app: TestApp): Promise<void> => (app.app.monitorScheduler as EmbeddedScheduler).idle();

beforeAll(async () => {
  site = await startTestServer({ '/': html(PAGE()), '/about': html(PAGE()) });
  t = await testApp({
    ALLOW_PRIVATE_TARGETS: 'true',
    SESSION_SECRET: TEST_SECRET,
    MONITORS_PER_USER: '2',
    LAB: 'off',
    PUBLIC_URL: 'https://rankscope.example',
  });
  guarded = await testApp({ LAB: 'off', PUBLIC_URL: 'https://rankscope.example' });
  ann = await signIn(t, 'ann@example.com');
  bob = await signIn(t, 'bob@example.com');
});

afterAll(async () => {
  await Promise.all([t?.close(), guarded?.close(), site?.close()]);
});

describe('monitor API', () => {
  it('answers 401 to every monitor route without a session', async () => {
    const id = 'x'.repeat(22);
    const calls: Array<[Parameters<typeof api>[1], string]> = [
      ['POST', '/api/monitors'],
      ['GET', '/api/monitors'],
      ['GET', `/api/monitors/${id}`],
      ['PATCH', `/api/monitors/${id}`],
      ['DELETE', `/api/monitors/${id}`],
      ['POST', `/api/monitors/${id}/run`],
      ['GET', `/api/monitors/${id}/runs`],
      ['GET', `/api/monitors/${id}/runs/${id}`],
      ['DELETE', '/api/me/data'],
    ];
    for (const [method, url] of calls) {
      const res = await api(
        t,
        method,
        url,
        {},
        method === 'POST' || method === 'PATCH' ? { url: 'x', schedule: 'x' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'AUTH_REQUIRED', requiresAuth: true });
    }
  });

  it('creates a monitor (201, the webhook secret once), lists it to its owner only, 404 to anyone else', async () => {
    const res = await api(t, 'POST', '/api/monitors', ann, {
      url: site.url('/'),
      schedule: '0 6 * * 1',
      timezone: 'Europe/Paris',
      scoreDrop: 5,
      alerts: { email: 'ann@example.com', slack: `${site.origin}/slack`, webhook: `${site.origin}/hook` },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      url: site.url('/'),
      schedule: '0 6 * * 1',
      timezone: 'Europe/Paris',
      crawl: null,
      minSeverity: 'critical',
      scoreDrop: 5,
      state: 'new',
      paused: false,
      emailConfirmed: true,
      lastRun: null,
    });
    expect(created.id).toMatch(ID);
    // Standard Webhooks: whsec_ and base64 of 24 bytes or more.
    expect(created.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/);
    expect(Buffer.from(created.webhookSecret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    // Monday 06:00 in Paris is 05:00 UTC in winter.
    expect(new Date(created.nextRunAt).getUTCDay()).toBe(1);
    expect(new Date(created.nextRunAt).getUTCHours()).toBe(5);
    expect(Date.parse(created.nextRunAt)).toBeGreaterThan(t.ctx.now());
    // Hook URLs are credentials: masked from now on, and the secret is never answered again.
    expect(created.alerts.slack).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/…lack$/);

    const mine = await api(t, 'GET', `/api/monitors/${created.id}`, ann);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().webhookSecret).toBeUndefined();
    expect(mine.json().nextRunAt).toBe(created.nextRunAt);
    expect((await api(t, 'GET', '/api/monitors', ann)).json().map((m: { id: string }) => m.id)).toContain(
      created.id,
    );
    expect((await api(t, 'GET', '/api/monitors', bob)).json()).toEqual([]);

    for (const [method, url] of [
      ['GET', `/api/monitors/${created.id}`],
      ['PATCH', `/api/monitors/${created.id}`],
      ['DELETE', `/api/monitors/${created.id}`],
      ['POST', `/api/monitors/${created.id}/run`],
      ['GET', `/api/monitors/${created.id}/runs`],
    ] as const) {
      const res = await api(t, method, url, bob, method === 'PATCH' ? { paused: true } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await api(t, 'GET', `/api/monitors/${created.id}`, ann)).json().paused).toBe(false);
    await api(t, 'DELETE', `/api/monitors/${created.id}`, ann);
  });

  it('refuses bad schedules, time zones, targets and alert addresses with their 422 codes', async () => {
    const g = await signIn(guarded, 'gus@example.com');
    const create = (over: object) =>
      api(guarded, 'POST', '/api/monitors', g, {
        url: PUBLIC,
        schedule: '0 6 * * *',
        ...over,
      });
    const cases: Array<[object, number, string]> = [
      [{ schedule: 'every day' }, 422, 'INVALID_SCHEDULE'],
      [{ schedule: '0 0 30 2 *' }, 422, 'INVALID_SCHEDULE'],
      [{ schedule: '0 0 6 * * *' }, 422, 'INVALID_SCHEDULE'],
      [{ timezone: 'Mars/Olympus' }, 422, 'INVALID_TIMEZONE'],
      // MONITOR_MIN_INTERVAL defaults to one hour, measured between the next ticks.
      [{ schedule: '*/30 * * * *' }, 422, 'SCHEDULE_TOO_FREQUENT'],
      [{ schedule: '0 6,7 * * *' }, 200, ''],
      [{ schedule: '0 6 * * *', timezone: 'Asia/Kolkata' }, 200, ''],
      [{ url: 'http://127.0.0.1:8080/' }, 422, 'BLOCKED_TARGET'],
      [{ url: 'http://localhost/' }, 422, 'BLOCKED_TARGET'],
      [{ url: 'ftp://example.com/' }, 422, 'UNSUPPORTED_SCHEME'],
      [{ url: 'http://exa mple.com/' }, 422, 'INVALID_URL'],
      [{ alerts: { email: 'not an address' } }, 422, 'INVALID_ALERT_TARGET'],
      [{ alerts: { slack: 'http://127.0.0.1:9/x' } }, 422, 'INVALID_ALERT_TARGET'],
      [{ alerts: { slack: 'http://hooks.slack.com/services/x' } }, 422, 'INVALID_ALERT_TARGET'],
      [{ alerts: { webhook: 'https://10.0.0.5/hook' } }, 422, 'INVALID_ALERT_TARGET'],
      [{ alerts: { webhook: 'https://user:pw@93.184.215.14/hook' } }, 422, 'INVALID_ALERT_TARGET'],
      [{ crawl: 10_000 }, 400, 'INVALID_REQUEST'],
    ];
    for (const [over, status, code] of cases) {
      const res = await create(over);
      if (status === 200) {
        expect(res.statusCode, JSON.stringify(over)).toBe(201);
        await api(guarded, 'DELETE', `/api/monitors/${res.json().id}`, g);
      } else {
        expect(res.statusCode, JSON.stringify(over)).toBe(status);
        expect(res.json().code, JSON.stringify(over)).toBe(code);
      }
    }
  });

  it('keeps at most MONITORS_PER_USER monitors per user', async () => {
    const cy = await signIn(t, 'cy@example.com');
    const body = { url: site.url('/'), schedule: '0 6 * * *' };
    expect((await api(t, 'POST', '/api/monitors', cy, body)).statusCode).toBe(201);
    expect((await api(t, 'POST', '/api/monitors', cy, body)).statusCode).toBe(201);
    const third = await api(t, 'POST', '/api/monitors', cy, body);
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe('TOO_MANY_MONITORS');
    // Someone else's count is their own.
    const dee = await signIn(t, 'dee@example.com');
    expect((await api(t, 'POST', '/api/monitors', dee, body)).statusCode).toBe(201);
  });

  it('edits, pauses and resumes a monitor; a webhook added later gets its secret then', async () => {
    const eve = await signIn(t, 'eve@example.com');
    const m = (
      await api(t, 'POST', '/api/monitors', eve, { url: site.url('/'), schedule: '0 6 * * *' })
    ).json();
    expect(m.webhookSecret).toBeUndefined();
    const edited = await api(t, 'PATCH', `/api/monitors/${m.id}`, eve, {
      schedule: '0 18 * * *',
      minSeverity: 'recommended',
      alerts: { webhook: `${site.origin}/hook` },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ schedule: '0 18 * * *', minSeverity: 'recommended' });
    expect(new Date(edited.json().nextRunAt).getUTCHours()).toBe(18);
    expect(edited.json().webhookSecret).toMatch(/^whsec_/);
    // Not again on the next edit.
    const again = await api(t, 'PATCH', `/api/monitors/${m.id}`, eve, { scoreDrop: 3 });
    expect(again.json().webhookSecret).toBeUndefined();
    expect(again.json().alerts.webhook).toMatch(/…hook$/);

    const paused = await api(t, 'PATCH', `/api/monitors/${m.id}`, eve, { paused: true });
    expect(paused.json()).toMatchObject({ paused: true, nextRunAt: null });
    expect((await api(t, 'GET', `/api/monitors/${m.id}`, eve)).json().nextRunAt).toBeNull();
    const resumed = await api(t, 'PATCH', `/api/monitors/${m.id}`, eve, { paused: false });
    expect(resumed.json().nextRunAt).toBe(edited.json().nextRunAt);

    const bad = await api(t, 'PATCH', `/api/monitors/${m.id}`, eve, { schedule: '* * * * *' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('SCHEDULE_TOO_FREQUENT');
    expect((await api(t, 'PATCH', `/api/monitors/${m.id}`, eve, {})).statusCode).toBe(400);
  });

  it('runs a monitor now (202), lists runs newest first, and answers a run with its report and comparison', async () => {
    const fay = await signIn(t, 'fay@example.com');
    const m = (
      await api(t, 'POST', '/api/monitors', fay, { url: site.url('/'), schedule: '0 6 * * *' })
    ).json();
    const first = await api(t, 'POST', `/api/monitors/${m.id}/run`, fay);
    expect(first.statusCode).toBe(202);
    expect(first.json().runId).toMatch(ID);
    // Asked again while it is under way: the same run, not a second audit.
    t.advance(1000);
    const twice = await api(t, 'POST', `/api/monitors/${m.id}/run`, fay);
    expect(twice.statusCode).toBe(202);
    expect(twice.json().runId).toBe(first.json().runId);
    await idle(t);
    t.advance(60_000);
    site.route('/', html(PAGE('<meta name="robots" content="noindex">')));
    const second = (await api(t, 'POST', `/api/monitors/${m.id}/run`, fay)).json();
    await idle(t);
    site.route('/', html(PAGE()));

    const runs = (await api(t, 'GET', `/api/monitors/${m.id}/runs`, fay)).json();
    expect(runs.map((r: { id: string }) => r.id)).toEqual([second.runId, first.json().runId]);
    expect(runs[1]).toMatchObject({
      trigger: 'manual',
      status: 'ok',
      changes: { new: [], fixed: [] },
      alert: null,
    });
    // No alert channel on this monitor: the decision is stored, and nothing claims it was sent.
    expect(runs[0]).toMatchObject({
      trigger: 'manual',
      status: 'ok',
      alert: 'monitor.changed',
      alertSentAt: null,
    });
    expect(runs[0].previousScore).toBe(runs[1].score);
    expect(runs[0].score).toBeLessThan(runs[1].score);
    expect(runs[0].changes.new.map((c: { checkId: string }) => c.checkId)).toContain('robots-meta-noindex');
    expect((await api(t, 'GET', `/api/monitors/${m.id}/runs?limit=1`, fay)).json()).toHaveLength(1);
    expect((await api(t, 'GET', `/api/monitors/${m.id}`, fay)).json()).toMatchObject({
      state: 'ok',
      lastRun: { id: second.runId, status: 'ok', alert: 'monitor.changed' },
    });

    const detail = (await api(t, 'GET', `/api/monitors/${m.id}/runs/${second.runId}`, fay)).json();
    expect(detail.run.id).toBe(second.runId);
    expect(detail.report.url).toBe(site.url('/'));
    expect(detail.report.signature).toMatch(/\./);
    expect(detail.baseline.seoScore).toBe(runs[1].score);
    expect(detail.baselineRunId).toBe(first.json().runId);
    expect(detail.diff.score).toMatchObject({ old: runs[1].score, new: runs[0].score });
    expect(detail.diff.checks.new.map((c: { id: string }) => c.id)).toContain('robots-meta-noindex');
    const firstDetail = (await api(t, 'GET', `/api/monitors/${m.id}/runs/${first.json().runId}`, fay)).json();
    expect(firstDetail).toMatchObject({ baseline: null, diff: null });
    expect((await api(t, 'GET', `/api/monitors/${m.id}/runs/${'y'.repeat(22)}`, fay)).statusCode).toBe(404);
    expect((await api(t, 'GET', `/api/monitors/${m.id}/runs/${second.runId}`, ann)).statusCode).toBe(404);

    // Deleting the monitor removes its runs.
    expect((await api(t, 'DELETE', `/api/monitors/${m.id}`, fay)).statusCode).toBe(204);
    expect((await api(t, 'GET', `/api/monitors/${m.id}`, fay)).statusCode).toBe(404);
    expect(await t.ctx.store.listRuns(m.id, 10)).toEqual([]);
    expect((await api(t, 'DELETE', `/api/monitors/${m.id}`, fay)).statusCode).toBe(404);
  });

  it('takes no alert channel without PUBLIC_URL (its links would be relative), and says so in /api/config', async () => {
    const bare = await testApp({ LAB: 'off' });
    try {
      const cookies = await signIn(bare, 'ann@example.com');
      expect((await api(bare, 'GET', '/api/config')).json()).toMatchObject({
        alerts: false,
        emailAlerts: false,
      });
      expect((await api(t, 'GET', '/api/config')).json()).toMatchObject({ alerts: true });
      for (const alerts of [
        { email: 'ann@example.com' },
        { slack: 'https://hooks.slack.com/services/T0/B0/x' },
        { webhook: 'https://93.184.215.14/hook' },
      ]) {
        const res = await api(bare, 'POST', '/api/monitors', cookies, {
          url: PUBLIC,
          schedule: '0 6 * * *',
          alerts,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'ALERTS_NEED_PUBLIC_URL' });
        expect(res.json().error).toMatch(/PUBLIC_URL/);
      }
      // Without alerts (or clearing them) it is saved.
      const saved = await api(bare, 'POST', '/api/monitors', cookies, {
        url: PUBLIC,
        schedule: '0 6 * * *',
        alerts: { email: null },
      });
      expect(saved.statusCode).toBe(201);
      const id = saved.json().id as string;
      const patched = await api(bare, 'PATCH', `/api/monitors/${id}`, cookies, {
        alerts: { webhook: 'https://93.184.215.14/hook' },
      });
      expect(patched.json()).toMatchObject({ code: 'ALERTS_NEED_PUBLIC_URL' });
    } finally {
      await bare.close();
    }
  });

  it('answers 503 MONITORING_UNAVAILABLE where no scheduler runs (REDIS_URL without its scheduler)', async () => {
    const scaled = await testApp({
      REDIS_URL: 'redis://127.0.0.1:1',
      SESSION_SECRET: TEST_SECRET,
      LAB: 'off',
    });
    try {
      const cookies = await signIn(scaled, 'ann@example.com');
      for (const [method, url] of [
        ['GET', '/api/monitors'],
        ['POST', '/api/monitors'],
      ] as const) {
        const res = await api(
          scaled,
          method,
          url,
          cookies,
          method === 'POST' ? { url: PUBLIC, schedule: '0 6 * * *' } : undefined,
        );
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('MONITORING_UNAVAILABLE');
      }
      // Signed out is still 401 first.
      expect((await api(scaled, 'GET', '/api/monitors')).statusCode).toBe(401);
    } finally {
      await scaled.close();
    }
  });

  it('deletes my data: monitors, runs and shared reports, nobody else’s', async () => {
    const gil = await signIn(t, 'gil@example.com');
    const m = (
      await api(t, 'POST', '/api/monitors', gil, { url: site.url('/'), schedule: '0 6 * * *' })
    ).json();
    await t.ctx.store.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: 1 }, 1);
    const shared = await t.ctx.store.saveReport('gil@example.com', '{}', DAY, t.ctx.now());
    const others = await t.ctx.store.saveReport('bob@example.com', '{}', DAY, t.ctx.now());
    expect((await api(t, 'DELETE', '/api/me/data', gil)).statusCode).toBe(204);
    expect((await api(t, 'GET', '/api/monitors', gil)).json()).toEqual([]);
    expect(await t.ctx.store.listRuns(m.id, 10)).toEqual([]);
    expect(await t.ctx.store.getReport(shared.id, t.ctx.now())).toBeNull();
    expect(await t.ctx.store.getReport(others.id, t.ctx.now())).not.toBeNull();
    // Still signed in: deleting data is not deleting the account.
    expect((await api(t, 'GET', '/api/monitors', gil)).statusCode).toBe(200);
  });
});
