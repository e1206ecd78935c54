import type { Report } from '@rankscope/engine';
import { runAudit } from '@rankscope/engine';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../../engine/src/test-support/fixture-site.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { signedReport, testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';

const DAY = 24 * 60 * 60 * 1000;
const ID = /^[A-Za-z0-9_-]{22}$/;

let report: Report & { signature: string };

beforeAll(async () => {
  const site = await startFixtureSite();
  try {
    report = signedReport(await runAudit(site.url('/tables'), { allowPrivate: true }));
  } finally {
    await site.close();
  }
});

const open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await testApp({ ALLOW_PRIVATE_TARGETS: 'true', SESSION_SECRET: TEST_SECRET, ...env });
  open.push(t);
  return t;
}

/** Signs a user in the way the server knows them: a session in the store, named by the signed cookie. */
async function signIn(t: TestApp, email: string): Promise<Record<string, string>> {
  const session = await t.ctx.store.createSession(email, 90 * DAY, t.ctx.now());
  return { [SESSION_COOKIE]: t.app.signCookie(session.id) };
}

function share(t: TestApp, cookies: Record<string, string>, payload: unknown = { report }) {
  return t.app.inject({ method: 'POST', url: '/api/reports', cookies, payload: payload as object });
}

const get = (t: TestApp, id: string) => t.app.inject({ url: `/api/reports/${id}` });
const del = (t: TestApp, id: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/reports/${id}`, cookies });

describe('share links', () => {
  it('asks anonymous visitors to sign in', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const res = await share(t, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'Sign in with Google to share reports.',
      code: 'AUTH_REQUIRED',
      requiresAuth: true,
    });
  });

  it('does not trust a forged or unsigned session cookie', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const session = await t.ctx.store.createSession('ada@example.com', DAY, t.ctx.now());
    const res = await share(t, { [SESSION_COOKIE]: session.id });
    expect(res.statusCode).toBe(401);
  });

  it('refuses signed-in users without Pro when plan gating is on', async () => {
    const t = await start({ PRO_EMAILS: 'boss@example.com', PLAN_GATING: 'on' });
    const res = await share(t, await signIn(t, 'ada@example.com'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Share links are a Pro feature.', code: 'PRO_REQUIRED' });
  });

  it('stores a Pro user’s report for 30 days and serves it to anyone with the link', async () => {
    const t = await start({ PRO_EMAILS: 'other@example.com, Ada@Example.com' });
    const res = await share(t, await signIn(t, 'ada@example.com'));
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; url: string; expiresAt: string }>();
    expect(body.id).toMatch(ID);
    expect(body.url).toBe(`/r/${body.id}`);
    expect(body.expiresAt).toBe(new Date(t.ctx.now() + 30 * DAY).toISOString());

    const fetched = await get(t, body.id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toMatch(/^application\/json/);
    expect(fetched.headers['cache-control']).toBe('private, no-store');
    expect(fetched.headers['x-robots-tag']).toBe('noindex');
    expect(fetched.json()).toEqual({ report, expiresAt: body.expiresAt });
  });

  it('lets anyone signed in share when plan gating is off (self-hosted)', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const res = await share(t, await signIn(t, 'anyone@example.org'));
    expect(res.statusCode).toBe(201);
    expect((await get(t, res.json<{ id: string }>().id)).json()).toMatchObject({ report });
  });

  it('accepts a real report larger than the app-wide body limit, up to 2 MB', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const cookies = await signIn(t, 'ada@example.com');
    const big = signedReport({
      ...report,
      aiRecommendations: Array.from({ length: 200 }, (_, i) => `Recommendation ${i}: ${'x'.repeat(500)}`),
    });
    expect(JSON.stringify({ report: big }).length).toBeGreaterThan(64 * 1024);
    const ok = await share(t, cookies, { report: big });
    expect(ok.statusCode).toBe(201);
    expect((await get(t, ok.json<{ id: string }>().id)).json()).toMatchObject({ report: big });

    const tooBig = await share(t, cookies, { report, padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });

  it('rejects a signed body that is not a valid report, naming the first problem', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const cookies = await signIn(t, 'ada@example.com');

    // Signed here with the server's key: the schema check still stands behind the signature.
    const wrongScore = await share(t, cookies, { report: signedReport({ ...report, seoScore: 150 }) });
    expect(wrongScore.statusCode).toBe(400);
    expect(wrongScore.json()).toEqual({ error: expect.stringMatching(/seoScore/), code: 'INVALID_REPORT' });

    const { checks: _checks, ...noChecks } = report;
    const missing = await share(t, cookies, { report: signedReport(noChecks) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toMatch(/checks/);

    const notAnObject = await share(t, cookies, { report: 'hello' });
    expect(notAnObject.statusCode).toBe(400);
    expect((await share(t, cookies, { report: { seoScore: 1 } })).json()).toMatchObject({
      code: 'REPORT_NOT_SIGNED',
    });
    const noReport = await share(t, cookies, {});
    expect(noReport.statusCode).toBe(400);
  });

  it('stores nothing the server did not write: an added field voids the signature', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const res = await share(t, await signIn(t, 'ada@example.com'), {
      report: { ...report, visitorEmail: 'x@y.z' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REPORT_TAMPERED' });
  });

  it('answers the same 404 for unknown, malformed and deleted ids, without caching', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope', '..%2F..%2Fetc']) {
      const res = await get(t, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('lets only the owner delete a share link', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const owner = await signIn(t, 'ada@example.com');
    const id = (await share(t, owner)).json<{ id: string }>().id;
    const unknown = (await get(t, 'AAAAAAAAAAAAAAAAAAAAAA')).json();

    expect((await del(t, id)).statusCode).toBe(401);
    const stranger = await del(t, id, await signIn(t, 'mallory@example.com'));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown);
    expect((await get(t, id)).statusCode).toBe(200);

    const deleted = await del(t, id, owner);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const gone = await get(t, id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(unknown);
    expect((await del(t, id, owner)).statusCode).toBe(404);
  });

  it('tells a signed-in owner, and only them, that the link is theirs to delete', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const owner = await signIn(t, 'ada@example.com');
    const id = (await share(t, owner)).json<{ id: string }>().id;
    // Another browser of the owner's: a new session, no trace of the link in its storage.
    const elsewhere = await signIn(t, 'ada@example.com');
    const asOwner = await t.app.inject({ url: `/api/reports/${id}`, cookies: elsewhere });
    expect(asOwner.json()).toEqual({ report, expiresAt: expect.any(String), yours: true });
    const asStranger = await t.app.inject({
      url: `/api/reports/${id}`,
      cookies: await signIn(t, 'eve@example.com'),
    });
    expect(asStranger.json()).not.toHaveProperty('yours');
    expect((await get(t, id)).json()).not.toHaveProperty('yours');
    expect((await del(t, id, elsewhere)).statusCode).toBe(204);
  });

  it('stops working after 30 days and is purged from the store', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const owner = await signIn(t, 'ada@example.com');
    const id = (await share(t, owner)).json<{ id: string }>().id;
    const unknown = (await get(t, 'AAAAAAAAAAAAAAAAAAAAAA')).json();

    t.advance(30 * DAY - 1);
    expect((await get(t, id)).statusCode).toBe(200);
    t.advance(1);
    const expired = await get(t, id);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(unknown);
    expect((await del(t, id, owner)).statusCode).toBe(404);

    // Still on disk until the purge; gone afterwards.
    expect(await t.ctx.store.getReport(id, 0)).not.toBeNull();
    expect(await t.ctx.store.purgeExpired(t.ctx.now(), DAY)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.store.getReport(id, 0)).toBeNull();
  });

  it('gives every share an unguessable id of its own', async () => {
    const t = await start({ PLAN_GATING: 'off' });
    const cookies = await signIn(t, 'ada@example.com');
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await share(t, cookies);
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: string }>();
      expect(id).toMatch(ID);
      ids.add(id);
    }
    expect(ids.size).toBe(5);
  });
});
