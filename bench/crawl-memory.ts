/**
 * Memory over a long crawl (issue 18): the engine's crawlSite on the on-request site of
 * crawl-scale-site.ts, printing every 2,500 pages the process RSS (main thread and analysis threads) and
 * the main thread's heap after a full GC — what the crawl really keeps, not what V8 has not collected yet.
 * Run after `npx tsc -b packages/engine`: node --expose-gc --import tsx bench/crawl-memory.ts [pages] [threads]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scaleAnswer } from './crawl-scale-site.js';
import type { CrawlOptions } from '../packages/engine/src/crawl/options.js';
import type { CrawlFacts } from '../packages/engine/src/crawl/types.js';

const pages = Number(process.argv[2] ?? 20000);
const workers = Number(process.argv[3] ?? 2);
let origin = '';
const server = createServer((req, res) => {
  const a = scaleAnswer((req.url ?? '/').split('?')[0]!, origin, pages);
  res.writeHead(a.status, { 'content-type': a.type });
  res.end(a.body);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const { crawlSite } = (await import(
  new URL('../packages/engine/dist/crawl/crawler.js', import.meta.url).href
)) as {
  crawlSite: (u: string, o: CrawlOptions) => Promise<CrawlFacts>;
};
const M = (n: number) => Math.round(n / 2 ** 20);
const t0 = performance.now();
const facts = await crawlSite(`${origin}/`, {
  maxPages: pages * 2,
  maxDepth: 100,
  timeBudgetMs: 1e9,
  allowPrivate: true,
  workers,
  onPage: ({ done }) => {
    if (done % 2500 === 0) {
      (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      console.log(
        `${done} pages ${((performance.now() - t0) / 1000).toFixed(1)} s: rss ${M(m.rss)} heapUsed ${M(m.heapUsed)} heapTotal ${M(m.heapTotal)} external ${M(m.external)} arrayBuffers ${M(m.arrayBuffers)}`,
      );
    }
  },
});
(globalThis as { gc?: () => void }).gc?.();
const m = process.memoryUsage();
console.log(
  `end (facts in memory, threads closed) ${facts.pages.length}: rss ${M(m.rss)} heapUsed ${M(m.heapUsed)} maxrss ${M(process.resourceUsage().maxRSS * 1024)}`,
);
server.close();
process.exit(0);
