/**
 * Regenerates lighthouse-lhr.ts: real Lighthouse results of the heavy fixture page (mobile and desktop) and of
 * a URL that refuses connections, trimmed to the fields extract.ts reads. Numbers are Lighthouse's own.
 * Run: npx tsx packages/engine/src/test-support/capture-lhr.ts && npx prettier --write packages/engine/src/test-support/lighthouse-lhr.ts
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { findChromium } from '../lab/chromium.js';
import { METRIC_AUDITS } from '../lab/types.js';
import { KEPT_AUDITS, MAX_ITEMS } from '../lab/extract.js';
import { labFixtureHandler } from './lighthouse-pages.js';
import { labChromeFlags } from '../lab/lighthouse/browser.js';

const DROP = new Set([
  'description',
  'headings',
  'debugData',
  'boundingRect',
  'lhId',
  'path',
  'guidanceLevel',
  'errorStack',
]);

function trim(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(trim);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !DROP.has(k))
      .map(([k, v]) => [k, trim(v)]),
  );
}

function trimLhr(lhr: Record<string, unknown>): unknown {
  const audits = lhr.audits as Record<string, { details?: { type?: string } }>;
  // A failed run's audits are all errors: the metric audits show their shape.
  const keep = new Set<string>(Object.values(METRIC_AUDITS));
  for (const [id, audit] of lhr.runtimeError ? [] : Object.entries(audits)) {
    if (KEPT_AUDITS.includes(id as never) || audit.details?.type === 'opportunity' || id.endsWith('-insight'))
      keep.add(id);
  }
  const categories = lhr.categories as { performance: { id: string; title: string; score: number | null } };
  const settings = lhr.configSettings as { formFactor: string; throttlingMethod: string };
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    requestedUrl: lhr.requestedUrl,
    mainDocumentUrl: lhr.mainDocumentUrl,
    finalDisplayedUrl: lhr.finalDisplayedUrl,
    finalUrl: lhr.finalUrl,
    fetchTime: lhr.fetchTime,
    ...(lhr.runtimeError ? { runtimeError: trim(lhr.runtimeError) } : {}),
    runWarnings: lhr.runWarnings,
    configSettings: { formFactor: settings.formFactor, throttlingMethod: settings.throttlingMethod },
    categories: {
      performance: {
        id: categories.performance.id,
        title: categories.performance.title,
        score: categories.performance.score,
      },
    },
    audits: Object.fromEntries(
      Object.entries(audits)
        .filter(([id]) => keep.has(id))
        .map(([id, a]) => [id, trim(a)]),
    ),
  };
}

const chromePath = findChromium().path;
if (!chromePath) throw new Error('No Chromium');
const server = createServer(labFixtureHandler);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const refused = createServer();
await new Promise<void>((resolve) => refused.listen(0, '127.0.0.1', () => resolve()));
const refusedUrl = `http://127.0.0.1:${(refused.address() as AddressInfo).port}/`;
await new Promise<void>((resolve) => refused.close(() => resolve()));

async function capture(url: string, formFactor: 'mobile' | 'desktop'): Promise<unknown> {
  const chrome = await launch({
    chromePath: chromePath ?? '',
    chromeFlags: labChromeFlags(),
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: 'simulate',
        disableFullPageScreenshot: true,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('no result');
    return trimLhr(result.lhr as unknown as Record<string, unknown>);
  } finally {
    chrome.kill();
  }
}

// One after another: two Lighthouse runs in one JS realm must not overlap.
const heavyMobile = await capture(`${origin}/heavy`, 'mobile');
const heavyDesktop = await capture(`${origin}/heavy`, 'desktop');
const refusedMobile = await capture(refusedUrl, 'mobile');
server.close();

const out = new URL('./lighthouse-lhr.ts', import.meta.url);
writeFileSync(
  out,
  `/**
 * Real Lighthouse results (captured by capture-lhr.ts, ${new Date().toISOString().slice(0, 10)}), trimmed to
 * the fields extract.ts reads: the heavy fixture page (lighthouse-pages.ts) in the mobile and desktop presets,
 * and a URL that refused connections. Not edited by hand.
 */
export const HEAVY_MOBILE_LHR: unknown = ${JSON.stringify(heavyMobile)};

export const HEAVY_DESKTOP_LHR: unknown = ${JSON.stringify(heavyDesktop)};

export const REFUSED_MOBILE_LHR: unknown = ${JSON.stringify(refusedMobile)};
`,
);
console.log(`wrote ${out.pathname}`);
