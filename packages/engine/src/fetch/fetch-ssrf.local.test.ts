import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditError } from '../errors.js';
import { fetchPage } from './fetch-page.js';
import type { FetchOptions } from './options.js';
import { html, redirect, startTestServer, type TestServer } from '../test-support/test-server.js';

const PAGE = '<!doctype html><title>target</title>';

// `entry` is the trusted fixture that redirects; `target` and `target6` must never be reached.
let entry: TestServer;
let target: TestServer;
let target6: TestServer;

beforeAll(async () => {
  [entry, target, target6] = await Promise.all([
    startTestServer(),
    startTestServer({ '/': html(PAGE) }),
    startTestServer({ '/': html(PAGE) }, { host: '::1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([entry, target, target6].map((s) => s.close()));
});

async function failure(url: string, options: FetchOptions = {}): Promise<AuditError> {
  const err: unknown = await fetchPage(url, options).then(
    () => new Error('expected fetchPage to fail'),
    (e: unknown) => e,
  );
  if (err instanceof AuditError) return err;
  throw err;
}

describe('fetchPage: SSRF guard', () => {
  it('is on by default and refuses before connecting', async () => {
    const before = target.requests.length;
    const err = await failure(target.url('/'));
    expect(err.code).toBe('BLOCKED_TARGET');
    expect(err.message).toContain('127.0.0.1 is a loopback address');
    expect(err.message).toContain('not allowed');
    expect(err.url).toBe(target.url('/'));
    expect(target.requests.length).toBe(before);
  });

  it('refuses a hostname resolving to loopback', async () => {
    const err = await failure(`http://localhost:${target.port}/`);
    expect(err.code).toBe('BLOCKED_TARGET');
    expect(err.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
  });

  const forms = (): [string, TestServer][] => [
    [`http://127.0.0.1:${target.port}/`, target],
    [`http://[::1]:${target6.port}/`, target6],
    [`http://[::ffff:127.0.0.1]:${target.port}/`, target],
    [`http://2130706433:${target.port}/`, target],
    [`http://0x7f.1:${target.port}/`, target],
    [`http://0177.0.0.1:${target.port}/`, target],
    [`http://0.0.0.0:${target.port}/`, target],
    [`http://0:${target.port}/`, target],
    [`http://localhost:${target.port}/`, target],
  ];

  it('re-checks every redirect hop from a trusted origin (each loopback form)', async () => {
    for (const [location, server] of forms()) {
      entry.route('/go', redirect(location, 302));
      const before = server.requests.length;
      const entryBefore = entry.requests.length;
      const err = await failure(entry.url('/go'), { trustedOrigins: [entry.origin] });
      expect(err.code, location).toBe('BLOCKED_TARGET');
      expect(err.url, location).toBe(new URL(location).href);
      expect(entry.requests.length, location).toBe(entryBefore + 1);
      expect(server.requests.length, location).toBe(before);
    }
  });

  it('refuses a name that an injected resolver points at loopback (rebinding)', async () => {
    const resolve = vi.fn(async () => [{ address: '127.0.0.1', family: 4 as const }]);
    const before = target.requests.length;
    const err = await failure(`http://rebind.test:${target.port}/`, { resolve });
    expect(err.code).toBe('BLOCKED_TARGET');
    expect(err.message).toContain('rebind.test resolves to 127.0.0.1');
    expect(resolve).toHaveBeenCalledWith('rebind.test');
    expect(target.requests.length).toBe(before);
  });

  it('connects to exactly the checked address (no second DNS lookup)', async () => {
    const resolve = vi.fn(async () => [{ address: '127.0.0.1', family: 4 as const }]);
    const page = await fetchPage(`http://pinned.test:${target.port}/`, { allowPrivate: true, resolve });
    expect(page.body.toString()).toBe(PAGE);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(target.requests.at(-1)?.headers.host).toBe(`pinned.test:${target.port}`);
  });

  it('fetches local addresses when allowPrivate is true', async () => {
    const page = await fetchPage(`http://localhost:${target.port}/`, { allowPrivate: true });
    expect(page.status).toBe(200);
    const page6 = await fetchPage(target6.url('/'), { allowPrivate: true });
    expect(page6.body.toString()).toBe(PAGE);
  });

  it('lets a trusted origin redirect within itself', async () => {
    entry.route('/start', redirect('/end'));
    entry.route('/end', html(PAGE));
    const page = await fetchPage(entry.url('/start'), { trustedOrigins: [entry.origin] });
    expect(page.finalUrl).toBe(entry.url('/end'));
  });
});
