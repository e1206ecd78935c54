/**
 * The 20 lab checks on a real Lighthouse result: one mobile run (simulated throttling, offline) of a local
 * heavy page — a ~4.4 MiB PNG hero lazy-loaded at 360 px, a render-blocking stylesheet that is mostly
 * unused, a busy script in <head>, a web font without font-display and an eager image below the fold —
 * converted by lab/extract.ts exactly as an audit would see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type Lighthouse from 'lighthouse';
import { findChromium } from '../../lab/chromium.js';
import { labRunFromLhr } from '../../lab/extract.js';
import type { LabRun } from '../../lab/types.js';
import { solidPng } from '../../test-support/png.js';
import { startTestServer, html, type TestServer } from '../../test-support/test-server.js';
import { failedRun, labFacts, pageWithLab } from '../../test-support/lab.js';
import type { CheckOutcome } from '../types.js';
import { performanceChecks } from './index.js';
import { runCheck } from '../../test-support/index.js';

const CHROME = findChromium();
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP accounts.google.com ~NOTFOUND, MAP *.googleapis.com ~NOTFOUND, MAP clients2.google.com ~NOTFOUND',
];

const HEAVY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Heavy page</title>
<link rel="stylesheet" href="/site.css"><script src="/busy.js"></script>
<style>@font-face{font-family:Shop;src:url(/shop.woff2) format("woff2")}p{font-family:Shop,serif}</style></head>
<body><h1>Oak tables</h1>
<img src="/hero.png" loading="lazy" width="360" height="225" alt="A table" style="width:100%;height:auto">
<p>Solid oak dining tables, made to order in a small workshop.</p>
<div style="height:4000px"></div><img src="/below.png" width="300" height="200" alt="Detail"></body></html>`;

const CSS = '.unused-rule-x{color:#c00;margin:1px}\n'.repeat(2500) + 'h1{color:#222}\n';
const JS =
  'function neverCalled(n){return n*2}\n'.repeat(3000) +
  'var t0=Date.now();while(Date.now()-t0<900){}document.documentElement.dataset.busy="done";\n';

const asset = (type: string, body: string | Buffer) => html(body, { headers: { 'content-type': type } });

describe.skipIf(CHROME.path === null)('lab checks on a real Lighthouse run', () => {
  let server: TestServer;
  let chrome: LaunchedChrome;
  let run: LabRun;
  const outcomes = new Map<string, CheckOutcome>();

  beforeAll(async () => {
    server = await startTestServer({
      '/heavy': html(HEAVY),
      '/site.css': asset('text/css', CSS),
      '/busy.js': asset('text/javascript', JS),
      '/shop.woff2': asset('font/woff2', Buffer.alloc(24_000, 1)),
      '/hero.png': asset('image/png', solidPng(1600, 1000, 4_500_000)),
      '/below.png': asset('image/png', solidPng(1200, 800, 300_000)),
    });
    chrome = await launch({ chromePath: CHROME.path as string, chromeFlags: FLAGS, logLevel: 'silent' });
    // A variable specifier, as the engine loads it: lighthouse stays out of bundles that never run it.
    const specifier = 'lighthouse';
    const { default: lighthouse } = (await import(specifier)) as { default: typeof Lighthouse };
    const started = Date.now();
    const result = await lighthouse(server.url('/heavy'), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
    });
    run = labRunFromLhr(result?.lhr, 'mobile', 'lighthouse', Date.now() - started);
    const page = pageWithLab(
      labFacts({ mobile: run, desktop: failedRun('desktop', 'not run in this test') }),
    );
    for (const check of performanceChecks) {
      if (check.scope === 'lab') outcomes.set(check.id, runCheck(check, page));
    }
  }, 90_000);

  afterAll(async () => {
    // chrome-launcher's kill() is by the PID it launched.
    await chrome?.kill();
    await server?.close();
  });

  it('runs Lighthouse successfully and every lab check gives a status', () => {
    expect(run.ok, run.ok ? '' : run.reason).toBe(true);
    expect(outcomes.size).toBe(20);
    for (const [id, out] of outcomes) {
      expect(['good', 'recommended', 'critical', 'na'], id).toContain(out.status);
    }
    // The only n/a: the desktop run this test did not do.
    const na = [...outcomes].filter(([, o]) => o.status === 'na').map(([id, o]) => `${id}:${o.key}`);
    expect(na).toEqual(['perf-score-desktop:unavailable']);
  });

  it('fails the heavy image and the page weight, and names the hero', () => {
    expect(outcomes.get('img-oversized')).toMatchObject({ status: 'critical', key: 'huge' });
    expect(outcomes.get('img-oversized')?.items?.[0]?.value).toBe(server.url('/hero.png'));
    expect(outcomes.get('total-byte-weight')?.status).toBe('critical');
    expect(outcomes.get('total-byte-weight')?.value as number).toBeGreaterThan(4000);
  });

  it('sees the lazy LCP image, the blocking files, the unused CSS, the font and the eager off-screen image', () => {
    expect(outcomes.get('lcp-image-priority')).toMatchObject({ status: 'critical', key: 'lazy' });
    const blocking = outcomes.get('render-blocking');
    expect(blocking?.items?.map((i) => i.value).sort()).toEqual([
      server.url('/busy.js'),
      server.url('/site.css'),
    ]);
    expect(outcomes.get('unused-css')?.status).toBe('recommended');
    expect(outcomes.get('font-display')).toMatchObject({ status: 'recommended', value: 1 });
    expect(outcomes.get('img-offscreen-lazy')?.items?.[0]?.value).toBe(server.url('/below.png'));
    expect(outcomes.get('third-party')).toMatchObject({ status: 'good', key: 'none' });
  });

  it('scores the metric checks with Lighthouse’s own metric scores', () => {
    if (!run.ok) throw new Error(run.reason);
    expect(outcomes.get('perf-score-mobile')?.score).toBe(run.score / 100);
    expect(outcomes.get('lcp')?.score).toBe(run.metrics.lcp.score);
    expect(outcomes.get('tbt')?.score).toBe(run.metrics.tbt.score);
    expect(outcomes.get('request-count')).toMatchObject({ status: 'good', values: { thirdParty: 0 } });
  });
});
