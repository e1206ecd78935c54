/**
 * The crawl at scale (issue 18) beside linkinator, on the generated site of crawl-scale-site.ts (pages
 * built on request: ~120 words, 10–14 internal links, a 404 every 100 pages, template titles), served by
 * this process on 127.0.0.1, concurrency 4 for both tools:
 *   npx tsx bench/crawl-scale.ts 600,5000,20000 [runs]   linkinator's LinkChecker (recurse) and the
 *       engine's crawlSite (every page check), each run in its own child process; wall time from the call
 *       to its result; peak RSS sampled every 50 ms and the kernel's ru_maxrss (threads included);
 *   npx tsx bench/crawl-scale.ts 600,5000 1 --site similar   the same on the site of near-identical
 *       template pages (issue 22; crawl-scale-site.ts);
 *   npx tsx bench/crawl-scale.ts --cli 100000            the whole CLI (packages/cli/bin/rankscope.js,
 *       after `npm run build`) with --crawl N --format ndjson --out <file>: time, peak RSS (/usr/bin/time),
 *       output size.
 * The engine comes from packages/engine/dist (run `npx tsc -b packages/engine` first).
 */
import { statSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { fileURLToPath } from 'node:url';
import type { ScaleSite } from './crawl-scale-site.js';
import { load, MiB, runProcess, serve } from './crawl-scale-server.js';
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
      const near = facts.nearDuplicates;
      return (
        `${facts.pages.length} URLs (${facts.stopReason}), ${facts.brokenLinks.length} broken, ` +
        `${near.length} near-duplicate groups (largest ${near[0]?.urls.length ?? 0} pages), ` +
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

async function compare(sizes: number[], runs: number, siteKind: ScaleSite): Promise<void> {
  const rows: string[] = [];
  for (const pages of sizes) {
    const site = await serve(pages, siteKind);
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
    `\n${new Date().toISOString().slice(0, 10)} — ${siteKind} site, ${cpus().length} cores, Node ${process.version}; median of ${runs}\n`,
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

const args = process.argv.slice(2);
const siteAt = args.indexOf('--site');
const siteKind: ScaleSite = siteAt >= 0 && args[siteAt + 1] === 'similar' ? 'similar' : 'varied';
const argv = siteAt >= 0 ? [...args.slice(0, siteAt), ...args.slice(siteAt + 2)] : args;
if (argv[0] === '--child') await child(argv[1] as Variant, argv[2]!, Number(argv[3]));
else if (argv[0] === '--cli') await cli(Number(argv[1] ?? 100_000));
else {
  const sizes = (argv[0] ?? '600,5000,20000').split(',').map(Number);
  await compare(sizes, Number(argv[1] ?? 1), siteKind);
}
