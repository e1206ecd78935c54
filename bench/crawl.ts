/**
 * Same-site crawl of a generated 1,000-page local site (issue 7), beside linkinator, in the same run:
 *   (a) linkinator's LinkChecker (recurse: true, concurrency 4): fetches every page and checks every link;
 *   (b) the engine's crawlSite (maxPages 1000, concurrency 4): fetches every page and runs every page check.
 * The site (deterministic, seeded PRNG) is served by this process on 127.0.0.1: a home page, 9 category
 * pages, 4 footer pages and 986 articles, 20–40 KB each, with a 10-link navigation, breadcrumbs, a 4-link
 * footer and related links in the text (18–30 internal links a page), 20 shared images, one stylesheet and
 * one script, 10 links to removed pages (404), 10 to old URLs (301) and 4 two-hop redirect chains, a
 * sitemap.xml listing every page and a robots.txt pointing at it. Responses are not compressed.
 * Each variant runs in its own child process (this script, re-invoked with `--child`), one per run, so
 * peaks do not mix; the child samples process.memoryUsage().rss every 50 ms while it crawls. Wall time is
 * from the call to its result, after the tool's modules are loaded. Median of N runs (default 3).
 * Run: npx tsx bench/crawl.ts [runs]   (the engine from packages/engine/dist when built, else its TS sources)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, release } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildSite, PAGES, type Site } from './crawl-site.js';
import { median } from './stats.js';
import type { CrawlOptions } from '../packages/engine/src/crawl/options.js';
import type { CrawlFacts } from '../packages/engine/src/crawl/types.js';

const CONCURRENCY = 4;

type Variant = 'linkinator' | 'engine';

/** What a child reports on its last stdout line, after `RESULT `. */
interface ChildResult {
  variant: Variant;
  pending?: string;
  source?: string;
  wallMs: number;
  startRss: number;
  peakRss: number;
  /** The kernel's peak for the whole child (ru_maxrss), loading included. */
  maxRss: number;
  notes: string;
}

// ---------------------------------------------------------------------------------------------------------
// The child: one crawl, timed and sampled.

async function child(variant: Variant, origin: string): Promise<void> {
  let run: () => Promise<string>;
  let source: string;
  if (variant === 'linkinator') {
    const { LinkChecker } = await import('linkinator');
    source = 'linkinator';
    run = async () => {
      const result = await new LinkChecker().check({
        path: `${origin}/`,
        recurse: true,
        concurrency: CONCURRENCY,
        timeout: 10_000,
      });
      const broken = result.links.filter((l) => l.state === 'BROKEN');
      const urls = new Set(result.links.map((l) => l.url));
      return `${urls.size} URLs checked, ${broken.length} broken link(s) reported (${new Set(broken.map((l) => l.url)).size} URLs)`;
    };
  } else {
    const dist = new URL('../packages/engine/dist/crawl/crawler.js', import.meta.url);
    const src = new URL('../packages/engine/src/crawl/crawler.ts', import.meta.url);
    const from = existsSync(dist) ? dist : existsSync(src) ? src : null;
    if (!from) {
      report({
        variant,
        pending: 'no crawler in packages/engine (dist or src) yet',
        wallMs: 0,
        startRss: 0,
        peakRss: 0,
        maxRss: 0,
        notes: '',
      });
      return;
    }
    source = from === dist ? 'packages/engine/dist' : 'TS sources via tsx';
    const { crawlSite } = (await import(from.href)) as {
      crawlSite: (startUrl: string, options?: CrawlOptions) => Promise<CrawlFacts>;
    };
    run = async () => {
      const facts = await crawlSite(`${origin}/`, {
        maxPages: PAGES * 2,
        maxDepth: 100,
        concurrency: CONCURRENCY,
        timeBudgetMs: 600_000,
        allowPrivate: true,
      });
      const html = facts.pages.filter((p) => p.score !== null).length;
      return (
        `${facts.pages.length} URLs, ${html} pages checked (stop: ${facts.stopReason}), ` +
        `${facts.brokenLinks.length} broken, ${facts.redirectLinks.length} redirecting links, ` +
        `${facts.duplicateTitles.length} duplicate-title group(s), site score ${facts.siteScore?.toFixed(1) ?? '—'}`
      );
    };
  }

  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  const notes = await run();
  const wallMs = performance.now() - t0;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  report({
    variant,
    source,
    wallMs,
    startRss,
    peakRss,
    maxRss: process.resourceUsage().maxRSS * 1024,
    notes,
  });
}

function report(result: ChildResult): void {
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

// ---------------------------------------------------------------------------------------------------------
// The site.

interface Counts {
  requests: number;
  /** Distinct HTML pages served with 200 to a GET (pages crawled). */
  htmlPages: number;
  /** GETs of HTML pages, repeats included (e.g. a redirect's target fetched again). */
  htmlGets: number;
  head: number;
  notFound: number;
  redirects: number;
}

async function serve(): Promise<{
  server: Server;
  origin: string;
  counts: Counts;
  reset: () => void;
  site: Site;
}> {
  const counts: Counts = { requests: 0, htmlPages: 0, htmlGets: 0, head: 0, notFound: 0, redirects: 0 };
  const served = new Set<string>();
  let site: Site | null = null;
  const asset = Buffer.alloc(2048, 0x20);
  const server = createServer((req, res) => {
    counts.requests++;
    if (req.method === 'HEAD') counts.head++;
    const path = (req.url ?? '/').split(/[?#]/)[0] as string;
    const send = (
      status: number,
      type: string,
      body: Buffer | string,
      headers: Record<string, string> = {},
    ): void => {
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const html = site?.pages.get(path);
    const to = site?.redirects.get(path);
    if (html) {
      if (req.method === 'GET') {
        counts.htmlGets++;
        served.add(path);
        counts.htmlPages = served.size;
      }
      send(200, 'text/html; charset=utf-8', html);
    } else if (to) {
      counts.redirects++;
      send(301, 'text/html; charset=utf-8', '', { location: to });
    } else if (path === '/robots.txt') send(200, 'text/plain', site?.robots ?? '');
    else if (path === '/sitemap.xml') send(200, 'application/xml', site?.sitemap ?? '');
    else if (path === '/static/site.css') send(200, 'text/css', asset);
    else if (path === '/static/app.js') send(200, 'text/javascript', asset);
    else if (path.startsWith('/static/'))
      send(200, path.endsWith('.png') ? 'image/png' : 'image/jpeg', asset);
    else {
      counts.notFound++;
      send(404, 'text/html; charset=utf-8', '<!DOCTYPE html><title>Not found</title><h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site = buildSite(origin);
  const reset = (): void => {
    Object.assign(counts, { requests: 0, htmlPages: 0, htmlGets: 0, head: 0, notFound: 0, redirects: 0 });
    served.clear();
  };
  return { server, origin, counts, reset, site };
}

// ---------------------------------------------------------------------------------------------------------
// The parent: serve the site, run each variant N times in fresh children, print the table.

/** Extra node flags for the children, e.g. BENCH_CHILD_NODE_ARGS=--cpu-prof to profile each crawl. */
const extraNodeArgs = (process.env.BENCH_CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean);

function runChild(variant: Variant, origin: string): Promise<ChildResult> {
  const env = { ...process.env };
  for (const k of ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY']) delete env[k];
  const proc = spawn(
    process.execPath,
    [...process.execArgv, ...extraNodeArgs, fileURLToPath(import.meta.url), '--child', variant, origin],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    },
  );
  let out = '';
  proc.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  return new Promise((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (!line)
        reject(new Error(`${variant} child exited with ${code} and no result:\n${out.slice(-2000)}`));
      else resolve(JSON.parse(line.slice('RESULT '.length)) as ChildResult);
    });
  });
}

const MiB = (n: number): string => `${(n / 2 ** 20).toFixed(0)} MiB`;

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const { server, origin, counts, reset, site } = await serve();
  const bytes = [...site.pages.values()].reduce((s, b) => s + b.length, 0);
  console.log(
    `site: ${site.pages.size} pages, ${(bytes / site.pages.size / 1024).toFixed(1)} KiB a page on average, ${site.redirects.size} redirecting URLs, at ${origin}`,
  );

  const results: Record<Variant, Array<ChildResult & { counts: Counts }>> = { linkinator: [], engine: [] };
  for (let i = 0; i < runs; i++) {
    const order: Variant[] = i % 2 ? ['engine', 'linkinator'] : ['linkinator', 'engine'];
    for (const variant of order) {
      reset();
      const result = await runChild(variant, origin);
      const perSecond = result.pending
        ? ''
        : `, ${((counts.htmlPages / result.wallMs) * 1000).toFixed(1)} pages/s`;
      console.log(
        `run ${i + 1} ${variant}: ${result.pending ?? `${(result.wallMs / 1000).toFixed(2)} s${perSecond}, peak RSS ${MiB(result.peakRss)} (start ${MiB(result.startRss)}, ru_maxrss ${MiB(result.maxRss)}); server: ${counts.htmlPages} HTML pages served (${counts.htmlGets} GETs), ${counts.requests} requests (${counts.head} HEAD, ${counts.redirects} × 301, ${counts.notFound} × 404); ${result.notes}`}`,
      );
      results[variant].push({ ...result, counts: { ...counts } });
    }
  }
  server.close();

  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}, Linux ${release()}`;
  console.log(`\n${date} — ${machine}; concurrency ${CONCURRENCY}; median of ${runs} run(s)\n`);
  console.log(
    '| date | variant | HTML pages | requests | wall time | pages/s | peak RSS (sampled) | ru_maxrss |',
  );
  console.log(
    '| ---- | ------- | ---------- | -------- | --------- | ------- | ------------------ | --------- |',
  );
  for (const variant of ['linkinator', 'engine'] as const) {
    const rs = results[variant];
    const label =
      variant === 'linkinator'
        ? 'linkinator 7 `LinkChecker` (recurse)'
        : `engine \`crawlSite\` (${rs[0]?.source ?? '—'})`;
    if (rs.length === 0 || rs.some((r) => r.pending)) {
      console.log(`| ${date} | ${label} | _pending_ | | | | | |`);
      continue;
    }
    const pages = median(rs.map((r) => r.counts.htmlPages));
    const requests = median(rs.map((r) => r.counts.requests));
    const wall = median(rs.map((r) => r.wallMs));
    const rate = median(rs.map((r) => (r.counts.htmlPages / r.wallMs) * 1000));
    console.log(
      `| ${date} | ${label} | ${pages} | ${requests} | ${(wall / 1000).toFixed(2)} s | ${rate.toFixed(1)} | ${MiB(median(rs.map((r) => r.peakRss)))} | ${MiB(median(rs.map((r) => r.maxRss)))} |`,
    );
  }
}

if (process.argv[2] === '--child') await child(process.argv[3] as Variant, process.argv[4] as string);
else await main();
