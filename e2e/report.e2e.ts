/**
 * Download Report and share links in real Chromium (plans not gated, as on a self-hosted install), and
 * Rankscope's audit of itself. With SCREENSHOTS=1 the main screens are saved to docs/screenshots/.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAudit } from '../packages/engine/src/index.js';
import { startFixtureSite } from '../packages/engine/src/test-support/fixture-site.js';
import type { TestServer } from '../packages/engine/src/test-support/test-server.js';
import { pdfText } from './support/pdf.js';
import {
  launchChromium,
  newContext,
  signIn,
  shot,
  startRankscope,
  type Rankscope,
} from './support/rankscope.js';

let app: Rankscope;
let site: TestServer;
let browser: Browser;

beforeAll(async () => {
  [app, site, browser] = await Promise.all([
    startRankscope({ PLAN_GATING: 'off' }, { tls: true }),
    startFixtureSite(),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), site?.close()]);
});

describe('report', () => {
  it('downloads a real-text PDF of the report, and shares it read-only', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await shot(page, 'home');
    await signIn(page, app); // share links need a session (any signed-in user when plans are not gated)
    await page.locator('main input[name=url]').first().fill(`${site.origin}/tables`);
    await page.getByRole('button', { name: 'Run SEO Audit' }).click();
    await page
      .getByRole('progressbar')
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
    await shot(page, 'loading');
    await page.getByRole('button', { name: 'New Analysis' }).waitFor({ timeout: 45_000 });
    await shot(page, 'report');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 45_000 }),
      page.getByRole('button', { name: 'Download Report' }).click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^seo-report-127\\.0\\.0\\.1-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    expect(download.suggestedFilename()).toContain(today.slice(0, 7));
    const file = join(await import('node:os').then((os) => os.tmpdir()), download.suggestedFilename());
    await download.saveAs(file);
    const text = pdfText(file);
    expect(text).toContain('Handmade Oak Dining Tables');
    expect(text).toMatch(/Meta information/);

    // Share: a link anyone can open, read-only and not indexed.
    await page.getByRole('button', { name: /Share/ }).click();
    const link = page.locator('input[readonly]').first();
    await link.waitFor({ timeout: 10_000 });
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${app.origin}/r/[\\w-]{16,}$`));
    const other = await newContext(browser);
    const shared = await other.newPage();
    const res = await shared.goto(url);
    expect(res?.headers()['x-robots-tag']).toContain('noindex');
    await shared.getByText('Handmade Oak Dining Tables').first().waitFor({ timeout: 10_000 });
    expect(await shared.getByRole('button', { name: /Share/ }).count()).toBe(0);
    await shot(shared, 'shared-report');
    await other.close();
    await context.close();
  });
});

describe('Rankscope audits itself', () => {
  it('its own home page scores Very Good with no critical issue', async () => {
    // Over HTTPS with the test certificate trusted, as a real deployment is audited.
    const report = await runAudit(`${app.origin}/`, {
      allowPrivate: true,
      lang: 'en',
      fetch: { ca: app.ca ?? undefined },
    });
    const critical = report.checks.filter((c) => c.status === 'critical').map((c) => `${c.id}: ${c.message}`);
    expect(critical).toEqual([]);
    expect(report.seoScore).toBeGreaterThanOrEqual(80);
  });
});
