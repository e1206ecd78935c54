/**
 * `npm run worker` / `node packages/server/dist/worker-main.js`: an audit worker of the scale-out path.
 * Needs REDIS_URL (the same configuration as the API processes); runs WORKER_CONCURRENCY audits at once
 * with the lab in this process, and as many monitor runs (their ticks are jobs too). SIGTERM/SIGINT: no new audits, running ones finish (up to the audit
 * limit), then exit; a second signal exits at once (the audits restart on another worker).
 */
import { createLab, labEnvOptions, runAudit, runSiteAudit } from '@rankscope/engine';
import { ALERTS_NEED_PUBLIC_URL, ConfigError, loadConfig } from './config.js';
import { openCrawlQueue, workerSiteAudit } from './queue/crawl-queue.js';
import { startCrawlWorker } from './queue/crawl-worker.js';
import { engineRunner } from './queue/engine-runner.js';
import { createFieldSource } from './crux/index.js';
import { openSharedState } from './queue/shared-state.js';
import { startAuditWorker } from './queue/worker.js';
import { startWorkerRuns } from './monitors/worker-runs.js';
import { AUDIT_TIMEOUT_MS } from './routes/audit.js';

const write = (level: string, msg: string, obj: object = {}): void => {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...obj })}\n`);
};
/** An Error would serialise as {}: its text instead. */
const withErr = (obj: object): object => ('err' in obj ? { ...obj, err: String(obj.err) } : obj);
const log = {
  info: (msg: string) => write('info', msg),
  warn: (obj: object, msg: string) => write('warn', msg, withErr(obj)),
  error: (obj: object, msg: string) =>
    write('error', msg, { ...obj, err: String((obj as { err?: unknown }).err) }),
};

process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'Unhandled promise rejection'));

async function main(): Promise<void> {
  const config = loadConfig();
  for (const warning of config.deprecations) log.warn({}, warning);
  if (!config.REDIS_URL)
    throw new ConfigError('REDIS_URL must be set for a worker (it takes audits from Redis)');
  if (!config.PUBLIC_URL)
    log.warn({}, `PUBLIC_URL is not set: monitor alerts will not be sent (${ALERTS_NEED_PUBLIC_URL})`);
  const { store, redis } = await openSharedState(config, config.REDIS_URL, log);
  const lab = config.LAB
    ? await createLab({
        allowPrivate: config.ALLOW_PRIVATE_TARGETS,
        concurrency: config.LAB_CONCURRENCY,
        ...labEnvOptions(config.engine),
      })
    : null;
  // Site audits fan out: each page is a crawl-page job any worker runs (this one included).
  const crawls = await openCrawlQueue(config.REDIS_URL, config.REDIS_PREFIX, redis);
  const crawlWorker = await startCrawlWorker({
    url: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    concurrency: config.WORKER_CRAWL_CONCURRENCY,
    lockMs: config.WORKER_LOCK_MS,
    stalledMs: config.WORKER_STALLED_INTERVAL_MS,
    maxStalled: config.WORKER_MAX_STALLED,
    log,
  });
  const runEngine = engineRunner({
    config,
    lab,
    runAudit,
    runSiteAudit: workerSiteAudit(crawls, runSiteAudit),
    field: createFieldSource(config, redis),
  });
  const worker = await startAuditWorker({
    url: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    store,
    runEngine,
    concurrency: config.WORKER_CONCURRENCY,
    lockMs: config.WORKER_LOCK_MS,
    stalledMs: config.WORKER_STALLED_INTERVAL_MS,
    maxStalled: config.WORKER_MAX_STALLED,
    auditTimeoutMs: AUDIT_TIMEOUT_MS,
    log,
    sessionSecret: config.SESSION_SECRET,
  });
  // Monitors' ticks and manual runs (issue 24): jobs of the BullMQ job schedulers the API processes keep.
  const monitorRuns = await startWorkerRuns({
    config: { ...config, REDIS_URL: config.REDIS_URL },
    store,
    redis,
    runEngine,
    log: { info: (obj, msg) => write('info', msg, obj), warn: log.warn, error: log.error },
  });
  log.info(`Rankscope worker ready (${config.WORKER_CONCURRENCY} audits at once)`);

  let stopping = false;
  const shutdown = async (why: string): Promise<void> => {
    if (stopping) {
      log.warn({}, `${why}: stopping now`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${why}: finishing ${worker.running + monitorRuns.running} running audits, then stopping`);
    let code = 0;
    try {
      await Promise.all([worker.close(AUDIT_TIMEOUT_MS), monitorRuns.close(AUDIT_TIMEOUT_MS)]);
      await crawlWorker.close();
      await crawls.close();
      await lab?.close();
      await store.close();
    } catch (err) {
      log.error({ err }, 'Shutdown failed');
      code = 1;
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `rankscope worker: ${err instanceof Error && !(err instanceof ConfigError) ? (err.stack ?? err.message) : String(err instanceof Error ? err.message : err)}\n`,
  );
  process.exit(1);
});
