import { fixPage, runAudit, type Report } from '@rankscope/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { signedReport, testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';

const LOCAL = { ALLOW_PRIVATE_TARGETS: 'true' };

/** A page with faults the engine fixes and verifies: no lang, no viewport, no description. */
const PAGE = `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>Handmade oak dining tables from our workshop | Smith Workshop</title>
</head>
<body>
<main>
<h1>Handmade oak dining tables</h1>
${'<p>Every oak dining table we sell is made by hand in our small workshop, from boards we choose ourselves and dry slowly, so the top stays flat for decades.</p>\n'.repeat(8)}
</main>
</body>
</html>
`;

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function site(): Promise<TestServer> {
  const s = await startTestServer({ '/tables': html(PAGE) });
  open.push(s);
  return s;
}

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await testApp({ SESSION_SECRET: TEST_SECRET, ...LOCAL, ...env });
  open.push(t);
  return t;
}

const post = (t: TestApp, report: object) =>
  t.app.inject({ method: 'POST', url: '/api/reports/fixed-page', payload: { report } });

async function audited(s: TestServer): Promise<Report & { signature: string }> {
  return signedReport(await runAudit(s.url('/tables'), { allowPrivate: true, site: false }));
}

describe('POST /api/reports/fixed-page', () => {
  it('answers what rankscope fix writes, as a sandboxed attachment', async () => {
    const s = await site();
    const report = await audited(s);
    const verified = report.checks.filter((c) => c.readyFix?.verified && c.readyFix.kind === 'html');
    expect(verified.length).toBeGreaterThan(0);
    const t = await start();
    const res = await post(t, report);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tables-fixed.html"');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    const written = await fixPage(s.url('/tables'), { allowPrivate: true, site: false, lab: null });
    expect(res.body).toBe(written.fixed);
    expect(res.body).not.toBe(PAGE);
    expect(res.body).toContain('<html lang="en">');
  }, 60_000);

  it('writes nothing when the page is not the one of the report, and hands the audit back', async () => {
    const s = await site();
    const report = await audited(s);
    // The page now answers a sign-in form (the first audit had credentials, or the page changed).
    s.route(
      '/tables',
      html(
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in</title></head><body><form><input type="password"></form></body></html>',
      ),
    );
    const t = await start({ FREE_AUDITS_PER_DAY: '1' });
    const changed = await post(t, report);
    expect([changed.statusCode, changed.json().code]).toEqual([409, 'PAGE_CHANGED']);
    // Handed back: the one audit of the day is still there, and then used up.
    s.route('/tables', html(PAGE));
    expect((await post(t, report)).statusCode).toBe(200);
    const third = await post(t, report);
    expect([third.statusCode, third.json().code]).toEqual([429, 'LIMIT_REACHED']);
  }, 60_000);

  it('refuses a report it did not sign, and one without a verified fix', async () => {
    const s = await site();
    const report = await audited(s);
    const t = await start();
    const { signature: _drop, ...unsigned } = report;
    expect((await post(t, unsigned)).statusCode).toBe(422);
    const none = signedReport({
      ...report,
      checks: report.checks.map((c) => {
        const { readyFix: _fix, ...rest } = c;
        return rest;
      }),
    });
    const res = await post(t, none);
    expect([res.statusCode, res.json().code]).toEqual([422, 'NOTHING_TO_FIX']);
  }, 60_000);
});
