/**
 * `npm start` / `node packages/server/dist/server.js`: reads the configuration, opens the store, serves
 * the API and the built web app, purges expired data hourly, and shuts down gracefully (running audits
 * finish first; the PDF browser closes with the app). No Chromium outlives the process: the lab and
 * Playwright kill their browsers' process groups on every exit (a second SIGTERM/SIGINT stops at once).
 */
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { createAuditThreads, createLab, labEnvOptions, runAudit, runSiteAudit } from '@rankscope/engine';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import type { Redis } from 'ioredis';
import type { AuditBackend } from './queue/backend.js';
import { createRedisBackend } from './queue/redis-backend.js';
import { createRedisMonitorScheduler } from './monitors/redis-scheduler.js';
import { openSharedState } from './queue/shared-state.js';
import { AUDIT_TIMEOUT_MS, CLOSE_GRACE_MS } from './routes/audit.js';
import { openSqliteStore } from './store/sqlite.js';
import { createFieldSource } from './crux/index.js';
import type { Store } from './store/types.js';
import type { MonitorScheduler } from './monitors/types.js';

const DAY = 86_400_000;
/** After the drain, how long answers still being written may keep their connections while the app closes. */
const CLOSE_SOCKETS_MS = 10_000;

/** Set once the app exists, so the process-level handlers log through it. */
let log: { error(obj: object, msg: string): void; fatal(obj: object, msg: string): void } | null = null;

// A promise some library rejected with nobody listening (chrome-launcher once did, mid-launch): log it
// and keep serving every other visitor rather than dying.
process.on('unhandledRejection', (reason) => {
  if (log) log.error({ err: reason }, 'Unhandled promise rejection (kept serving)');
  else process.stderr.write(`rankscope server: unhandled promise rejection: ${String(reason)}\n`);
});

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`rankscope server: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const bootLog = {
    warn: (obj: object, msg: string) => process.stderr.write(`${msg} ${JSON.stringify(obj)}\n`),
    info: (msg: string) => process.stderr.write(`${msg}\n`),
  };
  let store: Store;
  let auditBackend: AuditBackend | undefined;
  let redis: Redis | undefined;
  let monitorScheduler: MonitorScheduler | undefined;
  if (config.REDIS_URL) {
    // Scale-out: state in Redis, audits on workers (`npm run worker`); this process runs none.
    const shared = await openSharedState(config, config.REDIS_URL, bootLog);
    store = shared.store;
    redis = shared.redis;
    auditBackend = await createRedisBackend({
      url: config.REDIS_URL,
      prefix: config.REDIS_PREFIX,
      store,
      redis: shared.redis,
      waitingLimit: config.AUDIT_QUEUE_LIMIT,
      auditTimeoutMs: AUDIT_TIMEOUT_MS,
      now: Date.now,
      sitePages: { base: config.SITE_PAGE_LIMIT, perWorker: config.SITE_PAGE_LIMIT_PER_WORKER },
      sessionSecret: config.SESSION_SECRET,
    });
    // Monitors' schedules are BullMQ job schedulers shared by every API process; workers run the ticks.
    monitorScheduler = await createRedisMonitorScheduler({
      url: config.REDIS_URL,
      prefix: config.REDIS_PREFIX,
      store,
      now: Date.now,
    });
  } else {
    store = openSqliteStore(join(config.DATA_DIR, 'rankscope.db'));
    // Kept in the store from the first start on (seeded from secrets.json), like every shared secret.
    config.USAGE_SALT = await store.secret('usage-salt', () => config.USAGE_SALT);
  }
  // The PDF printer starts Chromium on the first PDF request; closing the app closes it.
  // The lab's browsers start on the first audit and stay warm; without Chromium its runs say why.
  const lab =
    config.LAB && !auditBackend
      ? await createLab({
          allowPrivate: config.ALLOW_PRIVATE_TARGETS,
          concurrency: config.LAB_CONCURRENCY,
          ...labEnvOptions(config.engine),
        })
      : null;
  // Audits run here only without Redis (with it, the workers ask CrUX, through the same shared limits).
  const field = auditBackend ? null : createFieldSource(config);
  // Monitoring (issue 24): without REDIS_URL the app makes the embedded scheduler (croner timers here,
  // runs through this process's audit queue); with it, the BullMQ one made above.
  // Single-page audits run in worker threads: a hostile page's seconds of parsing and checking never
  // hold this thread, which answers every other request (the crawl analyses its pages in threads too).
  const auditThreads = auditBackend ? null : createAuditThreads();
  const app = await buildApp({
    config,
    store,
    now: Date.now,
    runAudit: auditThreads ? (url, options) => auditThreads.run(url, options) : runAudit,
    runSiteAudit,
    lab,
    field,
    ...(auditBackend && redis ? { auditBackend, redis } : {}),
    ...(monitorScheduler ? { monitorScheduler } : {}),
  });
  log = app.log;
  app.addHook('onClose', async () => lab?.close());
  app.addHook('onClose', async () => auditThreads?.close());
  if (config.generatedSecret) {
    app.log.warn(
      `SESSION_SECRET is not set: using a generated secret kept in ${config.DATA_DIR}/secrets.json`,
    );
  }
  // Usage events are needed for 24 h (the rolling window) and kept at most 48 h (product.md §7).
  // Monitor runs: RUN_RETENTION_DAYS and RUNS_PER_MONITOR (each run also prunes its own monitor's).
  const purge = setInterval(
    () => {
      store.purgeExpired(Date.now(), 2 * DAY).catch((err: unknown) => app.log.warn({ err }, 'Purge failed'));
      store
        .pruneRuns(Date.now(), config.RUN_RETENTION_DAYS * DAY, config.RUNS_PER_MONITOR)
        .catch((err: unknown) => app.log.warn({ err }, 'Monitor runs not pruned'));
    },
    60 * 60 * 1000,
  );
  purge.unref();
  let stopping = false;
  const shutdown = async (why: string, code = 0, graceMs?: number): Promise<void> => {
    if (stopping) {
      // Asked again: stop now. The exit hooks still kill every browser.
      app.log.warn(`${why}: stopping now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${why}: finishing running requests, then stopping`);
    clearInterval(purge);
    try {
      // Running audits finish (at most 120 s); new and waiting ones get 503 with Retry-After meanwhile.
      // Monitors first stop ticking (their running runs finish with the audits), then the audits drain.
      await Promise.all([app.monitorScheduler?.close(), app.audits.drain(graceMs)]);
      // Answers still being written get a moment; a connection left open after that (a client that
      // ignores Connection: close) must not keep the process alive.
      const force = setTimeout(() => app.server.closeAllConnections(), CLOSE_SOCKETS_MS);
      // A connection that never sent a request (a client's spare) is not idle to Node: it would hold
      // the close open until its headers timeout.
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
      await app.close();
      clearTimeout(force);
      await auditBackend?.dispose();
      await store.close();
    } catch (err) {
      app.log.error({ err }, 'Shutdown failed');
      code = 1;
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(signal));
  }
  // The state after an uncaught exception is unknown: stop soon and cleanly (browsers killed), exit 1.
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'Uncaught exception');
    void shutdown('Uncaught exception', 1, CLOSE_GRACE_MS);
  });
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Rankscope is listening on ${address}`);
}

main().catch((err: unknown) => {
  // Not started (e.g. the port is taken): say why and exit, never linger half-started.
  process.stderr.write(
    `rankscope server: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
