/**
 * Issue 32 §5.1 in real Chromium against the built server with a local CrUX server: a report with field
 * data fits a 320 px wide phone in English, Spanish and French (the field card's fixed widths made the
 * page 369 px wide, so the whole page scrolled sideways).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCruxServer, type CruxServer } from '../packages/engine/src/test-support/crux-server.js';
import { startFixtureSite } from '../packages/engine/src/test-support/fixture-site.js';
import type { TestServer } from '../packages/engine/src/test-support/test-server.js';
import { launchChromium, newContext, startRankscope, type Rankscope } from './support/rankscope.js';

const KEY = 'AIzaE2eNarrowKey-0123456789';
const RUN = { EN: 'Run SEO Audit', ES: 'Ejecutar auditoría SEO', FR: "Lancer l'audit SEO" } as const;
const FIELD = {
  EN: 'Field data: real Chrome users',
  ES: 'Datos de campo: usuarios reales de Chrome',
  FR: 'Données de terrain : vrais utilisateurs de Chrome',
} as const;

let app: Rankscope;
let site: TestServer;
let crux: CruxServer;
let browser: Browser;

beforeAll(async () => {
  crux = await startCruxServer(KEY);
  [app, site, browser] = await Promise.all([
    startRankscope({ CRUX_API_KEY: KEY, CRUX_API_URL: crux.baseUrl }),
    startFixtureSite(),
    launchChromium(),
  ]);
  crux.setRecord(
    { url: `${site.origin}/tables` },
    {
      lcp: [4300, 0.4, 0.3, 0.3],
      inp: [150, 0.85, 0.1, 0.05],
      cls: [0.04, 0.9, 0.06, 0.04],
      fcp: [1900, 0.7, 0.2, 0.1],
      ttfb: [1250, 0.6, 0.3, 0.1],
    },
    {
      lcp: [4300, 0, 0, 0],
      inp: [150, 0, 0, 0],
      cls: [0.04, 0, 0, 0],
      fcp: [1900, 0, 0, 0],
      ttfb: [1250, 0, 0, 0],
    },
  );
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), site?.close(), crux?.close()]);
});

describe('a report with field data at 320 px', () => {
  for (const lang of ['EN', 'ES', 'FR'] as const) {
    it(`is no wider than the screen in ${lang}`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(`${app.origin}/`);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      await page.locator('main input[name=url]').first().fill(`${site.origin}/tables`);
      await page.getByRole('button', { name: RUN[lang] }).click();
      const section = page.getByRole('region', { name: FIELD[lang] });
      await section.waitFor({ timeout: 45_000 });
      await section.locator('li[data-metric=ttfb]').first().waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(320);
      expect(widths.body).toBeLessThanOrEqual(320);
      // Every metric row stays inside its card, its bar and sparkline included.
      const card = await section.boundingBox();
      for (const box of await section
        .locator('li[data-metric] > *')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right)))
        expect(box).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
      if (process.env.E2E_SHOTS) await section.screenshot({ path: `/tmp/e-narrow-${lang}.png` });
      await context.close();
    }, 90_000);
  }
});
