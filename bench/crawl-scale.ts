/**
 * The crawl at scale (issue 18) beside linkinator, on the generated site of crawl-scale-site.ts (pages
 * built on request: ~120 words, 10–14 internal links, a 404 every 100 pages, template titles), served by
 * this process on 127.0.0.1, concurrency 4 for both tools:
 *   npx tsx bench/crawl-scale.ts 600,5000,20000 [runs]   linkinator's LinkChecker (recurse) and the
 *       engine's crawlSite (every page check), each run in its own child process; wall time from the call
 *       to its result; peak RSS sampled every 50 ms and the kernel's ru_maxrss (threads included);
 *   npx tsx bench/crawl-scale.ts --cli 100000            the whole CLI (packages/cli/bin/rankscope.js,
 *       after `npm run build`) with --crawl N --format ndjson --out <file>: time, peak RSS (/usr/bin/time),
 *       output size.
 * The engine comes from packages/engine/dist (run `npx tsc -b packages/engine` first).
 */
import { spawn } from 'node:child_process';
import { statSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { scaleAnswer } from './crawl-scale-site.js';
import { median } from './stats.js';
import type { CrawlOptions } from '../packages/engine/src/crawl/options.js';
import type { CrawlFacts } from '../packages/engine/src/crawl/types.js';

const CONCURRENCY = 4;
type Variant = 'linkinator' | 'engine';

interface ChildResult {
  wallMs: number;
  peakRss: number;
  maxRss: number;
  notes: string;
}

async function child(variant: Variant, origin: string, pages: number): Promise<void> {
  let run: () => Promise<string>;
  if (variant === 'linkinator') {
    const { LinkChecker } = await import('linkinator');
    run = async () => {
      const result = await new LinkChecker().check({
        path: `${origin}/`,
        recurse: true,
        concurrency: CONCURRENCY,
        timeout: 10_000,
      });
      const broken = new Set(result.links.filter((l) => l.state === 'BROKEN').map((l) => l.url));
      return `${new Set(result.links.map((l) => l.url)).size} URLs, ${broken.size} broken`;
    };
  } else {
    const dist = new URL('../packages/engine/dist/crawl/crawler.js', import.meta.url);
    const { crawlSite } = (await import(dist.href)) as {
      crawlSite: (url: string, options?: CrawlOptions) => Promise<CrawlFacts>;
    };
    // As the CLI runs `--crawl N` above 5,000 pages (packages/cli/src/crawl-run.ts): bounded memory.
    if (pages > 5_000) setFlagsFromString('--optimize-for-size');
    run = async () => {
      const facts = await crawlSite(`${origin}/`, {
        maxPages: pages * 2,
        maxDepth: 100,
        concurrency: CONCURRENCY,
        timeBudgetMs: 24 * 3600_000,
        allowPrivate: true,
      });
      return (
        `${facts.pages.length} URLs (${facts.stopReason}), ${facts.brokenLinks.length} broken, ` +
        `${facts.duplicateTitles[0]?.urls.length ?? 0} pages share the template title, ` +
        `${facts.orphans.length} orphans, site score ${facts.siteScore}`
      );
    };
  }
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  const notes = await run();
  const wallMs = performance.now() - t0;
  clearInterval(sampler);
  const result: ChildResult = {
    wallMs,
    peakRss: Math.max(peakRss, process.memoryUsage().rss),
    maxRss: process.resourceUsage().maxRSS * 1024,
    notes,
  };
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
}

async function serve(pages: number): Promise<{ origin: string; close: () => void; served: () => number }> {
  let served = 0;
  let origin = '';
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split(/[?#]/)[0] as string;
    const answer = scaleAnswer(path, origin, pages);
    if (answer.status === 200 && answer.type.startsWith('text/html') && req.method === 'GET') served++;
    res.writeHead(answer.status, {
      'content-type': answer.type,
      'content-length': Buffer.byteLength(answer.body),
    });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => server.close(), served: () => served };
}

function runProcess(args: string[]): Promise<string> {
  const env = { ...process.env };
  for (const k of ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY']) delete env[k];
  const proc = spawn(args[0]!, args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env });
  let out = '';
  proc.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  proc.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  return new Promise((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`exit ${code}:\n${out.slice(-3000)}`)),
    );
  });
}

const MiB = (n: number): string => `${Math.round(n / 2 ** 20)} MiB`;
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function compare(sizes: number[], runs: number): Promise<void> {
  const rows: string[] = [];
  for (const pages of sizes) {
    const site = await serve(pages);
    const results: Record<Variant, Array<ChildResult & { served: number }>> = { linkinator: [], engine: [] };
    for (let i = 0; i < runs; i++) {
      for (const variant of (i % 2 ? ['engine', 'linkinator'] : ['linkinator', 'engine']) as Variant[]) {
        const before = site.served();
        const loadBefore = load();
        const out = await runProcess([
          process.execPath,
          ...process.execArgv,
          fileURLToPath(import.meta.url),
          '--child',
          variant,
          site.origin,
          String(pages),
        ]);
        const line = out.split('\n').find((l) => l.startsWith('RESULT '));
        if (!line) throw new Error(`${variant}: no result\n${out.slice(-2000)}`);
        const r = JSON.parse(line.slice(7)) as ChildResult;
        const served = site.served() - before;
        results[variant].push({ ...r, served });
        console.log(
          `${pages} pages, run ${i + 1}, ${variant}: ${(r.wallMs / 1000).toFixed(2)} s, ${served} HTML pages served, peak RSS ${MiB(r.peakRss)} (ru_maxrss ${MiB(r.maxRss)}), load ${loadBefore} → ${load()}; ${r.notes}`,
        );
      }
    }
    site.close();
    const l = results.linkinator;
    const e = results.engine;
    const lt = median(l.map((r) => r.wallMs));
    const et = median(e.map((r) => r.wallMs));
    rows.push(
      `| ${pages.toLocaleString('en')} | ${(et / 1000).toFixed(1)} s | ${(lt / 1000).toFixed(1)} s | ${(et / lt).toFixed(2)} × | ${MiB(median(e.map((r) => r.maxRss)))} / ${MiB(median(l.map((r) => r.maxRss)))} | ${load()} |`,
    );
  }
  console.log(
    `\n${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores, Node ${process.version}; median of ${runs}\n`,
  );
  console.log(
    '| pages | engine | linkinator | ratio | peak RSS engine / linkinator (ru_maxrss) | load after |',
  );
  console.log(
    '| ----- | ------ | ---------- | ----- | ---------------------------------------- | ---------- |',
  );
  for (const row of rows) console.log(row);
}

async function cli(pages: number): Promise<void> {
  const site = await serve(pages);
  const out = join(tmpdir(), `rankscope-scale-${pages}.ndjson`);
  const bin = fileURLToPath(new URL('../packages/cli/bin/rankscope.js', import.meta.url));
  const loadBefore = load();
  const text = await runProcess([
    '/usr/bin/time',
    '-f',
    'TIME %e s %M KiB',
    process.execPath,
    bin,
    `${site.origin}/`,
    '--crawl',
    String(pages),
    '--max-depth',
    '100',
    '--format',
    'ndjson',
    '--out',
    out,
    '--no-lab',
    '--no-site',
  ]);
  site.close();
  const m = /TIME ([\d.]+) s (\d+) KiB/.exec(text);
  const size = statSync(out).size;
  console.log(text.trim());
  console.log(
    `\n| ${pages.toLocaleString('en')} pages | ${m?.[1]} s | ${m ? MiB(Number(m[2]) * 1024) : '?'} peak RSS | ndjson ${(size / 2 ** 20).toFixed(1)} MiB | ${site.served()} HTML pages served | load ${loadBefore} → ${load()} |`,
  );
  rmSync(out, { force: true });
}

const argv = process.argv.slice(2);
if (argv[0] === '--child') await child(argv[1] as Variant, argv[2]!, Number(argv[3]));
else if (argv[0] === '--cli') await cli(Number(argv[1] ?? 100_000));
else await compare((argv[0] ?? '600,5000,20000').split(',').map(Number), Number(argv[1] ?? 1));
