/**
 * The lab in the product: the real server with RANKSCOPE_LAB=on audits a local page; the report in the browser shows
 * the mobile and desktop Lighthouse scores with their metrics, and the progress passes through
 * 'Running performance tests...'.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../packages/engine/src/test-support/fixture-site.js';
import type { TestServer } from '../packages/engine/src/test-support/test-server.js';
import { launchChromium, newContext, shot, startRankscope, type Rankscope } from './support/rankscope.js';

let app: Rankscope;
let site: TestServer;
let browser: Browser;

beforeAll(async () => {
  [app, site, browser] = await Promise.all([
    startRankscope({ RANKSCOPE_LAB: 'on' }),
    startFixtureSite(),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), site?.close()]);
});

describe('lab scores in the report', () => {
  it('shows mobile and desktop Lighthouse scores with Core Web Vitals', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await page.locator('main input[name=url]').first().fill(`${site.origin}/tables`);
    await page.getByRole('button', { name: 'Run SEO Audit' }).click();
    await page.getByText('Running performance tests...').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New Analysis' }).waitFor({ timeout: 90_000 });
    const perf = page.locator('section[aria-labelledby="report-performance"]');
    const text = await perf.innerText();
    expect(text).not.toContain('Unavailable');
    expect(text.match(/Largest Contentful Paint/g)).toHaveLength(2);
    expect(text).toMatch(/\b\d{1,3}\s*\/ 100/);
    await perf.scrollIntoViewIfNeeded();
    await shot(page, 'report-lab');
    await context.close();
  });
});
