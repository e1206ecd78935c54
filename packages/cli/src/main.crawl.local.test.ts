import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '@rankscope/engine';
import { runAudit, type Report } from '@rankscope/engine';
import type { CrawlOptions } from '../../engine/src/crawl/options.js';
import type { CrawlFacts } from '../../engine/src/crawl/types.js';
import { html, startTestServer, type TestServer } from '../../engine/src/test-support/test-server.js';
import { DEFAULT_CRAWL_PAGES, parseCli, UsageError } from './args.js';
import { main, type Io } from './main.js';
import { Capture } from './test-support/capture.js';

const run = (...argv: string[]) => {
  const parsed = parseCli(argv);
  if (parsed.kind !== 'run') throw new Error('expected a run');
  return parsed.options;
};

describe('--crawl arguments', () => {
  it.each([
    [['site.test', '--crawl'], DEFAULT_CRAWL_PAGES],
    [['--crawl', 'site.test'], DEFAULT_CRAWL_PAGES],
    [['site.test', '--crawl', '--format', 'json'], DEFAULT_CRAWL_PAGES],
    [['site.test', '--crawl', '20'], 20],
    [['--crawl', '20', 'site.test'], 20],
    [['site.test', '--crawl=500'], 500],
  ])('%j crawls %i pages', (argv, pages) => {
    const o = run(...argv);
    expect(o.url).toBe('site.test');
    expect(o.crawl).toEqual({
      maxPages: pages,
      maxDepth: null,
      concurrency: null,
      threads: null,
      rate: null,
      state: null,
      resume: false,
    });
  });

  it('reads --max-depth, --concurrency and --threads, and no crawl without --crawl', () => {
    expect(run('x', '--crawl', '5', '--max-depth', '3', '--concurrency=2', '--threads', '0').crawl).toEqual({
      maxPages: 5,
      maxDepth: 3,
      concurrency: 2,
      threads: 0,
      rate: null,
      state: null,
      resume: false,
    });
    expect(run('x', '--crawl', '--rate', '5', '--state', 's.db', '--resume').crawl).toMatchObject({
      rate: 5,
      state: 's.db',
      resume: true,
    });
    expect(run('x', '--crawl', '--format', 'ndjson').format).toBe('ndjson');
    expect(run('x').crawl).toBeNull();
    expect(run('x', '--crawl', '--format', 'csv').format).toBe('csv');
  });

  it.each([
    [['x', '--crawl=0'], '--crawl expects a whole number from 1'],
    [['x', '--crawl=ten'], '--crawl expects a whole number'],
    [['x', '--crawl', '5', '--max-depth=-1'], '--max-depth expects a whole number from 0 to 1000'],
    [['x', '--crawl', '5', '--max-depth', '1.5'], '--max-depth expects a whole number'],
    [['x', '--crawl', '--concurrency', '99'], '--concurrency expects a whole number from 1 to 32'],
    [['x', '--max-depth', '2'], '--max-depth only applies with --crawl'],
    [['x', '--concurrency', '2'], '--concurrency only applies with --crawl'],
    [['x', '--crawl', '--threads=99'], '--threads expects a whole number from 0 to 16'],
    [['x', '--threads', '2'], '--threads only applies with --crawl'],
    [['x', '--rate', '2'], '--rate only applies with --crawl'],
    [['x', '--crawl', '--rate', '0'], '--rate expects a whole number from 1 to 1000'],
    [['x', '--state', 's.db'], '--state only applies with --crawl'],
    [['x', '--crawl', '--resume'], '--resume needs --state <file>'],
    [['x', '--format', 'ndjson'], '--format ndjson prints one line per crawled page: add --crawl'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
    expect(() => parseCli(argv)).toThrow(message);
  });
});

const GOOD = (title: string, links: string[] = []) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Smith Workshop oak furniture</title>
<meta name="description" content="Solid oak furniture made by hand in our Yorkshire workshop: ${title}. Choose the size and finish and order online today.">
</head><body><h1>${title}</h1><p>${`Every oak piece called ${title} is made by hand in our workshop. `.repeat(30)}</p>
${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</body></html>`;

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
  const pages = Array.from({ length: 10 }, (_, i) => `/p${i}`);
  site.route('/', html(GOOD('Home', pages)));
  pages.forEach((p, i) =>
    site.route(p, html(GOOD(`Table ${i}`, ['/', pages[(i + 1) % pages.length] as string, '/missing']))),
  );
});
afterAll(() => site.close());

async function cli(argv: string[], extra: Partial<Io> = {}) {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await main(argv, { stdout, stderr, env: { RANKSCOPE_LAB: 'off' }, ...extra });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** A fake site audit: the real start-page report with a fixed crawl, and the options it was given. */
function fakeSiteAudit(siteScore: number | null) {
  const calls: CrawlOptions[] = [];
  const fake = async (url: string, options: engine.AuditOptions & { crawl: CrawlOptions }) => {
    calls.push(options.crawl);
    options.crawl.onPage?.({ done: 1, queued: 0, url });
    const report = await runAudit(url, options);
    const crawl: CrawlFacts = {
      startUrl: report.url,
      stopReason: 'complete',
      pages: [
        {
          url: report.url,
          finalUrl: report.finalUrl,
          status: 200,
          redirects: 0,
          depth: 0,
          contentType: 'text/html',
          linkedFrom: [],
          inSitemap: false,
          indexable: true,
          title: '@home, "best"',
          description: null,
          canonical: null,
          simhash: null,
          wordCount: 100,
          score: report.seoScore,
          failedChecks: ['a-check'],
          error: null,
          ms: 5,
        },
      ],
      statusCounts: { '200': 1 },
      duplicateTitles: [],
      duplicateDescriptions: [],
      nearDuplicates: [],
      brokenLinks: [{ url: `${site.origin}/missing`, status: 404, error: null, linkedFrom: [report.url] }],
      redirectLinks: [],
      orphans: [],
      notInSitemap: null,
      issues: [{ checkId: 'a-check', pages: 1 }],
      siteScore,
      durationMs: 10,
    };
    return { ...report, crawl } as Report;
  };
  return { calls, fake: fake as unknown as Io['runSiteAudit'] };
}

describe('rankscope --crawl', () => {
  it('calls the site audit with the crawl options and prints the site section', async () => {
    const { calls, fake } = fakeSiteAudit(64);
    const r = await cli(
      [site.url('/'), '--crawl', '7', '--max-depth', '2', '--concurrency', '3', '--threads', '1'],
      { runSiteAudit: fake },
    );
    expect(r.code).toBe(0);
    expect(calls[0]).toMatchObject({
      maxPages: 7,
      maxDepth: 2,
      concurrency: 3,
      workers: 1,
      allowPrivate: true,
    });
    expect(r.stdout).toContain('Site score: 64/100');
    expect(r.stdout).toContain(`Broken links (1)\n  404 ${site.origin}/missing`);
  });

  it('applies --fail-under to the site score, not the start page score', async () => {
    const low = await cli([site.url('/'), '--crawl', '--fail-under', '60', '--format', 'json'], {
      runSiteAudit: fakeSiteAudit(40).fake,
    });
    expect(low.code).toBe(1);
    expect(low.stderr).toContain('site score 40 is below --fail-under 60');
    expect(JSON.parse(low.stdout).crawl.siteScore).toBe(40);
    const high = await cli([site.url('/'), '--crawl', '--fail-under', '60'], {
      runSiteAudit: fakeSiteAudit(95).fake,
    });
    expect(high.code).toBe(0);
  });

  it('writes CSV and the HTML site section', async () => {
    const { fake } = fakeSiteAudit(70);
    const csv = await cli([site.url('/'), '--crawl', '--format', 'csv'], { runSiteAudit: fake });
    expect(csv.code).toBe(0);
    const rows = csv.stdout.split('\r\n');
    expect(rows[0]).toBe(
      'url,final_url,status,depth,score,indexable,in_sitemap,title,failed_checks,error,rich_results',
    );
    expect(rows[1]).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/,.*,200,0,\d+,true,false,"'@home, ""best""",a-check,,$/,
    );
    const page = await cli([site.url('/'), '--crawl', '--format', 'html'], { runSiteAudit: fake });
    expect(page.stdout).toContain('<section class="site">');
    expect(page.stdout).toContain('Broken links (1)');
  });
});

// Against the engine's real crawler, once it exports runSiteAudit.
const hasCrawler = typeof (engine as Record<string, unknown>).runSiteAudit === 'function';
describe.skipIf(!hasCrawler)('rankscope --crawl against a local site', () => {
  it('crawls the ten linked pages and writes one CSV row per page', async () => {
    const started = performance.now();
    const r = await cli([site.url('/'), '--crawl', '20', '--format', 'csv', '--no-site']);
    const ms = Math.round(performance.now() - started);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const rows = r.stdout.trimEnd().split('\r\n');
    const urls = rows.slice(1).map((row) => row.split(',')[0]);
    for (const p of ['/', ...Array.from({ length: 10 }, (_, i) => `/p${i}`)])
      expect(urls).toContain(site.url(p));
    const missing = rows.find((row) => row.startsWith(`${site.origin}/missing,`));
    if (missing) expect(missing.split(',')[2]).toBe('404');
    console.info(`crawl of ${rows.length - 1} pages: ${ms} ms`);
  });
});

describe.skipIf(!hasCrawler)('rankscope --crawl, streamed output and state', () => {
  it('--format ndjson writes a line per page as it is crawled, then the site summary', async () => {
    const r = await cli([site.url('/'), '--crawl', '20', '--format', 'ndjson', '--no-site']);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; url?: string; brokenLinks?: Array<{ url: string }> });
    const pages = lines.filter((l) => l.type === 'page');
    expect(pages.map((p) => p.url)).toEqual(expect.arrayContaining([site.url('/'), site.url('/p3')]));
    const last = lines.at(-1)!;
    expect(last.type).toBe('site');
    expect(last).toMatchObject({ pagesCrawled: pages.length, stopReason: 'complete' });
    expect(last.brokenLinks?.map((b) => b.url)).toEqual([site.url('/missing')]);
    expect(lines.filter((l) => l.type === 'site')).toHaveLength(1);
  });

  it('shows the crawl progress on a terminal', async () => {
    const stdout = new Capture();
    const stderr = new Capture();
    stderr.isTTY = true;
    const code = await main([site.url('/'), '--crawl', '20', '--format', 'csv', '--no-site'], {
      stdout,
      stderr,
      env: { RANKSCOPE_LAB: 'off' },
    });
    expect(code).toBe(0);
    expect(stderr.text).toMatch(/\d+ pages crawled · \d+ queued · [\d.]+ pages\/s · \d+s · \d+ MiB/);
  });

  it('--format csv --out streams the rows into the file; --state keeps a crawl --resume continues', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rankscope-cli-'));
    try {
      const out = join(dir, 'pages.csv');
      const state = join(dir, 'crawl.sqlite');
      const first = await cli([
        site.url('/'),
        '--crawl',
        '20',
        '--format',
        'csv',
        '--out',
        out,
        '--no-site',
        '--state',
        state,
      ]);
      expect(first.code).toBe(0);
      const rows = (await readFile(out, 'utf8')).trimEnd().split('\r\n');
      expect(rows[0]).toBe(
        'url,final_url,status,depth,score,indexable,in_sitemap,title,failed_checks,error,rich_results',
      );
      expect(rows.length).toBeGreaterThanOrEqual(12);
      // The finished crawl's state: a resume has nothing left to fetch and reports the same pages.
      const requests = site.requests.length;
      const again = await cli([
        site.url('/'),
        '--crawl',
        '20',
        '--format',
        'json',
        '--no-site',
        '--state',
        state,
        '--resume',
      ]);
      expect(again.code).toBe(0);
      const report = JSON.parse(again.stdout) as Report;
      expect(report.crawl?.pages.length).toBe(rows.length - 1);
      const crawlRequests = site.requests
        .slice(requests)
        .filter((q) => /^\/p\d/.test(q.url) && q.method === 'GET');
      expect(crawlRequests).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
