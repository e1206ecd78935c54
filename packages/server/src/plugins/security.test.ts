import { afterEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test-support/index.js';
import { ADSENSE_ORIGINS, FLOOD_LIMITS, HSTS_VALUE } from './security.js';

let open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.map((t) => t.close()));
  open = [];
});
async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await testApp(env);
  open.push(t);
  return t;
}

/** The CSP header as directive → sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const accessControlHeaders = (headers: Record<string, unknown>): string[] =>
  Object.keys(headers).filter((h) => h.startsWith('access-control-'));

describe('security headers', () => {
  it('sends a CSP under which the same-origin app and Google sign-in work, and nothing inline runs', async () => {
    const t = await start();
    const res = await t.app.inject({ url: '/api/health' });
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(csp.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // upgrade-insecure-requests would break the app on plain-http localhost installs.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Google's sign-in popup must be able to post back to the opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('camera=(), microphone=(), geolocation=()');
  });

  it('allows the AdSense origins only when ADSENSE_CLIENT is set', async () => {
    const plain = parseCsp(
      (await (await start()).app.inject({ url: '/' })).headers['content-security-policy'],
    );
    expect(plain.get('script-src')?.join(' ')).not.toContain('googlesyndication');
    const t = await start({ ADSENSE_CLIENT: 'ca-pub-1234567890123456' });
    const csp = parseCsp((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(csp.get(directive)).toEqual(expect.arrayContaining([...ADSENSE_ORIGINS]));
    }
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('sends HSTS only when the request came over https', async () => {
    const t = await start({ TRUST_PROXY: 'true' });
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('does not believe x-forwarded-proto unless TRUST_PROXY is on', async () => {
    const t = await start();
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  const ORIGIN = 'https://app.rankscope.example';

  it('allows a configured origin with credentials', async () => {
    const t = await start({ CORS_ORIGINS: `${ORIGIN}, https://other.example` });
    const res = await t.app.inject({ url: '/api/health', headers: { origin: ORIGIN } });
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers.vary)).toMatch(/origin/i);

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/audit',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('sends no CORS header at all to any other origin, nor to requests without one', async () => {
    const t = await start({ CORS_ORIGINS: ORIGIN });
    const foreign = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(200);
    expect(accessControlHeaders(foreign.headers)).toEqual([]);
    // A look-alike origin is not a prefix match.
    const lookalike = await t.app.inject({
      url: '/api/health',
      headers: { origin: `${ORIGIN}.evil.example` },
    });
    expect(accessControlHeaders(lookalike.headers)).toEqual([]);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/audit',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(accessControlHeaders(preflight.headers)).toEqual([]);
    expect(accessControlHeaders((await t.app.inject({ url: '/api/health' })).headers)).toEqual([]);
  });

  it('allows no cross-origin caller when CORS_ORIGINS is empty', async () => {
    const t = await start();
    const res = await t.app.inject({ url: '/api/health', headers: { origin: 'http://localhost:5173' } });
    expect(accessControlHeaders(res.headers)).toEqual([]);
  });
});

describe('flood limits', () => {
  it(`answers 429 with Retry-After after ${FLOOD_LIMITS.api} API requests a minute from one IP, not for other IPs`, async () => {
    const t = await start();
    const from = (remoteAddress: string) => t.app.inject({ url: '/api/health', remoteAddress });
    for (let i = 0; i < FLOOD_LIMITS.api; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please slow down.', code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The 429 still carries the security headers.
    expect(limited.headers['content-security-policy']).toBeDefined();
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });

  it('limits unknown /api paths too (a flood of 404s is still a flood)', async () => {
    const t = await start();
    for (let i = 0; i < FLOOD_LIMITS.api; i++) {
      await t.app.inject({ url: `/api/nope-${i}`, remoteAddress: '203.0.113.9' });
    }
    const res = await t.app.inject({ url: '/api/health', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(429);
  });

  it(`allows ${FLOOD_LIMITS.signIn} sign-in attempts a minute per IP`, async () => {
    const t = await start();
    const signIn = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        remoteAddress,
        payload: { credential: 'not-a-token' },
      });
    for (let i = 0; i < FLOOD_LIMITS.signIn; i++) {
      expect((await signIn('198.51.100.1')).statusCode).not.toBe(429);
    }
    const limited = await signIn('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Other API calls from that IP and sign-ins from other IPs go on.
    expect((await t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
    expect((await signIn('198.51.100.2')).statusCode).not.toBe(429);
  });

  it('keys the limits by the configured client IP behind a trusted proxy', async () => {
    const t = await start({ TRUST_PROXY: 'true' });
    const via = (client: string) =>
      t.app.inject({ url: '/api/health', headers: { 'x-forwarded-for': client }, remoteAddress: '10.0.0.1' });
    for (let i = 0; i < FLOOD_LIMITS.api; i++) await via('192.0.2.10');
    expect((await via('192.0.2.10')).statusCode).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await via('192.0.2.11')).statusCode).toBe(200);
  });
});
