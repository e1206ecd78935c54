import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.js';

export default defineConfig({
  resolve: {
    // Tests run against the engine's source, so a change is tested without a rebuild.
    alias: [
      {
        find: /^@rankscope\/engine\/schema$/,
        replacement: fileURLToPath(new URL('./packages/engine/src/schema.ts', import.meta.url)),
      },
      {
        find: /^@rankscope\/engine$/,
        replacement: fileURLToPath(new URL('./packages/engine/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    reporters: ['default', new SummaryReporter()],
  },
});
