import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.js';
import { WaitingFirst } from './scripts/test-sequencer.js';

/**
 * A test's kind is in its file name, and only there (README, "Development"):
 * - `*.test.ts`          pure: no sockets, no child processes, no browser (project `unit`);
 * - `*.local.test.ts`    local HTTP servers, redis-server, nginx/apache2/caddy, child processes (`local`);
 * - `*.browser.test.ts`  Chromium without Lighthouse (`browser`);
 * - `*.lab.test.ts`      Lighthouse, one file at a time after the others (`lab`; `*.lab.e2e.ts` too);
 * - `*.e2e.ts`           the web app and the built server in Chromium (`e2e`);
 * - `packages/web/src/**\/*.test.ts(x)` the web app's components in jsdom (`web`; `*.ssr.test.tsx` in Node).
 */
const SOURCES = ['packages/*/src', 'bench', 'scripts'];
const named = (suffix: string) => SOURCES.map((dir) => `${dir}/**/*${suffix}`);
const WAITING = ['.local.test.ts', '.browser.test.ts', '.lab.test.ts'];

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** VITEST_CPU_LOG=<file>: each test file logs its CPU time there (bench/test-cpu.setup.ts). */
const cpuLog = process.env.VITEST_CPU_LOG ? [here('./bench/test-cpu.setup.ts')] : [];
/** Fails a `*.test.ts` file that opens a socket, starts a process or a thread (see the file). */
const pureGuard = here('./scripts/test-kind.setup.ts');

export default defineConfig({
  resolve: {
    // Tests run against the engine's source, so a change is tested without a rebuild.
    alias: [
      { find: /^@rankscope\/engine\/schema$/, replacement: here('./packages/engine/src/schema.ts') },
      { find: /^@rankscope\/engine\/report$/, replacement: here('./packages/engine/src/report/index.ts') },
      { find: /^@rankscope\/engine\/diff$/, replacement: here('./packages/engine/src/diff/index.ts') },
      { find: /^@rankscope\/engine$/, replacement: here('./packages/engine/src/index.ts') },
      { find: /^@\//, replacement: here('./packages/web/src/') },
    ],
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Most local
    // tests wait on sockets, child processes and timers rather than compute. Three workers kept 2 cores
    // busy (1.7 cores) while every app start compressed the web app; without that they used 1.3, and four
    // share them (bench/README.md, "Test suite time").
    maxWorkers: 4,
    // Browser and local files first (they wait longest), then the pure ones: see the file.
    sequence: { sequencer: WaitingFirst },
    setupFiles: cpuLog,
    // The engine's worker threads, bundled once from the sources (see the file).
    globalSetup: [here('./scripts/test-worker-bundles.ts')],
    reporters: ['default', new SummaryReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: named('.test.ts'),
          exclude: ['packages/web/**', ...WAITING.flatMap(named)],
          // One module cache per worker for all its files (fork start-up and imports once, not per file): a
          // test that changes process-wide state (env, timers, globals) puts it back.
          isolate: false,
          // (cpuLog comes from the root's setupFiles.)
          setupFiles: [pureGuard],
        },
      },
      {
        extends: true,
        test: { name: 'local', include: named('.local.test.ts'), isolate: false },
      },
      {
        extends: true,
        // Chromium without Lighthouse (rendering, PDFs, the guard proxy, axe, the lab's browser launcher):
        // nothing they check depends on the machine's speed, so they run beside the unit and local tests.
        test: {
          name: 'browser',
          include: named('.browser.test.ts'),
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Lighthouse runs: one file at a time, after the others (two Lighthouse runs competing for 2 cores
        // would measure each other).
        test: {
          name: 'lab',
          include: [...named('.lab.test.ts'), 'e2e/**/*.lab.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          exclude: ['packages/web/src/**/*.ssr.test.tsx'],
          environment: 'jsdom',
          // One module cache and DOM per worker for all its files, like the unit tests: 72 → 27 CPU-s for
          // the 31 files (jsdom set up once instead of per file). Each test unmounts what it rendered and
          // clears storage (test/setup.ts); the suite passes in shuffled orders.
          isolate: false,
          setupFiles: [here('./packages/web/src/test-support/setup.ts'), pureGuard],
        },
      },
      {
        extends: true,
        plugins: [react()],
        // `*.ssr.test.tsx`: what runs at build time in Node (the prerender entry), in Node with its own
        // modules. React's server renderer left a context value behind in the shared modules (a
        // <MemoryRouter> rendered next in the same worker failed as "a <Router> inside another <Router>").
        test: {
          name: 'web-ssr',
          include: ['packages/web/src/**/*.ssr.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // Real Chromium against the built app and the real server, after the lab: two files at a time (each
        // starts its own server and browser on free ports; they wait on the pages more than they compute).
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          exclude: ['e2e/**/*.lab.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
