import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionBundleOptions } from '../../../scripts/bundle-options.js';
import { startGeneratedSite, type GeneratedSite } from '../../engine/src/test-support/generated-site.js';

const PAGES = 120;
let site: GeneratedSite;
let dir: string;
let cliDir: string;
let bin: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rankscope-sigint-'));
  // The CLI bundled once from the sources (as the Action's copy is built): each of the three processes
  // below then starts in well under a second, where tsx compiled ~400 modules on every start.
  // Inside the repository, so the bundle finds node_modules (better-sqlite3 for --state) as the CLI does.
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  await mkdir(join(root, '.tmp'), { recursive: true });
  cliDir = await mkdtemp(join(root, '.tmp', 'sigint-cli-'));
  await build({ ...actionBundleOptions(root), outdir: cliDir });
  bin = join(cliDir, 'rankscope.mjs');
  // Big enough that a crawl interrupted after 15 pages is far from done (each page answers after 40 ms,
  // 4 at a time), small enough that the resumed crawl finishes quickly.
  site = await startGeneratedSite({ pages: PAGES, latencyMs: 40 });
}, 60_000);
afterAll(async () => {
  await site.close();
  await rm(dir, { recursive: true, force: true });
  await rm(cliDir, { recursive: true, force: true });
});

/** The real CLI in its own process: SIGINT `interrupts` times once `after` pages were written. */
function cliInterrupted(args: string[], after: number, interrupts: number) {
  const child = spawn(process.execPath, [bin, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, RANKSCOPE_LAB: 'off' },
  });
  let stdout = '';
  let stderr = '';
  let sent = false;
  let again = interrupts > 1;
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    // The second Ctrl-C once the first was taken (signals sent together arrive as one).
    if (again && stderr.includes('stopping the crawl')) {
      again = false;
      child.kill('SIGINT');
    }
  });
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    if (!sent && interrupts > 0 && stdout.split('\n').length > after) {
      sent = true;
      child.kill('SIGINT');
    }
  });
  const started = performance.now();
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started })),
  );
}

describe('Ctrl-C during a crawl', () => {
  it('the first stops the crawl, reports what it found and keeps the state for --resume', async () => {
    const state = join(dir, 'crawl.sqlite');
    const args = [site.url('/'), '--crawl', '1000', '--format', 'ndjson', '--no-site', '--state', state];
    const r = await cliInterrupted(args, 15, 1);
    expect(r.stderr).toContain('stopping the crawl');
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; stopReason?: string });
    expect(lines.at(-1)).toMatchObject({ type: 'site', stopReason: 'aborted' });
    const crawled = lines.filter((l) => l.type === 'page').length;
    expect(crawled).toBeGreaterThanOrEqual(15);
    expect(crawled).toBeLessThan(PAGES);
    expect(existsSync(state)).toBe(true);

    const resumed = await cliInterrupted([...args, '--resume'], Number.POSITIVE_INFINITY, 0);
    expect(resumed.code).toBe(0);
    const summary = JSON.parse(resumed.stdout.trimEnd().split('\n').at(-1)!) as {
      stopReason: string;
      pagesCrawled: number;
    };
    expect(summary.stopReason).toBe('complete');
    expect(summary.pagesCrawled).toBeGreaterThan(PAGES);
  }, 120_000);

  it('a second Ctrl-C quits at once with code 130', async () => {
    const r = await cliInterrupted(
      [site.url('/'), '--crawl', '1000', '--format', 'ndjson', '--no-site'],
      5,
      2,
    );
    expect(r.code).toBe(130);
    expect(r.stdout).not.toContain('"type":"site"');
  }, 60_000);
});
