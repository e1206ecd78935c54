// Bundles the CLI and the engine into one minified ES module (packages/cli/dist/rankscope.mjs): a single
// file starts about a third faster than resolving and compiling ~400 separate modules (bench/README.md).
import { build } from 'esbuild';

await build({
  // Worker threads are their own files, started beside the bundle: the lab pool's Lighthouse worker
  // (dist/lighthouse-worker.mjs) and the crawl's page-analysis worker (dist/crawl-worker.mjs). Lighthouse, chrome-launcher and playwright-core are loaded at run time
  // from node_modules (they read their own files), so they stay out of the bundle.
  entryPoints: {
    rankscope: 'packages/cli/src/bin.ts',
    'lighthouse-worker': 'packages/engine/src/lab/lighthouse/worker.ts',
    'crawl-worker': 'packages/engine/src/crawl/analyse-worker.ts',
  },
  outdir: 'packages/cli/dist',
  outExtension: { '.js': '.mjs' },
  external: ['lighthouse', 'lighthouse/*', 'chrome-launcher', 'playwright-core'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
  // CommonJS dependencies (undici, tldts) call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __rsRequire } from 'node:module'; const require = __rsRequire(import.meta.url);",
  },
});
