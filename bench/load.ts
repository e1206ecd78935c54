/**
 * Load: 100 concurrent `POST /api/audit` requests against the real server on a real port, auditing a local
 * fixture site with the real engine (fetch, probes, site phase, checks). Two runs:
 *   1. the queue holds them all (AUDIT_QUEUE_LIMIT 200): every request must get its report;
 *   2. a small queue (AUDIT_QUEUE_LIMIT 20): the excess must get 503 + Retry-After at once.
 * In both, no request may go unanswered. Reports p50/p95 latency and the process's peak RSS (server,
 * fixture site and load generator share this process). Stops by itself within a minute.
 * Run: npm run build && npx tsx bench/load.ts [requests]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAudit } from '@rankscope/engine';
import { startFixtureSite } from '../packages/engine/src/test-support/fixture-site.js';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { openSqliteStore } from '../packages/server/src/store/sqlite.js';
import { median, ms, percentile } from './stats.js';

const REQUESTS = Number(process.argv[2] ?? 100);
if (REQUESTS > 119)
  console.warn('load: above 119 requests a minute from one IP the flood limit (429) answers');
/** Whole-script watchdog: the benchmark must stop by itself. */
const DEADLINE_MS = 58_000;
/** No single request may take longer than this; one that does counts as lost. */
const REQUEST_TIMEOUT_MS = 45_000;

const watchdog = setTimeout(() => {
  console.error(`load: still running after ${DEADLINE_MS / 1000} s, giving up`);
  process.exit(2);
}, DEADLINE_MS);

const MiB = (n: number): string => `${(n / 1048576).toFixed(0)} MiB`;

interface Outcome {
  status: number | 'lost';
  ms: number;
  code?: string;
  retryAfter?: string | null;
  seoScore?: number;
  lostReason?: string;
}

interface RunResult {
  label: string;
  outcomes: Outcome[];
  wallMs: number;
  startRss: number;
  peakRss: number;
  startHeap: number;
  peakHeap: number;
  heapAfter: number;
  maxWaiting: number;
  maxRunning: number;
}

const site = await startFixtureSite();
const target = site.url('/tables');

async function run(label: string, queueLimit: number): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rankscope-load-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ALLOW_PRIVATE_TARGETS: 'true',
    AUDIT_CONCURRENCY: '2',
    AUDIT_QUEUE_LIMIT: String(queueLimit),
    FREE_AUDITS_PER_DAY: '100000',
  });
  const store = openSqliteStore(join(dataDir, 'rankscope.db'));
  const app = await buildApp({ config, store, now: Date.now, runAudit });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}/api/audit`;

  // One warm-up audit (JIT, DNS cache of the fixture site), not counted.
  await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: target }),
  }).then((r) => r.arrayBuffer());

  // A clean start when the collector is exposed (npx tsx --expose-gc …), so runs compare fairly.
  (globalThis as { gc?: () => void }).gc?.();
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  const startHeap = process.memoryUsage().heapUsed;
  let peakHeap = startHeap;
  let maxWaiting = 0;
  let maxRunning = 0;
  const sampler = setInterval(() => {
    const mem = process.memoryUsage();
    peakRss = Math.max(peakRss, mem.rss);
    peakHeap = Math.max(peakHeap, mem.heapUsed);
    maxWaiting = Math.max(maxWaiting, app.audits.queue.waiting);
    maxRunning = Math.max(maxRunning, app.audits.queue.running);
  }, 20);

  const one = async (i: number): Promise<Outcome> => {
    const t0 = performance.now();
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: target, auditId: `load-${i}` }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await res.json()) as { code?: string; seoScore?: number };
      return {
        status: res.status,
        ms: performance.now() - t0,
        retryAfter: res.headers.get('retry-after'),
        ...(body.code !== undefined ? { code: body.code } : {}),
        ...(body.seoScore !== undefined ? { seoScore: body.seoScore } : {}),
      };
    } catch (err) {
      return { status: 'lost', ms: performance.now() - t0, lostReason: String(err) };
    }
  };

  const t0 = performance.now();
  const outcomes = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => one(i)));
  const wallMs = performance.now() - t0;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  // What the server still holds once the burst is answered (garbage collected first when exposed).
  (globalThis as { gc?: () => void }).gc?.();
  const heapAfter = process.memoryUsage().heapUsed;

  await app.close();
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    label,
    outcomes,
    wallMs,
    startRss,
    peakRss,
    startHeap,
    peakHeap,
    heapAfter,
    maxWaiting,
    maxRunning,
  };
}

function summarise(r: RunResult): boolean {
  const by = (s: Outcome['status']) => r.outcomes.filter((o) => o.status === s);
  const ok = by(200);
  const rejected = by(503);
  const lost = by('lost');
  const other = r.outcomes.filter((o) => o.status !== 200 && o.status !== 503 && o.status !== 'lost');
  const okMs = ok.map((o) => o.ms);
  const rejectedMs = rejected.map((o) => o.ms);
  const goodReports = ok.filter((o) => typeof o.seoScore === 'number').length;
  const goodRejections = rejected.filter((o) => o.code === 'QUEUE_FULL' && Number(o.retryAfter) >= 1).length;
  console.log(`\n${r.label}`);
  console.log(
    `  ${REQUESTS} requests in ${(r.wallMs / 1000).toFixed(1)} s: ${ok.length} reports (200), ${rejected.length} rejected (503), ` +
      `${other.length} other, ${lost.length} lost`,
  );
  if (okMs.length > 0) {
    console.log(
      `  200 latency: p50 ${ms(median(okMs))}, p95 ${ms(percentile(okMs, 95))}, max ${ms(Math.max(...okMs))}`,
    );
  }
  if (rejectedMs.length > 0) {
    const retry = rejected.map((o) => Number(o.retryAfter));
    console.log(
      `  503 latency: p50 ${ms(median(rejectedMs))}, p95 ${ms(percentile(rejectedMs, 95))}; ` +
        `Retry-After ${Math.min(...retry)}–${Math.max(...retry)} s`,
    );
  }
  console.log(
    `  queue: at most ${r.maxRunning} running and ${r.maxWaiting} waiting; RSS ${MiB(r.startRss)} at start, peak ${MiB(r.peakRss)}; heap used ${MiB(r.startHeap)} at start, peak ${MiB(r.peakHeap)}, ${MiB(r.heapAfter)} after`,
  );
  for (const o of [...other, ...lost].slice(0, 5))
    console.log(`  ! ${o.status} ${o.code ?? o.lostReason ?? ''}`);
  return (
    lost.length === 0 &&
    other.length === 0 &&
    goodReports === ok.length &&
    goodRejections === rejected.length &&
    r.maxRunning <= 2
  );
}

const baseline = process.memoryUsage.rss();
console.log(`target ${target}; RSS before: ${MiB(baseline)}`);
const held = await run('1. queue holds everything (concurrency 2, queue limit 200)', 200);
const full = await run('2. small queue (concurrency 2, queue limit 20)', 20);
await site.close();
clearTimeout(watchdog);

const heldOk = summarise(held) && held.outcomes.every((o) => o.status === 200);
// Slots free up while the burst still arrives, so a few more than 2 + 20 may get reports.
const fullOk = summarise(full) && full.maxWaiting <= 20 && full.outcomes.some((o) => o.status === 503);
console.log(`\nRSS after both runs, apps closed: ${MiB(process.memoryUsage.rss())}`);
console.log(
  `\n${heldOk && fullOk ? 'PASS' : 'FAIL'}: none lost; every request answered with a report or a 503 + Retry-After`,
);
process.exitCode = heldOk && fullOk ? 0 : 1;
