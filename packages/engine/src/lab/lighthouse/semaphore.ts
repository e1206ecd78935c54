/** A counting semaphore with a FIFO queue; waiting can be abandoned through an AbortSignal. */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`Semaphore limit must be ≥ 1, got ${limit}`);
  }

  /** Holders now, and callers waiting for a turn. */
  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Resolves when a slot is free; rejects with the signal's reason if it aborts first. */
  acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const turn = (): void => {
        signal?.removeEventListener('abort', gone);
        resolve();
      };
      const gone = (): void => {
        const i = this.waiting.indexOf(turn);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', gone, { once: true });
      this.waiting.push(turn);
    });
  }

  release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next caller in line.
    if (next) next();
    else this.running = Math.max(0, this.running - 1);
  }

  async use<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await fn();
    } finally {
      this.release();
    }
  }
}
