/**
 * Real Lighthouse in real Chromium against local fixture pages. Runs are seconds each, so they are few and
 * shared: one warm runner for the fast/heavy/warm-reuse/crash cases, one short-timeout runner, one
 * one-shot run of a refused URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../test-support/test-server.js';
import { NO_CHROMIUM_REASON } from './chromium.js';
import { labFixtureHandler } from '../test-support/lighthouse-pages.js';
import { LabRunner, labAvailability, MIN_BENCHMARK_INDEX, runLabOnce, type LabScores } from './runner.js';
import { METRIC_IDS, type LabRun } from './types.js';
import { waitFor } from '../test-support/wait.js';

const LONG = 90_000;

interface Proc {
  pid: number;
  ppid: number;
  pgid: number;
  cmdline: string;
}

/** Every process on the machine (Linux /proc), for checking that no Chromium outlives its run. */
function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'latin1').replaceAll('\0', ' ');
      out.push({ pid: Number(name), ppid: Number(fields[1]), pgid: Number(fields[2]), cmdline });
    } catch {
      // Exited while listing.
    }
  }
  return out;
}

/**
 * Main Chromium processes of lab workers (the ones with a rankscope-lh profile and a debugging port) that
 * this process started, or that nobody owns any more (a leak, whoever leaked it). Another process's live
 * lab (a test file running beside this one) is not counted.
 */
function labChromes(): Array<Proc & { dir: string }> {
  return processes()
    .filter((p) => p.cmdline.includes('--remote-debugging-port=') && p.pid === p.pgid)
    .filter((p) => p.ppid === process.pid || p.ppid === 1)
    .map((p) => ({ ...p, dir: /--user-data-dir=(\S*rankscope-lh-\S+)/.exec(p.cmdline)?.[1] ?? '' }))
    .filter((p) => p.dir !== '');
}

function ok(run: LabRun): Extract<LabRun, { ok: true }> {
  if (!run.ok) throw new Error(`expected an ok run, got: ${run.reason}`);
  return run;
}

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer(labFixtureHandler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('LabRunner with local Lighthouse (one warm runner)', () => {
  const runner = new LabRunner();
  const timed = async (path: string): Promise<LabScores & { ms: number }> => {
    const t0 = performance.now();
    const scores = await runner.run(`${origin}${path}`);
    return { ...scores, ms: performance.now() - t0 };
  };
  let fastCold: LabScores & { ms: number };
  let heavy: LabScores & { ms: number };
  let chromesAfterFirst: ReturnType<typeof labChromes>;
  let chromesAfterHeavy: ReturnType<typeof labChromes>;

  beforeAll(async () => {
    fastCold = await timed('/fast');
    chromesAfterFirst = labChromes();
    heavy = await timed('/heavy');
    chromesAfterHeavy = labChromes();
  }, 2 * LONG);
  afterAll(() => runner.close(), LONG);

  it('scores the fast page on both presets with the five metrics', () => {
    for (const run of [ok(fastCold.mobile), ok(fastCold.desktop)]) {
      expect(run.source).toBe('lighthouse');
      expect(run.score).toBeGreaterThanOrEqual(0);
      expect(run.score).toBeLessThanOrEqual(100);
      expect(run.finalUrl).toBe(`${origin}/fast`);
      for (const id of METRIC_IDS) {
        expect(run.metrics[id].value).toBeGreaterThanOrEqual(0);
        expect(run.metrics[id].score).not.toBeNull();
      }
    }
    expect(fastCold.mobile.formFactor).toBe('mobile');
    expect(fastCold.desktop.formFactor).toBe('desktop');
    // Lighthouse's host benchmark reaches the run; below the default minimum the run is marked slowHost.
    for (const run of [ok(fastCold.mobile), ok(fastCold.desktop)]) {
      expect(run.benchmarkIndex).toBeGreaterThan(0);
      expect(run.slowHost).toEqual(
        (run.benchmarkIndex ?? 0) < MIN_BENCHMARK_INDEX
          ? { benchmarkIndex: Math.round(run.benchmarkIndex ?? 0), minimum: MIN_BENCHMARK_INDEX }
          : undefined,
      );
    }
    expect(ok(fastCold.mobile).score).toBeGreaterThanOrEqual(90);
  });

  it('scores the heavy page lower on mobile, with blocking time and the big image in the payload', () => {
    const mobile = ok(heavy.mobile);
    const desktop = ok(heavy.desktop);
    expect(mobile.score).toBeLessThan(ok(fastCold.mobile).score);
    expect(mobile.score).toBeLessThan(desktop.score);
    expect(mobile.metrics.tbt.value).toBeGreaterThan(0);
    expect(mobile.metrics.lcp.value).toBeGreaterThan(ok(fastCold.mobile).metrics.lcp.value);
    expect(mobile.audits['total-byte-weight']?.numericValue).toBeGreaterThan(1_400_000);
    expect(mobile.opportunities.map((o) => o.id)).toContain('render-blocking-resources');
  });

  it('runs mobile and desktop side by side, each in its own Chromium, kept warm between audits', () => {
    expect(chromesAfterFirst).toHaveLength(2);
    expect(new Set(chromesAfterFirst.map((c) => c.dir)).size).toBe(2);
    // Side by side: the pair took about as long as its slower run, not the sum. Measured on the warm
    // heavy pair (seconds each, no browser start in the pair's time), so the margin is a whole run.
    const { mobile, desktop } = heavy;
    expect(heavy.ms).toBeLessThan(ok(mobile).durationMs + ok(desktop).durationMs);
    // Warm: the same two browsers (no new Chromium started) served the next audit.
    expect(chromesAfterHeavy.map((c) => c.pid).sort()).toEqual(chromesAfterFirst.map((c) => c.pid).sort());
  });

  it(
    'replaces a Chromium that died between audits, and closes every browser on close',
    async () => {
      const before = labChromes();
      const desktop = before.find((c) => c.dir.includes('rankscope-lh-desktop-'));
      if (!desktop) throw new Error('no desktop Chromium');
      process.kill(-desktop.pid, 'SIGKILL');
      const after = await timed('/fast');
      // The warm mobile browser scores the fast page as the cold one did.
      expect(ok(after.mobile).score).toBeGreaterThanOrEqual(90);
      ok(after.desktop);
      const now = labChromes();
      expect(now).toHaveLength(2);
      expect(now.map((c) => c.pid)).not.toContain(desktop.pid);
      expect(now.find((c) => c.dir.includes('-mobile-'))?.pid).toBe(
        before.find((c) => c.dir.includes('-mobile-'))?.pid,
      );

      await runner.close();
      expect(await waitFor(() => labChromes().length === 0, 3000, 100)).toBe(true);
      for (const c of now) expect(existsSync(c.dir)).toBe(false);
      expect(await runner.run(`${origin}/fast`)).toEqual({
        mobile: { ok: false, formFactor: 'mobile', reason: 'The lab runner is shutting down' },
        desktop: { ok: false, formFactor: 'desktop', reason: 'The lab runner is shutting down' },
      });
    },
    LONG,
  );
});

describe('LabRunner failures are reasons', () => {
  it(
    'reports a URL that refuses connections (one-shot run, browsers gone afterwards)',
    async () => {
      const url = `http://127.0.0.1:${await freePort()}/`;
      const { mobile, desktop } = await runLabOnce(url);
      for (const run of [mobile, desktop]) {
        expect(run).toMatchObject({
          ok: false,
          reason: expect.stringMatching(/^Lighthouse could not load the page: /),
        });
      }
      expect(labChromes()).toEqual([]);
    },
    LONG,
  );

  it(
    'times out: ok:false "timed out", the worker and its Chromium killed; a cancelled run likewise',
    async () => {
      const runner = new LabRunner({ timeoutMs: 2500 });
      const seen = new Map<number, string>(); // pgid → profile dir, sampled while the run is under way
      const sampler = setInterval(() => {
        for (const c of labChromes()) seen.set(c.pgid, c.dir);
      }, 100);
      try {
        const timedOut = await runner.run(`${origin}/heavy`);
        expect(timedOut).toEqual({
          mobile: { ok: false, formFactor: 'mobile', reason: 'Lighthouse timed out after 2.5 s' },
          desktop: { ok: false, formFactor: 'desktop', reason: 'Lighthouse timed out after 2.5 s' },
        });

        const controller = new AbortController();
        setTimeout(() => controller.abort(), 1500);
        const cancelled = await runner.run(`${origin}/heavy`, { signal: controller.signal });
        expect(cancelled.mobile).toEqual({
          ok: false,
          formFactor: 'mobile',
          reason: 'The lab run was cancelled',
        });
        expect(cancelled.desktop).toEqual({
          ok: false,
          formFactor: 'desktop',
          reason: 'The lab run was cancelled',
        });
      } finally {
        clearInterval(sampler);
        await runner.close();
      }
      // Chromium had started (so the kill was real), and nothing of it is left: no process in its group.
      expect(seen.size).toBeGreaterThanOrEqual(1);
      const gone = await waitFor(() => processes().every((p) => !seen.has(p.pgid)), 3000, 100);
      expect(gone).toBe(true);
      for (const dir of seen.values()) expect(existsSync(dir)).toBe(false);
    },
    LONG,
  );

  it('answers "no Chromium" for both presets without a browser, and labAvailability says why', async () => {
    expect(labAvailability('/nonexistent')).toEqual({ available: false, reason: NO_CHROMIUM_REASON });
    expect(labAvailability()).toMatchObject({ available: true, chromePath: expect.any(String) });
    const runner = new LabRunner({ chromePath: '/nonexistent' });
    expect(runner.unavailableReason).toBe(NO_CHROMIUM_REASON);
    expect(await runner.run(`${origin}/fast`)).toEqual({
      mobile: { ok: false, formFactor: 'mobile', reason: NO_CHROMIUM_REASON },
      desktop: { ok: false, formFactor: 'desktop', reason: NO_CHROMIUM_REASON },
    });
    await runner.close();
    expect(await runLabOnce(`${origin}/fast`, { chromePath: '/nonexistent' })).toMatchObject({
      mobile: { ok: false, reason: NO_CHROMIUM_REASON },
    });
  });
});
