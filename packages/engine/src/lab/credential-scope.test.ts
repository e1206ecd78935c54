/**
 * Which lab requests carry an audit's credentials (issue 26): exact origins only, the user's headers over
 * Basic on a clash, a request elsewhere stripped of an inherited credential value, localStorage of
 * credential origins only; and PageSpeed Insights, which cannot carry them, refuses to measure instead of
 * scoring the sign-in page. The browser side is tested against real Chromium in run-audit-lab.lab.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AuditCredentials } from '../fetch/credentials.js';
import { credentialScope, headersForRequest, type CredentialScope } from './credential-scope.js';
import { LabRunner, PSI_CREDENTIALS_REASON } from './runner.js';

const PAGE = 'https://shop.example.com/members?x=1';

function scopeOf(credentials: AuditCredentials, page = PAGE): CredentialScope {
  const scope = credentialScope(page, credentials);
  if (!scope) throw new Error('expected a scope');
  return scope;
}

describe('credentialScope', () => {
  it('covers the page origin and the added origins, exactly, with Basic first and the user’s headers winning', () => {
    const scope = scopeOf({
      basicAuth: { username: 'ann', password: 'pa:ss' },
      headers: [
        { name: 'x-vercel-protection-bypass', value: 'tok' },
        { name: 'Bad Name', value: 'dropped' },
        { name: 'x-split', value: 'a\r\nInjected: 1' },
        { name: 'Host', value: 'evil.test' },
        { name: 'Proxy-Authorization', value: 'Basic x' },
        { name: 'Transfer-Encoding', value: 'chunked' },
      ],
      origins: ['https://API.example.com:443/v1', 'not a url', 'ftp://files.example.com'],
    });
    expect([...scope.origins]).toEqual(['https://shop.example.com', 'https://api.example.com']);
    expect(scope.headers).toEqual([
      { name: 'Authorization', value: `Basic ${Buffer.from('ann:pa:ss').toString('base64')}` },
      { name: 'x-vercel-protection-bypass', value: 'tok' },
    ]);
    const own = scopeOf({
      basicAuth: { username: 'a', password: 'b' },
      headers: [{ name: 'authorization', value: 'Bearer t' }],
    });
    expect(own.headers).toEqual([{ name: 'authorization', value: 'Bearer t' }]);
  });

  it('keeps localStorage of credential origins only, and is null when there is nothing to send', () => {
    const scope = scopeOf({
      localStorage: [
        { origin: 'https://shop.example.com', entries: [{ name: 'token', value: 't' }] },
        { origin: 'https://accounts.example.net', entries: [{ name: 'sso', value: 's' }] },
      ],
    });
    expect(scope.localStorage).toEqual([
      { origin: 'https://shop.example.com', entries: [{ name: 'token', value: 't' }] },
    ]);
    expect(credentialScope(PAGE, null)).toBeNull();
    expect(credentialScope(PAGE, { headers: [], cookies: [], origins: ['https://a.example'] })).toBeNull();
    expect(credentialScope('file:///etc/passwd', { headers: [{ name: 'x', value: 'y' }] })).toBeNull();
    expect(credentialScope(PAGE, { cookies: [{ name: 'a b', value: 'x' }] })).toBeNull();
  });
});

describe('headersForRequest', () => {
  const scope = scopeOf({
    headers: [{ name: 'X-Token', value: 'secret' }],
    origins: ['http://127.0.0.1:4321'],
  });

  it('adds the headers to requests for a credential origin, replacing one of the same name', () => {
    expect(
      headersForRequest('https://shop.example.com/app.js', { Accept: '*/*', 'x-token': 'page' }, scope),
    ).toEqual([
      { name: 'Accept', value: '*/*' },
      { name: 'X-Token', value: 'secret' },
    ]);
    expect(headersForRequest('http://127.0.0.1:4321/api', {}, scope)).toEqual([
      { name: 'X-Token', value: 'secret' },
    ]);
  });

  it('never adds them elsewhere: another scheme, port, host or a look-alike host', () => {
    for (const url of [
      'http://shop.example.com/',
      'https://shop.example.com:8443/',
      'https://cdn.example.com/a.js',
      'https://shop.example.com.evil.test/',
      'http://127.0.0.1:4322/',
      'data:text/plain,x',
    ]) {
      expect(headersForRequest(url, { Accept: '*/*' }, scope), url).toBeNull();
    }
  });

  it('strips a credential value a request to another origin inherited, and leaves the page’s own values', () => {
    expect(
      headersForRequest('https://cdn.example.com/x.png', { Accept: 'image/*', 'X-TOKEN': 'secret' }, scope),
    ).toEqual([{ name: 'Accept', value: 'image/*' }]);
    expect(
      headersForRequest('https://cdn.example.com/x.png', { 'x-token': 'the page’s own' }, scope),
    ).toBeNull();
  });
});

describe('cookies in headersForRequest', () => {
  const scope = scopeOf({ cookies: [{ name: 'session', value: 's3cret' }] });

  it('adds them to the Cookie header of the credential origin only, after the site’s own', () => {
    expect(headersForRequest('https://shop.example.com/', { Accept: '*/*' }, scope)).toEqual([
      { name: 'Accept', value: '*/*' },
      { name: 'Cookie', value: 'session=s3cret' },
    ]);
    expect(headersForRequest('https://shop.example.com/a', { Cookie: 'theme=dark' }, scope)).toEqual([
      { name: 'Cookie', value: 'theme=dark; session=s3cret' },
    ]);
    // The site set a newer session meanwhile: a signed-in browser sends the site's value.
    expect(headersForRequest('https://shop.example.com/b', { cookie: 'session=rotated' }, scope)).toEqual([
      { name: 'Cookie', value: 'session=rotated' },
    ]);
    // Another port of the same host is another origin: nothing added.
    expect(headersForRequest('https://shop.example.com:8443/', { Cookie: 'theme=dark' }, scope)).toBeNull();
  });

  it('strips an inherited credential cookie from a request to another origin, keeping the others', () => {
    expect(
      headersForRequest('https://shop.example.com:8443/', { Cookie: 'theme=dark; session=s3cret' }, scope),
    ).toEqual([{ name: 'Cookie', value: 'theme=dark' }]);
    expect(headersForRequest('https://cdn.example.com/', { Cookie: 'session=s3cret' }, scope)).toEqual([]);
  });
});

describe('PageSpeed Insights with credentials', () => {
  it('gives the reason instead of scores of the sign-in page, and never calls the API', async () => {
    // Nothing listens on port 9: a request would fail with another reason.
    const runner = new LabRunner({ psi: { key: 'k', baseUrl: 'http://127.0.0.1:9/' } });
    const scores = await runner.run(PAGE, { credentials: { headers: [{ name: 'x-token', value: 't' }] } });
    expect(scores.mobile).toEqual({ ok: false, formFactor: 'mobile', reason: PSI_CREDENTIALS_REASON });
    expect(scores.desktop).toEqual({ ok: false, formFactor: 'desktop', reason: PSI_CREDENTIALS_REASON });
    await runner.close();
  });
});
