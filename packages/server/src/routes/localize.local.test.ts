import { COMMON, type Report } from '@rankscope/engine';
import { ReportSchema } from '@rankscope/engine/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../../engine/src/test-support/fixture-site.js';
import type { TestServer } from '../../../engine/src/test-support/test-server.js';
import { ANON_COOKIE } from '../plugins/visitor.js';
import { verifyReport } from '../report-signature.js';
import { testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';

type Signed = Report & { signature: string };

let site: TestServer;
let t: TestApp;
let cookie: string;
let spanish: Signed;

beforeAll(async () => {
  site = await startFixtureSite();
  t = await testApp({ ALLOW_PRIVATE_TARGETS: 'true', LAB: 'off', SESSION_SECRET: TEST_SECRET });
  // The real path: the audit route writes and signs the Spanish report.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/audit',
    payload: { url: site.url('/bad'), lang: 'es' },
  });
  expect(res.statusCode).toBe(200);
  const anon = res.cookies.find((c) => c.name === ANON_COOKIE);
  cookie = anon ? `${ANON_COOKIE}=${anon.value}` : '';
  spanish = res.json<Signed>();
}, 60_000);
afterAll(async () => {
  await t.close();
  await site.close();
});

let calls = 0;
afterEach(() => {
  calls = 0;
});

const localize = (report: unknown, lang: string) => {
  calls++;
  return t.app.inject({
    method: 'POST',
    url: '/api/reports/localize',
    headers: { cookie },
    payload: { report, lang },
  });
};
const remaining = async (): Promise<number> =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
    allowance: { remaining: number };
  }>().allowance.remaining;
const check = (r: Report, id: string) => r.checks.find((c) => c.id === id);

describe('POST /api/reports/localize', () => {
  it('answers the Spanish report in French, signed again, without spending an audit', async () => {
    const before = await remaining();
    const res = await localize(spanish, 'fr');
    expect(res.statusCode).toBe(200);
    const french = res.json<Signed>();
    expect(() => ReportSchema.parse(french)).not.toThrow();
    expect(verifyReport(french, TEST_SECRET)).toBe('valid');
    expect(french.reportLang).toBe('fr');
    expect(check(spanish, 'heading-hierarchy')?.message).toMatch(/^El primer encabezado es un <h3>/);
    expect(check(french, 'heading-hierarchy')?.message).toMatch(/^Le premier titre est un <h3>/);
    expect(check(french, 'heading-hierarchy')?.title).toBe('Hiérarchie des titres');
    expect(french.suggestions.length).toBe(spanish.suggestions.length);
    for (const s of french.suggestions) {
      const c = check(french, s.checkId);
      // French typography: a no-break space before the colon.
      expect(s.text.startsWith(`${c?.title ?? '-'}\u00a0: `)).toBe(true);
    }
    expect(french.performance.mobile.unavailableReason).toBe(COMMON.fr['lab.off.server']);
    expect(spanish.performance.mobile.unavailableReason).toBe(COMMON.es['lab.off.server']);
    // The same facts: only the words changed.
    expect(french.seoScore).toBe(spanish.seoScore);
    expect(french.checks.map((c) => [c.id, c.status])).toEqual(spanish.checks.map((c) => [c.id, c.status]));
    expect(await remaining()).toBe(before);
    // The answer is a report this server signed: it can be localised (or shared, printed) in turn.
    const back = await localize(french, 'es');
    expect(back.statusCode).toBe(200);
    const { signature: _a, ...again } = back.json<Signed>();
    const { signature: _b, ...original } = spanish;
    expect(again).toEqual(original);
  });

  it('refuses a changed report, an unsigned one and an unknown language', async () => {
    const tampered = { ...spanish, seoScore: Math.min(100, spanish.seoScore + 10) };
    const changed = await localize(tampered, 'fr');
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'REPORT_TAMPERED' });
    const message = { ...spanish, checks: spanish.checks.map((c) => ({ ...c, message: 'x' })) };
    expect((await localize(message, 'fr')).json()).toMatchObject({ code: 'REPORT_TAMPERED' });
    const { signature: _s, ...unsigned } = spanish;
    const bare = await localize(unsigned, 'fr');
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ code: 'REPORT_NOT_SIGNED' });
    expect((await localize(spanish, 'de')).statusCode).toBe(400);
    expect(calls).toBe(4);
  });
});
