/// <reference lib="dom" />
/**
 * Issue 24, the monitoring screens in real Chromium against the real server (embedded scheduler,
 * SQLite, a local SMTP sink): "Watch this page" from a report opens the form prefilled, the monitor is
 * created with a webhook whose secret shows once and another alert address, confirmed by the mailed link, it is listed with its score over time, Run now runs it, a change on
 * the page shows as new problems in the runs and on the run page's comparison, pause, a French screen,
 * a 320 px phone without sideways scrolling, delete (after a confirmation), and Delete my data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../packages/engine/src/test-support/fixture-site.js';
import { startSmtpSink, type SmtpSink } from '../packages/server/src/test-support/alert-receivers.js';
import type { TestServer } from '../packages/engine/src/test-support/test-server.js';
import { launchChromium, newContext, signIn, startRankscope, type Rankscope } from './support/rankscope.js';

let app: Rankscope;
let site: TestServer;
let browser: Browser;
let smtp: SmtpSink;
let user: BrowserContext;
/** What /watched serves: the good fixture page, then the broken one. */
let watched: '/tables' | '/bad' = '/tables';
let monitorPath = '';

beforeAll(async () => {
  [smtp, site, browser] = await Promise.all([startSmtpSink(), startFixtureSite(), launchChromium()]);
  app = await startRankscope({
    MONITOR_MIN_INTERVAL: '1m',
    SMTP_URL: smtp.url,
    ALERT_FROM: 'alerts@rankscope.test',
    PUBLIC_URL: 'self',
  });
  site.route('/watched', (_req: IncomingMessage, res: ServerResponse) => {
    void fetch(`${site.origin}${watched}`)
      .then((r) => r.text())
      .then((body) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(body);
      });
  });
  site.route('/hook', (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(204);
    res.end();
  });
  user = await newContext(browser);
  const page = await user.newPage();
  await page.goto(`${app.origin}/`);
  await signIn(page, app);
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), site?.close(), smtp?.close()]);
});

/** No part of the page wider than the viewport (no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Runs the monitor now from its page and waits for that run to finish in the list. */
async function runNow(page: Page, runs: number): Promise<void> {
  await page.getByRole('button', { name: /^Run now:/ }).click();
  await page.getByRole('status').filter({ hasText: 'Run started' }).waitFor();
  await expect
    .poll(
      () =>
        page
          .getByTestId('run')
          .filter({ hasText: /OK|Failed/ })
          .count(),
      { timeout: 45_000 },
    )
    .toBe(runs);
}

describe('monitoring, as a signed-in user', () => {
  it('watches a page from its report: the form is prefilled, the webhook secret shows once, another address is confirmed by its link', async () => {
    const page = await user.newPage();
    await page.goto(`${app.origin}/`);
    await page.locator('main input[name=url]').first().fill(`${site.origin}/watched`);
    await page.getByRole('button', { name: 'Run SEO Audit' }).click();
    await page.getByRole('link', { name: 'Watch this page' }).click({ timeout: 45_000 });
    await page.waitForURL(/\/monitors\/new\?/);
    expect(await page.getByLabel('Page or site address').inputValue()).toBe(`${site.origin}/watched`);
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('ada@example.com');
    // The browser's time zone is the default; the schedule a preset.
    expect(await page.getByLabel('Time zone').inputValue()).toBe(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    await page.getByLabel('E-mail address').fill('team@example.org');
    await page.getByText(/needs confirming/).waitFor();
    await page.getByLabel('Webhook URL (optional)').fill(`${site.origin}/hook`);
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await page.getByRole('heading', { name: 'Monitor created' }).waitFor();
    await page.getByText(/^We sent a confirmation link to team@example\.org/).waitFor();
    const secret = await page.getByLabel('Webhook signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    expect(await page.locator('main').innerText()).toContain('Shown once: copy it now.');
    await page.getByRole('link', { name: 'Open the monitor' }).click();
    await page.waitForURL(/\/monitors\/[A-Za-z0-9_-]+$/);
    monitorPath = new URL(page.url()).pathname;
    // The URL changes before the monitor's page replaces the form (the router keeps the old screen while
    // the new one loads): wait for the monitor's own page, then check that it never has the secret.
    await page.getByText(/team@example\.org \(waiting for its owner/).waitFor();
    expect(await page.content()).not.toContain(secret);

    const [mail] = await smtp.received(1);
    expect(mail?.to).toEqual(['team@example.org']);
    // The link comes from PUBLIC_URL, opens a page, and only its button confirms (a mail scanner's GET does not).
    const link = /https?:\/\/\S+\/monitors\/confirm-address#token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link?.startsWith(`${app.origin}/`)).toBe(true);
    await page.goto(link ?? '');
    await page.getByRole('button', { name: 'Confirm this address' }).click();
    await page.getByText('Confirmed: alerts can now go to team@example.org.').waitFor();
    // Used once, the same link (or any link that is not valid) says so when its button is pressed.
    const again = await user.newPage();
    await again.goto(link ?? '');
    await again.getByRole('button', { name: 'Confirm this address' }).click();
    await again.getByRole('alert').waitFor();
    expect(await again.getByRole('alert').innerText()).toMatch(/^This confirmation link is not valid/);
    await again.close();
    await page.goto(`${app.origin}${monitorPath}`);
    await page.getByText(/^E-mail: team@example\.org · Webhook/).waitFor();
    expect(await page.locator('main').innerText()).not.toContain('waiting for its owner');
    await page.close();
  });

  it('runs now, then shows what changed since the previous run on the run page', async () => {
    const page = await user.newPage();
    await page.goto(`${app.origin}${monitorPath}`);
    await runNow(page, 1);
    watched = '/bad';
    await runNow(page, 2);
    const newest = page.getByTestId('run').first();
    expect(await newest.innerText()).toMatch(/Run now/);
    expect(await newest.innerText()).toMatch(/[1-9]\d* new problems?/);
    await newest.getByRole('link').click();
    await page.waitForURL(/\/runs\//);
    await page.getByRole('heading', { name: /^Changes since/ }).waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toMatch(/New issues \(\d+\)/);
    // The run's report follows (the report view's own sections).
    await page.getByRole('heading', { name: /SEO report for 127\.0\.0\.1/ }).waitFor();
    await page.close();
  });

  it('lists the monitor with its last score and score chart, pauses it, and says so in French', async () => {
    const page = await user.newPage();
    await page.goto(`${app.origin}/monitors`);
    const card = page.getByTestId('monitor');
    await card.waitFor();
    expect(await card.innerText()).toContain(`${site.origin}/watched`);
    expect(await card.getByTestId('last-score').innerText()).toMatch(/^\d{1,3}$/);
    expect(await card.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Score over time: 2 runs, from \d+ to \d+/,
    );
    await card.getByRole('button', { name: /^Pause:/ }).click();
    await card.getByText('Paused', { exact: true }).waitFor();
    await card.getByRole('button', { name: /^Resume:/ }).waitFor();

    await page
      .getByRole('button', { name: /Language/ })
      .first()
      .click();
    await page
      .getByRole('menuitemradio', { name: /Français/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Surveillances' }).waitFor();
    expect(await card.innerText()).toContain('En pause');
    await page.evaluate(() => localStorage.setItem('lang', 'EN'));
    await page.close();
  });

  it('fits a 320 px phone: list, monitor and form without sideways scrolling', async () => {
    const page = await user.newPage();
    await page.setViewportSize({ width: 320, height: 720 });
    for (const path of ['/monitors', monitorPath, '/monitors/new']) {
      await page.goto(`${app.origin}${path}`);
      await page.locator('main h1').first().waitFor();
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.close();
  });

  it('deletes the monitor after a confirmation', async () => {
    const page = await user.newPage();
    await page.goto(`${app.origin}${monitorPath}`);
    await page.getByRole('button', { name: /^Delete:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this monitor?' });
    await dialog.getByRole('button', { name: 'Delete monitor' }).click();
    await page.waitForURL(`${app.origin}/monitors`);
    await page.getByText('No monitors yet.', { exact: false }).waitFor();
    expect((await page.request.get(`${app.origin}/api${monitorPath}`)).status()).toBe(404);
    await page.close();
  });

  it('"Delete my data" removes every monitor of the account', async () => {
    const page = await user.newPage();
    await page.goto(`${app.origin}/monitors`);
    const created = await page.evaluate(async (url) => {
      const res = await fetch('/api/monitors', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url, schedule: '0 6 * * *', alerts: {} }),
      });
      return res.status;
    }, `${site.origin}/tables`);
    expect(created).toBe(201);
    await page.reload();
    await page.getByTestId('monitor').waitFor();
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my data?' });
    expect(await dialog.innerText()).toContain('your monitors, with their schedules and alert settings');
    await dialog.getByRole('button', { name: 'Delete my data' }).click();
    await dialog.getByText('Your data is deleted.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The open list follows without a reload, and so does the server.
    await page.getByText('No monitors yet.', { exact: false }).waitFor();
    expect(await page.evaluate(() => fetch('/api/monitors').then((r) => r.json()))).toEqual([]);
    await page.close();
  });
});
