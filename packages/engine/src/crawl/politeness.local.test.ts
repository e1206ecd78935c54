import { describe, expect, it } from 'vitest';
import { closeAfterEach, html, startTestServer, type RouteHandler } from '../test-support/test-server.js';
import { crawlSite } from './crawler.js';
import { HostPacer, retryAfterMs } from './politeness.js';

const track = closeAfterEach();
const page = (links: string[] = []) =>
  html(
    `<!DOCTYPE html><html><head><title>t</title></head><body>${links.map((l) => `<a href="${l}">${l}</a>`).join('')}</body></html>`,
  );

/** Answers `status` (with these headers) the first `times` requests, then the page. */
function busyThen(status: number, times: number, headers: Record<string, string>, then: RouteHandler) {
  let n = 0;
  const at: number[] = [];
  const handler: RouteHandler = (req, res) => {
    at.push(performance.now());
    if (n++ < times) {
      res.writeHead(status, { 'content-type': 'text/plain', ...headers });
      return res.end('busy');
    }
    return then(req, res);
  };
  return { handler, at };
}

describe('politeness', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });

  it('waits and retries after 429 (Retry-After honoured) and 503 instead of recording errors', async () => {
    const a = busyThen(429, 1, { 'retry-after': '1' }, page());
    const b = busyThen(503, 1, {}, page());
    const server = track(
      await startTestServer({ '/': page(['/a', '/b']), '/a': a.handler, '/b': b.handler }),
    );
    const facts = await crawlSite(server.url('/'), { allowPrivate: true, workers: 0 });
    expect(facts.pages.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(facts.brokenLinks).toEqual([]);
    expect(a.at).toHaveLength(2);
    expect(a.at[1]! - a.at[0]!).toBeGreaterThanOrEqual(950);
    expect(b.at).toHaveLength(2);
  }, 30_000);

  it('records the answer when the host stays busy after the retries', async () => {
    const busy = busyThen(503, 100, { 'retry-after': '0' }, page());
    const server = track(await startTestServer({ '/': page(['/busy']), '/busy': busy.handler }));
    const facts = await crawlSite(server.url('/'), { allowPrivate: true, workers: 0 });
    expect(busy.at).toHaveLength(4);
    expect(facts.brokenLinks.map((l) => l.status)).toEqual([503]);
  }, 30_000);

  it('--rate spaces the requests to a host', async () => {
    const at: number[] = [];
    const links = ['/1', '/2', '/3', '/4'];
    const routes: Record<string, RouteHandler> = {};
    for (const path of ['/', ...links]) {
      routes[path] = (req, res) => {
        at.push(performance.now());
        return page(path === '/' ? links : [])(req, res);
      };
    }
    const server = track(await startTestServer(routes));
    await crawlSite(server.url('/'), { allowPrivate: true, workers: 0, rate: 5 });
    expect(at).toHaveLength(5);
    // 5 requests per second: the pacer lets each leave 200 ms after the one before (the test above holds
    // it to that exactly). Arrival times here also carry each request's own trip through a busy event
    // loop, so the whole span is checked, with room for the first and last trips to differ: without the
    // rate, the five arrive within a few ms.
    expect(at[at.length - 1]! - at[0]!).toBeGreaterThanOrEqual(4 * 200 - 100);
  }, 30_000);

  it('spaces requests by when they actually leave, even when one wakes late', async () => {
    // Rate 20/s: slots 50 ms apart. The event loop is blocked across the second slot, so that request
    // wakes late; the third must still leave 50 ms after it, not at its own (now too close) slot.
    const pacer = new HostPacer(20);
    const signal = new AbortController().signal;
    const left: number[] = [];
    const blocker = setTimeout(() => {
      const until = performance.now() + 45;
      while (performance.now() < until) {
        // busy: the timers of the second and third requests come due meanwhile
      }
    }, 40);
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        await pacer.wait('h', 0, signal);
        left.push(performance.now());
      }),
    );
    clearTimeout(blocker);
    expect(left).toHaveLength(5);
    for (let i = 1; i < left.length; i++) expect(left[i]! - left[i - 1]!).toBeGreaterThanOrEqual(49.9);
  });

  it('eases off the extra spacing as the host answers normally again', () => {
    const pacer = new HostPacer(null);
    pacer.slowDown('h', 0);
    pacer.slowDown('h', 0);
    const widened = (pacer as unknown as { hosts: Map<string, { backoffMs: number }> }).hosts.get('h');
    expect(widened?.backoffMs).toBe(2000);
    for (let i = 0; i < 20; i++) pacer.recovered('h');
    expect(widened?.backoffMs).toBe(0);
  });
});
