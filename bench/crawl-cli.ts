/**
 * The whole CLI crawl (issue 22), as a user runs it, beside linkinator's CLI and the engine alone, on the
 * generated site of crawl-scale-site.ts served by this process on 127.0.0.1:
 *
 *   npx tsx bench/crawl-cli.ts 600,5000 [runs] [--site similar|varied] [--variants cli,linkinator,engine]
 *
 * Each run of each variant is its own process under `/usr/bin/time -v` (wall clock and maximum resident
 * set size, threads included), the variants alternating their order from run to run so a change in the
 * machine's load hits them alike:
 * - cli: `rankscope <url> --crawl N --format ndjson --no-lab --out <file>` (packages/cli/bin/rankscope.js,
 *   after `npm run build`); BENCH_CLI_NODE_ARGS adds node flags (e.g. `--cpu-prof --cpu-prof-dir=DIR`),
 * - cli-before: the same with another build of the CLI, BENCH_CLI_BEFORE=<its rankscope.mjs> (a copy of
 *   packages/cli/dist/*.mjs built from an older commit), so before and after run back to back;
 * - linkinator: `linkinator <url> --recurse --concurrency 4` (its CLI; 4 requests at a time, as the CLI);
 * - engine: crawlSite() in a child of bench/crawl-scale.ts (packages/engine/dist), which also reports the
 *   crawl's own time without the process start; BENCH_ENGINE_NODE_ARGS adds node flags to it.
 * A run that fails (e.g. V8 out of memory) is reported with its exit code, not left out.
 */
import { readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScaleSite } from './crawl-scale-site.js';
import { load, MiB, runStatus, serve } from './crawl-scale-server.js';
import { median } from './stats.js';

type Variant = 'cli' | 'cli-before' | 'linkinator' | 'engine';

interface Run {
  ok: boolean;
  wallMs: number;
  /** User + system CPU time of the process and its threads: less at the mercy of the load than wall. */
  cpuMs: number;
  maxRss: number;
  notes: string;
}

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

function command(variant: Variant, origin: string, pages: number, out: string): string[] {
  if (variant === 'cli' || variant === 'cli-before') {
    const extra = (process.env.BENCH_CLI_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const before = process.env.BENCH_CLI_BEFORE;
    if (variant === 'cli-before' && !before) throw new Error('cli-before needs BENCH_CLI_BEFORE');
    return [
      process.execPath,
      ...extra,
      variant === 'cli-before' ? before! : here('../packages/cli/bin/rankscope.js'),
      `${origin}/`,
      '--crawl',
      String(pages),
      '--format',
      'ndjson',
      '--no-lab',
      '--out',
      out,
    ];
  }
  if (variant === 'linkinator') {
    const bin = here('../node_modules/linkinator/build/src/cli.js');
    return [process.execPath, bin, `${origin}/`, '--recurse', '--concurrency', '4', '--format', 'csv'];
  }
  return [
    process.execPath,
    ...(process.env.BENCH_ENGINE_NODE_ARGS ?? '').split(' ').filter(Boolean),
    '--import',
    'tsx',
    here('./crawl-scale.ts'),
    '--child',
    'engine',
    origin,
    String(pages),
  ];
}

/** What the run found: the CLI's site line, linkinator's row count, the engine child's result. */
function notes(variant: Variant, out: string, file: string): string {
  if (variant === 'cli' || variant === 'cli-before') {
    const last = readFileSync(file, 'utf8').trimEnd().split('\n').at(-1) ?? '{}';
    const site = JSON.parse(last) as {
      pagesCrawled?: number;
      nearDuplicates?: Array<{ urls: string[]; similarity?: number }>;
    };
    const near = site.nearDuplicates ?? [];
    return `${site.pagesCrawled} pages, ${near.length} near-duplicate groups (largest ${near[0]?.urls.length ?? 0} pages, ${near[0]?.similarity ?? '-'})`;
  }
  if (variant === 'linkinator') {
    const rows = out.split('\n').filter((l) => l.startsWith('"http') || l.startsWith('http'));
    return `${rows.length} links checked`;
  }
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) return '';
  const r = JSON.parse(line.slice(7)) as { wallMs: number; notes: string };
  return `crawl ${(r.wallMs / 1000).toFixed(1)} s; ${r.notes}`;
}

async function once(variant: Variant, origin: string, pages: number): Promise<Run> {
  const file = join(tmpdir(), `rankscope-crawl-cli-${process.pid}.ndjson`);
  const { code, out } = await runStatus(['/usr/bin/time', '-v', ...command(variant, origin, pages, file)]);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(out);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(out);
  const user = /User time \(seconds\): ([\d.]+)/.exec(out);
  const sys = /System time \(seconds\): ([\d.]+)/.exec(out);
  const cpuMs = (Number(user?.[1] ?? NaN) + Number(sys?.[1] ?? NaN)) * 1000;
  const wallMs = wall ? (Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3])) * 1000 : NaN;
  const ok = code === 0;
  let text = ok
    ? notes(variant, out, file)
    : `exit ${code}: ${out.split('\n').slice(-30, -23).join(' ').slice(0, 300)}`;
  if (!ok && /heap out of memory/.test(out)) text = `exit ${code}: V8 heap out of memory`;
  rmSync(file, { force: true });
  return { ok, wallMs, cpuMs, maxRss: Number(rss?.[1] ?? NaN) * 1024, notes: text };
}

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
};
const siteKind: ScaleSite = option('--site') === 'varied' ? 'varied' : 'similar';
const variants = (option('--variants') ?? 'linkinator,cli,engine').split(',') as Variant[];
const sizes = (args[0] ?? '600,5000').split(',').map(Number);
const runs = Number(args[1] ?? 3);

const rows: string[] = [];
for (const pages of sizes) {
  const site = await serve(pages, siteKind);
  const results = new Map<Variant, Run[]>(variants.map((v) => [v, []]));
  for (let i = 0; i < runs; i++) {
    const order = i % 2 ? [...variants].reverse() : variants;
    for (const variant of order) {
      const before = load();
      const served = site.served();
      const r = await once(variant, site.origin, pages);
      results.get(variant)!.push(r);
      console.log(
        `${pages} ${siteKind} pages, run ${i + 1}, ${variant}: ${(r.wallMs / 1000).toFixed(1)} s (CPU ${(r.cpuMs / 1000).toFixed(1)} s), max RSS ${MiB(r.maxRss)}, ${site.served() - served} HTML pages served, load ${before} → ${load()}; ${r.notes}`,
      );
    }
  }
  site.close();
  const wall = (v: Variant): number => median(results.get(v)!.map((r) => r.wallMs));
  const cpu = (v: Variant): number => median(results.get(v)!.map((r) => r.cpuMs));
  const base = variants.includes('linkinator') ? wall('linkinator') : NaN;
  for (const v of variants) {
    const ok = results.get(v)!.filter((r) => r.ok).length;
    const ratio = Number.isNaN(base) ? '—' : `${(wall(v) / base).toFixed(2)} ×`;
    rows.push(
      `| ${pages.toLocaleString('en')} | ${v} | ${(wall(v) / 1000).toFixed(1)} s | ${ratio} | ${(cpu(v) / 1000).toFixed(1)} s | ${MiB(median(results.get(v)!.map((r) => r.maxRss)))} | ${ok}/${runs} | ${load()} |`,
    );
  }
}
console.log(
  `\n${new Date().toISOString().slice(0, 10)} — ${siteKind} site, ${cpus().length} cores, Node ${process.version}; median of ${runs}\n`,
);
console.log(
  '| pages | variant | wall (whole process) | vs linkinator | CPU (user + sys) | max RSS | completed | load after |',
);
console.log(
  '| ----- | ------- | -------------------- | ------------- | ---------------- | ------- | --------- | ---------- |',
);
for (const row of rows) console.log(row);
