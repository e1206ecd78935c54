/**
 * The Field section of the web report (issue 27) in real Chromium, against the built server configured
 * with a CrUX key and a local server speaking the CrUX protocol: real-user p75s beside the lab, labelled
 * "this page", distribution bars laid out in proportion, the sparkline of the history, and the key in no
 * page, response or log line.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCruxServer, type CruxServer } from '../packages/engine/src/test-support/crux-server.js';
import { startFixtureSite } from '../packages/engine/src/test-support/fixture-site.js';
import type { TestServer } from '../packages/engine/src/test-support/test-server.js';
import { launchChromium, newContext, startRankscope, type Rankscope } from './support/rankscope.js';

const KEY = 'AIzaE2eCruxKey-0123456789_never';

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
    { lcp: [4300, 0.4, 0.3, 0.3], inp: [150, 0.85, 0.1, 0.05], cls: [0.04, 0.9, 0.06, 0.04] },
    { lcp: [4300, 0, 0, 0], cls: [0.04, 0, 0, 0] },
  );
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), site?.close(), crux?.close()]);
});

describe('the Field section of the web report', () => {
  it('shows the page’s real-user p75s with bars and a sparkline, and never the key', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bodies: Promise<string>[] = [];
    page.on('response', (r) => bodies.push(r.text().catch(() => '')));
    await page.goto(`${app.origin}/`);
    await page.locator('main input[name=url]').first().fill(`${site.origin}/tables`);
    await page.getByRole('button', { name: 'Run SEO Audit' }).click();
    await page.getByRole('button', { name: 'New Analysis' }).waitFor({ timeout: 45_000 });

    const section = page.getByRole('region', { name: 'Field data: real Chrome users' });
    await section.waitFor({ timeout: 10_000 });
    expect(await section.getByText('This page', { exact: true }).count()).toBe(1);
    expect(await section.getByText('2026-10-26 to 2026-11-22 (28 days)').count()).toBe(1);
    const phone = section.locator('div', { has: page.getByRole('heading', { name: 'Phone' }) }).last();
    const lcp = phone.locator('li[data-metric=lcp]');
    expect(await lcp.getByText('4.3 s').count()).toBe(1);
    const bar = lcp.getByRole('img', { name: '40% good, 30% needs improvement, 30% poor' });
    const [whole, good] = await Promise.all([bar.boundingBox(), bar.locator('span').first().boundingBox()]);
    expect(whole && good ? good.width / whole.width : 0).toBeCloseTo(0.4, 1);
    const spark = lcp.getByRole('img', { name: 'LCP p75 over the last 40 weeks' });
    expect(await spark.locator('polyline').getAttribute('points')).toMatch(/^(\d+(\.\d)?,\d+(\.\d)? ){39}/);
    // The check reads the same data: listed among the failed checks, by its title.
    expect(await page.getByText('Core Web Vitals of real users (field data)').count()).toBeGreaterThan(0);

    const seen = [await page.content(), ...(await Promise.all(bodies)), app.output()];
    for (const text of seen) expect(text).not.toContain(KEY);
    expect(crux.queries.some((q) => q.key === KEY)).toBe(true);
    await context.close();
  }, 90_000);
});
