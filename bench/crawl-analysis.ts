/**
 * The crawl's per-page CPU cost, without the network: 400 pages of bench/crawl.ts's generated site,
 * already "fetched", analysed (a) on this thread with analysePage() and (b) through the crawl's worker
 * pool with 1 and with as many threads as the crawl would start, every page queued at once so the
 * workers never wait. Also parse5's parse alone, the floor of any WHATWG-conformant analysis.
 * Each variant: a warm-up pass, then 3 timed passes; medians of ms per page.
 * Run after a build: npx tsx bench/crawl-analysis.ts
 */
import { parse } from 'parse5';
import { buildSite } from './crawl-site.js';
import { fetchedPage } from './fixture.js';
import { median } from './stats.js';
import type { FetchedPage } from '../packages/engine/src/fetch/types.js';
import type * as Pool from '../packages/engine/src/crawl/analysis-pool.js';
import type * as Analysis from '../packages/engine/src/crawl/page-analysis.js';

// The built engine: the pool starts dist/crawl/analyse-worker.js, as in the CLI and the server.
const { createPageAnalyser, defaultAnalysisWorkers } = (await import(
  new URL('../packages/engine/dist/crawl/analysis-pool.js', import.meta.url).href
)) as typeof Pool;
const { analysePage } = (await import(
  new URL('../packages/engine/dist/crawl/page-analysis.js', import.meta.url).href
)) as typeof Analysis;

const origin = 'http://127.0.0.1:1';
const pages: FetchedPage[] = [...buildSite(origin).pages.entries()]
  .slice(0, 400)
  .map(([path, body]) => fetchedPage(origin + path, body));
const context = (page: FetchedPage): Analysis.AnalysisContext => ({
  finalUrl: page.finalUrl,
  stripParams: [],
});

async function timed(name: string, pass: () => Promise<void> | void): Promise<void> {
  await pass();
  const perPage: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await pass();
    perPage.push((performance.now() - t0) / pages.length);
  }
  console.log(`| ${name} | ${median(perPage).toFixed(2)} ms | ${(1000 / median(perPage)).toFixed(0)} |`);
}

console.log(
  `${pages.length} pages, ${(pages.reduce((s, p) => s + p.bodyBytes, 0) / pages.length / 1024).toFixed(1)} KiB on average\n`,
);
console.log('| variant | per page (median) | pages/s |');
console.log('| ------- | ----------------- | ------- |');
await timed('parse5 `parse()` alone', () => {
  for (const page of pages) parse(page.body.toString('utf8'));
});
await timed('`analysePage()` on the main thread', () => {
  for (const page of pages) analysePage(page, context(page));
});
for (const workers of [...new Set([1, Math.max(1, defaultAnalysisWorkers())])]) {
  const pool = createPageAnalyser(workers);
  await timed(`worker pool, ${workers} thread(s)`, async () => {
    await Promise.all(pages.map((page) => pool.analyse(page, context(page))));
  });
  await pool.close();
}
