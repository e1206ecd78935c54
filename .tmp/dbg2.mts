import { startRankscope, launchChromium, newContext } from '../e2e/support/rankscope.ts';
const app = await startRankscope();
const browser = await launchChromium();
const ctx = await newContext(browser);
const page = await ctx.newPage();
await page.addInitScript(() => {
  (window as any).__log = [];
  const t0 = performance.now();
  new MutationObserver(() => {
    (window as any).__log.push(`${Math.round(performance.now() - t0)}ms h1=${document.querySelectorAll('h1').length} main=${document.querySelector('main')?.children.length}`);
  }).observe(document, { subtree: true, childList: true });
});
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.goto(app.origin + '/pricing');
console.log('at goto h1 count', await page.locator('h1').count());
await page.waitForTimeout(1500);
console.log((await page.evaluate(() => (window as any).__log)).slice(-15));
await browser.close(); await app.close();
