// The guard's own fixtures (scripts/test-kind.local.test.ts): pure tests, and ones that are not.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.fixture.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 1,
    setupFiles: [fileURLToPath(new URL('../test-kind.setup.ts', import.meta.url))],
  },
});
