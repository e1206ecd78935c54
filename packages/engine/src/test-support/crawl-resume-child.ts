/**
 * A crawl in its own process for the resume test (resume.local.test.ts): crawls argv[2] with its state in
 * argv[3], checkpointing every 10 pages, and prints "page <n>" after each page so the test can kill it
 * mid-crawl. Run with `node --import tsx`.
 */
import { crawlSite } from '../crawl/crawler.js';

const [url, statePath] = process.argv.slice(2) as [string, string];
await crawlSite(url, {
  maxPages: 1000,
  allowPrivate: true,
  workers: 0,
  state: { path: statePath, resume: false, every: 10 },
  onPage: ({ done }) => process.stdout.write(`page ${done}\n`),
});
process.stdout.write('finished\n');
