/**
 * Issue 16 on the server: cancelling an audit (POST /api/audit/cancel), progress detail over SSE, the
 * reason lab scores are missing on a RANKSCOPE_LAB=off server, and bare hosts. Real requests on a real port, the
 * real engine against slow local pages.
 */
import type { Report } from '@rankscope/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  html,
  startTestServer,
  type RouteHandler,
  type TestServer,
} from '../../../engine/src/test-support/test-server.js';
import type { HubEvent } from '../audit/progress-hub.js';
import type { ServerContext } from '../context.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { testApp, type TestApp } from '../test-support/index.js';

const LOCAL: Record<string, string> = { ALLOW_PRIVATE_TARGETS: 'true' };
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Slow page</title></head>
<body><h1>Slow page</h1><p>Words.</p></body></html>`;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A page that answers only when the test opens the gate: an audit of it stays running for exactly as long as
 * the test needs, however slow the machine (a fixed delay could end first under load).
 */
function gated(handler: RouteHandler): { route: RouteHandler; open(): void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    route: async (req, res) => {
      await opened;
      if (!res.destroyed) return handler(req, res);
    },
    open: () => open(),
  };
}

/** Waits for a state of the queue; the cap only stops a test that would otherwise hang. */
const until = (check: () => void): Promise<void> => vi.waitFor(check, { timeout: 10_000 });

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function listening(env: Record<string, string> = LOCAL, overrides: Partial<ServerContext> = {}) {
  const t: TestApp = await testApp(env, overrides);
  open.push(t);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A browser has its anonymous cookie from loading the app before it audits anything.
  const first = await fetch(`${base}/api/config`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const send = (path: string, body: unknown, headers: Record<string, string> = { cookie }) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  return { t, base, cookie, send };
}

async function site(routes: Record<string, RouteHandler>): Promise<TestServer> {
  const s = await startTestServer(routes);
  open.push(s);
  return s;
}

/** The events of a progress stream until the server ends it. */
async function events(base: string, url: string, auditId: string): Promise<HubEvent[]> {
  const res = await fetch(`${base}/api/audit/progress?${new URLSearchParams({ url, auditId })}`);
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((b) => b.startsWith('data: '))
    .map((b) => JSON.parse(b.slice(6)) as HubEvent);
}

describe('POST /api/audit/cancel', () => {
  it('stops a running audit: 204, the audit answers 409 CANCELLED, and it is not counted', async () => {
    // The page never answers: only the cancel can end this audit before its own time limit, so the 409 says the
    // cancel worked, whatever the machine's load (no wall-clock bound; the audit's abort is bench/timeouts.ts's).
    let reached = (): void => undefined;
    const fetching = new Promise<void>((resolve) => (reached = resolve));
    // (Its own path: the homepage '/' answers, as the next audit's site phase asks for it.)
    const target = await site({ '/slow': () => reached(), '/': html(PAGE), '/fast': html(PAGE) });
    const { t, base, send } = await listening({ ...LOCAL, FREE_AUDITS_PER_DAY: '1' });
    const url = target.url('/slow');
    const stream = events(base, url, 'cancel-1');
    const audit = send('/api/audit', { url, auditId: 'cancel-1' });
    await fetching;

    const cancel = await send('/api/audit/cancel', { auditId: 'cancel-1' });
    expect(cancel.status).toBe(204);
    const res = await audit;
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Audit cancelled', code: 'CANCELLED' });
    const seen = await stream;
    expect(seen.at(-1)).toEqual({ stage: 'complete', message: 'Audit cancelled', error: true });
    await vi.waitFor(() => expect(t.app.audits.queue.running).toBe(0));

    // The one free audit of the day is still there.
    const next = await send('/api/audit', { url: target.url('/fast') });
    expect(next.status).toBe(200);
    // Nothing left to cancel.
    expect((await send('/api/audit/cancel', { auditId: 'cancel-1' })).status).toBe(404);
  }, 60_000); // a cap against a hang: two real audits, the second a whole one; load decides how long

  it('takes a queued audit out of the queue', async () => {
    const page = gated(html(PAGE));
    const target = await site({ '/': page.route, '/second': html(PAGE) });
    const { t, send } = await listening({ ...LOCAL, AUDIT_CONCURRENCY: '1' });
    const first = send('/api/audit', { url: target.url('/'), auditId: 'run-1' });
    await until(() => expect(t.app.audits.queue.running).toBe(1));
    const second = send('/api/audit', { url: target.url('/second'), auditId: 'queued-1' });
    await until(() => expect(t.app.audits.queue.waiting).toBe(1));

    expect((await send('/api/audit/cancel', { auditId: 'queued-1' })).status).toBe(204);
    expect((await second).status).toBe(409);
    expect(t.app.audits.queue.waiting).toBe(0);
    page.open();
    expect((await first).status).toBe(200);
    // The queued audit never reached the site.
    expect(target.requests.some((r) => r.url === '/second')).toBe(false);
  }, 15_000);

  it("answers 404 for an unknown id or someone else's audit, 400 for a malformed body", async () => {
    const page = gated(html(PAGE));
    const target = await site({ '/': page.route });
    const { t, send } = await listening();
    expect((await send('/api/audit/cancel', { auditId: 'nothing-here' })).status).toBe(404);
    expect((await send('/api/audit/cancel', { auditId: 'bad id!' })).status).toBe(400);
    expect((await send('/api/audit/cancel', {})).status).toBe(400);

    const audit = send('/api/audit', { url: target.url('/'), auditId: 'mine-1' });
    await until(() => expect(t.app.audits.queue.running).toBe(1));
    const session = await t.ctx.store.createSession('eve@example.com', 3_600_000, t.ctx.now());
    const eve = { cookie: `${SESSION_COOKIE}=${t.app.signCookie(session.id)}` };
    // Still running (the page waits for the gate): Eve's 404 is about whose audit it is, not a finished one.
    expect((await send('/api/audit/cancel', { auditId: 'mine-1' }, eve)).status).toBe(404);
    expect(t.app.audits.queue.running).toBe(1);
    page.open();
    expect((await audit).status).toBe(200);
  }, 15_000);
});

describe('progress detail', () => {
  it('sends the detail of a progress event over the stream', async () => {
    const detail = 'Waiting for example.com to answer (20 s so far)...';
    const { base, send } = await listening(LOCAL, {
      runAudit: async (_url, options) => {
        options.onProgress?.({ stage: 'fetching', message: 'Fetching website content...' });
        options.onProgress?.({ stage: 'fetching', message: 'Fetching website content...', detail });
        await sleep(50);
        options.onProgress?.({ stage: 'analyzing', message: 'Analyzing SEO elements...' });
        return {} as Report;
      },
    });
    const url = 'https://example.com/';
    const stream = events(base, url, 'detail-1');
    await sleep(50);
    await send('/api/audit', { url, auditId: 'detail-1' });
    const seen = await stream;
    expect(seen).toContainEqual({ stage: 'fetching', message: 'Fetching website content...', detail });
    expect(seen.map((e) => e.stage)).toEqual(['initial', 'fetching', 'fetching', 'analyzing', 'complete']);
  });
});

describe('a report without lab scores says why', () => {
  it('names RANKSCOPE_LAB=off on a server that switched the lab off', async () => {
    const target = await site({ '/': html(PAGE) });
    const { send } = await listening({ ...LOCAL, LAB: 'false' });
    const res = await send('/api/audit', { url: target.url('/'), lang: 'fr' });
    expect(res.status).toBe(200);
    const report = (await res.json()) as Report;
    const reason =
      'Les scores de laboratoire manquent\u00a0: ce serveur a désactivé les tests de laboratoire (RANKSCOPE_LAB=off).';
    expect(report.performance.mobile.unavailableReason).toBe(reason);
    expect(report.categories.find((c) => c.category === 'performance')).toMatchObject({
      score: null,
      notMeasuredReason: reason,
    });
  });
});

describe('bare hosts', () => {
  it('audits "host:port/path" over http:// when https:// cannot connect, and the report says so', async () => {
    const target = await site({ '/shop': html(PAGE) });
    const { send } = await listening();
    const bare = `${new URL(target.origin).host}/shop`;
    const res = await send('/api/audit', { url: bare });
    expect(res.status).toBe(200);
    const report = (await res.json()) as Report;
    expect(report.finalUrl).toBe(target.url('/shop'));
    expect(report.schemeFallback).toMatchObject({ tried: `https://${bare}`, code: 'TLS_ERROR' });
  });
});
