/**
 * Starting an engine worker thread from wherever the engine runs: `<name>.js` beside the calling module
 * (built dist/), `<bundled>.mjs` beside a bundle that inlined the caller (the CLI's single-file build), or
 * `<name>.ts` under tsx/vitest, loaded through tsx's ESM hooks from an eval'd entry, as Node 20 applies no
 * `--import` hooks to a worker's own entry.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export type SpawnWorker = (options?: Omit<WorkerOptions, 'eval'>) => Worker;

/**
 * A function starting the worker script, or null when none of its three forms exists.
 * `callerUrl`: the caller's import.meta.url; `name`: the script beside it, without extension;
 * `bundled`: the file name the CLI bundle gives it.
 */
export function workerScript(callerUrl: string, name: string, bundled: string): SpawnWorker | null {
  const js = new URL(`./${name}.js`, callerUrl);
  if (existsSync(fileURLToPath(js))) return (options) => new Worker(js, options);
  const bundle = new URL(`./${bundled}`, callerUrl);
  if (existsSync(fileURLToPath(bundle))) return (options) => new Worker(bundle, options);
  const ts = new URL(`./${name}.ts`, callerUrl);
  if (!existsSync(fileURLToPath(ts))) return null;
  // A test run bundles the worker scripts from these sources once (scripts/test-worker-bundles.ts): a
  // thread then loads one file instead of tsx compiling the engine's modules again (~1.3 s CPU each).
  const prebuilt = process.env.RANKSCOPE_TEST_WORKER_BUNDLES;
  if (prebuilt && existsSync(join(prebuilt, bundled))) {
    const file = pathToFileURL(join(prebuilt, bundled));
    return (options) => new Worker(file, options);
  }
  const tsxRoot = dirname(createRequire(callerUrl).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const source = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ts.href)}); });`;
  return (options) => new Worker(source, { ...options, eval: true });
}
