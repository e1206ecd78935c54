/**
 * A crawl-page worker in its own process, for the test that kills one mid-crawl: started with tsx,
 * configured by REDIS_URL and REDIS_PREFIX, it prints `started <url>` as it takes each page.
 */
import { startCrawlWorker } from '../queue/crawl-worker.js';

await startCrawlWorker({
  url: process.env.REDIS_URL ?? '',
  prefix: process.env.REDIS_PREFIX ?? '',
  concurrency: 4,
  lockMs: 2_000,
  stalledMs: 1_000,
  maxStalled: 2,
  onJob: (url) => process.stdout.write(`started ${url}\n`),
});
process.stdout.write('ready\n');
