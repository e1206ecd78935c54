/**
 * Issue 32 §5.5 in real Chromium against the built app: where keyboard focus goes. The SEO Audit dialog
 * opens on its URL field (not on ×); a blank submit moves focus to the field its reason is tied to (home
 * form and dialog); after "Delete my data" → Done focus goes back to the account menu's button, never to
 * <body>.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext, signIn, startRankscope, type Rankscope } from './support/rankscope.js';

let app: Rankscope;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startRankscope(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The focused element: tag, then its name attribute, accessible label or text. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return '';
    const name = el.getAttribute('name') ?? el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
    const inDialog = el.closest('dialog') ? 'dialog ' : '';
    return `${inDialog}${el.tagName.toLowerCase()}:${name}`;
  });

describe('keyboard focus', () => {
  it('opens the SEO Audit dialog on its URL field, and a blank submit there focuses the field', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.origin}/features`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Features & Use Cases' })
      .click();
    await page.getByRole('menuitem', { name: 'SEO Checker' }).click();
    const dialog = page.getByRole('dialog', { name: 'SEO Audit' });
    await dialog.waitFor();
    expect(await focused(page)).toBe('dialog input:url');
    await dialog.getByRole('button', { name: 'Start Audit' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await focused(page)).toBe('dialog input:url');
    expect(await dialog.locator('input[name=url]').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('moves focus from the home form’s button to the field after a blank submit', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await page.getByRole('button', { name: 'Run SEO Audit' }).click();
    await page.locator('main').getByRole('alert').waitFor();
    expect(await focused(page)).toBe('input:url');
    await context.close();
  });

  it('after Delete my data → Done, focus is on the account menu’s button, not <body>', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await signIn(page, app);
    const account = page.getByRole('button', { name: /^Account menu:/ });
    await account.click();
    await page.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my data?' });
    await dialog.getByRole('button', { name: 'Delete my data' }).click();
    await dialog.getByRole('status').waitFor();
    // The confirm button that had focus is gone: focus is on Done, inside the dialog.
    expect(await focused(page)).toBe('dialog button:Done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(page)).toMatch(/^button:Account menu:/);
    await context.close();
  }, 60_000);
});
