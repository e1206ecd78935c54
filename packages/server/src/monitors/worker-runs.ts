/**
 * Monitor runs in a worker process (REDIS_URL): the BullMQ monitor worker (redis-worker.ts) hands each
 * tick or manual run to executeRun, which audits with this process's engine (the lab and settings of
 * the worker, like its audit jobs) and alerts through this process's senders. A retried job (its first
 * worker died) and a manual run (claimed by the API to answer its id) resume their unfinished run.
 */
import type { Redis } from 'ioredis';
import { createAlerts } from '../alerts/index.js';
import type { Config } from '../config.js';
import type { EngineRunner } from '../queue/engine-runner.js';
import { startMonitorWorker, type MonitorWorker } from './redis-worker.js';
import { executeRun, RUN_TIMEOUT_MS, type RunLog } from './run.js';
import { nextTick } from './schedule.js';
import type { UsageStore } from '../store/types.js';
import type { MonitorStore } from './types.js';

export interface WorkerRunsOptions {
  config: Config & { REDIS_URL: string };
  store: MonitorStore & Pick<UsageStore, 'takeUsage'>;
  redis: Redis;
  runEngine: EngineRunner;
  log: RunLog;
}

export interface WorkerRuns {
  readonly running: number;
  close(graceMs: number): Promise<void>;
}

export async function startWorkerRuns(o: WorkerRunsOptions): Promise<WorkerRuns> {
  const { config, store } = o;
  const alerts = createAlerts({ config, store, log: o.log, now: Date.now, redis: o.redis });
  const backend = { siteAudits: true, run: o.runEngine };
  const worker: MonitorWorker = await startMonitorWorker({
    url: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    concurrency: config.WORKER_CONCURRENCY,
    lockMs: config.WORKER_LOCK_MS,
    stalledMs: config.WORKER_STALLED_INTERVAL_MS,
    maxStalled: config.WORKER_MAX_STALLED,
    // The run's own limit plus the time to store it and hand the alert over (and a re-check's pause and audit).
    runTimeoutMs:
      RUN_TIMEOUT_MS +
      30_000 +
      (config.MONITOR_RECHECK_SECONDS > 0 ? config.MONITOR_RECHECK_SECONDS * 1000 + RUN_TIMEOUT_MS : 0),
    log: {
      info: (msg) => o.log.info({}, msg),
      warn: (obj, msg) => o.log.warn(obj, msg),
      error: (obj, msg) => o.log.error(obj, msg),
    },
    async execute(task, signal) {
      const monitor = await store.getMonitor(task.monitorId);
      if (!monitor) return;
      if (task.trigger === 'schedule') {
        // The monitor's next tick, as BullMQ has just scheduled it (the same cron, the same zone).
        const next = nextTick(monitor.schedule, monitor.timezone, task.scheduledFor + 1);
        await store.updateMonitor(monitor.id, null, { nextRunAt: next }, Date.now());
      }
      await executeRun(
        { store, backend, alerts: alerts.sender, config, now: Date.now, log: o.log, signal },
        monitor,
        {
          trigger: task.trigger,
          scheduledFor: task.scheduledFor,
          resume: task.retry || task.trigger === 'manual',
        },
      );
    },
  });
  return {
    get running() {
      return worker.running;
    },
    async close(graceMs) {
      await worker.close(graceMs);
      await alerts.close();
    },
  };
}
