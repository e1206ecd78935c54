/** Sharing a comparison: the report with the owner's earlier audit of the same page (its baseline). */
import type { Report } from '@rankscope/engine';
import { runAudit } from '@rankscope/engine';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../../engine/src/test-support/fixture-site.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { signedReport, testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';

type Signed = Report & { signature: string };
let baseline: Signed;
let report: Signed;
let otherPage: Signed;

beforeAll(async () => {
  const site = await startFixtureSite();
  try {
    baseline = signedReport(await runAudit(site.url('/tables'), { allowPrivate: true }));
    report = signedReport(await runAudit(site.url('/tables'), { allowPrivate: true }));
    otherPage = signedReport(await runAudit(site.url('/'), { allowPrivate: true }));
  } finally {
    await site.close();
  }
});

const open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function start(): Promise<{
  t: TestApp;
  share: (payload: object) => Promise<LightMyRequestResponse>;
}> {
  const t = await testApp({ ALLOW_PRIVATE_TARGETS: 'true', SESSION_SECRET: TEST_SECRET, PLAN_GATING: 'off' });
  open.push(t);
  const session = await t.ctx.store.createSession('ada@example.com', 86_400_000, t.ctx.now());
  const cookies = { [SESSION_COOKIE]: t.app.signCookie(session.id) };
  return { t, share: (payload) => t.app.inject({ method: 'POST', url: '/api/reports', cookies, payload }) };
}

describe('sharing a comparison', () => {
  it('stores the baseline with the report and serves both', async () => {
    const { t, share } = await start();
    const res = await share({ report, baseline });
    expect(res.statusCode).toBe(201);
    const fetched = await t.app.inject({ url: `/api/reports/${res.json<{ id: string }>().id}` });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({
      report,
      baseline,
      expiresAt: res.json<{ expiresAt: string }>().expiresAt,
    });

    // Without a baseline the answer has none.
    const plain = await share({ report });
    const alone = await t.app.inject({ url: `/api/reports/${plain.json<{ id: string }>().id}` });
    expect(alone.json()).not.toHaveProperty('baseline');
  });

  it('refuses a tampered or unsigned baseline, saying it is the baseline', async () => {
    const { share } = await start();
    const tampered = await share({ report, baseline: { ...baseline, seoScore: 100 } });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json()).toEqual({
      code: 'REPORT_TAMPERED',
      error: expect.stringMatching(/^The earlier report \(baseline\): This report was changed/),
    });
    const { signature: _s, ...unsigned } = baseline;
    const res = await share({ report, baseline: unsigned });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REPORT_NOT_SIGNED' });
  });

  it('refuses a baseline of another URL with its own code', async () => {
    const { share } = await start();
    const res = await share({ report, baseline: otherPage });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'BASELINE_OTHER_URL',
      error: expect.stringMatching(/another page/),
    });
  });
});
