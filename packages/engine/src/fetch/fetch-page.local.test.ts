import { afterEach, describe, expect, it } from 'vitest';
import { AuditError } from '../errors.js';
import { createFetchAgent, fetchPage } from './fetch-page.js';
import type { FetchOptions } from './options.js';
import {
  html,
  redirect,
  startTestServer,
  type RouteHandler,
  type TestServer,
} from '../test-support/test-server.js';

const servers: TestServer[] = [];
async function serve(routes: Record<string, RouteHandler>): Promise<TestServer> {
  const server = await startTestServer(routes);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const local: FetchOptions = { allowPrivate: true };
const PAGE = '<!doctype html><html><head><title>Home</title></head><body><h1>Hi</h1></body></html>';

async function failure(url: string, options: FetchOptions = local): Promise<AuditError> {
  const err: unknown = await fetchPage(url, options).then(
    () => new Error('expected fetchPage to fail'),
    (e: unknown) => e,
  );
  if (err instanceof AuditError) return err;
  throw err;
}

describe('fetchPage: responses', () => {
  it('fetches a plain HTML page with headers, timings and sizes', async () => {
    const server = await serve({
      '/': (_req, res) => {
        res.setHeader('Set-Cookie', ['a=1', 'b=2']);
        html(PAGE, { headers: { 'X-Robots-Tag': 'noindex' } })(_req, res);
      },
    });
    const page = await fetchPage(server.url('/'), local);
    expect(page).toMatchObject({
      requestedUrl: server.url('/'),
      finalUrl: server.url('/'),
      status: 200,
      statusText: 'OK',
      redirects: [],
      contentType: 'text/html; charset=utf-8',
      httpVersion: '1.1',
      transferBytes: PAGE.length,
      bodyBytes: PAGE.length,
      truncated: false,
      contentEncoding: null,
    });
    expect(page.body.toString()).toBe(PAGE);
    expect(page.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(page.headers['x-robots-tag']).toEqual(['noindex']);
    expect(page.timings.ttfbMs).toBeGreaterThan(0);
    expect(page.timings.downloadMs).toBeGreaterThanOrEqual(0);
    expect(page.timings.totalMs).toBeGreaterThanOrEqual(page.timings.ttfbMs);
    const sent = server.requests[0]?.headers;
    expect(sent?.['user-agent']).toMatch(/Chrome\/.*Rankscope/);
    expect(sent?.['accept-encoding']).toBe('br, gzip, deflate');
  });

  it('sends the configured user agent and extra headers', async () => {
    const server = await serve({ '/': html(PAGE) });
    await fetchPage(server.url('/'), {
      ...local,
      userAgent: 'TestBot/1',
      headers: { 'Accept-Language': 'fr' },
    });
    expect(server.requests[0]?.headers).toMatchObject({ 'user-agent': 'TestBot/1', 'accept-language': 'fr' });
  });

  it.each([404, 500, 503])('returns a %i response normally', async (status) => {
    const server = await serve({ '/': html(`<h1>${status}</h1>`, { status }) });
    const page = await fetchPage(server.url('/'), local);
    expect(page.status).toBe(status);
    expect(page.body.toString()).toBe(`<h1>${status}</h1>`);
  });

  it('returns a 404 with an empty text/plain body', async () => {
    const server = await serve({});
    const page = await fetchPage(server.url('/missing'), local);
    expect(page).toMatchObject({ status: 404, statusText: 'Not Found', contentType: 'text/plain' });
  });

  it('reads no body for HEAD', async () => {
    const server = await serve({ '/': html(PAGE) });
    const page = await fetchPage(server.url('/'), { ...local, method: 'HEAD' });
    expect(page).toMatchObject({ status: 200, bodyBytes: 0, transferBytes: 0 });
    expect(page.body.length).toBe(0);
    expect(server.requests[0]?.method).toBe('HEAD');
  });

  it('stops after the headers when readBody is false', async () => {
    const server = await serve({ '/': html(PAGE) });
    const page = await fetchPage(server.url('/'), { ...local, readBody: false });
    expect(page).toMatchObject({
      status: 200,
      bodyBytes: 0,
      transferBytes: 0,
      contentType: 'text/html; charset=utf-8',
    });
    expect(page.body.length).toBe(0);
  });

  it('reports a caller time budget (AbortSignal.timeout) as TIMEOUT', async () => {
    const server = await serve({ '/': () => undefined });
    const err = await failure(server.url('/'), { ...local, signal: AbortSignal.timeout(100) });
    expect(err.code).toBe('TIMEOUT');
  });

  it('can be cancelled by the caller', async () => {
    const server = await serve({ '/': () => undefined });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const err = await failure(server.url('/'), { ...local, signal: controller.signal });
    expect(err.code).toBe('FETCH_FAILED');
    expect(err.message).toContain('cancelled');
  });
});

describe('fetchPage: redirects', () => {
  it('records a 301 → 302 → 200 chain', async () => {
    const server = await serve({ '/a': redirect('/b', 301), '/c': html(PAGE) });
    server.route('/b', redirect(server.url('/c'), 302));
    const page = await fetchPage(server.url('/a'), local);
    expect(page.finalUrl).toBe(server.url('/c'));
    expect(page.redirects.map(({ url, status, location }) => ({ url, status, location }))).toEqual([
      { url: server.url('/a'), status: 301, location: '/b' },
      { url: server.url('/b'), status: 302, location: server.url('/c') },
    ]);
    for (const hop of page.redirects) expect(hop.timeMs).toBeGreaterThan(0);
    expect(page.requestedUrl).toBe(server.url('/a'));
  });

  it('resolves relative Locations and drops fragments', async () => {
    const server = await serve({
      '/dir/sub/page': redirect('../other/next?x=1#frag', 307),
      '/dir/other/next?x=1': redirect('last', 308),
      '/dir/other/last': html(PAGE),
    });
    const page = await fetchPage(server.url('/dir/sub/page#top'), local);
    expect(page.redirects.map((h) => h.url)).toEqual([
      server.url('/dir/sub/page'),
      server.url('/dir/other/next?x=1'),
    ]);
    expect(page.finalUrl).toBe(server.url('/dir/other/last'));
  });

  it('returns the first response when followRedirects is false', async () => {
    const server = await serve({ '/a': redirect('/b', 301), '/b': html(PAGE) });
    const page = await fetchPage(server.url('/a'), { ...local, followRedirects: false });
    expect(page).toMatchObject({ status: 301, finalUrl: server.url('/a'), redirects: [] });
    expect(page.headers.location).toEqual(['/b']);
  });

  it('treats a 3xx without Location as the final response', async () => {
    const server = await serve({
      '/': (_req, res) => {
        res.writeHead(302, { 'content-type': 'text/html' });
        res.end('no location');
      },
    });
    const page = await fetchPage(server.url('/'), local);
    expect(page).toMatchObject({ status: 302, redirects: [] });
  });

  it('detects a redirect loop', async () => {
    const server = await serve({ '/a': redirect('/b'), '/b': redirect('/a') });
    const err = await failure(server.url('/a'));
    expect(err.code).toBe('TOO_MANY_REDIRECTS');
    expect(err.message).toBe(
      `Redirect loop: ${server.url('/a')} → ${server.url('/b')} → ${server.url('/a')}`,
    );
  });

  it('follows 10 redirects but not 11', async () => {
    const routes: Record<string, RouteHandler> = { '/r11': html(PAGE) };
    for (let i = 0; i < 11; i++) routes[`/r${i}`] = redirect(`/r${i + 1}`, 302);
    const server = await serve(routes);
    expect((await fetchPage(server.url('/r1'), local)).redirects).toHaveLength(10);
    const err = await failure(server.url('/r0'));
    expect(err.code).toBe('TOO_MANY_REDIRECTS');
    expect(err.message).toContain('more than 10');
  });

  it('refuses a redirect to a non-http scheme', async () => {
    const server = await serve({ '/': redirect('ftp://files.example/x') });
    const err = await failure(server.url('/'));
    expect(err.code).toBe('UNSUPPORTED_SCHEME');
  });
});

describe('fetchPage with a shared agent', () => {
  it('reuses keep-alive connections across fetches and leaves the agent open', async () => {
    const remotePorts: number[] = [];
    const server = await serve({
      '/a': (req, res) => {
        remotePorts.push(req.socket.remotePort ?? 0);
        html('<p>a</p>')(req, res);
      },
      '/b': (req, res) => {
        remotePorts.push(req.socket.remotePort ?? 0);
        html('<p>b</p>')(req, res);
      },
    });
    const agent = createFetchAgent({});
    try {
      const opts: FetchOptions = { allowPrivate: true, agent };
      for (let i = 0; i < 6; i++)
        expect((await fetchPage(server.url(i % 2 ? '/a' : '/b'), opts)).status).toBe(200);
      // Six requests over at most two connections (a connection is free again a moment after its body ends).
      expect(remotePorts).toHaveLength(6);
      expect(new Set(remotePorts).size).toBeLessThanOrEqual(2);
    } finally {
      agent.close();
    }
    // Without a shared agent, each fetch has its own connection.
    remotePorts.length = 0;
    for (let i = 0; i < 6; i++) await fetchPage(server.url(i % 2 ? '/a' : '/b'), { allowPrivate: true });
    expect(new Set(remotePorts).size).toBe(6);
  });

  it('still checks and pins every hop: a redirect to a private host is refused', async () => {
    const server = await serve({ '/hop': redirect('http://internal.test/admin') });
    const agent = createFetchAgent({});
    try {
      const err = await fetchPage(server.url('/hop'), {
        agent,
        trustedOrigins: [server.origin],
        resolve: async () => [{ address: '10.0.0.5', family: 4 }],
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AuditError);
      expect((err as AuditError).code).toBe('BLOCKED_TARGET');
    } finally {
      agent.close();
    }
  });

  it('ends with the error vetRedirect returns, before the redirect is sent', async () => {
    const server = await serve({
      '/from': redirect('/to'),
      '/to': html('<p>to</p>'),
    });
    const err = await fetchPage(server.url('/from'), {
      allowPrivate: true,
      vetRedirect: (target) =>
        target.pathname === '/to' ? new AuditError('DISALLOWED_BY_ROBOTS', 'not there') : null,
    }).catch((e: unknown) => e);
    expect((err as AuditError).code).toBe('DISALLOWED_BY_ROBOTS');
    expect(server.requests.map((r) => r.url)).toEqual(['/from']);
  });
});
