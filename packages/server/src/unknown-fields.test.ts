/**
 * Issue 32: a field a route does not know is refused with 400 and its name, on every JSON route (a
 * monitor saved with `basicAuth` answered 201 and dropped it). The table names a valid body per route;
 * a route added without an entry fails the test, so "every route" stays true.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './plugins/visitor.js';
import { registeredRoutes, testApp, TEST_SECRET, type TestApp } from './test-support/index.js';

const ID = 'x'.repeat(22);
/** A valid body for each route that takes one (the unknown field is added to it). */
const BODIES: Record<string, object> = {
  'POST /api/audit': { url: 'https://93.184.215.14/' },
  'POST /api/audit/cancel': { auditId: 'a1' },
  'POST /api/auth/google': { credential: 'x' },
  'POST /api/auth/logout': {},
  'POST /api/reports': { report: {} },
  'POST /api/reports/localize': { report: {}, lang: 'fr' },
  'POST /api/reports/pdf': { report: {} },
  'POST /api/reports/fixed-page': { report: {} },
  'POST /api/monitors': { url: 'https://93.184.215.14/', schedule: '0 6 * * *' },
  'PATCH /api/monitors/:id': { paused: true },
  'POST /api/monitors/:id/run': {},
  'POST /api/alert-addresses': { email: 'team@example.org' },
  'POST /api/alert-addresses/confirm': { token: 'x'.repeat(40) },
  'DELETE /api/monitors/:id': {},
  'DELETE /api/me/data': {},
  'DELETE /api/reports/:id': {},
};

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ SESSION_SECRET: TEST_SECRET, LAB: 'off', PUBLIC_URL: 'https://rankscope.example' });
  const session = await t.ctx.store.createSession('ann@example.com', 86_400_000, t.ctx.now());
  cookies = { [SESSION_COOKIE]: t.app.signCookie(session.id) };
});
afterAll(async () => {
  await t?.close();
});

describe('unknown body fields', () => {
  it('are refused with 400 and their name on every route that takes a body', async () => {
    const routes = registeredRoutes(t.app).filter((r) =>
      ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method),
    );
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k) => !(k in BODIES))).toEqual([]);
    for (const { method, path } of routes) {
      const body = BODIES[`${method} ${path}`] ?? {};
      const res = await t.app.inject({
        method: method as 'POST',
        url: path.replace(':id', ID),
        cookies,
        payload: { ...body, zzUnknown: 1 },
      });
      expect([method, path, res.statusCode]).toEqual([method, path, 400]);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST' });
      expect(res.json().error).toMatch(/^Unknown field "zzUnknown" in body/);
    }
  });

  it('names a field unknown inside an object too, and keeps the other validation messages', async () => {
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/monitors',
      cookies,
      payload: { url: 'https://93.184.215.14/', schedule: '0 6 * * *', alerts: { sms: '+33600000000' } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error).toMatch(/^Unknown field "sms" in body\/alerts/);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/monitors',
      cookies,
      payload: { url: 'https://93.184.215.14/', schedule: '0 6 * * *', minSeverity: 'high' },
    });
    expect(wrongType.json()).toEqual({
      error: 'body/minSeverity must be equal to one of the allowed values',
      code: 'INVALID_REQUEST',
    });
  });
});
