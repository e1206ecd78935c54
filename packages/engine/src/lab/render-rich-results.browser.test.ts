/**
 * JSON-LD added by JavaScript, read from the DOM Chromium rendered (real Chromium, real HTTP): the item
 * that exists only after rendering is judged like the others and marked source "rendered"; the item the
 * served HTML already has stays "raw" and is not counted twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeArtifact } from '../artifact.js';
import { fetchPage } from '../fetch/fetch-page.js';
import { gather } from '../gather/index.js';
import { richResultsOf } from '../structured/rich/index.js';
import { html, startTestServer, type TestServer } from '../test-support/test-server.js';
import { findChromium } from './chromium.js';
import { Renderer } from './render.js';

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Apple pie</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Pies","item":"https://pies.example/pies"}]}</script>
</head><body><h1>Apple pie</h1><script>
  const s = document.createElement('script');
  s.type = 'application/ld+json';
  s.textContent = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Apple pie' });
  document.head.appendChild(s);
</script></body></html>`;

const chromePath = findChromium().path;
let site: TestServer;
let renderer: Renderer;

beforeAll(async () => {
  site = await startTestServer({ '/pie': html(PAGE) });
  renderer = new Renderer({ guard: { trustedOrigins: [site.origin] } });
});
afterAll(async () => {
  await renderer.close();
  await site.close();
});

describe.skipIf(chromePath === null)('rich results with the lab', () => {
  it('reads the JSON-LD a script adds, as source "rendered"', async () => {
    const rendered = await renderer.render(site.url('/pie'));
    expect(rendered.ok).toBe(true);
    const raw = gather(await fetchPage(site.url('/pie'), { allowPrivate: true }));
    const without = richResultsOf(composeArtifact(raw));
    expect(without.map((r) => [r.feature, r.source])).toEqual([['Breadcrumb', 'raw']]);

    const lab = {
      mobile: { ok: false as const, formFactor: 'mobile' as const, reason: 'not run in this test' },
      desktop: { ok: false as const, formFactor: 'desktop' as const, reason: 'not run in this test' },
      rendered,
    };
    const withLab = richResultsOf(composeArtifact(raw, { lab }));
    expect(withLab.map((r) => [r.feature, r.source, r.status])).toEqual([
      ['Breadcrumb', 'raw', 'eligible'],
      ['Recipe', 'rendered', 'invalid'],
    ]);
    expect(withLab[1]?.missingRequired).toEqual(['image']);
  }, 60_000);
});
