/**
 * The server process with the lab on and a real Chromium (issue 13): failing audits cannot take it down,
 * and no lab browser outlives it, whether it stops gracefully, is told twice to stop now, or is killed.
 * Runs the built server (dist/), like server.local.test.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../engine/src/test-support/test-server.js';

const entry = join(import.meta.dirname, '../dist/server.js');

/** Servers this file started: one a failed test left running (with its browsers) is killed after it. */
const started: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

function start(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rankscope-srv-')),
      PORT: '0',
      HOST: '127.0.0.1',
      LAB: 'on',
      CHROME_PATH: '/usr/bin/chromium',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = (async () => {
    for (let i = 0; i < 150; i++) {
      const found = /Rankscope is listening on (http:\/\/[\d.:]+)/.exec(out)?.[1];
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the server did not start:\n${out}`);
  })();
  return { child, url, exited, output: () => out };
}

const audit = (base: string, url: string) =>
  fetch(`${base}/api/audit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });

interface Proc {
  pid: number;
  ppid: number;
  pgid: number;
  cmdline: string;
}

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // A zombie has exited already: it only waits for its new parent (init) to collect its status.
      if (state === 'Z') continue;
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'latin1').replaceAll('\0', ' ');
      out.push({ pid: Number(name), ppid: Number(ppid), pgid: Number(pgid), cmdline });
    } catch {
      // Exited while listing.
    }
  }
  return out;
}

/** The Chromiums a server process started (Lighthouse's and the renderer's): their groups and profiles. */
function browsersOf(serverPid: number): { groups: Set<number>; profiles: Set<string> } {
  const all = processes();
  const leaders = all.filter((p) => p.ppid === serverPid && p.pid === p.pgid && /chrom/i.test(p.cmdline));
  const groups = new Set(leaders.map((p) => p.pgid));
  const profiles = new Set(
    all
      .filter((p) => groups.has(p.pgid))
      .map((p) => /--user-data-dir=(\S*rankscope-lh-\S+)/.exec(p.cmdline)?.[1])
      .filter((dir): dir is string => dir !== undefined),
  );
  return { groups, profiles };
}

async function waitFor(predicate: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (predicate()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return predicate();
}

/** What is left of these browsers: processes in their groups or on their profiles, and profiles on disk. */
function leftOf(seen: { groups: Set<number>; profiles: Set<string> }): string[] {
  return [
    ...processes()
      .filter((p) => seen.groups.has(p.pgid) || [...seen.profiles].some((d) => p.cmdline.includes(d)))
      .map((p) => `process ${p.pid} (group ${p.pgid}, parent ${p.ppid}): ${p.cmdline.slice(0, 200)}`),
    ...[...seen.profiles].filter((dir) => existsSync(dir)).map((dir) => `profile ${dir}`),
  ];
}

/** Nothing of these browsers is left: no process in their groups, no process on their profiles. */
function nothingLeft(seen: { groups: Set<number>; profiles: Set<string> }): boolean {
  return leftOf(seen).length === 0;
}

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Oak tables made by hand</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Oak tables</h1><p>Each table is cut, joined and oiled by hand.</p></main></body></html>`;

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ '/': html(PAGE) });
});
afterAll(() => site?.close());

describe('the server with the lab on', () => {
  it('survives failing audits, runs a lab audit, and leaves no Chromium behind after SIGTERM', async () => {
    const s = start({ ALLOW_PRIVATE_TARGETS: 'true' });
    const base = await s.url;
    // Issue 13: two fast-failing audits used to crash the server ~18 s later (chrome-launcher, mid-launch).
    const failedAt = Date.now();
    for (let i = 0; i < 2; i++) {
      const t0 = Date.now();
      const res = await audit(base, 'http://nonexistent.invalid/');
      expect(res.status).toBe(502);
      expect(((await res.json()) as { code: string }).code).toBe('DNS_FAILURE');
      // No waiting for a browser to launch (the first, cold request also loads the engine's modules).
      if (i > 0) expect(Date.now() - t0).toBeLessThan(3000);
    }
    expect(browsersOf(s.child.pid ?? 0).groups.size).toBe(0); // the lab never started for them

    let seen = browsersOf(s.child.pid ?? 0);
    const sampler = setInterval(() => {
      const now = browsersOf(s.child.pid ?? 0);
      seen = {
        groups: new Set([...seen.groups, ...now.groups]),
        profiles: new Set([...seen.profiles, ...now.profiles]),
      };
    }, 200);
    const res = await audit(base, `${site.origin}/`);
    clearInterval(sampler);
    expect(res.status).toBe(200);
    const report = (await res.json()) as { performance: { mobile: { score: number | null } } };
    expect(report.performance.mobile.score).not.toBeNull();
    // Lighthouse mobile and desktop, each in its own Chromium, and the renderer's. A Lighthouse run that
    // failed, or whose browser context could not be closed, gets a fresh Chromium at once (pool.ts): seen
    // once in fourteen CI runs, in an audit that took 36 s instead of 10. What this test guards is that
    // every one of them is gone after SIGTERM, however many there were.
    expect(seen.profiles.size).toBeGreaterThanOrEqual(2);
    expect(seen.groups.size).toBeGreaterThan(seen.profiles.size); // the renderer's has no such profile

    // Well past the ~18 s the crash took, the server still answers.
    await new Promise((r) => setTimeout(r, Math.max(0, 20_000 - (Date.now() - failedAt))));
    expect(s.child.exitCode).toBeNull();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(await waitFor(() => nothingLeft(seen), 3000)).toBe(true);
    expect(s.output()).not.toMatch(/ENOENT|Unhandled/);
  });

  it('a second SIGTERM while an audit runs stops at once, and still kills every browser', async () => {
    const s = start({ ALLOW_PRIVATE_TARGETS: 'true' });
    const base = await s.url;
    const pending = audit(base, `${site.origin}/`).catch(() => null);
    let seen = browsersOf(s.child.pid ?? 0);
    expect(await waitFor(() => (seen = browsersOf(s.child.pid ?? 0)).profiles.size === 2, 30_000)).toBe(true);
    s.child.kill('SIGTERM'); // graceful: the running audit may finish…
    await new Promise((r) => setTimeout(r, 200));
    s.child.kill('SIGTERM'); // …but asked again, it stops now
    expect(await s.exited).toBe(1);
    await pending;
    expect(await waitFor(() => nothingLeft(seen), 3000)).toBe(true);
  });

  it('kill -9 while an audit runs (no exit hook at all): every browser dies with the server', async () => {
    const s = start({ ALLOW_PRIVATE_TARGETS: 'true' });
    const base = await s.url;
    const pending = audit(base, `${site.origin}/`).catch(() => null);
    let seen = browsersOf(s.child.pid ?? 0);
    expect(await waitFor(() => (seen = browsersOf(s.child.pid ?? 0)).profiles.size === 2, 30_000)).toBe(true);
    s.child.kill('SIGKILL');
    await s.exited;
    await pending;
    // The browsers' watchers saw the server's end of their pipe close: groups killed, profiles removed.
    const gone = await waitFor(() => nothingLeft(seen), 5000);
    // On failure, what was left says which part did not end (it failed once in nine CI runs).
    expect(gone, gone ? '' : leftOf(seen).join('\n')).toBe(true);
  });
});
