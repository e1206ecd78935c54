/**
 * Issue 32, item 9: monitors take the same credentials as POST /api/audit, so staging sites and members'
 * areas can be watched (a real app on SQLite, a real audit of a local site behind HTTP Basic auth). They
 * are kept sealed, shown by name only, and sent with the run's audit.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';
import type { EmbeddedScheduler } from './embedded-scheduler.js';
import { PAGE } from '../test-support/monitor-runs.js';

const SECRET_PASSWORD = 'correct-horse-battery';
const GOOD = `Basic ${Buffer.from(`ann:${SECRET_PASSWORD}`).toString('base64')}`;
let site: TestServer;
let t: TestApp;
let cookies: Record<string, string>;
const seen: Array<string | undefined> = [];

beforeAll(async () => {
  site = await startTestServer({});
  site.route('/members', async (req, res) => {
    seen.push(req.headers.authorization);
    if (req.headers.authorization === GOOD) return html(PAGE())(req, res);
    return html('<title>Sign in</title><h1>Sign in</h1>', {
      status: 401,
      headers: { 'www-authenticate': 'Basic realm="members"' },
    })(req, res);
  });
  t = await testApp({ ALLOW_PRIVATE_TARGETS: 'true', SESSION_SECRET: TEST_SECRET, LAB: 'off' });
  const session = await t.ctx.store.createSession('ann@example.com', 86_400_000, t.ctx.now());
  cookies = { [SESSION_COOKIE]: t.app.signCookie(session.id) };
});
afterAll(async () => {
  await Promise.all([t?.close(), site?.close()]);
});

describe('monitor credentials', () => {
  it('audits the page behind Basic auth with the saved credentials, kept sealed and shown by name only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/monitors',
      cookies,
      payload: {
        url: site.url('/members'),
        schedule: '0 6 * * *',
        basicAuth: { username: 'ann', password: SECRET_PASSWORD },
        headers: [{ name: 'X-Preview-Token', value: 'tok-123' }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().credentials).toEqual({ headers: ['X-Preview-Token'], cookies: [], basicAuth: true });
    expect(res.body).not.toContain(SECRET_PASSWORD);
    expect(res.body).not.toContain('tok-123');
    const id = res.json().id as string;
    // Not in clear in the database.
    const db = new Database(join(t.ctx.config.DATA_DIR, 'rankscope.db'), { readonly: true });
    const row = JSON.stringify(db.prepare('SELECT * FROM monitors WHERE id = ?').get(id));
    db.close();
    expect(row).not.toContain(SECRET_PASSWORD);
    expect(row).not.toContain('tok-123');

    const runId = (await t.app.inject({ method: 'POST', url: `/api/monitors/${id}/run`, cookies })).json()
      .runId as string;
    await (t.app.monitorScheduler as EmbeddedScheduler).idle();
    const run = await t.ctx.store.getRun(id, runId);
    expect(run?.status).toBe('ok');
    expect(run?.score).toBeGreaterThan(50);
    expect(seen).toContain(GOOD);
    const report = (await t.ctx.store.getRunReport(id, runId)) ?? '';
    expect(report).toContain('Oak tables made to order');
    expect(report).not.toContain(SECRET_PASSWORD);

    // Sending none of them leaves them; an empty set removes them.
    const kept = await t.app.inject({
      method: 'PATCH',
      url: `/api/monitors/${id}`,
      cookies,
      payload: { paused: true },
    });
    expect(kept.json().credentials).toMatchObject({ basicAuth: true });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/monitors/${id}`,
      cookies,
      payload: { headers: [], cookies: [] },
    });
    expect(cleared.json().credentials).toBeNull();
  });

  it('refuses what cannot be sent with the audit’s own code, and unknown fields with 400', async () => {
    const create = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/monitors',
        cookies,
        payload: { url: site.url('/members'), schedule: '0 6 * * *', ...extra },
      });
    const host = await create({ headers: [{ name: 'Host', value: 'evil.example' }] });
    expect(host.statusCode).toBe(400);
    expect(host.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const unknown = await create({ basicAuth: { username: 'ann', password: 'x', realm: 'r' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^Unknown field "realm"/);
  });
});
