/**
 * Deliveries kept in the embedded store (issue 32): each delivery is written to an outbox before its
 * first try and stays there until it is delivered or given up, with its number of tries and when the
 * next is due. A stop or a kill -9 loses none: the next start carries on every pending delivery at its
 * due time (its idempotency key, the webhook's `webhook-id`, unchanged). With REDIS_URL the deliveries
 * are BullMQ jobs instead (redis-deliveries.ts).
 */
import type { DeliveryJob, DeliveryRunner } from './jobs.js';
import type { DeliveryLog, TryOutcome } from './outcome.js';

export interface PendingDelivery {
  id: number;
  job: DeliveryJob;
  /** Tries made so far. */
  tries: number;
  dueAt: number;
}

/** Where pending deliveries are kept (the SQLite store's `alert_outbox` table). */
export interface DeliveryOutbox {
  add(job: DeliveryJob, dueAt: number): Promise<number>;
  /** After a failed try: `tries` made so far, the next one due at `dueAt`. */
  reschedule(id: number, tries: number, dueAt: number): Promise<void>;
  remove(id: number): Promise<void>;
  pending(): Promise<PendingDelivery[]>;
}

/**
 * The durable in-process runner: tries on this process's timers like the local one, each step recorded
 * in the outbox; `resume()` carries on what an earlier process left.
 */
export function outboxRunner(
  outbox: DeliveryOutbox,
  delaysMs: readonly number[],
  log: DeliveryLog,
  attempt: (job: DeliveryJob) => Promise<TryOutcome>,
  now: () => number = Date.now,
): DeliveryRunner & { resume(): Promise<number> } {
  const timers = new Map<number, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const waiters: Array<() => void> = [];
  let closed = false;

  const wake = (): void => {
    if (running.size > 0 || timers.size > 0) return;
    for (const w of waiters.splice(0)) w();
  };
  const track = (p: Promise<void>): Promise<void> => {
    running.add(p);
    return p.finally(() => {
      running.delete(p);
      wake();
    });
  };

  /** Makes try `tries + 1` of the delivery, then records what comes next. */
  const tryOnce = async (p: PendingDelivery): Promise<void> => {
    const n = p.tries + 1;
    let outcome: TryOutcome;
    try {
      outcome = await attempt(p.job);
    } catch (err) {
      outcome = { result: 'retry', reason: err instanceof Error ? err.message : String(err) };
    }
    const what = { ...p.job.what, try: n };
    const delay = delaysMs[n - 1];
    if (outcome.result === 'ok' || outcome.result === 'fail' || delay === undefined) {
      await outbox.remove(p.id);
      if (outcome.result === 'ok') log.info(what, 'alert delivered');
      else log.warn({ ...what, reason: outcome.reason }, 'alert not delivered');
      return;
    }
    await outbox.reschedule(p.id, n, now() + delay);
    log.warn({ ...what, reason: outcome.reason, retryInMs: delay }, 'alert delivery failed, will retry');
    later({ ...p, tries: n, dueAt: now() + delay });
  };

  const later = (p: PendingDelivery): void => {
    if (closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(p.id);
        void track(tryOnce(p).catch((err: unknown) => log.warn({ err }, 'alert outbox not updated')));
      },
      Math.max(0, p.dueAt - now()),
    );
    timers.set(p.id, timer);
  };

  return {
    async deliver(job) {
      try {
        const id = await outbox.add(job, now());
        await track(tryOnce({ id, job, tries: 0, dueAt: now() }));
      } catch (err) {
        log.warn({ ...job.what, err }, 'alert not delivered (outbox)');
      }
    },
    async resume() {
      const pending = await outbox.pending();
      for (const p of pending) if (!timers.has(p.id)) later(p);
      if (pending.length > 0) log.info({ pending: pending.length }, 'alert deliveries carried on');
      return pending.length;
    },
    settled: () =>
      running.size === 0 && timers.size === 0
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push(resolve)),
    async close() {
      // Pending tries stay in the outbox for the next start.
      closed = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running]);
      wake();
    },
  };
}
