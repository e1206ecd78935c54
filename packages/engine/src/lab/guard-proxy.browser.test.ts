import { request } from 'node:http';
import type { Socket } from 'node:net';
import type { chromium as Chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress, type Resolver } from '../fetch/ssrf.js';
import { html, redirect, startTestServer, type TestServer } from '../test-support/test-server.js';
import { findChromium } from './chromium.js';
import {
  GUARD_HEADER,
  guardedChromiumArgs,
  parseAuthority,
  startGuardProxy,
  type GuardProxy,
} from './guard-proxy.js';

/**
 * The "public" site is a fixture on 127.0.0.1, made public for these tests by the injected isBlocked;
 * the internal one listens on ::1 (loopback, blocked as in production) and must never see a request.
 */
let site: TestServer;
let internal: TestServer;
let proxy: GuardProxy;
let lookups: string[] = [];

const allowFixture = (ip: string): boolean => ip !== '127.0.0.1' && isBlockedAddress(ip);

const resolver: Resolver = (host) => {
  lookups.push(host);
  const table: Record<string, string[]> = {
    'public.test': ['127.0.0.1'],
    'internal.test': ['::1'],
    'ten.test': ['10.0.0.1'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['127.0.0.1', '10.0.0.1'],
    'socket.test': ['10.0.0.2'],
  };
  const answer = table[host];
  if (!answer) return Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
  return Promise.resolve(answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
};

interface Answer {
  status: number;
  body: string;
  guard?: string;
}

/** A plain HTTP request through the proxy (absolute-URI form, as browsers send to an HTTP proxy). */
function viaProxy(proxyUrl: string, target: string, path = target): Promise<Answer> {
  const p = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: p.hostname, port: p.port, path, headers: { host: new URL(target).host }, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          const guard = res.headers[GUARD_HEADER];
          resolve({ status: res.statusCode ?? 0, body, ...(typeof guard === 'string' ? { guard } : {}) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** CONNECT host:port through the proxy; resolves with the status and, on 200, the tunnel socket. */
function connectVia(proxyUrl: string, authority: string): Promise<{ status: number; socket: Socket }> {
  const p = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: p.hostname, port: p.port, method: 'CONNECT', path: authority, agent: false });
    req.on('connect', (res, socket: Socket) => resolve({ status: res.statusCode ?? 0, socket }));
    req.on('error', reject);
    req.end();
  });
}

function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (data += c));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
  });
}

beforeAll(async () => {
  site = await startTestServer({
    '/': html('<p>public</p>'),
    '/ok.png': html('png'),
    '/to-internal': redirect('http://internal.test/secret', 302),
  });
  internal = await startTestServer({}, { host: '::1', fallback: html('secret') });
  proxy = await startGuardProxy({ resolve: resolver, isBlocked: allowFixture, idleTimeoutMs: 1_500 });
});

afterAll(async () => {
  await proxy.close();
  await site.close();
  await internal.close();
});

describe('parseAuthority', () => {
  it('reads host:port, bracketed IPv6 and refuses anything else', () => {
    expect(parseAuthority('Example.COM:443')).toEqual({ host: 'example.com', port: 443 });
    expect(parseAuthority('[::1]:8080')).toEqual({ host: '::1', port: 8080 });
    for (const bad of [
      'example.com',
      'example.com:0',
      'example.com:70000',
      '[nothost]:80',
      'a/b:80',
      ':80',
    ]) {
      expect(parseAuthority(bad), bad).toBeNull();
    }
  });
});

describe('guard proxy with plain HTTP clients', () => {
  it('forwards a request for a public host to the address it resolved, with the Host header kept', async () => {
    lookups = [];
    const before = site.requests.length;
    const answer = await viaProxy(proxy.url, `http://public.test:${site.port}/`);
    expect(answer).toEqual({ status: 200, body: '<p>public</p>' });
    const seen = site.requests.slice(before);
    expect(seen.map((r) => [r.url, r.headers.host])).toEqual([['/', `public.test:${site.port}`]]);
    expect(seen[0]?.headers['proxy-connection']).toBeUndefined();
    expect(lookups).toEqual(['public.test']);
  });

  it('refuses private, loopback, link-local and mixed answers with 403 and connects nowhere', async () => {
    const targets = [
      `http://internal.test:${internal.port}/secret`,
      `http://[::1]:${internal.port}/secret`,
      `http://ten.test/`,
      `http://metadata.test/latest/meta-data/`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://mixed.test:${site.port}/`,
      `http://[::ffff:127.0.0.2]:${site.port}/`,
    ];
    const before = site.requests.length;
    for (const target of targets) {
      const answer = await viaProxy(proxy.url, target);
      expect(answer.status, target).toBe(403);
      expect(answer.body, target).toMatch(/not a public address/);
      expect(answer.guard, target).toBe('blocked');
    }
    expect(internal.requests).toEqual([]);
    expect(site.requests.length).toBe(before);
    expect(proxy.blocked).toEqual(
      expect.arrayContaining([
        `internal.test:${internal.port}`,
        `[::1]:${internal.port}`,
        'ten.test:80',
        '169.254.169.254:80',
        `mixed.test:${site.port}`,
      ]),
    );
  });

  it('does not follow redirects: the browser asks again and the new target is checked on its own', async () => {
    const answer = await viaProxy(proxy.url, `http://public.test:${site.port}/to-internal`);
    expect(answer.status).toBe(302);
    expect((await viaProxy(proxy.url, 'http://internal.test/secret')).status).toBe(403);
    expect(internal.requests).toEqual([]);
  });

  it('pins the connection to the checked address: a rebinding resolver is asked once', async () => {
    let calls = 0;
    const rebinding: Resolver = () => {
      calls++;
      const address = calls === 1 ? '127.0.0.1' : '::1';
      return Promise.resolve([{ address, family: calls === 1 ? 4 : 6 }]);
    };
    const rebound = await startGuardProxy({ resolve: rebinding, isBlocked: allowFixture });
    try {
      // Same port on both servers is unlikely; the ::1 server would answer "secret" if it were reached.
      const answer = await viaProxy(rebound.url, `http://rebind.test:${site.port}/`);
      expect(answer).toEqual({ status: 200, body: '<p>public</p>' });
      expect(calls).toBe(1);
      expect(internal.requests).toEqual([]);
    } finally {
      await rebound.close();
    }
  });

  it('answers bad requests and unreachable hosts without crashing, then keeps serving', async () => {
    expect((await viaProxy(proxy.url, 'http://public.test/', '/not-absolute')).status).toBe(400);
    const unknown = await viaProxy(proxy.url, 'http://nowhere.test/');
    expect(unknown.status).toBe(502);
    expect(unknown.body).toMatch(/could not be resolved/);
    expect(unknown.guard).toBe('unreachable');
    // public.test on a port nothing listens on (the proxy's own port would be refused as a loop).
    const closed = await viaProxy(proxy.url, 'http://public.test:1/');
    expect(closed.status).toBe(502);
    expect((await viaProxy(proxy.url, `http://public.test:${new URL(proxy.url).port}/`)).status).toBe(403);
    expect((await viaProxy(proxy.url, `http://public.test:${site.port}/`)).status).toBe(200);
  });

  it('is the plain SSRF guard by default: loopback fixtures are refused unless trusted', async () => {
    const strict = await startGuardProxy({ resolve: resolver });
    const trusting = await startGuardProxy({ resolve: resolver, trustedOrigins: [site.origin] });
    try {
      expect((await viaProxy(strict.url, `${site.origin}/`)).status).toBe(403);
      expect((await viaProxy(strict.url, `http://public.test:${site.port}/`)).status).toBe(403);
      expect((await viaProxy(trusting.url, `${site.origin}/`)).status).toBe(200);
      expect((await viaProxy(trusting.url, `http://[::1]:${internal.port}/`)).status).toBe(403);
      expect(internal.requests).toEqual([]);
    } finally {
      await strict.close();
      await trusting.close();
    }
  });
});

describe('guard proxy CONNECT tunnels', () => {
  it('refuses CONNECT to blocked hosts and malformed targets', async () => {
    for (const authority of ['internal.test:443', `[::1]:${internal.port}`, 'ten.test:443', '10.0.0.1:22']) {
      const { status, socket } = await connectVia(proxy.url, authority);
      socket.destroy();
      expect(status, authority).toBe(403);
    }
    const malformed = await connectVia(proxy.url, 'no-port.test');
    malformed.socket.destroy();
    expect(malformed.status).toBe(400);
    expect(internal.requests).toEqual([]);
    expect(proxy.blocked).toContain('10.0.0.1:22');
  });

  it('tunnels bytes to an allowed host and closes the tunnel when it sits idle', async () => {
    const { status, socket } = await connectVia(proxy.url, `public.test:${site.port}`);
    expect(status).toBe(200);
    const read = readAll(socket);
    socket.write(`GET / HTTP/1.1\r\nHost: public.test\r\n\r\n`);
    const started = Date.now();
    const text = await read;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(text).toContain('<p>public</p>');
    // The fixture keeps the connection open: only the proxy's idle timeout (1.5 s here) can end the tunnel,
    // so the read's end is that timeout's doing; and it did not come before it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  });
});

const chromiumPath = findChromium().path;

describe.skipIf(chromiumPath === null)('guard proxy in front of real Chromium', () => {
  it('lets the page load from its public host and stops subresources, fetch() and redirects to internal hosts', async () => {
    const port = internal.port;
    site.route(
      '/page',
      html(`<!DOCTYPE html><html><head><title>Guarded</title></head><body>
<img src="/ok.png" alt="">
<img src="http://internal.test:${port}/pixel.png" alt="">
<img src="http://[::1]:${port}/literal.png" alt="">
<img src="http://127.0.0.2:${port}/loopback.png" alt="">
<img src="https://internal.test:${port}/tls.png" alt="">
<img src="http://public.test:${site.port}/to-internal" alt="">
<script>
  const ws = new WebSocket('ws://socket.test:81/live');
  Promise.allSettled([
    new Promise((done) => ws.addEventListener('close', done)),
    fetch('http://internal.test:${port}/api', { mode: 'no-cors' }),
    fetch('http://169.254.169.254/latest/meta-data/', { mode: 'no-cors' }),
  ]).then(() => { document.title = 'done'; });
</script></body></html>`),
    );
    const { chromium } = (await import('playwright-core')) as { chromium: typeof Chromium };
    const browser = await chromium.launch({
      executablePath: chromiumPath ?? undefined,
      args: guardedChromiumArgs(proxy.url),
    });
    try {
      const page = await browser.newPage();
      const response = await page.goto(`http://public.test:${site.port}/page`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.title === 'done', undefined, { timeout: 10_000 });
      // The page's own image came through the proxy.
      expect(
        site.requests.some((r) => r.url === '/ok.png' && r.headers.host === `public.test:${site.port}`),
      ).toBe(true);
      // A navigation straight to an internal host gets the proxy's 403, not the internal page.
      const direct = await page.goto(`http://internal.test:${port}/secret`);
      expect(direct?.status()).toBe(403);
      expect(direct?.headers()[GUARD_HEADER]).toBe('blocked');
      // HTTPS goes through CONNECT: refused, so the navigation fails.
      await expect(page.goto(`https://internal.test:${port}/`)).rejects.toThrow(
        /ERR_TUNNEL_CONNECTION_FAILED/,
      );
    } finally {
      await browser.close();
    }
    expect(internal.requests).toEqual([]);
    expect(proxy.blocked).toEqual(
      expect.arrayContaining([
        `internal.test:${port}`,
        `[::1]:${port}`,
        `127.0.0.2:${port}`,
        'internal.test:80',
        '169.254.169.254:80',
        'socket.test:81',
      ]),
    );
  }, 60_000);
});
