/** Test helpers: a real app on a temporary data directory, configured like production unless overridden. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfPrinter, runAudit } from '@rankscope/engine';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import type { ServerContext } from './context.js';
import { openSqliteStore } from './store/sqlite.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: ServerContext;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function testApp(
  env: Record<string, string> = {},
  overrides: Partial<Omit<ServerContext, 'config'>> = {},
): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rankscope-server-'));
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  let clock = Date.UTC(2026, 10, 22, 12);
  const store = overrides.store ?? openSqliteStore(join(dataDir, 'rankscope.db'));
  // The real printer: it starts Chromium only when a test asks for a PDF.
  const printer = overrides.printer ?? new PdfPrinter({ env: { CHROME_PATH: config.CHROME_PATH } });
  const ctx: ServerContext = { config, store, now: () => clock, runAudit, printer, ...overrides };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    advance: (ms) => {
      clock += ms;
    },
    close: async () => {
      await app.close();
      store.close();
    },
  };
}
