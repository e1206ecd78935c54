// esbuild options of the CLI's bundles (scripts/bundle-cli.js), shared with the tests that rebuild them.
import { join } from 'node:path';

// Worker threads are their own files, started beside the bundle: the lab pool's Lighthouse worker
// (lighthouse-worker.mjs) and the crawl's page-analysis worker (crawl-worker.mjs). Lighthouse,
// chrome-launcher and playwright-core are loaded at run time from node_modules (they read their own
// files), so they stay out of the bundle; so does better-sqlite3 (a native module, required at run time
// by --state and crawls above 5,000 pages).
const ENTRY_POINTS = {
  rankscope: 'packages/cli/src/bin.ts',
  'lighthouse-worker': 'packages/engine/src/lab/lighthouse/worker.ts',
  'crawl-worker': 'packages/engine/src/crawl/analyse-worker.ts',
};

const COMMON = {
  external: ['lighthouse', 'lighthouse/*', 'chrome-launcher', 'playwright-core'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  logLevel: 'warning',
  outExtension: { '.js': '.mjs' },
  // CommonJS dependencies (undici, tldts) call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __rsRequire } from 'node:module'; const require = __rsRequire(import.meta.url);",
  },
};

/** packages/cli/dist/: from the engine's compiled dist/ (npm run build compiles it first). */
export function cliBundleOptions(root) {
  return {
    ...COMMON,
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: join(root, 'packages/cli/dist'),
    sourcemap: 'linked',
    legalComments: 'linked',
  };
}

/** Resolves @rankscope/engine (and its subpaths) to the engine's TypeScript sources. */
export function engineSources(root) {
  return {
    name: 'engine-sources',
    setup(b) {
      b.onResolve({ filter: /^@rankscope\/engine(\/schema|\/report|\/diff)?$/ }, (args) => {
        const sub = args.path.split('/')[2] ?? 'index';
        return { path: join(root, 'packages/engine/src', sub === 'diff' ? 'diff/index.ts' : `${sub}.ts`) };
      });
    },
  };
}

/**
 * action/dist/: the Action's committed copy, from the sources. Chunks sit beside the entry points (the
 * engine finds its worker files next to the module that starts them); no source map, and the licences
 * of bundled packages at the end of each file.
 */
export function actionBundleOptions(root) {
  return {
    ...COMMON,
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: join(root, 'action/dist'),
    splitting: true,
    chunkNames: 'chunk-[hash]',
    legalComments: 'eof',
    plugins: [engineSources(root)],
  };
}

/** The worker threads alone, from the sources, for a test run (scripts/test-worker-bundles.ts). */
export function testWorkerBundleOptions(root, outdir) {
  const { rankscope: _cli, ...workers } = ENTRY_POINTS;
  // The server's audit threads (engine/src/run/thread.ts): not part of the CLI's bundles.
  const entryPoints = { ...workers, 'audit-worker': 'packages/engine/src/run/audit-worker.ts' };
  return { ...COMMON, minify: false, absWorkingDir: root, entryPoints, outdir };
}
