/**
 * Monitoring at scale (issue 24): N monitors (default 1,000) of the pages of a local generated site, all
 * due in the same minute, on the embedded default (one process, SQLite, croner timers) and on Redis (one
 * API process + 2 worker processes, BullMQ job schedulers). Per setup:
 * - idle overhead: CPU time (user + system, /proc/<pid>/stat) of every process over IDLE_S seconds with
 *   the N monitors scheduled far away (Redis: redis-server's CPU too);
 * - then REPS times: every monitor's schedule is moved (PATCH, through the API) to one minute a little
 *   ahead; measured are the time from that tick until every monitor has a finished run of it (from the
 *   store: max(finishedAt) - tick), runs per tick per monitor (must be 1), and the peak RSS of the
 *   processes while the burst ran (VmRSS sampled every 200 ms, summed over API + workers).
 * Every process is the built dist (`npm start`, `npm run worker`); the lab is off (one Chromium per
 * audit would measure Lighthouse, not the scheduler).
 * Run: npm run build && npx tsx bench/monitors.ts [monitors=1000] [reps=3] [idle seconds=60]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGeneratedSite } from '../packages/engine/src/test-support/generated-site.js';
import { freePort } from '../packages/engine/src/test-support/test-server.js';
import { startJwks, TEST_CLIENT_ID } from '../packages/server/src/auth/test-jwks.js';
import type { MonitorStore } from '../packages/server/src/monitors/types.js';
import { FAIL_FAST, openRedisStore } from '../packages/server/src/store/redis.js';
import { startRedis } from '../packages/server/src/test-support/redis-server.js';
import { openSqliteStore } from '../packages/server/src/store/sqlite.js';
import { median } from './stats.js';

const N = Number(process.argv[2] ?? 1000);
const REPS = Number(process.argv[3] ?? 3);
const IDLE_S = Number(process.argv[4] ?? 60);
const WORKERS = 2;
const dist = (file: string): string => join(import.meta.dirname, '../packages/server/dist', file);
const CLK_TCK = 100;

const redis = await startRedis();
const jwks = await startJwks();
const site = await startGeneratedSite({ pages: N });

function start(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [dist(entry)], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      RANKSCOPE_LAB: 'off',
      ALLOW_PRIVATE_TARGETS: 'true',
      // The bench's requests come "from" many addresses (X-Forwarded-For): the per-IP flood limit is not measured here.
      TRUST_PROXY: '1',
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: jwks.url,
      MONITORS_PER_USER: String(N),
      MONITOR_MIN_INTERVAL: '1m',
      SESSION_SECRET: 'bench-monitors-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** user + system CPU seconds of a process. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
}

async function until(check: () => Promise<boolean>, what: string, ms: number, everyMs = 200): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out: ${what}`);
}

/** Runs `count` calls of `task`, `width` at a time. */
async function pool(count: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < count; i = next++) await task(i);
    }),
  );
}

interface Setup {
  label: string;
  api: string;
  procs: Array<{ name: string; child: ChildProcess }>;
  store: MonitorStore & { close(): Promise<void> };
  redisPid: number | null;
}

async function setup(redisMode: boolean): Promise<Setup> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rankscope-bench-monitors-'));
  const prefix = `bm${Date.now()}:`;
  const shared: Record<string, string> = redisMode ? { REDIS_URL: redis.url, REDIS_PREFIX: prefix } : {};
  const procs = [
    {
      name: 'API',
      child: start('server.js', { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...shared }),
    },
  ];
  if (redisMode)
    for (let i = 0; i < WORKERS; i++)
      procs.push({
        name: `worker ${i + 1}`,
        child: start('worker-main.js', { DATA_DIR: dataDir, ...shared }),
      });
  const api = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${api}/api/ready`)).ok, 'API ready', 60_000);
  const store = redisMode
    ? openRedisStore(await redis.connect(FAIL_FAST), { prefix })
    : openSqliteStore(join(dataDir, 'rankscope.db'));
  return {
    label: redisMode ? `Redis, 1 API + ${WORKERS} workers` : 'embedded (SQLite, one process)',
    api,
    procs,
    store,
    redisPid: redisMode ? (redis.process.pid ?? null) : null,
  };
}

async function signIn(api: string): Promise<string> {
  const res = await fetch(`${api}/api/auth/google`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credential: await jwks.sign(Date.now()) }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rs_session='));
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

let calls = 0;
async function call(s: Setup, cookie: string, method: string, path: string, body: object): Promise<unknown> {
  const n = calls++;
  const res = await fetch(`${s.api}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      cookie,
      'x-forwarded-for': `198.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function bench(redisMode: boolean): Promise<string[]> {
  const s = await setup(redisMode);
  const cookie = await signIn(s.api);
  const ids: string[] = [];
  // Far away: 03:00 on 1 January.
  await pool(N, 16, async (i) => {
    const created = (await call(s, cookie, 'POST', '/api/monitors', {
      url: site.url(`/p/${i}`),
      schedule: '0 3 1 1 *',
      timezone: 'UTC',
    })) as { id: string };
    ids[i] = created.id;
  });

  // Idle: settle, then CPU over IDLE_S seconds.
  await new Promise((r) => setTimeout(r, 5000));
  const pids = [...s.procs.map((p) => ({ name: p.name, pid: p.child.pid ?? 0 }))];
  if (s.redisPid) pids.push({ name: 'redis-server', pid: s.redisPid });
  const before = pids.map((p) => cpuSeconds(p.pid));
  const idleLoad = loadavg()[0] ?? 0;
  await new Promise((r) => setTimeout(r, IDLE_S * 1000));
  const idle = pids.map(
    (p, i) => `${p.name} ${((cpuSeconds(p.pid) - (before[i] ?? 0)) * 1000).toFixed(0)} ms`,
  );

  const durations: number[] = [];
  const peaks: number[] = [];
  /** CPU seconds of every process (redis-server included) from the PATCHes to the last run. */
  const cpu: number[] = [];
  const loads: number[] = [];
  for (let rep = 0; rep < REPS; rep++) {
    // The first whole minute at least 20 s ahead (time for N PATCHes).
    const tick = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    const at = new Date(tick);
    const schedule = `${at.getUTCMinutes()} ${at.getUTCHours()} * * *`;
    await pool(N, 16, async (i) => {
      await call(s, cookie, 'PATCH', `/api/monitors/${ids[i]}`, { schedule });
    });
    const cpuBefore = pids.reduce((t, p) => t + cpuSeconds(p.pid), 0);
    let peak = 0;
    const sampler = setInterval(() => {
      const sum = s.procs.reduce((total, p) => total + rssMiB(p.child.pid ?? 0), 0);
      peak = Math.max(peak, sum);
    }, 200);
    const pending = new Set(ids);
    let last = 0;
    await until(
      async () => {
        for (const id of [...pending]) {
          const runs = (await s.store.listRuns(id, 3)).filter((r) => r.scheduledFor === tick);
          if (runs.length > 1) throw new Error(`monitor ${id} ran tick ${tick} ${runs.length} times`);
          const run = runs[0];
          if (run?.finishedAt) {
            last = Math.max(last, run.finishedAt);
            pending.delete(id);
          }
        }
        return pending.size === 0;
      },
      `${N} runs of ${at.toISOString()}`,
      40 * 60_000,
      // Seldom: the bench's own reads must not compete with the runs.
      2000,
    );
    clearInterval(sampler);
    cpu.push(pids.reduce((t, p) => t + cpuSeconds(p.pid), 0) - cpuBefore);
    durations.push(last - tick);
    peaks.push(peak);
    loads.push(loadavg()[0] ?? 0);
    console.error(
      `${s.label} rep ${rep + 1}: ${((last - tick) / 1000).toFixed(1)} s, peak ${peak.toFixed(0)} MiB`,
    );
  }
  const stops = s.procs.map((p) => new Promise((r) => (p.child.once('exit', r), p.child.kill('SIGTERM'))));
  await Promise.all(stops);
  await s.store.close();
  return [
    `| ${s.label} | ${(median(durations) / 1000).toFixed(1)} s (${durations.map((d) => (d / 1000).toFixed(1)).join(', ')}) | ${median(cpu).toFixed(1)} s (${cpu.map((c) => c.toFixed(1)).join(', ')}) | ${median(peaks).toFixed(0)} MiB (${peaks.map((p) => p.toFixed(0)).join(', ')}) | ${loads.map((l) => l.toFixed(1)).join(', ')} |`,
    `| ${s.label} | ${idle.join(', ')} | ${idleLoad.toFixed(1)} |`,
  ];
}

console.log(
  `${N} monitors due in the same minute, pages of a local generated site, lab off; ${REPS} reps; idle ${IDLE_S} s`,
);
console.log(
  '| setup | all runs finished after the tick: median (each) | CPU time of all processes for the burst: median (each) | peak RSS of API + workers: median (each) | load average (1 min) after each |',
);
console.log('| --- | --- | --- | --- | --- |');
const rows: string[] = [];
for (const redisMode of [false, true]) {
  const [burst, idle] = await bench(redisMode);
  console.log(burst);
  rows.push(idle ?? '');
}
console.log(`\nIdle: CPU time over ${IDLE_S} s with ${N} monitors scheduled, nothing due`);
console.log('| setup | CPU time per process | load average (1 min) |');
console.log('| --- | --- | --- |');
for (const row of rows) console.log(row);
await site.close();
await jwks.close();
await redis.stop();
