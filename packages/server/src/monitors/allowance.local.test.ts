/**
 * Issue 32, item 8: monitor runs within the signed-in user's limits (a real app on SQLite, real audits of
 * a local site). "Run now" takes one audit from the daily allowance (6 of 6 manual crawl runs had gone
 * past the cap); scheduled site crawls take their pages from the owner's MONITOR_CRAWL_PAGES_PER_DAY,
 * and a crawl with none left is not made (no alert, the monitor's state unchanged).
 */
import { runSiteAudit, type Report } from '@rankscope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { createLocalBackend } from '../queue/local-backend.js';
import { testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';
import type { EmbeddedScheduler } from './embedded-scheduler.js';
import { crawlBudgetKey, executeRun } from './run.js';
import { keepingSender, PAGE } from '../test-support/monitor-runs.js';

const DAY = 86_400_000;
let site: TestServer;
let t: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  const link = (path: string) => `<a href="${path}">more</a>`;
  site = await startTestServer({
    '/': html(PAGE(link('/a') + link('/b') + link('/c'))),
    '/a': html(PAGE()),
    '/b': html(PAGE()),
    '/c': html(PAGE()),
  });
  t = await testApp(
    {
      ALLOW_PRIVATE_TARGETS: 'true',
      SESSION_SECRET: TEST_SECRET,
      LAB: 'off',
      SIGNED_IN_AUDITS_PER_DAY: '2',
      MONITOR_CRAWL_PAGES_PER_DAY: '3',
    },
    { runSiteAudit },
  );
  const session = await t.ctx.store.createSession('ann@example.com', DAY, t.ctx.now());
  cookies = { [SESSION_COOKIE]: t.app.signCookie(session.id) };
});
afterAll(async () => {
  await Promise.all([t?.close(), site?.close()]);
});

const create = async (body: object): Promise<string> => {
  const res = await t.app.inject({ method: 'POST', url: '/api/monitors', cookies, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

describe('monitor runs and the daily limits', () => {
  it('counts "Run now" against the signed-in allowance: refused with 429 once it is spent', async () => {
    const id = await create({ url: site.url('/a'), schedule: '0 6 * * *' });
    const runNow = async () => {
      t.advance(1000);
      const res = await t.app.inject({ method: 'POST', url: `/api/monitors/${id}/run`, cookies });
      await (t.app.monitorScheduler as EmbeddedScheduler).idle();
      return res;
    };
    expect((await runNow()).statusCode).toBe(202);
    expect((await runNow()).statusCode).toBe(202);
    const refused = await runNow();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await t.ctx.store.listRuns(id, 10)).toHaveLength(2);
    // The audit form says the same: the allowance is one for both.
    const audit = await t.app.inject({
      method: 'POST',
      url: '/api/audit',
      cookies,
      payload: { url: site.url('/b') },
    });
    expect(audit.statusCode).toBe(429);
  });

  it('takes scheduled crawl pages from the owner’s daily page budget, and makes no crawl when it is spent', async () => {
    const id = await create({ url: site.url('/'), schedule: '0 6 * * *', crawl: 2 });
    const deps = {
      store: t.ctx.store,
      backend: createLocalBackend(t.ctx),
      alerts: keepingSender(),
      config: t.ctx.config,
      now: t.ctx.now,
      log: t.app.log,
    };
    const tick = async (at: number) => {
      const run = await executeRun(deps, { id }, { trigger: 'schedule', scheduledFor: at });
      const report = run ? await t.ctx.store.getRunReport(id, run.id) : null;
      return { run, pages: report ? ((JSON.parse(report) as Report).crawl?.pages.length ?? 0) : 0 };
    };
    const first = await tick(t.ctx.now() + 1);
    expect(first.run?.error ?? null).toBeNull();
    expect(first.run?.status).toBe('ok');
    expect(first.pages).toBe(2);
    // One page left of three: the next crawl gets that one.
    const second = await tick(t.ctx.now() + 2);
    expect(second.run?.status).toBe('ok');
    expect(second.pages).toBe(1);
    const spent = await tick(t.ctx.now() + 3);
    expect(spent.run).toMatchObject({ status: 'failed', alert: null, error: { code: 'CRAWL_BUDGET_SPENT' } });
    expect((await t.ctx.store.getMonitor(id))?.state).toBe('ok');
    expect(await t.ctx.store.countUsage([crawlBudgetKey('ann@example.com')], DAY, t.ctx.now())).toBe(3);
    // A day later the budget is back.
    t.advance(DAY);
    expect((await tick(t.ctx.now())).run?.status).toBe('ok');
  });
});
