import type { Report } from '@rankscope/engine';
import { runAudit } from '@rankscope/engine';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../engine/src/test-support/pdf-text.js';
import { startFixtureSite } from '../../../engine/src/test-support/fixture-site.js';
import type { ReportPrinter } from '../context.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { signedReport, testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';
import { pdfFileName } from './pdf.js';

const DAY = 24 * 60 * 60 * 1000;
let report: Report & { signature: string };

beforeAll(async () => {
  const site = await startFixtureSite();
  try {
    report = signedReport(await runAudit(site.url('/tables'), { allowPrivate: true, site: false }));
  } finally {
    await site.close();
  }
});

const open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function start(env: Record<string, string> = {}, printer?: ReportPrinter): Promise<TestApp> {
  const t = await testApp({ SESSION_SECRET: TEST_SECRET, ...env }, printer ? { printer } : {});
  open.push(t);
  return t;
}

async function signIn(t: TestApp, email: string): Promise<Record<string, string>> {
  const session = await t.ctx.store.createSession(email, 90 * DAY, t.ctx.now());
  return { [SESSION_COOKIE]: t.app.signCookie(session.id) };
}

const pdf = (t: TestApp, cookies: Record<string, string> = {}, payload: object = { report }) =>
  t.app.inject({ method: 'POST', url: '/api/reports/pdf', cookies, payload });

/** A printer that must not be reached (gating and validation come first). */
const unreachable: ReportPrinter = {
  available: true,
  unavailableReason: null,
  print: () => Promise.reject(new Error('printer reached')),
  close: async () => undefined,
};

describe('POST /api/reports/pdf', () => {
  it('asks anonymous visitors to sign in and refuses non-Pro users while plans are gated', async () => {
    const t = await start({ PRO_EMAILS: 'boss@example.com', PLAN_GATING: 'on' }, unreachable);
    const anonymous = await pdf(t);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: 'Sign in with Google to download PDF reports.',
      code: 'AUTH_REQUIRED',
      requiresAuth: true,
    });
    const notPro = await pdf(t, await signIn(t, 'ada@example.com'));
    expect(notPro.statusCode).toBe(403);
    expect(notPro.json()).toEqual({ error: 'PDF reports are a Pro feature.', code: 'PRO_REQUIRED' });
  });

  it('refuses a body that is not a report', async () => {
    const t = await start({ PLAN_GATING: 'off' }, unreachable);
    const wrong = await pdf(t, {}, { report: signedReport({ ...report, seoScore: 101 }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: expect.stringMatching(/seoScore/), code: 'INVALID_REPORT' });
    expect((await pdf(t, {}, { nothing: true })).json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect((await pdf(t, {}, { report, lang: 'de' })).statusCode).toBe(400);
  });

  it('answers 503 PDF_UNAVAILABLE with the reason when there is no Chromium', async () => {
    const none: ReportPrinter = {
      ...unreachable,
      available: false,
      unavailableReason: 'No Chromium found: set CHROME_PATH or install chromium',
    };
    const t = await start({ PLAN_GATING: 'off' }, none);
    const res = await pdf(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'No Chromium found: set CHROME_PATH or install chromium',
      code: 'PDF_UNAVAILABLE',
    });
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({ pdf: false });
  });

  it('renders a real PDF for a Pro user, named after the site and the server date', async () => {
    const t = await start({ PRO_EMAILS: 'ada@example.com' });
    const res = await pdf(t, await signIn(t, 'ada@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="seo-report-127.0.0.1-2026-11-22.pdf"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await pdfText(res.rawPayload);
    expect(text).toContain('Handmade Oak Dining Tables | Smith Workshop');
    expect(pages).toBeGreaterThan(1);
  });

  it('lets anyone download when plan gating is off, with labels in the asked language', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const res = await pdf(t, {}, { report, lang: 'es' });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Vista previa en buscadores');
    // The engine's texts too, not only the labels: the English report is printed in Spanish.
    expect(report.reportLang).toBe('en');
    expect(text).toContain('Etiqueta de título');
    expect(text).not.toContain('Title tag');
  });
});

describe('pdfFileName', () => {
  const at = Date.UTC(2026, 0, 5, 23, 59);
  it.each([
    ['https://www.Example.com/page', 'seo-report-example.com-2026-01-05.pdf'],
    ['https://shop.example.co.uk:8443/x?y', 'seo-report-shop.example.co.uk-2026-01-05.pdf'],
    ['https://bücher.de/', 'seo-report-xn--bcher-kva.de-2026-01-05.pdf'],
    ['http://[::1]:8080/', 'seo-report----1--2026-01-05.pdf'],
    ['not a url', 'seo-report-site-2026-01-05.pdf'],
  ])('%s → %s', (finalUrl, name) => {
    expect(pdfFileName({ finalUrl, url: finalUrl }, at)).toBe(name);
  });
});

describe('GET /api/config', () => {
  it('tells the web app about sign-in, ads, plans, PDF and the free allowance', async () => {
    const t = await start({
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      ADSENSE_CLIENT: 'ca-pub-1234567890123456',
      PLAN_GATING: 'off',
      FREE_AUDITS_PER_DAY: '5',
    });
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      googleClientId: 'client-1.apps.googleusercontent.com',
      adsenseClient: 'ca-pub-1234567890123456',
      planGating: false,
      pdf: true,
      freeAuditsPerDay: 5,
      signedInAuditsPerDay: 200,
      emailAlerts: false,
      alerts: false,
    });
    const defaults = await start();
    expect((await defaults.app.inject({ url: '/api/config' })).json()).toMatchObject({
      googleClientId: '',
      adsenseClient: '',
      planGating: false,
      freeAuditsPerDay: 3,
    });
  });
});
