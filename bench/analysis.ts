/**
 * Engine analysis time for a realistic ~300 KB page: decode + parse + walk (gather), every check, the fix
 * stage (written once, verified on the patched page), scoring and report assembly. No network: the page is handed to the engine as a fetched response.
 * Run: npm run build && npx tsx bench/analysis.ts [iterations]
 */
import {
  buildReport,
  CHECKS,
  composeArtifact,
  fixInputs,
  gather,
  runChecks,
  settleFixes,
  writeFixes,
} from '../packages/engine/dist/index.js';
import type { FetchedPage } from '../packages/engine/dist/index.js';
import { fetchedPage, realisticPage } from './fixture.js';
import { median, ms, percentile } from './stats.js';

const iterations = Number(process.argv[2] ?? 60);
const html = realisticPage();
const body = Buffer.from(html);
const fetched: FetchedPage = fetchedPage('https://www.example.com/guide/oak-furniture', body);

const gatherTimes: number[] = [];
const checkTimes: number[] = [];
const totalTimes: number[] = [];
for (let i = 0; i < iterations + 5; i++) {
  const t0 = performance.now();
  const page = composeArtifact(gather(fetched));
  const t1 = performance.now();
  const raw = runChecks(page, CHECKS);
  const t2 = performance.now();
  const results = fixInputs(raw);
  const fixes = settleFixes(page, results, writeFixes(page, results));
  buildReport(page, raw, {
    lang: 'en',
    startedAt: t0,
    fetchedAt: new Date(),
    now: () => performance.now(),
    fixes,
  });
  const t3 = performance.now();
  if (i < 5) continue; // warm-up: JIT and caches
  gatherTimes.push(t1 - t0);
  checkTimes.push(t2 - t1);
  totalTimes.push(t3 - t0);
}
const mem = process.memoryUsage();
console.log(
  `page: ${(body.length / 1024).toFixed(0)} KiB, ${CHECKS.length} checks, ${iterations} iterations`,
);
console.log(`gather (decode+parse+walk): median ${ms(median(gatherTimes))}`);
console.log(`checks:                     median ${ms(median(checkTimes))}`);
console.log(
  `analysis total:             median ${ms(median(totalTimes))}, p95 ${ms(percentile(totalTimes, 95))}`,
);
console.log(
  `rss ${(mem.rss / 1048576).toFixed(0)} MiB, heap used ${(mem.heapUsed / 1048576).toFixed(0)} MiB`,
);
