/**
 * The scale-out MonitorScheduler (REDIS_URL): each active monitor is a BullMQ job scheduler with a
 * stable id (`monitor:<id>`), kept in Redis, so any number of API processes share one schedule and a
 * restart loses none. A tick is a job (`repeat:monitor:<id>:<tick>`: one id per tick, so two processes
 * upserting the same monitor never make two) that a worker process runs (redis-worker.ts); a manual run
 * is a job too. A tick that came due while every worker was down waits as a job and runs once when a
 * worker is back (BullMQ keeps the one due job, not one per missed tick).
 */
import { Queue, type ConnectionOptions } from 'bullmq';
import { channels } from '../queue/channels.js';
import { redisOptions } from '../queue/connection.js';
import type { Monitor, MonitorScheduler, MonitorStore } from './types.js';

export const MONITOR_QUEUE = 'monitors';

/** What a monitor job carries; a scheduled tick's time is the job's own (opts.prevMillis). */
export interface MonitorJobData {
  monitorId: string;
  /** Set on manual runs: the run created when it was asked for. */
  runId?: string;
  scheduledFor?: number;
}

export const schedulerId = (monitorId: string): string => `monitor:${monitorId}`;

/** Finished monitor jobs stay a day (at most 1,000) for inspection; their outcome is the run. */
export const MONITOR_JOB_OPTIONS = {
  removeOnComplete: { age: 86_400, count: 1000 },
  removeOnFail: { age: 86_400, count: 1000 },
} as const;

export interface RedisSchedulerOptions {
  url: string;
  prefix: string;
  store: MonitorStore;
  now: () => number;
}

export interface RedisMonitorScheduler extends MonitorScheduler {
  /** The underlying queue (tests and the bench read its jobs). */
  readonly queue: Queue<MonitorJobData>;
}

export async function createRedisMonitorScheduler(
  options: RedisSchedulerOptions,
): Promise<RedisMonitorScheduler> {
  const queue = new Queue<MonitorJobData>(MONITOR_QUEUE, {
    connection: redisOptions(options.url) as ConnectionOptions,
    prefix: channels(options.prefix).bull,
  });
  queue.on('error', () => undefined);
  await queue.waitUntilReady();

  const upsert = async (monitor: Monitor): Promise<number | null> => {
    if (monitor.paused) {
      await queue.removeJobScheduler(schedulerId(monitor.id));
      return null;
    }
    const job = await queue.upsertJobScheduler(
      schedulerId(monitor.id),
      { pattern: monitor.schedule, tz: monitor.timezone },
      { name: 'tick', data: { monitorId: monitor.id }, opts: MONITOR_JOB_OPTIONS },
    );
    const next = job?.opts.prevMillis ?? null;
    // Recorded on the monitor (its page shows it); workers move it on at each tick.
    await options.store.updateMonitor(monitor.id, null, { nextRunAt: next }, options.now());
    return next;
  };

  return {
    queue,
    upsert,
    async remove(monitorId) {
      await queue.removeJobScheduler(schedulerId(monitorId));
    },
    async runNow(monitor) {
      const at = options.now();
      // One run of a monitor at a time, whichever API process is asked: the run under way answers.
      const { run, busyWith } = await options.store.claimRun(
        { monitorId: monitor.id, trigger: 'manual', scheduledFor: at },
        at,
        { exclusive: true },
      );
      if (busyWith !== undefined) return busyWith;
      try {
        await queue.add(
          'manual',
          { monitorId: monitor.id, runId: run.id, scheduledFor: at },
          { jobId: `manual-${run.id}`, ...MONITOR_JOB_OPTIONS },
        );
      } catch (err) {
        // Not queued: the run must not stay "queued" (asking again would answer it forever).
        await options.store
          .updateRun(run.id, {
            status: 'failed',
            finishedAt: options.now(),
            error: { code: 'INTERNAL', message: 'The run could not be made (server error).' },
          })
          .catch(() => undefined);
        throw err;
      }
      return run.id;
    },
    /**
     * Schedules live in Redis across restarts: start() only repairs what a crash between the store and
     * the queue left behind: an active monitor without a scheduler gets one, a scheduler without an
     * active monitor goes. Existing schedulers are left as they are (re-upserting would drop a due tick).
     */
    async start() {
      // Schedulers first, monitors second: a monitor another process creates meanwhile is then seen
      // as active (and upserted again, harmlessly), never its new scheduler as an orphan.
      const known = new Set<string>();
      const total = await queue.getJobSchedulersCount();
      for (let start = 0; start < total; start += 500) {
        for (const s of await queue.getJobSchedulers(start, start + 499, true)) known.add(s.key);
      }
      const active = new Map((await options.store.activeMonitors()).map((m) => [schedulerId(m.id), m]));
      for (const key of known) if (!active.has(key)) await queue.removeJobScheduler(key);
      for (const [key, monitor] of active) if (!known.has(key)) await upsert(monitor);
    },
    async close() {
      await queue.close();
    },
  };
}
