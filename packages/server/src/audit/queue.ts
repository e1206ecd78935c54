/**
 * The bounded in-process audit queue (product.md §15, embedded default): at most `concurrency` audits run
 * at once and at most `waitingLimit` wait; beyond that the queue refuses at once (the route answers 503
 * with Retry-After), so a burst waits instead of overloading the machine and memory stays bounded.
 * Behind a small interface so a BullMQ/Redis queue can replace it for scale-out.
 */
import PQueue from 'p-queue';

export interface AuditQueue {
  /**
   * Runs `task` when a slot is free. Rejects with QueueFullError when too many wait, QueueClosedError
   * after close(), or the signal's reason when it aborts while the task is still waiting. Once running,
   * the task keeps its slot until it settles (it should honour the signal itself).
   */
  run<T>(task: () => Promise<T>, options?: { signal?: AbortSignal }): Promise<T>;
  /** Audits running now. */
  readonly running: number;
  /** Audits waiting for a slot. */
  readonly waiting: number;
  /** Refuses new audits, fails the waiting ones with QueueClosedError, resolves when the running ones end. */
  close(): Promise<void>;
}

/** The queue holds as many audits as it may: try again after `retryAfterSeconds`. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The audit queue is full');
    this.name = 'QueueFullError';
  }
}

/** The server is shutting down and takes no more audits. */
export class QueueClosedError extends Error {
  constructor() {
    super('The audit queue is closed');
    this.name = 'QueueClosedError';
  }
}

export interface LocalQueueOptions {
  concurrency: number;
  /** Audits allowed to wait beyond the running ones (0: none wait). */
  waitingLimit: number;
  /** Assumed duration of an audit before any has finished, for Retry-After (default 15 s). */
  initialAuditSeconds?: number;
}

/** Retry-After never says less than 1 s or more than 2 min. */
const MIN_RETRY_S = 1;
const MAX_RETRY_S = 120;

export function createLocalQueue(options: LocalQueueOptions): AuditQueue {
  const queue = new PQueue({ concurrency: options.concurrency });
  const capacity = options.concurrency + options.waitingLimit;
  // Moving average of audit durations: Retry-After estimates when a slot frees up.
  // Starts from a typical audit (fetch, site phase, checks) and follows real durations quickly.
  let averageSeconds = options.initialAuditSeconds ?? 5;
  let finished = 0;
  let closed = false;
  // Dequeue controllers of the waiting audits, so close() can fail them at once.
  const waitingAudits = new Set<AbortController>();

  const retryAfter = (): number => {
    const ahead = queue.size + 1;
    const estimate = Math.ceil((averageSeconds * ahead) / options.concurrency);
    return Math.min(MAX_RETRY_S, Math.max(MIN_RETRY_S, estimate));
  };

  return {
    get running() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
    async run<T>(task: () => Promise<T>, runOptions: { signal?: AbortSignal } = {}): Promise<T> {
      const { signal } = runOptions;
      signal?.throwIfAborted();
      if (closed) throw new QueueClosedError();
      if (queue.pending + queue.size >= capacity) throw new QueueFullError(retryAfter());
      // p-queue frees a running task's slot as soon as its signal aborts; an audit must keep its slot
      // until it has really stopped, so p-queue only sees a signal that aborts while the task waits.
      const dequeue = new AbortController();
      let started = false;
      const onAbort = (): void => {
        if (!started) dequeue.abort(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waitingAudits.add(dequeue);
      try {
        return await queue.add(
          async () => {
            started = true;
            waitingAudits.delete(dequeue);
            signal?.removeEventListener('abort', onAbort);
            signal?.throwIfAborted();
            const startedAt = performance.now();
            try {
              return await task();
            } finally {
              const seconds = (performance.now() - startedAt) / 1000;
              // The first audits replace the guess outright; later ones move a running average.
              finished++;
              const weight = finished <= 3 ? 1 / finished : 0.2;
              averageSeconds = averageSeconds * (1 - weight) + seconds * weight;
            }
          },
          { signal: dequeue.signal },
        );
      } finally {
        waitingAudits.delete(dequeue);
        signal?.removeEventListener('abort', onAbort);
      }
    },
    async close() {
      closed = true;
      const reason = new QueueClosedError();
      for (const waiting of waitingAudits) waiting.abort(reason);
      waitingAudits.clear();
      await queue.onIdle();
    },
  };
}
