/**
 * Deliveries with retries in this process: the first try runs at once (the caller waits for it), each
 * later one after its delay on a timer. Pending tries are not kept: the embedded server uses the store's
 * outbox instead (outbox.ts), so a restart loses none (docs/alerts.md).
 * `settled()` resolves when nothing is pending (tests, shutdown).
 */
import type { DeliveryLog, TryOutcome } from './outcome.js';

/** The waits between tries: base, 2 × base, 4 × base, 8 × base (5 tries; 2 min base ≈ 30 min in all). */
export function backoff(baseMs: number, tries = 5): number[] {
  return Array.from({ length: tries - 1 }, (_, i) => baseMs * 2 ** i);
}

export class Deliveries {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly delaysMs: readonly number[],
    private readonly log: DeliveryLog,
  ) {}

  /** Runs the first try now and the next ones later; resolves after the first. Never rejects. */
  start(what: object, attempt: (tryNumber: number) => Promise<TryOutcome>): Promise<void> {
    return this.track(this.once(what, attempt, 1));
  }

  private async once(what: object, attempt: (n: number) => Promise<TryOutcome>, n: number): Promise<void> {
    let outcome: TryOutcome;
    try {
      outcome = await attempt(n);
    } catch (err) {
      outcome = { result: 'retry', reason: err instanceof Error ? err.message : String(err) };
    }
    if (outcome.result === 'ok') {
      this.log.info({ ...what, try: n }, 'alert delivered');
      return;
    }
    const delay = this.delaysMs[n - 1];
    if (outcome.result === 'fail' || delay === undefined || this.closed) {
      this.log.warn({ ...what, try: n, reason: outcome.reason }, 'alert not delivered');
      return;
    }
    this.log.warn(
      { ...what, try: n, reason: outcome.reason, retryInMs: delay },
      'alert delivery failed, will retry',
    );
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.track(this.once(what, attempt, n + 1));
    }, delay);
    this.timers.add(timer);
  }

  private track(p: Promise<void>): Promise<void> {
    this.running.add(p);
    return p.finally(() => {
      this.running.delete(p);
      this.wake();
    });
  }

  private wake(): void {
    if (this.running.size > 0 || this.timers.size > 0) return;
    for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves once no try is running or waiting. */
  settled(): Promise<void> {
    if (this.running.size === 0 && this.timers.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Drops the tries still waiting (they are logged as lost) and waits for the running ones. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timers.size > 0)
      this.log.warn({ pending: this.timers.size }, 'alert retries dropped at shutdown');
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
    this.wake();
  }
}
