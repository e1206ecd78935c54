/**
 * How fast the crawl asks each host: no faster than robots.txt's Crawl-delay and the --rate limit
 * (requests per second per host) allow, and slower after the host answers 429 or 503 — it waits what
 * Retry-After asks (or a doubling back-off) and keeps a wider spacing that eases off again as the host
 * answers normally.
 */

/** The longest pause one 429/503 may impose; a longer Retry-After is clipped (the time budget rules). */
export const MAX_RETRY_AFTER_MS = 60_000;
/** The first back-off when a 429/503 names no Retry-After. */
const FIRST_BACKOFF_MS = 1_000;

/** Retry-After as ms from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

interface HostPace {
  /** The next free slot (performance.now() time). */
  nextAt: number;
  /** When the last request to the host actually left (it may have woken later than its slot). */
  lastAt: number;
  /** Extra spacing after 429/503 answers, ms; halves after each normal answer. */
  backoffMs: number;
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

export class HostPacer {
  private readonly hosts = new Map<string, HostPace>();
  private readonly rateIntervalMs: number;

  /** `rate`: requests per second per host at most (null: no limit beyond Crawl-delay). */
  constructor(rate: number | null) {
    this.rateIntervalMs = rate !== null && rate > 0 ? 1000 / rate : 0;
  }

  private pace(host: string): HostPace {
    let pace = this.hosts.get(host);
    if (!pace) {
      pace = { nextAt: 0, lastAt: -Infinity, backoffMs: 0 };
      this.hosts.set(host, pace);
    }
    return pace;
  }

  /** Waits for the host's next slot; false when the crawl was stopped meanwhile. */
  async wait(host: string, crawlDelayMs: number, signal: AbortSignal): Promise<boolean> {
    const pace = this.pace(host);
    const interval = Math.max(crawlDelayMs, this.rateIntervalMs, pace.backoffMs);
    if (interval > 0 || pace.nextAt > performance.now()) {
      const now = performance.now();
      const at = Math.max(now, pace.nextAt);
      pace.nextAt = at + interval;
      await sleep(at - now, signal);
      // A request that woke late (a busy event loop) must not bring the next one closer than the
      // interval: each leaves at least `interval` after the previous one actually left.
      for (let left = pace.lastAt + interval - performance.now(); left > 0 && !signal.aborted;) {
        await sleep(left, signal);
        left = pace.lastAt + interval - performance.now();
      }
    }
    pace.lastAt = performance.now();
    return !signal.aborted;
  }

  /** A 429/503 answer: pause the host for Retry-After (or the back-off) and widen its spacing. */
  slowDown(host: string, retryAfter: number | null): void {
    const pace = this.pace(host);
    pace.backoffMs = Math.min(MAX_RETRY_AFTER_MS, Math.max(FIRST_BACKOFF_MS, pace.backoffMs * 2));
    const pause = Math.min(MAX_RETRY_AFTER_MS, retryAfter ?? pace.backoffMs);
    pace.nextAt = Math.max(pace.nextAt, performance.now() + pause);
  }

  /** A normal answer: the extra spacing eases off. */
  recovered(host: string): void {
    const pace = this.hosts.get(host);
    if (!pace || pace.backoffMs === 0) return;
    pace.backoffMs = pace.backoffMs < 50 ? 0 : pace.backoffMs / 2;
  }
}
