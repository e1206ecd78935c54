// Bundles the CLI and the engine into one minified ES module (packages/cli/dist/rankscope.mjs): a single
// file starts about a third faster than resolving and compiling ~400 separate modules (bench/README.md).
//
// `node scripts/bundle-cli.js --action` writes the GitHub Action's committed copy instead (action/dist/):
// built from the TypeScript sources (no tsc step), with the code the CLI and the crawl worker share in one
// chunk, so the Action runs the CLI without installing the repository's ~650 packages.
// packages/cli/src/action-bundle.local.test.ts fails when that copy is older than the sources.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { actionBundleOptions, cliBundleOptions } from './bundle-options.js';

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.argv.includes('--action')) {
  const options = actionBundleOptions(root);
  // Chunk names change with their content: the old ones must not stay behind in the committed copy.
  rmSync(options.outdir, { recursive: true, force: true });
  await build(options);
} else {
  await build(cliBundleOptions(root));
}
