/**
 * Scale-out throughput: audits per minute of the pages of a local 50-page generated site (lab off) with
 * 1, 2 and 4 worker processes behind one API process on a local redis-server, 20 concurrent clients, p50/p95
 * latency; the embedded server (no REDIS_URL) under the same load; and the per-audit overhead of the Redis
 * path (one client, one audit at a time, embedded vs Redis with one worker).
 * Every process is the built dist, as `npm start` / `npm run worker` run it.
 * Run: npx tsc -b packages/engine packages/server && npx tsx bench/scaleout.ts [audits per run]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGeneratedSite } from '../packages/engine/src/test-support/generated-site.js';
import { freePort } from '../packages/engine/src/test-support/test-server.js';
import { startRedis } from '../packages/server/src/test-support/redis-server.js';
import { median, percentile } from './stats.js';

const AUDITS = Number(process.argv[2] ?? 60);
const CLIENTS = 20;
const dist = (file: string): string => join(import.meta.dirname, '../packages/server/dist', file);

const redis = await startRedis();
const site = await startGeneratedSite({ pages: 50 });
const pages = Array.from({ length: 50 }, (_, i) => site.url(`/p/${i}`));
let runs = 0;

function start(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [dist(entry)], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      RANKSCOPE_LAB: 'off',
      ALLOW_PRIVATE_TARGETS: 'true',
      TRUST_PROXY: '1',
      FREE_AUDITS_PER_DAY: '100000',
      AUDIT_QUEUE_LIMIT: '1000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rankscope-bench-')),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function ready(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} never became ready`);
}

/** `audits` audits by `clients` clients, each a new client address (the flood limit is per address). */
async function load(base: string, audits: number, clients: number) {
  let next = 0;
  const latencies: number[] = [];
  const failures: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = next++; i < audits; i = next++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/audit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${c}.${i % 250}` },
          body: JSON.stringify({ url: pages[i % pages.length] }),
        });
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else failures.push(res.status);
      }
    }),
  );
  const wallMs = performance.now() - started;
  return { latencies, failures, wallMs, perMinute: (latencies.length / wallMs) * 60_000 };
}

async function setup(workers: number, concurrency: number, redisMode: boolean) {
  const port = await freePort();
  const prefix = `b${++runs}:`;
  const shared: Record<string, string> = redisMode
    ? { REDIS_URL: redis.url, REDIS_PREFIX: prefix, SESSION_SECRET: 'bench-scaleout-secret-0123456789abcdef' }
    : {};
  const procs = [
    start('server.js', {
      PORT: String(port),
      HOST: '127.0.0.1',
      AUDIT_CONCURRENCY: String(concurrency),
      ...shared,
    }),
  ];
  for (let i = 0; i < workers; i++)
    procs.push(start('worker-main.js', { ...shared, WORKER_CONCURRENCY: String(concurrency) }));
  const base = `http://127.0.0.1:${port}`;
  await ready(base);
  // Warm-up: every process has loaded the engine and connected.
  await load(base, Math.max(2, workers * 2), Math.max(2, workers * 2));
  return {
    base,
    stop: async () => {
      await Promise.all(
        procs.map(
          (p) => new Promise((r) => (p.exitCode !== null ? r(null) : (p.once('exit', r), p.kill('SIGTERM')))),
        ),
      );
    },
  };
}

const row = (label: string, r: Awaited<ReturnType<typeof load>>): string =>
  `| ${label} | ${r.latencies.length}/${r.latencies.length + r.failures.length} | ${r.perMinute.toFixed(0)} | ${(median(r.latencies) / 1000).toFixed(2)} s | ${(percentile(r.latencies, 95) / 1000).toFixed(2)} s |`;

console.log(
  `${AUDITS} audits of a 50-page local site, ${CLIENTS} concurrent clients, lab off, WORKER_CONCURRENCY=2`,
);
console.log('| setup | answered 200 | audits/min | p50 | p95 |');
console.log('| --- | --- | --- | --- | --- |');
{
  const s = await setup(0, 2, false);
  console.log(row('embedded (AUDIT_CONCURRENCY=2)', await load(s.base, AUDITS, CLIENTS)));
  await s.stop();
}
for (const workers of [1, 2, 4]) {
  const s = await setup(workers, 2, true);
  console.log(row(`Redis, ${workers} worker${workers > 1 ? 's' : ''}`, await load(s.base, AUDITS, CLIENTS)));
  await s.stop();
}

// Overhead: one audit at a time, the same page, embedded vs Redis with one worker running one audit.
const SEQUENTIAL = 20;
const overhead: Record<string, number> = {};
for (const [label, redisMode] of [
  ['embedded', false],
  ['Redis', true],
] as const) {
  const s = await setup(redisMode ? 1 : 0, 1, redisMode);
  const r = await load(s.base, SEQUENTIAL, 1);
  overhead[label] = median(r.latencies);
  await s.stop();
}
const embedded = overhead.embedded ?? 0;
const viaRedis = overhead.Redis ?? 0;
console.log(
  `\nOne client, ${SEQUENTIAL} audits one at a time (median): embedded ${embedded.toFixed(0)} ms, Redis + 1 worker ${viaRedis.toFixed(0)} ms: overhead ${(viaRedis - embedded).toFixed(0)} ms per audit`,
);

await site.close();
await redis.stop();
process.exit(0);
