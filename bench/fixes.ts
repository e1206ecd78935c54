/**
 * The built-in fix writer's added time per audit on a realistic ~300 KB page (issue 14, aim ≤ 5 ms), and
 * the readability-style main-content pass that keywords are now built on (part of gather).
 * Two cases: the page's own failed checks, and the worst case where every check with a fix is failed
 * (every writer runs, the title and description proposals re-judged by their checks).
 * Also the whole fix stage of an audit (issue 23, issue 35): the writers once (their texts are references),
 * then verification (every html fix applied to the page and every check run again, alone and together),
 * then the texts rendered in the report's three languages.
 * Run: npm run build && npx tsx bench/fixes.ts [iterations]
 */
import { parse } from 'parse5';
import {
  buildReport,
  CHECKS,
  composeArtifact,
  FIXABLE_CHECKS,
  fixInputs,
  gather,
  renderFixes,
  runChecks,
  settleFixes,
  writeFixes,
} from '../packages/engine/dist/index.js';
import type { FetchedPage } from '../packages/engine/dist/index.js';
import { mainContent } from '../packages/engine/dist/text/main-content.js';
import { fetchedPage, realisticPage } from './fixture.js';
import { median, ms, percentile } from './stats.js';

const iterations = Number(process.argv[2] ?? 100);
const html = realisticPage();
const fetched: FetchedPage = fetchedPage('https://www.example.com/guide/oak-furniture', Buffer.from(html));
const page = composeArtifact(gather(fetched));
const raw = runChecks(page, CHECKS);
const results = fixInputs(raw);
const failed = results.filter((c) => c.status === 'critical' || c.status === 'recommended');
const allFailed = results.map((c) =>
  FIXABLE_CHECKS.has(c.id) ? { ...c, status: 'recommended' as const } : c,
);
const document = parse(html);

/**
 * Wall time per run (median, p95) and CPU time per run (this process's user+system time over the whole
 * loop): on a loaded machine the CPU figure is the one that says what the work costs.
 */
function measure(run: () => unknown, n = iterations, warm = 5): { median: number; p95: number; cpu: number } {
  for (let i = 0; i < warm; i++) run(); // warm-up: JIT and caches
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  return { median: median(times), p95: percentile(times, 95), cpu: (cpu.user + cpu.system) / 1000 / n };
}

const written = writeFixes(page, results).size;
const writtenWorst = writeFixes(page, allFailed).size;
const own = measure(() => writeFixes(page, results));
const worst = measure(() => writeFixes(page, allFailed));
const content = measure(() => mainContent(document));
// The whole fix stage of an audit: the writers once, every html fix applied to the page and all checks run
// again on it (alone, then together), then the texts in the three report languages. Fewer iterations: each
// is ~N gathers.
const stage = () => {
  const settled = settleFixes(page, results, writeFixes(page, results));
  for (const lang of ['en', 'es', 'fr'] as const) renderFixes(settled.fixes, lang);
  return settled;
};
const settled = stage();
const verifiedCount = [...settled.fixes.values()].filter((f) => f.verified).length;
const verifyIterations = Math.max(5, Math.round(iterations / 10));
const verify = measure(stage, verifyIterations, 0);
// The report built from the stage's output (assembly and rendering only).
const report = measure(() =>
  buildReport(page, raw, { lang: 'en', startedAt: 0, fetchedAt: new Date(), now: () => 0, fixes: settled }),
);

const line = (label: string, m: { median: number; p95: number; cpu: number }): string =>
  `${label}: median ${ms(m.median)}, p95 ${ms(m.p95)}, CPU ${ms(m.cpu)} a run`;
console.log(
  `page: ${(html.length / 1024).toFixed(0)} KiB, ${failed.length} failed checks, ${iterations} iterations`,
);
console.log(line(`fix writer, page's own failures (${written} fixes)`, own));
console.log(line(`fix writer, every fixable check failed (${writtenWorst} fixes)`, worst));
console.log(line('main-content pass (in gather)', content));
console.log(
  line(
    `whole fix step with verification, 3 languages (${settled.fixes.size} fixes, ${verifiedCount} verified html, ${verifyIterations} runs)`,
    verify,
  ),
);
console.log(line('report assembly from the fix stage (buildReport)', report));
