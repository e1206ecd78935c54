import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, redirect, startTestServer, type TestServer } from '../test-support/test-server.js';
import { createCredentialScope, CredentialsError, validateCredentials } from './credentials-scope.js';
import { fetchPage } from './fetch-page.js';
import { MASK, maskDeep, maskError, maskSecrets, secretsOf } from './secrets.js';

const TOKEN = 'tok-5e6f7a8b9c0d1e2f';
const credentials = {
  headers: [{ name: 'X-Token', value: TOKEN }],
  cookies: [{ name: 'pref', value: 'ck-1234567890' }],
  basicAuth: { username: 'u', password: 'pw-abcdefgh' },
};

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  // Two origins (ports) of one host: cookies alone would not tell them apart (RFC 6265 ignores ports).
  b = await startTestServer({
    '/set': html('<p>b</p>', { headers: { 'set-cookie': 'fromb=bbbbbbbb; Path=/' } }),
  });
  a = await startTestServer({
    '/': html('<p>a</p>', { headers: { 'set-cookie': 'sid=session-1; Path=/; HttpOnly' } }),
    '/away': redirect(`${b.origin}/bounce`, 302),
    '/back': html('<p>back</p>'),
  });
  b.route('/bounce', redirect(`${a.origin}/back`, 302));
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

const plain = { allowPrivate: true };

describe('createCredentialScope', () => {
  it('covers the audited origin, its https upgrade and added origins, nothing else', () => {
    const scope = createCredentialScope('http://example.com/page', {
      origins: ['https://api.example.net/v1'],
    });
    expect(scope.covers(new URL('http://example.com/x'))).toBe(true);
    expect(scope.covers(new URL('https://example.com/x'))).toBe(true);
    expect(scope.covers(new URL('https://api.example.net/other'))).toBe(true);
    expect(scope.covers(new URL('http://api.example.net/'))).toBe(false);
    expect(scope.covers(new URL('https://www.example.com/'))).toBe(false);
    expect(scope.covers(new URL('http://example.com:8080/'))).toBe(false);
    // An https audit never sends its secrets over plain http, even to the same host.
    const secure = createCredentialScope('https://example.com/', {});
    expect(secure.covers(new URL('http://example.com/'))).toBe(false);
    // A non-default port is upgraded on the same port.
    const dev = createCredentialScope('http://localhost:3000/', {});
    expect(dev.covers(new URL('https://localhost:3000/'))).toBe(true);
  });

  it('sends the credentials per hop: dropped on a redirect to another origin, sent again back home', async () => {
    a.requests.length = 0;
    b.requests.length = 0;
    const scope = createCredentialScope(a.url('/'), credentials);
    const first = await fetchPage(a.url('/'), { ...plain, credentials: scope });
    expect(first.status).toBe(200);
    const page = await fetchPage(a.url('/away'), { ...plain, credentials: scope });
    expect(page.finalUrl).toBe(a.url('/back'));
    const basic = `Basic ${Buffer.from('u:pw-abcdefgh').toString('base64')}`;
    for (const r of a.requests) {
      expect(r.headers['x-token'], r.url).toBe(TOKEN);
      expect(r.headers.authorization, r.url).toBe(basic);
    }
    // The session cookie the first page set goes with the later requests to its origin.
    expect(a.requests.find((r) => r.url === '/back')?.headers.cookie).toBe(
      'pref=ck-1234567890; sid=session-1',
    );
    expect(b.requests.map((r) => r.url)).toEqual(['/bounce']);
    const atB = b.requests[0]?.headers ?? {};
    expect(atB['x-token']).toBeUndefined();
    expect(atB.authorization).toBeUndefined();
    expect(atB.cookie).toBeUndefined();
  });

  it('keeps no cookie another origin sets, and sends nothing without credentials', async () => {
    a.requests.length = 0;
    const scope = createCredentialScope(a.url('/'), credentials);
    await fetchPage(b.url('/set'), { ...plain, credentials: scope });
    await fetchPage(a.url('/back'), { ...plain, credentials: scope });
    expect(a.requests[0]?.headers.cookie).toBe('pref=ck-1234567890');
    await fetchPage(a.url('/back'), plain);
    expect(a.requests[1]?.headers.cookie).toBeUndefined();
    expect(a.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('refuses what cannot be sent, without quoting the value', () => {
    const bad = [
      { headers: [{ name: 'X-Token', value: `${TOKEN}\r\nInjected: 1` }] },
      { headers: [{ name: 'Host', value: TOKEN }] },
      { headers: [{ name: 'Bad Name', value: TOKEN }] },
      { cookies: [{ name: 'pref', value: `${TOKEN};x` }] },
      { basicAuth: { username: 'a:b', password: TOKEN } },
      { origins: ['ftp://example.com'] },
    ];
    for (const c of bad) {
      let caught: unknown;
      try {
        validateCredentials(c);
      } catch (err) {
        caught = err;
      }
      expect(caught, JSON.stringify(c)).toBeInstanceOf(CredentialsError);
      expect((caught as Error).message).not.toContain(TOKEN);
    }
  });
});

describe('secrets', () => {
  const secrets = secretsOf({
    ...credentials,
    headers: [{ name: 'Authorization', value: `Bearer ${TOKEN}` }],
  });

  it('lists every value, the Basic pair in both forms and a bearer token alone', () => {
    expect(secrets).toContain(`Bearer ${TOKEN}`);
    expect(secrets).toContain(TOKEN);
    expect(secrets).toContain('ck-1234567890');
    expect(secrets).toContain('pw-abcdefgh');
    expect(secrets).toContain(Buffer.from('u:pw-abcdefgh').toString('base64'));
    // Too short to search for without garbling a report.
    expect(secrets).not.toContain('u');
  });

  it('masks strings, nested reports and errors', () => {
    expect(maskSecrets(`a ${TOKEN} b`, secrets)).toBe(`a ${MASK} b`);
    const masked = maskDeep({ list: [{ t: `x?k=${TOKEN}` }], n: 1, ok: true }, secrets);
    expect(masked).toEqual({ list: [{ t: `x?k=${MASK}` }], n: 1, ok: true });
    const err = maskError(new Error(`redirect to /?k=${TOKEN}`), secrets);
    expect(err.message).toBe(`redirect to /?k=${MASK}`);
    expect(err.stack).not.toContain(TOKEN);
  });
});
