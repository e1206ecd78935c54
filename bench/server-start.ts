/**
 * What a start of the server costs, with the compressed forms the web build writes
 * (packages/web/scripts/precompress.js) and without them (a copy of the built app without
 * `.precompressed.json`, so the server compresses every text file itself):
 *   process  the built server (`node packages/server/dist/server.js`, as `npm start` runs it): CPU from
 *            its start until it is ready and has gone idle (the background compression done), read from
 *            /proc; median of 5 starts each
 *   app      `testApp()` then close, 30 in a row in this process (what each server test pays), CPU of this
 *            process including libuv's thread pool, after the pool has gone quiet
 * Run after `npm run build`:
 *   npx tsx bench/server-start.ts
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_WEB_DIST } from '../packages/server/src/config.js';
import { testApp } from '../packages/server/src/test-support/index.js';
import { freePort } from '../packages/engine/src/test-support/test-server.js';
import { median } from './stats.js';

const SERVER = fileURLToPath(new URL('../packages/server/dist/server.js', import.meta.url));
const TICK_MS = 10; // USER_HZ 100

/** User + system CPU of a process so far, in ms (/proc/<pid>/stat fields 14 and 15). */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** One start of the built server on `webDist`: ms to /api/ready, and CPU ms once it has been idle 1 s. */
async function startOnce(webDist: string): Promise<{ readyMs: number; cpuMs: number }> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'rankscope-bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      RANKSCOPE_LAB: 'off',
    },
    stdio: 'ignore',
  });
  try {
    let readyMs = 0;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        readyMs = performance.now() - started;
        break;
      }
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      await sleep(20);
    }
    // Idle: no CPU used over a whole second.
    let last = cpuOf(child.pid ?? 0);
    for (;;) {
      await sleep(1000);
      const now = cpuOf(child.pid ?? 0);
      if (now === last) return { readyMs, cpuMs: now };
      last = now;
    }
  } finally {
    child.kill('SIGKILL');
    rmSync(data, { recursive: true, force: true });
  }
}

/** CPU ms of this process per testApp() + close, the thread pool's work included. */
async function appsOnce(webDist: string, n = 30): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const app = await testApp({ WEB_DIST: webDist });
    await app.close();
  }
  // The compression started by the last apps runs on in the pool: wait until this process is idle.
  let last = process.cpuUsage(before);
  for (;;) {
    await sleep(1000);
    const now = process.cpuUsage(before);
    if (now.user + now.system - (last.user + last.system) < 20_000) break;
    last = now;
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / n;
}

const withForms = DEFAULT_WEB_DIST;
const withoutForms = mkdtempSync(join(tmpdir(), 'rankscope-bench-dist-'));
cpSync(withForms, withoutForms, { recursive: true });
rmSync(join(withoutForms, '.precompressed.json'));

try {
  for (const [name, dist] of [
    ['with the build’s forms', withForms],
    ['compressing at start', withoutForms],
  ] as const) {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await startOnce(dist));
    const app = await appsOnce(dist);
    process.stdout.write(
      `${name}: built server ready in ${median(runs.map((r) => r.readyMs)).toFixed(0)} ms, ` +
        `${median(runs.map((r) => r.cpuMs)).toFixed(0)} ms CPU until idle (median of 5); ` +
        `testApp() + close ${app.toFixed(0)} ms CPU each (30 in a row)\n`,
    );
  }
} finally {
  rmSync(withoutForms, { recursive: true, force: true });
}
