import { connect, type AddressInfo } from 'node:net';
import { runAudit } from '@rankscope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../engine/src/test-support/fixture-site.js';
import { clientErrorAnswer } from './http-errors.js';
import { testApp, type TestApp } from './test-support/index.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

/** Sends bytes as they are (no client library tidies them) and reads the status and the JSON body. */
function raw(text: string): Promise<{ status: number; type: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = out.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const type = /^content-type: (.*)$/im.exec(head)?.[1] ?? '';
      const text = rest.join('\r\n\r\n');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Left as text: the assertion below shows it.
      }
      resolve({ status, type, body });
    });
    socket.end(text);
  });
}

const post = (path: string, type: string, body: string, extra = ''): string =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`;
const get = (path: string, extra = ''): string =>
  `GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}Connection: close\r\n\r\n`;

describe('every error answer is { error, code }', () => {
  const cases: Array<[string, string, number, string]> = [
    ['headers too large', get('/api/health', `X-Big: ${'a'.repeat(20_000)}\r\n`), 431, 'HEADERS_TOO_LARGE'],
    ['not HTTP at all', 'HELLO\r\n\r\n', 400, 'INVALID_REQUEST'],
    ['an unknown method', 'BREW /api/audit HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'INVALID_REQUEST'],
    [
      'both Content-Length and chunked',
      post('/api/audit', 'application/json', '{}', 'Transfer-Encoding: chunked\r\n'),
      400,
      'INVALID_REQUEST',
    ],
    [
      'a body too large',
      post('/api/audit', 'application/json', `{"url":"${'a'.repeat(70_000)}"}`),
      413,
      'BODY_TOO_LARGE',
    ],
    [
      'an unsupported media type',
      post('/api/audit', 'application/xml', '<url/>'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['bad JSON', post('/api/audit', 'application/json', '{"url'), 400, 'INVALID_REQUEST'],
    ['an empty JSON body', post('/api/audit', 'application/json', ''), 400, 'INVALID_REQUEST'],
    ['a prototype key', post('/api/audit', 'application/json', '{"__proto__":{}}'), 400, 'INVALID_REQUEST'],
    ['a schema mismatch', post('/api/audit', 'application/json', '{}'), 400, 'INVALID_REQUEST'],
    ['an undecodable path', get('/api/me%zz'), 400, 'INVALID_REQUEST'],
    ['an unknown /api path', get('/api/nope'), 404, 'NOT_FOUND'],
    ['an unknown /api path, escaped', get('/%61pi/nope'), 404, 'NOT_FOUND'],
    [
      'a method the route does not take',
      'PUT /api/audit HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n',
      404,
      'NOT_FOUND',
    ],
  ];
  for (const [what, request, status, code] of cases) {
    it(`for ${what}: ${status} ${code}`, async () => {
      const res = await raw(request);
      expect(res.status).toBe(status);
      expect(res.type).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: expect.any(String), code });
      expect((res.body as { error: string }).error.length).toBeGreaterThan(0);
    });
  }

  it('words a request timeout the same way', () => {
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT')).toEqual({
      status: 408,
      body: { error: expect.any(String), code: 'REQUEST_TIMEOUT' },
    });
  });
});

describe('while the server closes', () => {
  it('answers requests that still arrive with 503 SHUTTING_DOWN in the same shape', async () => {
    const site = await startFixtureSite();
    let reached: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (reached = resolve));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The real audit, held back so that closing has an audit to wait for.
    const app = await testApp(
      { ALLOW_PRIVATE_TARGETS: 'true' },
      {
        runAudit: async (url, options) => {
          reached();
          await held;
          return runAudit(url, options);
        },
      },
    );
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
      const audit = fetch(`${base}/api/audit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: site.url('/tables') }),
      });
      await running;
      // As on SIGTERM (server.ts): the running audit gets the whole audit time to finish, not the
      // close's short grace, which a loaded machine's audit could outlast (it answered 503 then).
      void app.app.audits.drain();
      const closing = app.close();
      const late = await fetch(`${base}/api/health`);
      expect(late.status).toBe(503);
      expect(late.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await late.json()).toEqual({ error: expect.any(String), code: 'SHUTTING_DOWN' });
      release();
      expect((await audit).status).toBe(200);
      await closing;
    } finally {
      release();
      await site.close();
    }
  }, 60_000);
});
