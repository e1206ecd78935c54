/**
 * Vitest global setup: bundles the engine's worker threads (the crawl's page analysis, the lab's
 * Lighthouse worker) from the current sources into a temporary folder, once per run, and points
 * RANKSCOPE_TEST_WORKER_BUNDLES at it (engine/src/runtime/worker-script.ts). Without it every thread a test starts
 * compiles the engine's modules through tsx again (~1.3 s CPU each, ~120 threads in the node tests). In
 * watch mode nothing is bundled, so an edited source is what the threads run.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { testWorkerBundleOptions } from './bundle-options.js';

let built: Promise<string> | null = null;

/** Runs once per project; the first one builds (and removes the folder at the end of the run). */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (project.vitest.config.watch) return undefined;
  const first = built === null;
  built ??= bundle();
  process.env.RANKSCOPE_TEST_WORKER_BUNDLES = await built;
  const outdir = process.env.RANKSCOPE_TEST_WORKER_BUNDLES;
  return first ? () => rmSync(outdir, { recursive: true, force: true }) : undefined;
}

async function bundle(): Promise<string> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // Inside the repository, so the packages left out of the bundles (Lighthouse, chrome-launcher) resolve
  // from its node_modules.
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(join(cache, 'rankscope-test-workers-'));
  await build(testWorkerBundleOptions(root, outdir));
  return outdir;
}
