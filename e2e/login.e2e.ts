/**
 * Audits behind a login in real Chromium (issue 26): a signed-in user opens the audit form's Advanced
 * part (collapsed by default), types the header, cookie and Basic auth a protected local site needs, and
 * gets the site's report; the values are kept nowhere in the browser (storage, IndexedDB, address,
 * history). The form fits 320 px. (A report that reached the sign-in page: ReportView.test.tsx and the
 * server's audit-credentials.local.test.ts.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SECRETS,
  startProtectedSite,
  type ProtectedSite,
} from '../packages/engine/src/test-support/protected-site.js';
import { launchChromium, newContext, signIn, startRankscope, type Rankscope } from './support/rankscope.js';

let app: Rankscope;
let site: ProtectedSite;
let browser: Browser;

beforeAll(async () => {
  [app, site, browser] = await Promise.all([
    startRankscope({ PLAN_GATING: 'off' }),
    startProtectedSite(),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), site?.close()]);
});

const SECRET_VALUES = [SECRETS.header.value, SECRETS.cookie.value, SECRETS.basic.password];

/** Everything this origin keeps in the browser: storages, IndexedDB (the recent reports), address, history. */
const keptInBrowser = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    const rows: unknown[] = [];
    for (const { name } of dbs) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of db.objectStoreNames) {
        const all = db.transaction(store).objectStore(store).getAll();
        rows.push(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result))));
      }
      db.close();
    }
    return JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      rows,
      href: location.href,
      state: history.state as unknown,
      length: history.length,
    });
  });

describe('audit behind a login', () => {
  it('audits the protected site with credentials typed under Advanced, keeping them nowhere', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await signIn(page, app);
    const advanced = page.getByTestId('advanced');
    expect(await advanced.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.getByText('Advanced: audit a page behind a login').click();
    await page.getByText('used for this audit only and never stored', { exact: false }).waitFor();
    await page.getByLabel('Request headers').fill(`${SECRETS.header.name}: ${SECRETS.header.value}`);
    await page.getByLabel('Cookies').fill(`${SECRETS.cookie.name}=${SECRETS.cookie.value}`);
    await page.getByLabel('Basic auth user name').fill(SECRETS.basic.username);
    await page.getByLabel('Basic auth password').fill(SECRETS.basic.password);
    await page.locator('main input[name=url]').first().fill(site.site.url('/'));
    await page.getByRole('button', { name: 'Run SEO Audit' }).click();
    await page.getByRole('button', { name: 'New Analysis' }).waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: /SEO report for 127\.0\.0\.1/ }).waitFor();
    await page.getByText('Home', { exact: true }).first().waitFor();
    expect(await page.getByTestId('login-wall').count()).toBe(0);

    const kept = await keptInBrowser(page);
    expect(kept).toContain('"rows"');
    for (const secret of SECRET_VALUES) expect(kept).not.toContain(secret);
    // The protected site got the credentials; the other origin it links to never did.
    const elsewhere = site.elsewhere.requests.map((r) => JSON.stringify(r.headers)).join('\n');
    for (const secret of SECRET_VALUES) expect(elsewhere).not.toContain(secret);

    await context.close();
  });

  it('fits 320 px with the Advanced part open, in French', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${app.origin}/`);
    await signIn(page, app);
    await page.evaluate(() => localStorage.setItem('lang', 'FR'));
    await page.reload();
    await page.getByText(/^Avancé.: auditer une page derrière une connexion$/).click();
    await page.getByLabel('Mot de passe Basic auth').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
