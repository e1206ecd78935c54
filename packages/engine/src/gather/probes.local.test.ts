import { afterEach, describe, expect, it } from 'vitest';
import { fetchPage } from '../fetch/index.js';
import {
  html,
  redirect,
  type RouteHandler,
  slowRoute,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.js';
import { gather } from './index.js';
import { runProbes } from './probes.js';
import { resourceRefs } from './resources.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ok: RouteHandler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'image/png' }).end();
};

async function pageAt(path: string) {
  const s = server as TestServer;
  return gather(await fetchPage(s.url(path), { allowPrivate: true }));
}

describe('probes', () => {
  it('fetches the canonical target without following its redirect, and parses AMP and pagination targets', async () => {
    server = await startTestServer({
      '/p': html(
        '<!DOCTYPE html><html><head><link rel="canonical" href="/moved"><link rel="amphtml" href="/p.amp"><link rel="next" href="/p?page=2"></head><body></body></html>',
      ),
      '/moved': redirect('/final', 301),
      '/p.amp': html('<!DOCTYPE html><html amp><head><link rel="canonical" href="/p"></head></html>'),
      '/p?page=2': html(
        '<!DOCTYPE html><html><head><link rel="prev" href="/p"><meta name="robots" content="noindex"></head></html>',
      ),
    });
    const page = await pageAt('/p');
    const probes = await runProbes(page, { fetch: { allowPrivate: true } });
    expect(probes.canonicalTarget).toMatchObject({ status: 301, redirects: [] });
    expect(server.requests.map((r) => r.url)).not.toContain('/final');
    expect(probes.amp?.page).toMatchObject({ isAmp: true, canonical: server.url('/p') });
    expect(probes.next?.page?.robotsMeta).toEqual(['noindex']);
    expect(probes.next?.page?.linkRels.prev).toEqual([server.url('/p')]);
  });

  it('checks resources with HEAD, confirms failures with GET, and records redirects and errors', async () => {
    server = await startTestServer({
      '/p': html(
        `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"><script src="/gone.js"></script></head>
         <body><img src="/ok.png"><img src="/head-refused.png"><img src="/old.png"><img src="/ok.png#dup"></body></html>`,
      ),
      '/a.css': ok,
      '/ok.png': ok,
      '/head-refused.png': (req, res) => {
        res.writeHead(req.method === 'HEAD' ? 405 : 200, { 'content-type': 'image/png' }).end();
      },
      '/old.png': redirect('/older.png', 301),
      '/older.png': redirect('/ok.png', 302),
    });
    const page = await pageAt('/p');
    expect(resourceRefs(page)).toHaveLength(5);
    expect(resourceRefs(page)[0]).toEqual({ url: server.url('/ok.png'), line: 2 });
    const probes = await runProbes(page, { fetch: { allowPrivate: true } });
    const byPath = Object.fromEntries(
      probes.resources?.checked.map((r) => [new URL(r.url).pathname, r]) ?? [],
    );
    expect(probes.resources).toMatchObject({ total: 5, skipped: 0 });
    expect(byPath['/ok.png']?.status).toBe(200);
    expect(byPath['/head-refused.png']?.status).toBe(200);
    expect(byPath['/gone.js']?.status).toBe(404);
    expect(byPath['/old.png']).toMatchObject({ status: 200, finalUrl: server.url('/ok.png') });
    expect(byPath['/old.png']?.redirects.map((h) => h.status)).toEqual([301, 302]);
    const methods = server.requests.filter((r) => r.url === '/head-refused.png').map((r) => r.method);
    expect(methods).toEqual(['HEAD', 'GET']);
  });

  it('never sends more than 4 concurrent requests to one host', async () => {
    const { handler: slow, peak } = slowRoute(40, { 'content-type': 'image/png' });
    server = await startTestServer({
      '/p': html(
        `<html><body>${Array.from({ length: 20 }, (_, i) => `<img src="/i${i}.png">`).join('')}</body></html>`,
      ),
    });
    for (let i = 0; i < 20; i++) server.route(`/i${i}.png`, slow);
    const probes = await runProbes(await pageAt('/p'), { fetch: { allowPrivate: true } });
    expect(probes.resources?.checked).toHaveLength(20);
    expect(peak()).toBeLessThanOrEqual(4);
    expect(peak()).toBeGreaterThan(1);
  });

  it('stops at the time budget and says how many resources were skipped', async () => {
    const hang: RouteHandler = () => undefined;
    server = await startTestServer({
      '/p': html(
        `<html><body>${Array.from({ length: 12 }, (_, i) => `<img src="/h${i}.png">`).join('')}</body></html>`,
      ),
    });
    for (let i = 0; i < 12; i++) server.route(`/h${i}.png`, hang);
    const started = performance.now();
    const probes = await runProbes(await pageAt('/p'), { fetch: { allowPrivate: true }, budgetMs: 600 });
    // The images never answer: the budget, not an answer, ended the probes (not before it).
    expect(performance.now() - started).toBeGreaterThanOrEqual(590);
    expect(probes.resources?.total).toBe(12);
    expect(probes.resources?.skipped).toBe(12);
    expect(probes.resources?.checked).toHaveLength(0);
  });

  it('caps the number of resources checked', async () => {
    server = await startTestServer({
      '/p': html(
        `<html><body>${Array.from({ length: 8 }, (_, i) => `<img src="/i${i}.png">`).join('')}</body></html>`,
      ),
    });
    for (let i = 0; i < 8; i++) server.route(`/i${i}.png`, ok);
    const probes = await runProbes(await pageAt('/p'), { fetch: { allowPrivate: true }, maxResources: 5 });
    expect(probes.resources).toMatchObject({ total: 8, skipped: 3 });
    expect(probes.resources?.checked).toHaveLength(5);
  });
});
