/**
 * A small semaphore keyed by host, so one host never gets more than `perHost` requests at once, and no
 * more than `total` run overall. A freed slot is handed straight to the first waiter that fits, higher
 * priorities first (in arrival order within a priority), so no waiter is overtaken by a lower priority
 * and a burst of one kind of request cannot starve another (runSiteAudit shares one limiter between the
 * start page's probes and site phase, which go first, and the crawl).
 */
export interface HostLimiter {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
}

interface Waiter {
  host: string;
  priority: number;
  grant: () => void;
}

export class Limiter implements HostLimiter {
  private active = 0;
  private readonly perHostActive = new Map<string, number>();
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly total: number,
    private readonly perHost: number,
  ) {}

  private fits(host: string): boolean {
    return this.active < this.total && (this.perHostActive.get(host) ?? 0) < this.perHost;
  }

  private take(host: string): void {
    this.active++;
    this.perHostActive.set(host, (this.perHostActive.get(host) ?? 0) + 1);
  }

  private release(host: string): void {
    this.active--;
    this.perHostActive.set(host, (this.perHostActive.get(host) ?? 1) - 1);
    for (let i = 0; i < this.waiting.length;) {
      const waiter = this.waiting[i]!;
      if (this.fits(waiter.host)) {
        this.waiting.splice(i, 1);
        this.take(waiter.host);
        waiter.grant();
      } else {
        i++;
      }
    }
  }

  async run<T>(host: string, task: () => Promise<T>, priority = 0): Promise<T> {
    // Every release grants whatever fits, so a waiter never fits: taking a free slot overtakes nobody.
    if (this.fits(host)) {
      this.take(host);
    } else {
      await new Promise<void>((grant) => {
        const at = this.waiting.findIndex((w) => w.priority < priority);
        const waiter = { host, priority, grant };
        if (at === -1) this.waiting.push(waiter);
        else this.waiting.splice(at, 0, waiter);
      });
    }
    try {
      return await task();
    } finally {
      this.release(host);
    }
  }

  /** This limiter seen with a fixed priority (higher goes first). */
  withPriority(priority: number): HostLimiter {
    return { run: (host, task) => this.run(host, task, priority) };
  }
}
