/**
 * Test helper: API apps and audit workers of the scale-out path in the test process, each with its own
 * Redis connections as separate processes would have, on a test redis-server. close() ends them all.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAudit, runSiteAudit } from '@rankscope/engine';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { AUDIT_TIMEOUT_MS } from '../routes/audit.js';
import { engineRunner } from '../queue/engine-runner.js';
import { createRedisBackend } from '../queue/redis-backend.js';
import { openSharedState } from '../queue/shared-state.js';
import { startAuditWorker } from '../queue/worker.js';

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined };

export interface RedisApps {
  /** An API process (buildApp on the Redis backend), ready for inject(). */
  api(): Promise<FastifyInstance>;
  /** An audit worker process. */
  worker(): Promise<void>;
  close(): Promise<void>;
}

export function redisApps(redisUrl: string, env: Record<string, string>): RedisApps {
  const closers: Array<() => Promise<void>> = [];
  const config = () =>
    loadConfig({
      ...env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rankscope-redis-app-')),
      REDIS_URL: redisUrl,
    });
  return {
    async api() {
      const c = config();
      const { redis, store } = await openSharedState(c, redisUrl, quiet);
      const auditBackend = await createRedisBackend({
        url: redisUrl,
        prefix: c.REDIS_PREFIX,
        store,
        redis,
        waitingLimit: c.AUDIT_QUEUE_LIMIT,
        auditTimeoutMs: AUDIT_TIMEOUT_MS,
        now: Date.now,
        sitePages: { base: c.SITE_PAGE_LIMIT, perWorker: c.SITE_PAGE_LIMIT_PER_WORKER },
        sessionSecret: c.SESSION_SECRET,
      });
      const app = await buildApp({ config: c, store, now: Date.now, runAudit, auditBackend, redis });
      await app.ready();
      closers.push(async () => {
        await app.close();
        await auditBackend.dispose();
        await store.close();
      });
      return app;
    },
    async worker() {
      const c = config();
      const { store } = await openSharedState(c, redisUrl, quiet);
      const worker = await startAuditWorker({
        url: redisUrl,
        prefix: c.REDIS_PREFIX,
        store,
        runEngine: engineRunner({ config: c, lab: null, runAudit, runSiteAudit }),
        concurrency: 2,
        lockMs: 5000,
        stalledMs: 2000,
        maxStalled: 2,
        auditTimeoutMs: AUDIT_TIMEOUT_MS,
        log: quiet,
        sessionSecret: c.SESSION_SECRET,
      });
      closers.push(async () => {
        await worker.close(1000);
        await store.close();
      });
    },
    async close() {
      for (const close of closers.reverse()) await close().catch(() => undefined);
    },
  };
}
