import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPair } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../auth/session.js';
import { defaultClaims, startJwks, TEST_CLIENT_ID, unsignedToken, type TestJwks } from '../auth/test-jwks.js';
import { hashIp, SESSION_COOKIE } from '../plugins/visitor.js';
import { testApp, type TestApp } from '../test-support/index.js';
import { recordAudit } from '../usage.js';

const HOUR_S = 3600;
const INVALID = { error: 'Invalid authentication. Please try again.', code: 'INVALID_TOKEN' };

let jwks: TestJwks;
const open: TestApp[] = [];

beforeEach(async () => {
  jwks = await startJwks();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
  await jwks.close();
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await testApp({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: jwks.url, ...env });
  open.push(t);
  return t;
}

const signIn = (t: TestApp, credential: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential }, headers });

/** The rs_session cookie a response set (parsed), or undefined. */
const sessionCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SESSION_COOKIE);

/** The raw Set-Cookie line of rs_session. */
function sessionSetCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const line = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`));
  expect(line, 'rs_session Set-Cookie').toBeDefined();
  return line ?? '';
}

const me = (t: TestApp, cookie?: string) =>
  t.app.inject({ url: '/api/me', cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });

async function signedIn(t: TestApp): Promise<string> {
  const res = await signIn(t, await jwks.sign(t.ctx.now()));
  expect(res.statusCode).toBe(200);
  const value = sessionCookie(res)?.value;
  expect(value).toBeTruthy();
  return value ?? '';
}

describe('POST /api/auth/google', () => {
  it('verifies the token, records the user, starts a session and returns the user', async () => {
    const t = await start();
    const res = await signIn(t, await jwks.sign(t.ctx.now()));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      user: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        picture: 'https://lh3.googleusercontent.com/a/ada',
        createdAt: '2026-11-22T12:00:00.000Z',
      },
    });
    expect(await t.ctx.store.getUser('ada@example.com')).toMatchObject({
      lastLoginAt: '2026-11-22T12:00:00.000Z',
    });

    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    });
    expect(cookie?.secure).toBeUndefined();
    // Over plain http the cookie is not Secure (it would never be sent back).
    expect(sessionSetCookie(res)).not.toMatch(/;\s*Secure/i);
    // The cookie holds a signed session id, never the token or the email.
    expect(cookie?.value).not.toContain('ada');
  });

  it('sets a Secure cookie when the request came over https through a trusted proxy', async () => {
    const t = await start({ TRUST_PROXY: 'true' });
    const res = await signIn(t, await jwks.sign(t.ctx.now()), { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    const line = sessionSetCookie(res);
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
  });

  it('ignores x-forwarded-proto from an untrusted client', async () => {
    const t = await start();
    const res = await signIn(t, await jwks.sign(t.ctx.now()), { 'x-forwarded-proto': 'https' });
    expect(sessionSetCookie(res)).not.toMatch(/;\s*Secure/i);
  });

  it('answers 401 INVALID_TOKEN for every kind of bad token and starts no session', async () => {
    const t = await start();
    const now = t.ctx.now();
    const nowS = Math.floor(now / 1000);
    const other = await generateKeyPair('RS256');
    const cases: [string, string][] = [
      ['expired', await jwks.sign(now, { iat: nowS - 2 * HOUR_S })],
      ['wrong audience', await jwks.sign(now, { claims: { aud: 'other.apps.googleusercontent.com' } })],
      ['wrong issuer', await jwks.sign(now, { claims: { iss: 'https://accounts.evil.example' } })],
      ['signed by another key', await jwks.sign(now, { key: other.privateKey })],
      ['alg none', unsignedToken({ ...defaultClaims(), iat: nowS, exp: nowS + HOUR_S })],
      ['email not verified', await jwks.sign(now, { claims: { email_verified: false } })],
      ['garbage', 'eyJhbGciOiJSUzI1NiJ9.garbage.garbage'],
    ];
    for (const [label, credential] of cases) {
      const res = await signIn(t, credential);
      expect({ label, status: res.statusCode, body: res.json() as unknown }).toEqual({
        label,
        status: 401,
        body: INVALID,
      });
      expect(sessionCookie(res), label).toBeUndefined();
    }
    expect(await t.ctx.store.getUser('ada@example.com')).toBeNull();
  });

  it('answers 400 for a missing or empty credential', async () => {
    const t = await start();
    for (const payload of [{}, { credential: '' }, { token: 'x' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    }
  });

  it('answers 503 AUTH_UNAVAILABLE when Google sign-in is not configured', async () => {
    const t = await start({ GOOGLE_CLIENT_ID: '' });
    const res = await signIn(t, await jwks.sign(t.ctx.now()));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID is not set).',
      code: 'AUTH_UNAVAILABLE',
    });
    expect(jwks.hits).toBe(0);
  });

  it("answers 503 AUTH_UNAVAILABLE when Google's keys cannot be fetched", async () => {
    const t = await start();
    jwks.misbehave({ status: 502, body: '' });
    const res = await signIn(t, await jwks.sign(t.ctx.now()));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'AUTH_UNAVAILABLE', error: expect.stringMatching(/try again/) });
  });

  it('records each login: createdAt stays, lastLoginAt moves, name and picture follow Google', async () => {
    const t = await start();
    await signedIn(t);
    t.advance(3 * 24 * HOUR_S * 1000);
    const res = await signIn(t, await jwks.sign(t.ctx.now(), { claims: { name: 'Ada King' } }));
    expect(res.json()).toMatchObject({ user: { name: 'Ada King', createdAt: '2026-11-22T12:00:00.000Z' } });
    expect(await t.ctx.store.getUser('ada@example.com')).toMatchObject({
      name: 'Ada King',
      createdAt: '2026-11-22T12:00:00.000Z',
      lastLoginAt: '2026-11-25T12:00:00.000Z',
    });
  });

  it('replaces a session the browser already held instead of keeping it', async () => {
    const t = await start();
    const first = await signedIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: await jwks.sign(t.ctx.now()) },
      cookies: { [SESSION_COOKIE]: first },
    });
    const second = sessionCookie(res)?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await me(t, first)).json()).toMatchObject({ user: null });
    expect((await me(t, second)).json()).toMatchObject({ user: { email: 'ada@example.com' } });
  });
});

describe('GET /api/me', () => {
  it('describes an anonymous visitor: no user, the free allowance, the client id', async () => {
    const t = await start({ PLAN_GATING: 'on' });
    const res = await me(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      user: null,
      allowance: { remaining: 3, limit: 3, signedIn: false },
      pro: false,
      planGating: true,
      googleClientId: TEST_CLIENT_ID,
    });
  });

  it('counts down the anonymous allowance as audits are recorded', async () => {
    const t = await start();
    const first = await me(t);
    const anon = first.cookies.find((c) => c.name === 'rs_anon')?.value ?? '';
    // The visitor the server sees: light-my-request comes from 127.0.0.1, with the anonymous cookie.
    const visitor = { email: null, anonId: anon, ipHash: hashIp('127.0.0.1', t.ctx.config.USAGE_SALT) };
    recordAudit(t.ctx, visitor);
    const res = await t.app.inject({ url: '/api/me', cookies: { rs_anon: anon } });
    expect(res.json()).toMatchObject({ allowance: { remaining: 2, limit: 3, signedIn: false } });
  });

  it('returns the signed-in user with unlimited (-1) audits', async () => {
    const t = await start({ PLAN_GATING: 'on' });
    const session = await signedIn(t);
    expect((await me(t, session)).json()).toEqual({
      user: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        picture: 'https://lh3.googleusercontent.com/a/ada',
        createdAt: '2026-11-22T12:00:00.000Z',
      },
      allowance: { remaining: -1, limit: 200, signedIn: true },
      pro: false,
      planGating: true,
      googleClientId: TEST_CLIENT_ID,
    });
  });

  it('grants Pro to PRO_EMAILS (any case), and to everyone with PLAN_GATING off', async () => {
    const gated = await start({ PRO_EMAILS: 'someone@example.com, ADA@example.com', PLAN_GATING: 'on' });
    expect((await me(gated, await signedIn(gated))).json()).toMatchObject({ pro: true, planGating: true });

    const selfHosted = await start({ PLAN_GATING: 'off' });
    expect((await me(selfHosted)).json()).toMatchObject({ user: null, pro: true, planGating: false });
    expect((await me(selfHosted, await signedIn(selfHosted))).json()).toMatchObject({ pro: true });
  });

  it('ignores a forged session cookie', async () => {
    const t = await start();
    const session = await signedIn(t);
    const id = session.slice(0, session.lastIndexOf('.'));
    const forgedSignature = `${id}.${'A'.repeat(43)}`;
    for (const cookie of [forgedSignature, id, `${id}.`]) {
      expect((await me(t, cookie)).json(), cookie).toMatchObject({
        user: null,
        allowance: { signedIn: false, remaining: 3 },
      });
    }
    // The genuine cookie still works, so the forgeries failed on their signature alone.
    expect((await me(t, session)).json()).toMatchObject({ user: { email: 'ada@example.com' } });
  });

  it('a session ends after 30 days', async () => {
    const t = await start();
    const session = await signedIn(t);
    t.advance(SESSION_TTL_MS - 1000);
    expect((await me(t, session)).json()).toMatchObject({ user: { email: 'ada@example.com' } });
    t.advance(2000);
    expect((await me(t, session)).json()).toMatchObject({ user: null });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const t = await start();
    const session = await signedIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const line = sessionSetCookie(res);
    expect(line).toMatch(/^rs_session=;/);
    expect(line).toMatch(/Max-Age=0/i);
    expect(line).toMatch(/HttpOnly/i);
    // A copy of the old cookie is dead too: the session is gone from the store.
    expect((await me(t, session)).json()).toMatchObject({ user: null, allowance: { signedIn: false } });
  });

  it('is harmless without a session', async () => {
    const t = await start();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
  });
});

describe('sessions across restarts', () => {
  it('a session survives a restart on the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rankscope-auth-'));
    const first = await start({ DATA_DIR: dataDir });
    const session = await signedIn(first);
    await first.close();
    open.splice(open.indexOf(first), 1);

    const second = await start({ DATA_DIR: dataDir });
    expect((await me(second, session)).json()).toMatchObject({
      user: { email: 'ada@example.com' },
      allowance: { remaining: -1, signedIn: true },
    });

    // A different data directory has a different secret and store: the cookie means nothing there.
    const elsewhere = await start();
    expect((await me(elsewhere, session)).json()).toMatchObject({ user: null });
  });
});
