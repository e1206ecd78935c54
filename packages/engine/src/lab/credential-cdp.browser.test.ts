/**
 * credential-cdp.ts over https, the reason it works in the browser and not in the guard proxy: the proxy
 * only sees a CONNECT tunnel, yet the https origin gets the header, the cookie and the localStorage, and
 * an https third party the page loads gets none. One Chromium behind the guard proxy (no Lighthouse),
 * trusting the test certificate (--ignore-certificate-errors, this file's browser only).
 */
import puppeteer, { type Browser as PuppeteerBrowser, type CDPSession } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCertificate } from '../test-support/certificates.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { applyCredentials, type CdpSession } from './credential-cdp.js';
import { credentialScope } from './credential-scope.js';
import { startGuardProxy, type GuardProxy } from './guard-proxy.js';
import { labChromeFlags, launchChromium, type Browser } from './lighthouse/browser.js';
import { PROFILE_PREFIX } from './lighthouse/profiles.js';

const TOKEN = 'tls-token-51be0c';
const COOKIE = 'tls-cookie-8e1f44';

let site: TestServer;
let third: TestServer;
let proxy: GuardProxy;
let chromium: Browser;
let browser: PuppeteerBrowser;

const cdp = (session: CDPSession): CdpSession => ({
  send: (method, params) => session.send(method as never, params as never),
  on: (event, listener) => session.on(event as never, listener as never),
  off: (event, listener) => session.off(event as never, listener as never),
});

beforeAll(async () => {
  const tls = await testCertificate({ ips: ['127.0.0.1', '::1'] });
  third = await startTestServer(
    { '/pixel.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end() },
    { host: '::1', tls },
  );
  site = await startTestServer(
    {
      '/': (req, res) => {
        const ok =
          req.headers['x-token'] === TOKEN && (req.headers.cookie ?? '').includes(`session=${COOKIE}`);
        res.writeHead(ok ? 200 : 401, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          ok
            ? `<!DOCTYPE html><title>Members</title><img src="${third.origin}/pixel.png">
<script>document.title = 'Members: ' + localStorage.getItem('greeting');</script>`
            : '<!DOCTYPE html><title>Sign in</title>',
        );
      },
    },
    { tls },
  );
  proxy = await startGuardProxy({ allowPrivate: true });
  chromium = launchChromium(
    '/usr/bin/chromium',
    [...labChromeFlags(proxy.url), '--ignore-certificate-errors'],
    `${PROFILE_PREFIX}test-`,
  );
  await chromium.ready;
  browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chromium.port}`,
    defaultViewport: null,
  });
});

afterAll(async () => {
  await browser?.disconnect();
  chromium?.kill();
  await proxy?.close();
  await site?.close();
  await third?.close();
});

describe('applyCredentials on an https origin behind the guard proxy', () => {
  it('sends the header and cookie to the origin, sets its localStorage first, and gives the third party nothing', async () => {
    const scope = credentialScope(site.url('/'), {
      headers: [{ name: 'X-Token', value: TOKEN }],
      cookies: [{ name: 'session', value: COOKIE }],
      localStorage: [{ origin: site.origin, entries: [{ name: 'greeting', value: 'hello' }] }],
    });
    if (!scope) throw new Error('expected a scope');
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await applyCredentials(cdp(await page.createCDPSession()), scope);
      const response = await page.goto(site.url('/'), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('Members: hello');
      // Sent in the Cookie header, never put in the jar (which would give it to every port of the host).
      expect(await context.cookies()).toEqual([]);
    } finally {
      await context.close();
    }
    // The stand-in document that set localStorage never reached the site: one request, the real one.
    expect(site.requests.map((r) => r.url).filter((u) => u === '/')).toEqual(['/']);
    expect(third.requests.map((r) => r.url)).toContain('/pixel.png');
    for (const r of third.requests) {
      const seen = JSON.stringify(r.headers);
      expect(seen).not.toContain(TOKEN);
      expect(seen).not.toContain(COOKIE);
    }
  });
});

describe('cookies on a host with two ports', () => {
  it('the audited origin gets the cookie, merged with the site’s own; another port of the host never does', async () => {
    const SECRET = 'port-cookie-7d20aa';
    const other = await startTestServer(
      {},
      { fallback: (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok') },
    );
    const audited = await startTestServer({
      '/': (_req, res) => {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'set-cookie': 'theme=dark; Path=/',
        });
        res.end(`<!DOCTYPE html><title>Members</title><img src="${other.origin}/pixel.png">
<script>fetch('/api').then(() => fetch('${other.origin}/api', { credentials: 'include' }))
  .catch(() => undefined).then(() => { document.title = 'done'; });</script>`);
      },
      '/api': (_req, res) => res.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}'),
      // A redirect to the other port: the hop must not carry the cookie there.
      '/go': (_req, res) => res.writeHead(302, { location: `${other.origin}/landing` }).end(),
    });
    const scope = credentialScope(audited.url('/'), { cookies: [{ name: 'session', value: SECRET }] });
    if (!scope) throw new Error('expected a scope');
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await applyCredentials(cdp(await page.createCDPSession()), scope);
      await page.goto(audited.url('/'), { waitUntil: 'load' });
      await page.waitForFunction(() => document.title === 'done');
      await page.goto(audited.url('/go'), { waitUntil: 'load' });
    } finally {
      await context.close();
      await audited.close();
      await other.close();
    }
    const cookieOf = (r: { headers: Record<string, unknown> }): string => String(r.headers.cookie ?? '');
    const at = (path: string) => audited.requests.filter((r) => r.url === path).map(cookieOf);
    expect(at('/')).toEqual([`session=${SECRET}`]);
    expect(at('/api')).toEqual([`theme=dark; session=${SECRET}`]);
    expect(at('/go')).toEqual([`theme=dark; session=${SECRET}`]);
    // The other port was asked for the image, the script's fetch and the redirect's target...
    expect(other.requests.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/pixel.png', '/api', '/landing']),
    );
    // ... and got the site's own cookie (a cookie is the host's, RFC 6265), never the credential.
    for (const r of other.requests) expect(JSON.stringify(r.headers)).not.toContain(SECRET);
    expect(other.requests.some((r) => cookieOf(r).includes('theme=dark'))).toBe(true);
  });
});
