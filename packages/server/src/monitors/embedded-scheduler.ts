/**
 * The embedded scheduler (one process, SQLite): one timer per active monitor, armed for its next tick
 * (croner reads the cron expression in the monitor's time zone), each tick's run with scheduledFor = the
 * tick's time. Runs, manual ones included, go through executeRun a few at a time (the audit queue's
 * concurrency), so 1,000 monitors due in the same minute queue up instead of flooding the audit queue.
 * A tick is claimed in the store (a queued run: the outbox, issue 32) before it waits in the queue, so a
 * stop or a kill -9 loses none: start() carries on every run left queued or running. One run of a
 * monitor at a time: the claim holds the monitor, and a tick that comes while a run is under way is
 * folded into it (missedTicks). A restart keeps every monitor (they are in the store); ticks missed
 * while the process was down run once at start (scheduledFor = the first missed tick, the others
 * counted on it), never once per missed tick.
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
/** Missed ticks counted at most (a minute schedule down for a week is "10,000 or more"). */
const MISSED_COUNT_CAP = 10_000;

/** Ticks of the schedule from `first` (included) up to `now`, at most MISSED_COUNT_CAP. */
function ticksUntil(monitor: Pick<Monitor, 'schedule' | 'timezone'>, first: number, now: number): number {
  let n = 1;
  for (let t = nextTick(monitor.schedule, monitor.timezone, first); t !== null && t <= now;) {
    if (++n >= MISSED_COUNT_CAP) break;
    t = nextTick(monitor.schedule, monitor.timezone, t);
  }
  return n;
}

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

  /**
   * Claims the tick durably (a queued run holding the monitor), then queues it; answers the run's id, or
   * the id of the run under way that the tick was folded into.
   */
  const claimThenQueue = async (
    monitorId: string,
    trigger: RunRequest['trigger'],
    scheduledFor: number,
    missedTicks = 0,
  ): Promise<string> => {
    const claim = await deps.store.claimRun({ monitorId, trigger, scheduledFor, missedTicks }, deps.now(), {
      exclusive: true,
    });
    const unfinished = claim.run.status === 'queued' || claim.run.status === 'running';
    if (claim.busyWith !== undefined) {
      // A run claimed before (by an older version, or whose hold lapsed) that lost the monitor meanwhile.
      if (unfinished && claim.run.id !== '')
        await deps.store.updateRun(claim.run.id, {
          status: 'failed',
          finishedAt: deps.now(),
          error: { code: 'SKIPPED', message: 'Not run: another run of this monitor was under way.' },
        });
      return claim.busyWith;
    }
    if (claim.created || unfinished) enqueue(monitorId, { trigger, scheduledFor, resume: true });
    return claim.run.id;
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
      // Claimed before the next tick is recorded: a crash in between leaves this tick due at start.
      claimThenQueue(monitor.id, 'schedule', tick)
        .catch((err: unknown) => deps.log.error({ err, monitor: monitor.id }, 'monitor tick not claimed'))
        .finally(() => void arm(monitor, tick));
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
      // Claimed here so the caller has the run's id at once (or the one under way's); the queue carries it on.
      return claimThenQueue(monitor.id, 'manual', deps.now());
    },
    async start() {
      const now = deps.now();
      for (const monitor of await deps.store.activeMonitors()) {
        // Runs this process claimed and never finished (it stopped or died): carried on now, once.
        const recent = await deps.store.listRuns(monitor.id, UNFINISHED_LOOKBACK);
        for (const run of recent.reverse()) {
          if (run.status === 'queued' || run.status === 'running')
            await claimThenQueue(monitor.id, run.trigger, run.scheduledFor);
        }
        // Missed while down: one catch-up run for the first tick that was due (the others counted on it,
        // or on the run carried on above), then the schedule goes on.
        if (monitor.nextRunAt !== null && monitor.nextRunAt <= now) {
          const missed = ticksUntil(monitor, monitor.nextRunAt, now);
          await claimThenQueue(monitor.id, 'schedule', monitor.nextRunAt, missed - 1);
        }
        await arm(monitor, now);
      }
    },
    async close() {
      closed = true;
      for (const id of [...timers.keys()]) disarm(id);
      // Waiting runs stay claimed (queued) for the next start; running ones get a moment to finish, then
      // stop and go back to queued, carried on at the next start too.
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
