/**
 * The fanned-out crawl on a real redis-server with two crawl-page workers, against the embedded crawl of
 * the same generated site (robots.txt, nofollow, redirects and a loop, a 404 and a refused port, template
 * titles, near and exact duplicates, a canonicalised pair, an orphan only the sitemap lists).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { crawlSite, runSiteAudit, type CrawlFacts } from '@rankscope/engine';
import type { Redis } from 'ioredis';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeneratedSite, type GeneratedSite } from '../../../engine/src/test-support/generated-site.js';
import { hasRedisServer, startRedis, type TestRedis } from '../test-support/redis-server.js';
import type { SiteCrawler } from './crawl-fanout.js';
import { openCrawlQueue, sitePageLimit, type CrawlQueue } from './crawl-queue.js';
import { startCrawlWorker, type CrawlWorker } from './crawl-worker.js';

const PREFIX = 'fanout-test:';
let redis: TestRedis;
let command: Redis;
let site: GeneratedSite;
let crawlQueue: CrawlQueue;
let crawl: SiteCrawler;
const workers: CrawlWorker[] = [];
let embedded: ReturnType<typeof findings>;

const worker = async (): Promise<CrawlWorker> => {
  const w = await startCrawlWorker({
    url: redis.url,
    prefix: PREFIX,
    concurrency: 4,
    lockMs: 2_000,
    stalledMs: 1_000,
    maxStalled: 2,
  });
  workers.push(w);
  return w;
};

/** What the site-wide checks read, order-free. */
function findings(facts: CrawlFacts) {
  const sorted = (list: string[]) => [...list].sort();
  const groups = (g: CrawlFacts['duplicateTitles']) =>
    g.map((x) => `${x.value} ${sorted(x.urls).join(' ')}`).sort();
  return {
    stopReason: facts.stopReason,
    pages: sorted(facts.pages.map((p) => `${p.url} ${p.status} ${p.finalUrl} ${p.score ?? '-'}`)),
    statusCounts: facts.statusCounts,
    duplicateTitles: groups(facts.duplicateTitles),
    duplicateDescriptions: groups(facts.duplicateDescriptions),
    // A near-duplicate group is labelled with the title of whichever member was analysed first, which
    // depends on job order across workers: compare its members only.
    nearDuplicates: sorted(facts.nearDuplicates.map((x) => sorted(x.urls).join(' '))),
    brokenLinks: facts.brokenLinks
      .map((b) => `${b.url} ${b.status} ${sorted(b.linkedFrom).join(' ')}`)
      .sort(),
    redirectLinks: facts.redirectLinks.map((r) => `${r.url} ${r.hops}`).sort(),
    orphans: sorted(facts.orphans),
    notInSitemap: facts.notInSitemap === null ? null : sorted(facts.notInSitemap),
    issues: facts.issues.map((i) => `${i.checkId} ${i.pages}`).sort(),
    blockedByRobots: facts.blockedByRobots,
    siteScore: facts.siteScore,
  };
}

describe.skipIf(!hasRedisServer())('fanned-out crawl (crawl-page jobs on Redis)', () => {
  beforeAll(async () => {
    redis = await startRedis();
    command = await redis.connect();
    // A little latency per page, so a crawl is still running when a worker is killed.
    site = await startGeneratedSite({ pages: 60, latencyMs: 50 });
    crawlQueue = await openCrawlQueue(redis.url, PREFIX, command);
    crawl = crawlQueue.crawler;
  }, 30_000);

  afterAll(async () => {
    await Promise.allSettled(workers.map((w) => w.close(true)));
    await crawlQueue?.close();
    await site?.close();
    await redis?.stop();
  });

  it('two workers find the same site facts as the embedded crawl, and leave no crawl keys', async () => {
    await Promise.all([worker(), worker()]);
    // The signed-in page limit grows with the crawl workers connected.
    expect(await crawlQueue.workers()).toBe(2);
    expect(sitePageLimit(50, 100, await crawlQueue.workers())).toBe(250);
    const options = { maxPages: 500, allowPrivate: true };
    const alone = await crawlSite(site.url('/'), options);
    expect(alone.stopReason).toBe('complete');
    embedded = findings(alone);
    const fanned = await crawl(site.url('/'), options);
    expect(findings(fanned)).toEqual(embedded);
    // The site-wide findings the issue names, non-empty on this site.
    expect(fanned.duplicateTitles.length).toBeGreaterThan(0);
    expect(fanned.brokenLinks.length).toBeGreaterThan(0);
    expect(fanned.orphans).toContain(site.url(site.expected.orphan));
    expect(await command.keys(`${PREFIX}crawl:*`)).toEqual([]);
  }, 120_000);

  it('loses no page when a worker process is killed mid-crawl', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../test-support/crawl-worker-child.ts')],
      {
        env: { ...process.env, REDIS_URL: redis.url, REDIS_PREFIX: PREFIX },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const taken: string[] = [];
    const lines = createInterface({ input: child.stdout! });
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`worker child exited (${code})`)));
      lines.on('line', (line) => {
        if (line === 'ready') resolve();
        else if (line.startsWith('started ')) taken.push(line.slice(8));
      });
    });
    // The in-process workers stop taking pages, so the child has work in hand when it dies.
    await Promise.all(workers.splice(0).map((w) => w.close()));
    const running = crawl(site.url('/'), { maxPages: 500, allowPrivate: true });
    while (taken.length < 8) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await worker();
    const facts = await running;
    expect(taken.length).toBeGreaterThanOrEqual(8);
    expect(findings(facts)).toEqual(embedded);
  }, 120_000);

  it('runs a site audit through the fanned-out crawl (the engine hook)', async () => {
    const report = await runSiteAudit(site.url('/'), {
      allowPrivate: true,
      lab: null,
      crawl: { maxPages: 500, allowPrivate: true },
      crawler: crawl,
    });
    expect(report.crawl && findings(report.crawl)).toEqual(embedded);
  }, 120_000);

  it("keeps the site's Crawl-delay over several workers", async () => {
    while (workers.length < 2) await worker();
    const slow = await startGeneratedSite({ pages: 3, crawlDelay: 0.1 });
    try {
      const began = performance.now();
      const facts = await crawl(slow.url('/'), { maxPages: 8, allowPrivate: true });
      // n requests spaced 100 ms apart take at least (n − 1) × 100 ms, whichever workers send them.
      expect(facts.pages.length).toBeGreaterThanOrEqual(6);
      expect(performance.now() - began).toBeGreaterThanOrEqual((facts.pages.length - 1) * 100 - 20);
    } finally {
      await slow.close();
    }
  }, 60_000);

  it('keeps to the page budget, however many workers admit links at once', async () => {
    const facts = await crawl(site.url('/'), { maxPages: 10, allowPrivate: true });
    expect(facts.stopReason).toBe('max-pages');
    // Non-HTML targets (the PDF) are recorded but not counted against the budget, as in the embedded crawl.
    const counted = facts.pages.filter(
      (p) => (p.score !== null || p.status !== 0) && p.contentType !== 'application/pdf',
    );
    expect(counted.length).toBeLessThanOrEqual(10);
  }, 60_000);
});
