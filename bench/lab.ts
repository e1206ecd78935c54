/**
 * Lab run: mobile + desktop Lighthouse on a local page (the realistic ~300 KB article of fixture.ts, its
 * images, stylesheet and script served by this script), measured in one process, in the same run:
 *   (a) a bare Lighthouse pair, as a plain script would do it: two worker threads started cold, each
 *       launching its own Chromium with chrome-launcher and running lighthouse() once — with the runner's
 *       Lighthouse flags, and with Lighthouse's defaults (full-page screenshot on);
 *   (b) the engine's runLabOnce (cold: threads, Lighthouse and Chromium started per audit), and a warm
 *       LabRunner.run (threads and browsers kept from the previous audit).
 * Wall time: median of N (default 3). Peak memory: this process (all its threads) plus every descendant
 * process (the Chromiums and their helpers), summed, sampled every 100 ms: PSS and RSS.
 *   (c) the warm runner with an audit's credentials (issue 26: a browser context per run, every request
 *       paused by CDP request interception to add or strip headers), alternating with runs without.
 * Run: npx tsx bench/lab.ts [runs] [warm]   (packages/engine/dist when built, else an esbuild bundle of the
 * sources; `warm`: only the warm runner's rows, with and without credentials)
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { realisticPage } from './fixture.js';
import { median } from './stats.js';
import { solidPng } from '../packages/engine/src/test-support/png.js';
import type * as RunnerExports from '../packages/engine/src/lab/runner.js';
import type * as BrowserExports from '../packages/engine/src/lab/lighthouse/browser.js';
import type { LabRun } from '../packages/engine/src/lab/types.js';
import type * as EngineExports from '../packages/engine/src/index.js';

type RunnerModule = typeof RunnerExports;
type BrowserModule = typeof BrowserExports;

const runs = Number(process.argv[2] ?? 3);
const warmOnly = process.argv[3] === 'warm';

/**
 * The engine as it runs in production, never through tsx (whose hooks would also see every one of
 * Lighthouse's modules load): packages/engine/dist when built, else the lab bundled here with esbuild —
 * runner.js, and worker.js beside it, where the pool looks for it.
 */
async function compiledLab(): Promise<{ dir: string; label: string }> {
  const dist = new URL('../packages/engine/dist/lab/', import.meta.url);
  if (existsSync(new URL('runner.js', dist))) return { dir: dist.href, label: 'packages/engine/dist' };
  const out = new URL('../node_modules/.cache/rankscope-bench-lab/', import.meta.url);
  const { build } = await import('esbuild');
  await build({
    entryPoints: {
      runner: fileURLToPath(new URL('../packages/engine/src/lab/runner.ts', import.meta.url)),
      worker: fileURLToPath(new URL('../packages/engine/src/lab/lighthouse/worker.ts', import.meta.url)),
      browser: fileURLToPath(new URL('../packages/engine/src/lab/lighthouse/browser.ts', import.meta.url)),
    },
    outdir: fileURLToPath(out),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  // The pool looks for worker.js beside itself; in a bundle, beside runner.mjs.
  copyFileSync(new URL('worker.mjs', out), new URL('worker.js', out));
  writeFileSync(new URL('package.json', out), '{"type":"module"}\n');
  return { dir: out.href, label: 'esbuild bundle of the TS sources (no dist built)' };
}

const lab = await compiledLab();
const ext = lab.dir.includes('rankscope-bench-lab') ? 'mjs' : 'js';
const { LabRunner, labAvailability, runLabOnce } = (await import(`${lab.dir}runner.${ext}`)) as RunnerModule;
const { labChromeFlags } = (await import(
  ext === 'mjs' ? `${lab.dir}browser.mjs` : `${lab.dir}lighthouse/browser.js`
)) as BrowserModule;

const available = labAvailability();
if (!available.available) throw new Error(available.reason);
const chromePath = available.chromePath;

// The page and its resources: ~37 images (a real 400×300 PNG), one stylesheet, one deferred script.
const html = realisticPage();
const png = solidPng(400, 300);
const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === '/guide') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  else if (url.startsWith('/img/')) res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  else if (url.endsWith('.css'))
    res.writeHead(200, { 'content-type': 'text/css' }).end('body{margin:0 auto;max-width:60em}');
  else if (url.endsWith('.js')) res.writeHead(200, { 'content-type': 'text/javascript' }).end('void 0;');
  else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/guide`;

// --- memory: this process plus all its descendants, every 100 ms -------------------------------------
// RSS counts pages shared between Chromium's processes (its binary, shared memory) once per process; PSS
// splits them, so the PSS sum is the tree's real footprint. Both are recorded.
interface Mem {
  rss: number;
  pss: number;
}

function treeMemory(): Mem {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${name}/status`, 'latin1'))?.[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Exited while listing.
    }
  }
  const total = { rss: 0, pss: 0 };
  const stack = [process.pid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'latin1');
      total.rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
      total.pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      // Exited, or a zombie.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const maxMem = (a: Mem, b: Mem): Mem => ({ rss: Math.max(a.rss, b.rss), pss: Math.max(a.pss, b.pss) });

async function measure<T>(fn: () => Promise<T>): Promise<{ ms: number; peak: Mem; value: T }> {
  let peak = treeMemory();
  const sampler = setInterval(() => (peak = maxMem(peak, treeMemory())), 100);
  const t0 = performance.now();
  try {
    const value = await fn();
    return { ms: performance.now() - t0, peak: maxMem(peak, treeMemory()), value };
  } finally {
    clearInterval(sampler);
  }
}

// --- (a) the bare pair -------------------------------------------------------------------------------
const BARE_WORKER = `
const { parentPort, workerData: d } = require('node:worker_threads');
(async () => {
  const { launch } = await import(d.launcher);
  const lighthouse = (await import(d.lighthouse)).default;
  const desktop = (await import(d.desktop)).default;
  const chrome = await launch({ chromePath: d.chromePath, chromeFlags: d.chromeFlags, logLevel: 'silent', handleSIGINT: false });
  try {
    const result = await lighthouse(d.url, { port: chrome.port, ...d.flags }, d.formFactor === 'desktop' ? desktop : undefined);
    parentPort.postMessage({ score: result && result.lhr.categories.performance.score, error: result && result.lhr.runtimeError });
  } finally {
    chrome.kill();
  }
})().catch((err) => parentPort.postMessage({ score: null, error: String(err) }));
`;

interface BareResult {
  score: number | null;
  error?: unknown;
}

function bareRun(formFactor: 'mobile' | 'desktop', screenshot: boolean): Promise<BareResult> {
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: 'simulate',
    ...(screenshot ? {} : { disableFullPageScreenshot: true, maxWaitForLoad: 30_000, maxWaitForFcp: 30_000 }),
  };
  const workerData = {
    launcher: import.meta.resolve('chrome-launcher'),
    lighthouse: import.meta.resolve('lighthouse'),
    desktop: import.meta.resolve('lighthouse/core/config/desktop-config.js'),
    chromePath,
    chromeFlags: labChromeFlags(),
    url,
    formFactor,
    flags,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(BARE_WORKER, { eval: true, workerData });
    worker.once('message', (m: BareResult) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const barePair = (screenshot: boolean) =>
  Promise.all([bareRun('mobile', screenshot), bareRun('desktop', screenshot)]);

// --- run ---------------------------------------------------------------------------------------------
const fmt = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const mib = (b: number): string => `${Math.round(b / 2 ** 20)} MiB`;
const scoreOf = (r: LabRun): string => (r.ok ? String(r.score) : `failed (${r.reason})`);
const samples: Record<string, Array<{ ms: number; peak: Mem }>> = {
  'bare pair, runner flags': [],
  'bare pair, Lighthouse defaults': [],
  'runLabOnce (cold)': [],
  'LabRunner.run (warm)': [],
  'LabRunner.run (warm, with credentials)': [],
  'full audit, cold lab (CLI: createLab + runAudit + close)': [],
  'full audit, warm lab (server)': [],
};
const push = (key: string, m: { ms: number; peak: Mem }): void => void samples[key]?.push(m);

console.log(`engine: ${lab.label}; Chromium ${chromePath}; ${runs} runs; page ${url}`);
for (let i = 0; i < (warmOnly ? 0 : runs); i++) {
  const bare = await measure(() => barePair(false));
  push('bare pair, runner flags', bare);
  const bareDefault = await measure(() => barePair(true));
  push('bare pair, Lighthouse defaults', bareDefault);
  const once = await measure(() => runLabOnce(url));
  push('runLabOnce (cold)', once);
  if (i === 0) {
    const show = (b: BareResult[]) =>
      b.map((r) => (r.error ? `error ${JSON.stringify(r.error)}` : r.score)).join('/');
    console.log(
      `scores (mobile/desktop): bare ${show(bare.value)}, bare defaults ${show(bareDefault.value)}, ` +
        `runLabOnce ${scoreOf(once.value.mobile)}/${scoreOf(once.value.desktop)}`,
    );
  }
}
// The whole audit (fetch, analysis, site phase, every check, report) with the lab, from the built engine.
const engineDist = new URL('../packages/engine/dist/index.js', import.meta.url);
if (warmOnly) {
  console.log('warm runner only: bare pair, runLabOnce and full-audit rows skipped');
} else if (existsSync(engineDist)) {
  const engine = (await import(engineDist.href)) as typeof EngineExports;
  for (let i = 0; i < runs; i++) {
    const full = await measure(async () => {
      const labOnce = await engine.createLab({ allowPrivate: true });
      try {
        return await engine.runAudit(url, { allowPrivate: true, lab: labOnce });
      } finally {
        await labOnce.close();
      }
    });
    push('full audit, cold lab (CLI: createLab + runAudit + close)', full);
    if (i === 0) {
      const p = full.value.performance;
      console.log(`full audit: seoScore ${full.value.seoScore}, lab ${p.mobile.score}/${p.desktop.score}`);
    }
  }
  const warmLab = await engine.createLab({ allowPrivate: true });
  await engine.runAudit(url, { allowPrivate: true, lab: warmLab }); // the cold start, not counted
  for (let i = 0; i < runs; i++) {
    push(
      'full audit, warm lab (server)',
      await measure(() => engine.runAudit(url, { allowPrivate: true, lab: warmLab })),
    );
  }
  await warmLab.close();
} else {
  console.log('full-audit rows skipped: run `npm run build` first (they use packages/engine/dist)');
}

const runner = new LabRunner();
await runner.run(url); // the cold start, not counted
// A header and a cookie for the page's origin: the page's ~40 requests are each paused and continued.
const credentials = {
  headers: [{ name: 'x-bench-token', value: 'bench' }],
  cookies: [{ name: 'session', value: 'bench' }],
};
for (let i = 0; i < runs; i++) {
  // Alternating, so a change in the machine's load falls on both rows alike.
  push('LabRunner.run (warm)', await measure(() => runner.run(url)));
  const withCredentials = await measure(() => runner.run(url, { credentials }));
  push('LabRunner.run (warm, with credentials)', withCredentials);
  if (i === 0) {
    const v = withCredentials.value;
    console.log(`with credentials: scores ${scoreOf(v.mobile)}/${scoreOf(v.desktop)}`);
  }
}
await runner.close();
server.close();

const base = median(
  samples[warmOnly ? 'LabRunner.run (warm)' : 'bare pair, runner flags']?.map((s) => s.ms) ?? [],
);
console.log(
  `\n| variant | median wall time | × ${warmOnly ? 'warm run' : 'bare pair'} | peak PSS (sum RSS) of process + Chromiums |`,
);
console.log('| --- | --- | --- | --- |');
for (const [label, list] of Object.entries(samples)) {
  if (list.length === 0) continue;
  const wall = median(list.map((s) => s.ms));
  const peak = list.map((s) => s.peak).reduce(maxMem);
  console.log(
    `| ${label} | ${fmt(wall)} | ${(wall / base).toFixed(2)} | ${mib(peak.pss)} (${mib(peak.rss)}) |`,
  );
}
