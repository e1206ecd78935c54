import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.js';
import { slowFirst } from './scripts/test-sequencer.js';

/** Engine tests that drive Chromium (Lighthouse, rendering, PDFs, the guard proxy). */
const LAB_TESTS = [
  'packages/*/src/**/*.lab.test.ts',
  'packages/engine/src/lab/**/*.test.ts',
  'packages/engine/src/checks/performance/*.integration.test.ts',
];
/**
 * Chromium without Lighthouse (rendering, PDFs, the guard proxy, axe, the lab's browser launcher): nothing
 * they check depends on the machine's speed, so they run beside the node tests instead of one at a time.
 */
// lab/render.test.ts stays in the lab group: its cancelled render did not settle within 60 s twice when it
// ran beside the node tests (not investigated yet).
const BROWSER_TESTS = [
  'packages/engine/src/lab/pdf.test.ts',
  'packages/engine/src/lab/render-rich-results.test.ts',
  'packages/engine/src/lab/guard-proxy.test.ts',
  'packages/engine/src/lab/lighthouse/browser.test.ts',
  'packages/engine/src/print/suggestions.lab.test.ts',
  'packages/engine/src/gather/head-end.lab.test.ts',
  'packages/engine/src/checks/quality/img-alt-missing.axe.lab.test.ts',
  // A Lighthouse worker on about:blank (it throws at once: nothing measured), and credentials over CDP.
  'packages/engine/src/lab/lighthouse/pool.test.ts',
  'packages/engine/src/lab/credential-cdp.test.ts',
];
/** Tests under lab/ that start no browser (pure logic, a local PSI server): they run with the node tests. */
const LAB_NO_BROWSER = [
  'packages/engine/src/lab/chromium.test.ts',
  'packages/engine/src/lab/extract.test.ts',
  'packages/engine/src/lab/parity-facts.test.ts',
  'packages/engine/src/lab/psi.test.ts',
  'packages/engine/src/lab/lighthouse/semaphore.test.ts',
  'packages/engine/src/lab/credential-scope.test.ts',
  'packages/engine/src/lab/lighthouse/profiles.test.ts',
];

/** Files of the first group that take 7 s or more (a fresh-clone CI run, 2026-11-27), slowest first. */
const SLOWEST = [
  'packages/server/src/scaleout-monitors.test.ts',
  'packages/engine/src/report-caps.test.ts',
  'packages/engine/src/hostile-text.test.ts',
  'packages/server/src/routes/audit-cancel.test.ts',
  'packages/cli/src/action.test.ts',
  'packages/server/src/routes/audit-hostile.test.ts',
  'packages/server/src/scaleout.test.ts',
  'packages/engine/src/advise/fixes/round-trip-pages.test.ts',
  'packages/server/src/queue/redis-outage.test.ts',
  'packages/server/src/queue/crawl-fanout.test.ts',
  'packages/engine/src/lab/pdf.test.ts',
  'packages/server/src/routes/auth.test.ts',
  'packages/server/src/routes/audit.test.ts',
  'packages/engine/src/crawl/politeness.test.ts',
  'packages/engine/src/gather/deep-markup.test.ts',
  'packages/engine/src/crawl/crawler.test.ts',
  'packages/engine/src/gather/head-end.lab.test.ts',
  'packages/engine/src/text/trigram-language.test.ts',
  'packages/server/src/server.test.ts',
  'packages/engine/src/catalogue.test.ts',
];

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** VITEST_CPU_LOG=<file>: each test file logs its CPU time there (bench/test-cpu.setup.ts). */
const cpuLog = process.env.VITEST_CPU_LOG ? [here('./bench/test-cpu.setup.ts')] : [];

export default defineConfig({
  resolve: {
    // Tests run against the engine's source, so a change is tested without a rebuild.
    alias: [
      { find: /^@rankscope\/engine\/schema$/, replacement: here('./packages/engine/src/schema.ts') },
      { find: /^@rankscope\/engine\/report$/, replacement: here('./packages/engine/src/report.ts') },
      { find: /^@rankscope\/engine\/diff$/, replacement: here('./packages/engine/src/diff/index.ts') },
      { find: /^@rankscope\/engine$/, replacement: here('./packages/engine/src/index.ts') },
      { find: /^@\//, replacement: here('./packages/web/src/') },
    ],
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Most node
    // tests wait on sockets, child processes and timers rather than compute. Three workers kept 2 cores
    // busy (1.7 cores) while every app start compressed the web app; without that they used 1.3, and four
    // share them (bench/README.md, "Test suite time").
    maxWorkers: 4,
    // The slowest files first (see the file): a fresh clone has no record of durations.
    sequence: { sequencer: slowFirst(SLOWEST) },
    setupFiles: cpuLog,
    // The engine's worker threads, bundled once from the sources (see the file).
    globalSetup: [here('./scripts/test-worker-bundles.ts')],
    reporters: ['default', new SummaryReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
          // One module cache per worker for all its files (fork start-up and imports once, not per file): a
          // test that changes process-wide state (env, timers, globals) puts it back.
          isolate: false,
          exclude: [
            'packages/web/**',
            ...LAB_TESTS.filter((g) => g !== 'packages/engine/src/lab/**/*.test.ts'),
            // lab/ tests except LAB_NO_BROWSER
            `packages/engine/src/lab/**/!(${LAB_NO_BROWSER.map((f) => f.split('/').pop()?.replace('.test.ts', '')).join('|')}).test.ts`,
          ],
        },
      },
      {
        extends: true,
        // Lighthouse runs: one file at a time, after the unit tests (two Lighthouse runs competing for 2
        // cores would measure each other). A new *.lab.test.ts or lab/ test lands here unless listed above.
        test: {
          name: 'lab',
          // lab.e2e.ts: the server's lab audit in the browser, a Lighthouse pair like the others here.
          include: [...LAB_TESTS, 'e2e/lab.e2e.ts'],
          exclude: [...LAB_NO_BROWSER, ...BROWSER_TESTS],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // BROWSER_TESTS, beside the node tests.
        test: {
          name: 'browser',
          include: BROWSER_TESTS,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          exclude: ['packages/web/src/entry-server.test.tsx'],
          environment: 'jsdom',
          // One module cache and DOM per worker for all its files, like the node tests: 72 → 27 CPU-s for
          // the 31 files (jsdom set up once instead of per file). Each test unmounts what it rendered and
          // clears storage (test/setup.ts); the suite passes in shuffled orders.
          isolate: false,
          setupFiles: [here('./packages/web/src/test/setup.ts'), ...cpuLog],
        },
      },
      {
        extends: true,
        plugins: [react()],
        // The prerender entry runs at build time in Node, not in a browser: its own project, in Node, with
        // its own modules. React's server renderer left a context value behind in the shared modules (a
        // <MemoryRouter> rendered next in the same worker failed as "a <Router> inside another <Router>").
        test: {
          name: 'web-ssr',
          include: ['packages/web/src/entry-server.test.tsx'],
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
          exclude: ['e2e/lab.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
