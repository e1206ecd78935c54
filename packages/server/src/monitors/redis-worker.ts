/**
 * The monitor side of a worker process (REDIS_URL, worker-main.ts): runs the monitor jobs of
 * redis-scheduler.ts, at most `concurrency` at once. Each job is one run of one tick; `execute` (the run:
 * claim, audit, compare, alert once) gets the tick and whether this is a retry. Faults:
 * - a worker killed mid-run: its job's lock (renewed every lockMs/2 while the run goes on) expires, and
 *   another worker's stalled check hands the job out again with `retry` set. The claim of the tick
 *   exists ("running"): the retry finishes that run instead of skipping it, and markAlertSent keeps the
 *   alert to one whatever the tries;
 * - a run that throws is logged and not retried: the run records its own failure (a site that fails is
 *   an outcome, not a crash), and the next tick comes anyway.
 */
import { UnrecoverableError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { channels } from '../queue/channels.js';
import { redisOptions, type ConnectionLog } from '../queue/connection.js';
import { MONITOR_QUEUE, type MonitorJobData } from './redis-scheduler.js';

/** One run to do. */
export interface MonitorTask {
  monitorId: string;
  trigger: 'schedule' | 'manual';
  /** The tick (a scheduled run) or when it was asked for (a manual one): with monitorId, the run's key. */
  scheduledFor: number;
  /** The run a manual request created; null for a tick (the run claims it). */
  runId: string | null;
  /** True when an earlier try of this job lost its worker: an unfinished run of this tick is ours to finish. */
  retry: boolean;
}

export type MonitorExecutor = (task: MonitorTask, signal: AbortSignal) => Promise<void>;

export interface MonitorWorkerOptions {
  url: string;
  prefix: string;
  execute: MonitorExecutor;
  concurrency: number;
  lockMs: number;
  stalledMs: number;
  maxStalled: number;
  /** A run is stopped after this long. */
  runTimeoutMs: number;
  log: ConnectionLog & { error(obj: object, msg: string): void };
}

export interface MonitorWorker {
  readonly running: number;
  /** Stops taking jobs; running ones get `graceMs` to finish (then they are run again elsewhere). */
  close(graceMs: number): Promise<void>;
}

/** The task of a job: a tick's time is the scheduler's (prevMillis), a manual run's is in its data. */
export function taskOf(job: Job<MonitorJobData>): MonitorTask {
  const scheduledFor = job.data.scheduledFor ?? job.opts.prevMillis;
  if (scheduledFor === undefined) throw new UnrecoverableError(`monitor job ${job.id} has no tick`);
  return {
    monitorId: job.data.monitorId,
    trigger: job.data.runId ? 'manual' : 'schedule',
    scheduledFor,
    runId: job.data.runId ?? null,
    retry: job.attemptsStarted > 1 || job.stalledCounter > 0,
  };
}

export async function startMonitorWorker(options: MonitorWorkerOptions): Promise<MonitorWorker> {
  const active = new Map<string, AbortController>();
  const processor = async (job: Job<MonitorJobData>): Promise<void> => {
    const task = taskOf(job);
    const controller = new AbortController();
    const key = job.id ?? `${task.monitorId}:${task.scheduledFor}`;
    active.set(key, controller);
    const deadline = setTimeout(() => controller.abort(new Error('Run time limit')), options.runTimeoutMs);
    options.log.info(
      `monitor run started: ${task.monitorId} ${task.scheduledFor}${task.retry ? ' (retry)' : ''}`,
    );
    try {
      await options.execute(task, controller.signal);
    } catch (err) {
      // One try per job (BullMQ's default attempts): the next tick is the next chance.
      options.log.error({ err, monitorId: task.monitorId }, 'monitor run failed');
      throw err;
    } finally {
      clearTimeout(deadline);
      active.delete(key);
    }
  };
  const worker = new Worker<MonitorJobData>(MONITOR_QUEUE, processor, {
    connection: redisOptions(options.url) as ConnectionOptions,
    prefix: channels(options.prefix).bull,
    concurrency: options.concurrency,
    lockDuration: options.lockMs,
    stalledInterval: options.stalledMs,
    maxStalledCount: options.maxStalled,
  });
  worker.on('error', (err) => options.log.warn({ err: err.message }, 'monitor worker: Redis error'));
  await worker.waitUntilReady();

  return {
    get running() {
      return active.size;
    },
    async close(graceMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        worker.close().then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), graceMs);
        }),
      ]);
      clearTimeout(timer);
      // Their locks lapse with this process: another worker's stalled check runs them again (retry).
      if (late) await worker.close(true);
    },
  };
}
