/**
 * `rankscope --lab / --no-lab` (issue 6): the lab is on by default when Chromium is found, off with
 * --no-lab or RANKSCOPE_LAB=off, and the bundled command finds its Lighthouse worker.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@rankscope/engine';
import { html, startTestServer, type TestServer } from '../../engine/src/test-support/test-server.js';
import { main } from './main.js';
import { Capture } from './test-support/capture.js';

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Oak tables made by hand</title></head><body><h1>Oak tables</h1><p>${'Solid oak, made to order. '.repeat(40)}</p></body></html>`;

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ '/': html(PAGE) });
});
afterAll(() => site?.close());

async function json(env: NodeJS.ProcessEnv, ...flags: string[]): Promise<Report> {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await main([`${site.origin}/`, '--format', 'json', '--no-site', ...flags], {
    stdout,
    stderr,
    env,
  });
  expect(code, stderr.text).toBe(0);
  return JSON.parse(stdout.text) as Report;
}

describe('rankscope and the lab', () => {
  it('runs the lab by default when Chromium is found: both scores, metrics and lab checks', async () => {
    // Judged whatever this host's speed (a slow host is the bundled command's test below).
    const report = await json({ RANKSCOPE_LAB_MIN_BENCHMARK: '0' });
    expect(report.performance.mobile.score).toBeTypeOf('number');
    expect(report.performance.desktop.score).toBeTypeOf('number');
    expect(report.performance.mobile.metrics?.lcp.displayValue).toMatch(/s$/);
    expect(report.checks.find((c) => c.id === 'lcp')?.status).not.toBe('na');
  });

  it('skips it with --no-lab or RANKSCOPE_LAB=off, and says the scores are unavailable', async () => {
    for (const report of [await json({}, '--no-lab'), await json({ RANKSCOPE_LAB: 'off' })]) {
      expect(report.performance.mobile.score).toBeNull();
      expect(report.performance.mobile.unavailableReason).toMatch(
        /switched off for this run \(--no-lab or RANKSCOPE_LAB=off\)/,
      );
      expect(report.checks.find((c) => c.id === 'lcp')?.status).toBe('na');
    }
  });

  it.skipIf(!existsSync(new URL('../dist/rankscope.mjs', import.meta.url)))(
    'the bundled command starts its Lighthouse worker; on a host below the benchmark minimum timings are not judged',
    async () => {
      const bin = new URL('../bin/rankscope.js', import.meta.url).pathname;
      // A minimum no machine reaches: this host's real Lighthouse run counts as too slow.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [bin, `${site.origin}/`, '--format', 'json', '--no-site', '--lab'],
        { maxBuffer: 32 * 2 ** 20, env: { ...process.env, RANKSCOPE_LAB_MIN_BENCHMARK: '1000000' } },
      );
      const report = JSON.parse(stdout) as Report;
      const mobile = report.performance.mobile;
      expect(mobile.unavailableReason).toBeNull();
      expect(mobile.score).toBeTypeOf('number');
      expect(mobile.benchmarkIndex).toBeGreaterThan(0);
      expect(mobile.slowHost).toEqual({
        benchmarkIndex: Math.round(mobile.benchmarkIndex ?? 0),
        minimum: 1000000,
      });
      const byId = new Map(report.checks.map((c) => [c.id, c]));
      for (const id of ['perf-score-mobile', 'perf-score-desktop', 'lcp', 'tbt', 'fcp', 'speed-index']) {
        expect(byId.get(id)?.status, id).toBe('na');
        expect(byId.get(id)?.message, id).toContain('too slow or busy for trustworthy lab timings');
      }
      // Bytes and markup do not depend on the host's speed: still judged.
      expect(byId.get('total-byte-weight')?.status).not.toBe('na');
    },
  );
});
