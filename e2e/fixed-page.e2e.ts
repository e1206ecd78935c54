/**
 * "Download the fixed page" in real Chromium against the built server: after an audit, the button saves
 * the page with every verified fix applied, the same file `rankscope fix` writes for it.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixPage } from '../packages/engine/src/run/fix-page.js';
import { startFixtureSite } from '../packages/engine/src/test-support/fixture-site.js';
import type { TestServer } from '../packages/engine/src/test-support/test-server.js';
import { launchChromium, newContext, startRankscope, type Rankscope } from './support/rankscope.js';

let app: Rankscope;
let site: TestServer;
let browser: Browser;

beforeAll(async () => {
  [app, site, browser] = await Promise.all([startRankscope(), startFixtureSite(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), site?.close()]);
});

describe('Download the fixed page', () => {
  it('saves what rankscope fix writes for the audited page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await page.locator('main input[name=url]').first().fill(`${site.origin}/bad`);
    await page.getByRole('button', { name: 'Run SEO Audit' }).click();
    await page.getByRole('button', { name: 'New Analysis' }).waitFor({ timeout: 45_000 });

    const button = page.getByRole('button', { name: 'Download the fixed page' });
    await button.waitFor({ timeout: 10_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 45_000 }),
      button.click(),
    ]);
    expect(download.suggestedFilename()).toBe('bad-fixed.html');
    const saved = await readFile((await download.path())!, 'utf8');
    const written = await fixPage(`${site.origin}/bad`, { allowPrivate: true, site: false, lab: null });
    expect(written.applied.length).toBeGreaterThan(0);
    expect(saved).toBe(written.fixed);
    await context.close();
  }, 120_000);
});
