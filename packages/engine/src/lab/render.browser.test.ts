import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import check from '../checks/quality/js-rendered-parity.js';
import { fetchPage } from '../fetch/fetch-page.js';
import { composeArtifact, type PageArtifact } from '../artifact.js';
import { gather } from '../gather/index.js';
import { messageOf } from '../test-support/index.js';
import { html, startTestServer, type TestServer } from '../test-support/test-server.js';
import { findChromium } from './chromium.js';
import { parityFactsOf } from './parity-facts.js';
import { Renderer, renderPage } from './render.js';
import type { RenderResult } from './types.js';

const paragraph = (n: number, word = 'oak'): string =>
  `<p>${Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ')}</p>`;

const STATIC = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Oak tables | Smith</title>
<meta name="description" content="Handmade oak tables."><link rel="canonical" href="/static">
<meta name="robots" content="index, follow"></head>
<body><nav><a href="/">Home</a> <a href="/chairs">Chairs</a></nav><h1>Oak tables</h1>${paragraph(120)}
<img src="/pixel.png" alt="">
<script>document.body.setAttribute('data-ready', '1');</script></body></html>`;

// Client-rendered: the served HTML is an empty shell; title, h1, text and links exist only after JavaScript.
const SPA = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Loading…</title></head>
<body><div id="root"></div><script>
  alert('Welcome!');
  fetch('/api/content').then((r) => r.json()).then((data) => {
    document.title = data.title;
    const root = document.getElementById('root');
    root.innerHTML = '<h1>' + data.h1 + '</h1><p>' + data.text + '</p>' +
      data.links.map((l) => '<a href="' + l + '">' + l + '</a>').join(' ');
  });
</script></body></html>`;
const SPA_CONTENT = {
  title: 'Oak tables | Smith',
  h1: 'Oak tables',
  text: Array.from({ length: 300 }, (_, i) => `oak${i}`).join(' '),
  links: ['/a', '/b', '/c', '/d'],
};

const CANONICAL_JS = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Chairs | Smith</title>
<link rel="canonical" href="/chairs"></head><body><h1>Chairs</h1>${paragraph(80, 'chair')}
<script>document.querySelector('link[rel=canonical]').href = '/chairs?sort=price';</script></body></html>`;

// The load event never fires: an image that is never answered.
const NEVER_LOADS = `<!DOCTYPE html><html><head><title>Slow</title></head><body><p>Waiting</p><img src="/hang.png" alt=""></body></html>`;

const BUSY_LOOP = `<!DOCTYPE html><html><head><title>Busy</title></head><body><p>Spin</p><script>while (true) {}</script></body></html>`;

const DOWNLOAD = (_req: unknown, res: ServerResponse): void => {
  res.writeHead(200, {
    'content-type': 'application/zip',
    'content-disposition': 'attachment; filename="x.zip"',
  });
  res.end('PK');
};

const chromePath = findChromium().path;

let site: TestServer;
let renderer: Renderer;

beforeAll(async () => {
  site = await startTestServer({
    '/static': html(STATIC),
    '/pixel.png': html('png', { headers: { 'content-type': 'image/png' } }),
    '/spa': html(SPA),
    '/api/content': (_req, res) => {
      // Arrives after the load event: the render waits for the network to go quiet.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(SPA_CONTENT));
      }, 300);
    },
    '/canonical-js': html(CANONICAL_JS),
    '/never': html(NEVER_LOADS),
    '/hang.png': () => new Promise(() => undefined),
    '/busy': html(BUSY_LOOP),
    '/download': DOWNLOAD,
  });
  // The Renderer's own guard proxy, with only the fixture exempt (it listens on loopback).
  renderer = new Renderer({ guard: { trustedOrigins: [site.origin] } });
});

afterAll(async () => {
  await renderer.close();
  await site.close();
});

/** The raw side as an audit gathers it (real fetch), with the rendered side attached as the lab run does. */
async function auditWith(path: string, rendered: RenderResult): Promise<PageArtifact> {
  const page = gather(await fetchPage(site.url(path), { allowPrivate: true }));
  return composeArtifact(page, {
    lab: {
      mobile: { ok: false, formFactor: 'mobile', reason: 'not run in this test' },
      desktop: { ok: false, formFactor: 'desktop', reason: 'not run in this test' },
      rendered,
    },
  });
}

describe.skipIf(chromePath === null)('renderPage / Renderer with js-rendered-parity', () => {
  it('a static page renders to the same facts as its raw HTML: pass', async () => {
    const rendered = await renderer.render(site.url('/static'));
    expect(rendered.ok).toBe(true);
    if (!rendered.ok) return;
    const page = await auditWith('/static', rendered);
    const { durationMs, ok, jsonLd, ...facts } = rendered;
    expect(ok).toBe(true);
    expect(jsonLd).toEqual([]);
    expect(durationMs).toBeGreaterThan(0);
    expect(facts).toEqual(parityFactsOf(page));
    expect(facts).toMatchObject({
      title: 'Oak tables | Smith',
      canonical: site.url('/static'),
      robots: 'index, follow',
      h1: ['Oak tables'],
      internalLinks: 2,
    });
    expect(check.run(page).status).toBe('good');
    // Every request went through the proxy and reached the page's own host (none refused).
    expect(site.requests.some((r) => r.url === '/pixel.png')).toBe(true);
  }, 60_000);

  it('a client-rendered page (empty #root, dialog dismissed): critical, content only after JavaScript', async () => {
    const rendered = await renderer.render(site.url('/spa'));
    expect(rendered).toMatchObject({
      ok: true,
      title: 'Oak tables | Smith',
      h1: ['Oak tables'],
      internalLinks: 4,
    });
    if (!rendered.ok) return;
    expect(rendered.wordCount).toBeGreaterThanOrEqual(300);
    const page = await auditWith('/spa', rendered);
    const out = check.run(page);
    expect(out.status).toBe('critical');
    expect(out.key).toBe('contentAfterJs');
    expect(out.items).toEqual(
      expect.arrayContaining([
        { value: '"Loading…" → "Oak tables | Smith"', note: 'title' },
        { value: `0 → ${rendered.wordCount}`, note: 'words' },
        { value: '(none) → "Oak tables"', note: 'h1' },
        { value: '0 → 4', note: 'internal links' },
      ]),
    );
    expect(messageOf(check, out)).toContain(
      `The raw HTML has 0 words, the rendered page ${rendered.wordCount}`,
    );
  }, 60_000);

  it('a page whose script changes the canonical: critical', async () => {
    const rendered = await renderer.render(site.url('/canonical-js'));
    expect(rendered).toMatchObject({ ok: true, canonical: site.url('/chairs?sort=price') });
    if (!rendered.ok) return;
    const out = check.run(await auditWith('/canonical-js', rendered));
    expect(out.status).toBe('critical');
    expect(out.key).toBe('headChanged');
    expect(out.items).toEqual([
      { value: `${site.url('/chairs')} → ${site.url('/chairs?sort=price')}`, note: 'canonical' },
    ]);
  }, 60_000);

  it('a page that never finishes loading, or spins forever, is ok:false after the timeout; the browser stays usable', async () => {
    const started = performance.now();
    const never = await renderer.render(site.url('/never'), { timeoutMs: 2_500 });
    expect(never).toEqual({ ok: false, reason: 'The page did not finish loading in Chromium within 2.5 s.' });
    const busy = await renderer.render(site.url('/busy'), { timeoutMs: 2_500 });
    expect(busy).toEqual({ ok: false, reason: 'The page did not finish loading in Chromium within 2.5 s.' });
    // Each render waited out its 2.5 s (the reasons say so), not less; how much longer is the machine's load.
    expect(performance.now() - started).toBeGreaterThanOrEqual(4_900);
    const check = await auditWith('/never', never);
    expect(messageOfNa(check)).toContain('within 2.5 s');
    expect((await renderer.render(site.url('/canonical-js'))).ok).toBe(true);
  }, 60_000);

  it('refuses downloads, internal addresses, non-http URLs and a cancelled render in plain words', async () => {
    expect(await renderer.render(site.url('/download'))).toEqual({
      ok: false,
      reason: 'The address starts a file download instead of showing a page.',
    });
    const internal = await renderer.render(`http://[::1]:${site.port}/static`);
    expect(internal.ok).toBe(false);
    expect(!internal.ok && internal.reason).toMatch(/private or internal/);
    expect(await renderer.render('file:///etc/passwd')).toEqual({
      ok: false,
      reason: 'Only http(s) pages can be rendered.',
    });
    const controller = new AbortController();
    const pending = renderer.render(site.url('/never'), { signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    expect(await pending).toEqual({ ok: false, reason: 'The render was cancelled.' });
  }, 60_000);

  it('renderPage: one browser and its own strict guard proxy, closed afterwards', async () => {
    // Without trusting the loopback fixture, the guard refuses it: the safe default.
    const strict = await renderPage(site.url('/static'), { timeoutMs: 10_000 });
    expect(strict.ok).toBe(false);
    expect(!strict.ok && strict.reason).toMatch(/private or internal/);
    const trusting = await renderPage(site.url('/static'), { guard: { trustedOrigins: [site.origin] } });
    expect(trusting).toMatchObject({ ok: true, title: 'Oak tables | Smith' });
  }, 60_000);
});

describe('renderPage without a usable Chromium', () => {
  it('answers ok:false with the reason instead of throwing', async () => {
    const result = await renderPage('http://127.0.0.1:9/', {
      chromePath: '/nonexistent/chromium',
      timeoutMs: 5_000,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^Lab unavailable: Chromium could not be started \(/);
  }, 30_000);
});

function messageOfNa(page: PageArtifact): string {
  const out = check.run(page);
  expect(out.status).toBe('na');
  return messageOf(check, out);
}
