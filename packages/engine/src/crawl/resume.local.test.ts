import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startGeneratedSite } from '../test-support/generated-site.js';
import { closeAfterEach } from '../test-support/test-server.js';
import { crawlSite } from './crawler.js';
import { comparable } from '../test-support/crawl-compare.js';

const track = closeAfterEach();
const dir = mkdtempSync(join(tmpdir(), 'rankscope-resume-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the crawl in a child process and SIGKILLs it once it has crawled `killAfter` pages. */
function crawlAndKill(url: string, statePath: string, killAfter: number): Promise<number> {
  const script = fileURLToPath(new URL('../test-support/crawl-resume-child.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, url, statePath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seen = 0;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    for (const m of chunk.matchAll(/page (\d+)/g)) seen = Math.max(seen, Number(m[1]));
    if (seen >= killAfter) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(seen) : reject(new Error(`the crawl ended by itself (${signal})`)),
    );
  });
}

describe('--state and resume', () => {
  it('a crawl killed mid-way and resumed finds what an uninterrupted crawl finds', async () => {
    const s = track(await startGeneratedSite({ pages: 120, latencyMs: 15 }));
    const options = { maxPages: 1000, allowPrivate: true, workers: 0 };
    const whole = await crawlSite(s.url('/'), options);
    const wholeRequests = s.server.requests.length;

    const statePath = join(dir, 'crawl.sqlite');
    const before = s.server.requests.length;
    const killedAt = await crawlAndKill(s.url('/'), statePath, 60);
    expect(killedAt).toBeGreaterThanOrEqual(60);
    const killedRequests = s.server.requests.length - before;

    const resumedFrom = s.server.requests.length;
    const resumed = await crawlSite(s.url('/'), { ...options, state: { path: statePath, resume: true } });
    const resumedRequests = s.server.requests.length - resumedFrom;

    expect(resumed.stopReason).toBe('complete');
    expect(comparable(resumed)).toEqual(comparable(whole));
    // It continued rather than started over: the checkpointed pages were not requested again.
    expect(resumedRequests).toBeLessThan(wholeRequests - 40);
    expect(killedRequests + resumedRequests).toBeGreaterThanOrEqual(wholeRequests);
  }, 120_000);

  it('refuses to resume a state file of another site', async () => {
    const s = track(await startGeneratedSite({ pages: 5 }));
    const statePath = join(dir, 'other.sqlite');
    const options = { allowPrivate: true, workers: 0 };
    await crawlSite(s.url('/'), { ...options, state: { path: statePath, resume: false } });
    await expect(
      crawlSite(s.url('/p/1'), { ...options, state: { path: statePath, resume: true } }),
    ).rejects.toThrow(/holds the crawl of/);
  }, 60_000);
});
