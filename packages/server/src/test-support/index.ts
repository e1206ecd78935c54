/** Test helpers: a real app on a temporary data directory, configured like production unless overridden. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfPrinter, runAudit, type Report } from '@rankscope/engine';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { ServerContext } from '../context.js';
import { signReport } from '../report-signature.js';
import { openSqliteStore } from '../store/sqlite.js';

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
      await store.close();
    },
  };
}

/** A SESSION_SECRET for tests that sign reports themselves (at least 32 characters). */
export const TEST_SECRET = 'test-session-secret-0123456789abcdef';

/**
 * An engine report as a client receives it from `POST /api/audit`: JSON, signed with `secret`. For tests
 * that need a report without running the audit route; the route's own signing is tested on its own.
 */
export function signedReport(report: object, secret = TEST_SECRET): Report & { signature: string } {
  return signReport(
    JSON.parse(JSON.stringify(report)) as Record<string, unknown>,
    secret,
  ) as unknown as Report & {
    signature: string;
  };
}

/**
 * Every (method, path) the app registers, read from Fastify's route tree (`printRoutes`), where a child
 * line continues its parent's path: `├── /api/audit (POST)` then `│   └── /progress (GET)`.
 */
export function registeredRoutes(app: FastifyInstance): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (m[2] ?? '');
    stack.push(path);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path });
  }
  return routes;
}
