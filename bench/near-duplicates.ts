/**
 * The crawl's near-duplicate pass alone (issue 22), on the pages of crawl-scale-site.ts: for each size and
 * each site ("similar": near-identical template pages; "varied": ~120 words of their own), the pages'
 * SimHash and content hash are computed from their main text (as the engine extracts it; checked against
 * the real page analysis on the first pages), then nearDuplicateGroups() runs `runs` times:
 *
 *   npx tsx bench/near-duplicates.ts 5000,20000,50000 [runs] [--module <near-duplicates.ts>]
 *
 * Each size and site runs in its own child process with a 2 GB V8 heap, so a pass that cannot finish
 * (the code before issue 22 on similar pages) is reported as out of memory without taking the machine
 * down. `--module` times another version of the pass, e.g. the one before:
 *   git show 680482f~1:packages/engine/src/crawl/near-duplicates.ts > /tmp/near-before.ts
 * Figures: median wall time of the pass and its CPU time (this thread's user + system: the machine is
 * shared, and CPU time suffers less from it), peak RSS of the child (its pages' hashes included), the pairs
 * of SimHashes compared when the module counts them, and the largest group found.
 */
import { cpus } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { fetchedPage } from './fixture.js';
import { scaleMainText, scalePage, scaleParts, type ScaleSite } from './crawl-scale-site.js';
import { load, MiB, runStatus } from './crawl-scale-server.js';
import { median } from './stats.js';
import { analysePage } from '../packages/engine/src/crawl/page-analysis.js';
import type * as Near from '../packages/engine/src/crawl/near-duplicates.js';
import { fingerprint } from '../packages/engine/src/crawl/simhash.js';

const ORIGIN = 'http://127.0.0.1:1';

function candidates(n: number, site: ScaleSite): Near.NearCandidate[] {
  // The main text as built here must be what the engine fingerprints on the real page.
  for (let i = 1; i <= 3; i++) {
    const url = `${ORIGIN}/p/${i}`;
    const real = analysePage(fetchedPage(url, Buffer.from(scalePage(i, n, site))), {
      finalUrl: url,
      stripParams: [],
    });
    if (real.simhash !== fingerprint(scaleMainText(scaleParts(i, n, site)))?.simhash) {
      throw new Error(`page ${i}: the bench's main text is not the engine's`);
    }
  }
  return Array.from({ length: n }, (_, i) => {
    const parts = scaleParts(i, n, site);
    const print = fingerprint(scaleMainText(parts))!;
    return {
      finalUrl: i === 0 ? `${ORIGIN}/` : `${ORIGIN}/p/${i}`,
      canonical: null,
      title: parts.title,
      simhash: print.simhash,
      contentHash: print.contentHash,
    };
  });
}

async function child(n: number, site: ScaleSite, runs: number, module: string): Promise<void> {
  const near = (await import(pathToFileURL(module).href)) as typeof Near;
  const pages = candidates(n, site);
  const times: number[] = [];
  const cpu: number[] = [];
  let summary = '';
  for (let r = 0; r < runs; r++) {
    const work = { comparisons: 0 };
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const groups = near.nearDuplicateGroups(pages, work);
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
    const largest = groups.reduce((m, g) => Math.max(m, g.urls.length), 0);
    summary = `${groups.length} groups, largest ${largest} pages, ${work.comparisons} comparisons`;
  }
  const result = {
    ms: median(times),
    cpuMs: median(cpu),
    maxRss: process.resourceUsage().maxRSS * 1024,
    summary,
  };
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  await child(Number(args[1]), args[2] as ScaleSite, Number(args[3]), args[4]!);
} else {
  const at = args.indexOf('--module');
  const module = resolve(
    at >= 0
      ? args.splice(at, 2)[1]!
      : fileURLToPath(new URL('../packages/engine/src/crawl/near-duplicates.ts', import.meta.url)),
  );
  const sizes = (args[0] ?? '5000,20000,50000').split(',').map(Number);
  const runs = Number(args[1] ?? 3);
  const rows: string[] = [];
  for (const site of ['similar', 'varied'] as const) {
    for (const n of sizes) {
      const before = load();
      const { code, out } = await runStatus([
        process.execPath,
        '--max-old-space-size=2048',
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--child',
        String(n),
        site,
        String(runs),
        module,
      ]);
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      const oom = /heap out of memory/.test(out);
      const r = line
        ? (JSON.parse(line.slice(7)) as { ms: number; cpuMs: number; maxRss: number; summary: string })
        : null;
      const cells = r
        ? `${r.ms.toFixed(0)} ms | ${r.cpuMs.toFixed(0)} ms | ${MiB(r.maxRss)} | ${r.summary}`
        : `— | — | — | ${oom ? 'V8 heap out of memory (2 GB)' : `exit ${code}: ${out.slice(-300)}`}`;
      const row = `| ${site} | ${n.toLocaleString('en')} | ${cells} | ${before} |`;
      console.log(row);
      rows.push(row);
    }
  }
  console.log(
    `\n${new Date().toISOString().slice(0, 10)} — ${module}, ${cpus().length} cores, Node ${process.version}; median of ${runs}\n`,
  );
  console.log('| site | pages | pass (median wall) | CPU | peak RSS | result | load before |');
  console.log('| ---- | ----- | ------------------ | --- | -------- | ------ | ----------- |');
  for (const row of rows) console.log(row);
}
