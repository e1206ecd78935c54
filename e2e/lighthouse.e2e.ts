/**
 * Lighthouse's own accessibility and SEO audits of Rankscope's pages (issue 5: accessibility ≥ 95, SEO 100
 * on the home page), run with Debian's Chromium against the real, built server.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, startRankscope, type Rankscope } from './support/rankscope.js';

let app: Rankscope;
let chrome: chromeLauncher.LaunchedChrome;

beforeAll(async () => {
  [app, chrome] = await Promise.all([
    startRankscope(),
    chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--host-resolver-rules=MAP accounts.google.com ~NOTFOUND, MAP *.googleapis.com ~NOTFOUND, MAP *.gstatic.com ~NOTFOUND',
      ],
    }),
  ]);
});

afterAll(async () => {
  chrome?.kill();
  await app?.close();
});

async function categories(path: string) {
  const result = await lighthouse(`${app.origin}${path}`, {
    port: chrome.port,
    onlyCategories: ['accessibility', 'seo'],
    output: 'json',
    logLevel: 'error',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr.runtimeError.message}`);
  const failed = (id: 'accessibility' | 'seo') =>
    lhr.categories[id]!.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map(
      (r) => `${r.id}: ${lhr.audits[r.id]?.title ?? ''}`,
    );
  return {
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    failed: [...failed('accessibility'), ...failed('seo')],
  };
}

describe('Lighthouse on Rankscope', () => {
  for (const path of ['/', '/pricing']) {
    it(`${path}: accessibility ≥ 95 and SEO 100`, async () => {
      const scores = await categories(path);
      expect(scores.failed, JSON.stringify(scores)).toEqual([]);
      expect(scores.accessibility).toBeGreaterThanOrEqual(95);
      expect(scores.seo).toBe(100);
    });
  }
});
