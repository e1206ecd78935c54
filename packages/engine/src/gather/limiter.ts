/** A small semaphore keyed by host, so one host never gets more than `perHost` requests at once. */
export class Limiter {
  private active = 0;
  private readonly perHostActive = new Map<string, number>();
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly total: number,
    private readonly perHost: number,
  ) {}

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    while (this.active >= this.total || (this.perHostActive.get(host) ?? 0) >= this.perHost) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active++;
    this.perHostActive.set(host, (this.perHostActive.get(host) ?? 0) + 1);
    try {
      return await task();
    } finally {
      this.active--;
      this.perHostActive.set(host, (this.perHostActive.get(host) ?? 1) - 1);
      for (const wake of this.waiting.splice(0)) wake();
    }
  }
}
