import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../engine/src/test-support/fixture-site.js';
import type { TestServer } from '../../engine/src/test-support/test-server.js';
import type { ReportPrinter } from './context.js';
import { SESSION_COOKIE } from './plugins/visitor.js';
import { canonicalJson, signReport, verifyReport } from './report-signature.js';
import { testApp, TEST_SECRET, type TestApp } from './test-support/index.js';

type Wire = Record<string, unknown> & { signature: string };

let site: TestServer;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => site.close());

const open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

/** Records what it was asked to print: refusals must come before Chromium. */
function countingPrinter(): ReportPrinter & { printed: number } {
  return {
    printed: 0,
    available: true,
    unavailableReason: null,
    async print() {
      this.printed++;
      return Buffer.from('%PDF-1.7 test');
    },
    close: async () => undefined,
  };
}

async function start(secret = TEST_SECRET) {
  const printer = countingPrinter();
  const t = await testApp(
    { ALLOW_PRIVATE_TARGETS: 'true', PLAN_GATING: 'off', SESSION_SECRET: secret },
    { printer },
  );
  open.push(t);
  const session = await t.ctx.store.createSession('ada@example.com', 86_400_000, t.ctx.now());
  const cookies = { [SESSION_COOKIE]: t.app.signCookie(session.id) };
  return { t, printer, cookies };
}

/** A report as the web app holds it: the audit route's answer, parsed from its JSON. */
async function audit(t: TestApp): Promise<Wire> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/audit',
    payload: { url: site.url('/tables') },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Wire>();
}

const share = (t: TestApp, cookies: Record<string, string>, report: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/reports', cookies, payload: { report } });
const pdf = (t: TestApp, report: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/reports/pdf', payload: { report } });

describe('server-signed reports', () => {
  it('signs every report it answers, and shares and prints it sent back unchanged', async () => {
    const { t, printer, cookies } = await start();
    const report = await audit(t);
    expect(report.signature).toMatch(/^v1\.[A-Za-z0-9_-]{43}$/);

    const shared = await share(t, cookies, report);
    expect(shared.statusCode).toBe(201);
    // The shared copy keeps its signature: it can be printed or shared again.
    const got = await t.app.inject({ url: `/api/reports/${shared.json<{ id: string }>().id}` });
    const stored = got.json<{ report: Wire }>().report;
    expect(stored).toEqual(report);
    expect((await share(t, cookies, stored)).statusCode).toBe(201);

    const printed = await pdf(t, report);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printer.printed).toBe(1);

    // Key order and whitespace are the client's business: the canonical form is what is signed.
    const reordered = Object.fromEntries(Object.entries(report).reverse());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      cookies,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ report: reordered }, null, 2),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an edited score, text or URL, an unsigned report and a lifted signature, before printing', async () => {
    const { t, printer, cookies } = await start();
    const report = await audit(t);
    const other = await audit(t);
    const checks = report.checks as Array<Record<string, unknown>>;
    const edits: Record<string, unknown> = {
      score: { ...report, seoScore: 100 },
      text: { ...report, title: 'Best site in the world' },
      url: { ...report, finalUrl: 'javascript:alert(document.cookie)' },
      nested: {
        ...report,
        checks: [
          { ...checks[0], message: 'Click <a href="javascript:alert(1)">here</a>' },
          ...checks.slice(1),
        ],
      },
      added: { ...report, isPromoted: true },
      lifted: { ...other, signature: report.signature },
    };
    for (const [what, edited] of Object.entries(edits)) {
      for (const res of [await share(t, cookies, edited), await pdf(t, edited)]) {
        expect(res.statusCode, what).toBe(422);
        expect(res.json(), what).toEqual({
          error: expect.stringMatching(/changed/),
          code: 'REPORT_TAMPERED',
        });
      }
    }
    const { signature: _s, ...unsigned } = report;
    for (const body of [unsigned, { ...report, signature: '' }, { ...report, signature: 'v0.abc' }]) {
      for (const res of [await share(t, cookies, body), await pdf(t, body)]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'REPORT_NOT_SIGNED' });
      }
    }
    expect(printer.printed).toBe(0);
  });

  it('refuses a report signed by another server (another secret)', async () => {
    const elsewhere = await start('another-server-secret-0123456789abcdef');
    const foreign = await audit(elsewhere.t);
    const { t, cookies } = await start();
    const res = await share(t, cookies, foreign);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REPORT_TAMPERED' });
  });

  it('keeps a signature valid as long as the secret: a report from last month still prints', async () => {
    const { t } = await start();
    const report = await audit(t);
    t.advance(31 * 86_400_000);
    expect((await pdf(t, report)).statusCode).toBe(200);
  });

  it('answers a body nested too deep to be a report with 422, not a crash', async () => {
    const { t, cookies } = await start();
    const deep = `${'['.repeat(100_000)}"x"${']'.repeat(100_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      cookies,
      headers: { 'content-type': 'application/json' },
      payload: `{"report":{"seoScore":1,"deep":${deep},"signature":"v1.AAAA"}}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REPORT_TAMPERED' });
  });
});

describe('canonical JSON', () => {
  it('sorts keys at every level, keeps array order and drops nothing but undefined', () => {
    expect(canonicalJson({ b: 1, a: [3, { d: null, c: 'é"' }], u: undefined })).toBe(
      '{"a":[3,{"c":"é\\"","d":null}],"b":1}',
    );
    const signed = signReport({ z: 1, a: { y: [1, 2] } }, TEST_SECRET);
    expect(verifyReport({ a: { y: [1, 2] }, z: 1, signature: signed.signature }, TEST_SECRET)).toBe('valid');
    expect(verifyReport({ a: { y: [2, 1] }, z: 1, signature: signed.signature }, TEST_SECRET)).toBe(
      'tampered',
    );
  });
});
