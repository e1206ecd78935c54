/// <reference lib="dom" />
/**
 * Issue 16 #2 in real Chromium against the built server: switching the language on an open report
 * re-renders the server-written texts (check messages, suggestions) with one request to
 * /api/reports/localize, no new audit, and the localized copy is what a reload shows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Counts this page's POST requests to `path` from now on. */
function countPosts(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) n++;
  });
  return () => n;
}

interface Stored {
  reportLang: string;
  suggestions: { text: string }[];
  checks: { id: string; message: string }[];
}

/** The reports this browser keeps (lib/report-store.ts), read from IndexedDB. */
const storedReports = (page: Page): Promise<Stored[]> =>
  page.evaluate(
    () =>
      new Promise<Stored[]>((resolve, reject) => {
        const req = indexedDB.open('rankscope');
        req.onerror = () => reject(new Error('no database'));
        req.onsuccess = () => {
          const all = req.result.transaction('reports').objectStore('reports').getAll();
          all.onsuccess = () => resolve((all.result as { report: Stored }[]).map((row) => row.report));
          all.onerror = () => reject(new Error('no reports'));
        };
      }),
  );

describe('switching language on an open report', () => {
  it('re-renders check messages and suggestions in French with one request and no new audit', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await page.evaluate(() => localStorage.setItem('lang', 'ES'));
    await page.reload();
    await page.locator('main input[name=url]').first().fill(`${site.origin}/bad`);
    await page.getByRole('button', { name: 'Ejecutar auditoría SEO' }).click();
    await page.getByRole('button', { name: 'Nuevo análisis' }).waitFor({ timeout: 45_000 });
    const main = async (): Promise<string> => (await page.locator('main').textContent()) ?? '';
    // Open the heading check: its message is the server's text.
    await page.getByRole('button', { name: /Jerarquía de encabezados/ }).click();
    await expect.poll(main).toContain('El primer encabezado es un <h3>');
    await expect.poll(async () => (await storedReports(page)).length).toBe(1);
    const [spanish] = await storedReports(page);
    expect(spanish?.reportLang).toBe('es');
    const spanishSuggestions = spanish?.suggestions.map((s) => s.text) ?? [];
    expect(spanishSuggestions.length).toBeGreaterThan(2);
    for (const text of spanishSuggestions) expect(await main()).toContain(text);

    // The picker says the language the page is in (after a reload in Spanish it said EN).
    const picker = page.getByRole('button', { name: /Idioma/ }).first();
    expect(await picker.innerText()).toContain('ES');
    const audits = countPosts(page, '/api/audit');
    const localize = countPosts(page, '/api/reports/localize');
    // The French texts come from the server: wait for its answer, not for a fixed time (a loaded
    // machine took longer than expect.poll's one second to localize).
    const localized = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reports/localize', {
      timeout: 60_000,
    });
    await picker.click();
    await page
      .getByRole('menuitemradio', { name: /Français/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Nouvelle analyse' }).waitFor();
    expect((await localized).status()).toBe(200);
    await page.getByText('Affichage du rapport en français…').waitFor({ state: 'detached' });
    await expect.poll(main).toContain('Le premier titre est un <h3>');
    expect(await main()).not.toContain('El primer encabezado');

    // The copy this browser keeps is the French one, and it is what the page shows.
    await expect.poll(async () => (await storedReports(page))[0]?.reportLang).toBe('fr');
    const [french] = await storedReports(page);
    const frenchSuggestions = french?.suggestions.map((s) => s.text) ?? [];
    expect(frenchSuggestions).toHaveLength(spanishSuggestions.length);
    expect(frenchSuggestions.some((text) => text.includes('Par exemple'))).toBe(true);
    const shown = await main();
    for (const text of frenchSuggestions) expect(shown).toContain(text);
    for (const text of spanishSuggestions) expect(shown).not.toContain(text);
    expect(localize()).toBe(1);

    // A reload shows the French report from this browser, without asking the server again.
    await page.reload();
    await page.getByRole('button', { name: /Hiérarchie des titres/ }).click();
    await expect.poll(main).toContain('Le premier titre est un <h3>');
    expect(localize() + audits()).toBe(1);
    expect(audits()).toBe(0);
    await context.close();
  });
});
