/**
 * The embedded scheduler (one process, SQLite): one timer per active monitor, armed for its next tick
 * (croner reads the cron expression in the monitor's time zone), each tick's run with scheduledFor = the
 * tick's time. Runs, manual ones included, go through executeRun a few at a time (the audit queue's
 * concurrency), so 1,000 monitors due in the same minute queue up instead of flooding the audit queue.
 * A restart keeps every monitor (they are in the store); a tick missed while the process was down runs
 * once at start (scheduledFor = the missed tick), never once per missed tick, and a run the process
 * left unfinished (stopped or killed mid-run) is carried on at start.
 */
import PQueue from 'p-queue';
import { executeRun, type RunDeps, type RunRequest } from './run.js';
import { nextTick } from './schedule.js';
import type { Monitor, MonitorScheduler } from './types.js';

/** How long closing lets running runs finish (within Fastify's 10 s for close hooks). */
const CLOSE_GRACE_MS = 8_000;
/** How many of a monitor's newest runs start() looks at for runs left unfinished. */
const UNFINISHED_LOOKBACK = 5;
/** setTimeout's longest delay (about 24.8 days): a later tick re-arms when it ends. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface EmbeddedScheduler extends MonitorScheduler {
  /** Resolves when no run is running or waiting (tests, benchmarks). */
  idle(): Promise<void>;
  /** Timers armed now (one per active monitor with a next tick). */
  readonly armed: number;
}

export function createEmbeddedScheduler(
  deps: Omit<RunDeps, 'signal'>,
  options: { concurrency: number },
): EmbeddedScheduler {
  const timers = new Map<string, { timer: NodeJS.Timeout; tick: number }>();
  const runs = new PQueue({ concurrency: options.concurrency });
  const stopping = new AbortController();
  const runDeps: RunDeps = { ...deps, signal: stopping.signal };
  let closed = false;

  const enqueue = (monitorId: string, request: RunRequest): void => {
    if (closed) return;
    runs
      .add(() => executeRun(runDeps, { id: monitorId }, request))
      .catch((err: unknown) => deps.log.error({ err, monitor: monitorId }, 'monitor run failed'));
  };

  const disarm = (monitorId: string): void => {
    const armed = timers.get(monitorId);
    if (armed) clearTimeout(armed.timer);
    timers.delete(monitorId);
  };

  /** Arms the timer for `tick` (epoch ms); fires the run and arms the next one when it comes. */
  const armAt = (monitor: Pick<Monitor, 'id' | 'schedule' | 'timezone'>, tick: number): void => {
    disarm(monitor.id);
    if (closed) return;
    const delay = Math.min(Math.max(0, tick - deps.now()), MAX_DELAY_MS);
    const timer = setTimeout(() => {
      if (timers.get(monitor.id)?.timer !== timer) return;
      // A delay capped by setTimeout's limit, or a clock behind the timer: not yet.
      if (deps.now() < tick) return armAt(monitor, tick);
      enqueue(monitor.id, { trigger: 'schedule', scheduledFor: tick });
      void arm(monitor, tick);
    }, delay);
    timer.unref();
    timers.set(monitor.id, { timer, tick });
  };

  /** Arms the monitor's next tick after `after` and records it on the monitor; answers it. */
  const arm = async (
    monitor: Pick<Monitor, 'id' | 'schedule' | 'timezone'>,
    after: number,
  ): Promise<number | null> => {
    const tick = nextTick(monitor.schedule, monitor.timezone, Math.max(after, deps.now()));
    if (tick === null) {
      disarm(monitor.id);
    } else {
      armAt(monitor, tick);
    }
    try {
      await deps.store.updateMonitor(monitor.id, null, { nextRunAt: tick }, deps.now());
    } catch (err) {
      deps.log.warn({ err, monitor: monitor.id }, 'next run not recorded');
    }
    return tick;
  };

  return {
    get armed() {
      return timers.size;
    },
    async upsert(monitor) {
      if (monitor.paused) {
        disarm(monitor.id);
        return null;
      }
      return arm(monitor, deps.now());
    },
    async remove(monitorId) {
      disarm(monitorId);
    },
    async runNow(monitor) {
      // Claimed here so the caller has the run's id at once; the queue carries it on (resume).
      const scheduledFor = deps.now();
      const { run } = await deps.store.claimRun(
        { monitorId: monitor.id, trigger: 'manual', scheduledFor },
        scheduledFor,
      );
      enqueue(monitor.id, { trigger: 'manual', scheduledFor, resume: true });
      return run.id;
    },
    async start() {
      const now = deps.now();
      for (const monitor of await deps.store.activeMonitors()) {
        // Runs this process claimed and never finished (it stopped or died): carried on now, once.
        for (const run of await deps.store.listRuns(monitor.id, UNFINISHED_LOOKBACK)) {
          if (run.status === 'queued' || run.status === 'running')
            enqueue(monitor.id, { trigger: run.trigger, scheduledFor: run.scheduledFor, resume: true });
        }
        // Missed while down: one catch-up run for the tick that was due, then the schedule goes on.
        if (monitor.nextRunAt !== null && monitor.nextRunAt <= now)
          enqueue(monitor.id, { trigger: 'schedule', scheduledFor: monitor.nextRunAt });
        await arm(monitor, now);
      }
    },
    async close() {
      closed = true;
      for (const id of [...timers.keys()]) disarm(id);
      // Waiting runs stay for the next start (a manual one is claimed and carried on then); running ones
      // get a moment to finish, then stop and are recorded as not made (SHUTTING_DOWN, no alert).
      runs.clear();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        runs.onIdle(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, CLOSE_GRACE_MS);
        }),
      ]);
      clearTimeout(timer);
      stopping.abort();
      await runs.onIdle();
    },
    idle: () => runs.onIdle(),
  };
}
