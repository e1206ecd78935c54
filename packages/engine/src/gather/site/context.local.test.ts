import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../../test-support/index.js';
import {
  closeAfterEach,
  html,
  type RouteHandler,
  slowRoute,
  startTestServer,
} from '../../test-support/test-server.js';
import { createSiteContext, cutByBudget, SKIPPED } from './context.js';
import { gatherSite } from './index.js';

const track = closeAfterEach();
const page = () => pageFromHtml(doc('<title>t</title>'));

describe('site context', () => {
  it('answers repeated requests for the same URL from one fetch', async () => {
    const server = track(await startTestServer({ '/robots.txt': html('User-agent: *') }));
    const ctx = createSiteContext(page(), { fetch: { allowPrivate: true } });
    const [a, b] = await Promise.all([
      ctx.fetch(server.url('/robots.txt')),
      ctx.fetch(server.url('/robots.txt')),
    ]);
    expect(a.status).toBe(200);
    expect(b).toBe(a);
    expect(server.requests).toHaveLength(1);
    // A different body size is a different request; a HEAD is answered by the GET that already answered.
    const head = await ctx.fetch(server.url('/robots.txt'), { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, body: null });
    await ctx.fetch(server.url('/robots.txt'), { maxBytes: 0 });
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
    // A HEAD with no GET before it is a request of its own.
    await ctx.fetch(server.url('/other.txt'), { method: 'HEAD' });
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'HEAD']);
  });

  it('keeps at most 4 requests in flight per host', async () => {
    const { handler: slow, peak } = slowRoute(30);
    const server = track(await startTestServer({}, { fallback: slow }));
    const ctx = createSiteContext(page(), { fetch: { allowPrivate: true } });
    await Promise.all(Array.from({ length: 12 }, (_, i) => ctx.fetch(server.url(`/p${i}`))));
    expect(peak()).toBe(4);
  });

  it('never throws: failures come back with their error code, and requests after the budget are skipped', async () => {
    const hang: RouteHandler = () => undefined;
    const server = track(await startTestServer({}, { fallback: hang }));
    const ctx = createSiteContext(page(), { fetch: { allowPrivate: true }, budgetMs: 300 });
    const first = await ctx.fetch(server.url('/slow'));
    expect(first).toMatchObject({ status: null, error: 'TIMEOUT' });
    expect(cutByBudget(ctx, first)).toBe(true);
    // Once the budget has run out, nothing new is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ctx.signal.aborted).toBe(true);
    const later = await ctx.fetch(server.url('/after'));
    expect(later).toMatchObject({ status: null, error: SKIPPED });
    expect(server.requests.map((r) => r.url)).toEqual(['/slow']);
    const blocked = await createSiteContext(page(), { fetch: {} }).fetch(server.url('/x'));
    expect(blocked.error).toBe('BLOCKED_TARGET');
  });

  it('gathers every area within the budget and records none as failed on a plain site', async () => {
    const server = track(
      await startTestServer({ '/': html(doc('<title>Home</title>', '<a href="/a">A</a>')) }),
    );
    const home = pageFromHtml(doc('<title>Home</title>', '<a href="/a">A</a>'), { url: server.url('/') });
    const facts = await gatherSite(home, { fetch: { allowPrivate: true }, budgetMs: 5000 });
    expect(facts.failed).toEqual([]);
    for (const area of [
      'robotsTxt',
      'sitemaps',
      'homepage',
      'social',
      'server',
      'variants',
      'links',
    ] as const) {
      expect(facts[area], area).toBeDefined();
    }
    expect(facts.durationMs).toBeLessThan(5000);
  });
});
