import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditError } from '../errors.js';
import { redirect, startTestServer, type TestServer } from '../test-support/test-server.js';
import { postSafe } from './post.js';

// `hook` is the trusted first hop; `inner` (another loopback origin) must never be reached through it.
let hook: TestServer;
let inner: TestServer;
const bodies: string[] = [];

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  [hook, inner] = await Promise.all([startTestServer(), startTestServer()]);
  hook.route('/ok', async (req, res) => {
    bodies.push(await readBody(req));
    res.writeHead(202, { 'content-type': 'text/plain', 'x-seen': req.headers['x-sig'] ?? '' });
    res.end('accepted');
  });
  hook.route('/moved', redirect('/ok', 308));
  hook.route('/found', redirect('/ok', 302));
  hook.route('/big', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('x'.repeat(100_000));
  });
  inner.route('/', (_req, res) => res.end('reached'));
});
afterAll(async () => Promise.all([hook.close(), inner.close()]));

async function failure(promise: Promise<unknown>): Promise<AuditError> {
  const err = await promise.then(
    () => new Error('expected postSafe to fail'),
    (e: unknown) => e,
  );
  if (err instanceof AuditError) return err;
  throw err;
}

describe('postSafe', () => {
  it('POSTs the body with the headers and returns the answer', async () => {
    const answer = await postSafe(hook.url('/ok'), '{"a":1}', {
      allowPrivate: true,
      headers: { 'content-type': 'application/json', 'x-sig': 'v1,abc' },
    });
    expect(answer).toMatchObject({ status: 202, body: 'accepted', url: hook.url('/ok') });
    expect(answer.headers['x-seen']).toBe('v1,abc');
    expect(bodies.at(-1)).toBe('{"a":1}');
  });

  it('refuses a loopback target without allowPrivate, before sending anything', async () => {
    const before = hook.requests.length;
    const err = await failure(postSafe(hook.url('/ok'), '{}'));
    expect(err.code).toBe('BLOCKED_TARGET');
    expect(hook.requests.length).toBe(before);
  });

  it('follows a 308 with the same method and body, and re-checks a redirect target', async () => {
    const answer = await postSafe(hook.url('/moved'), 'again', { allowPrivate: true });
    expect(answer.status).toBe(202);
    expect(bodies.at(-1)).toBe('again');
    expect(hook.requests.slice(-2).map((r) => `${r.method} ${r.url}`)).toEqual(['POST /moved', 'POST /ok']);

    hook.route('/escape', redirect(inner.url('/'), 307));
    const err = await failure(postSafe(hook.url('/escape'), '{}', { trustedOrigins: [hook.origin] }));
    expect(err.code).toBe('BLOCKED_TARGET');
    expect(inner.requests).toHaveLength(0);
  });

  it('answers other redirects as they are (never re-sent as a GET) and caps the body it reads', async () => {
    const found = await postSafe(hook.url('/found'), '{}', { allowPrivate: true });
    expect(found.status).toBe(302);
    expect(hook.requests.at(-1)?.url).toBe('/found');
    const big = await postSafe(hook.url('/big'), '{}', { allowPrivate: true, maxResponseBytes: 1000 });
    expect(big.body).toHaveLength(1000);
  });
});
