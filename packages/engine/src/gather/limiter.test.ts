import { describe, expect, it } from 'vitest';
import { Limiter } from './limiter.js';

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));

describe('Limiter', () => {
  it('never runs more than perHost tasks for a host, nor more than total overall', async () => {
    const limiter = new Limiter(3, 2);
    const running = new Map<string, number>();
    let peakA = 0;
    let peakAll = 0;
    const task = (host: string) =>
      limiter.run(host, async () => {
        running.set(host, (running.get(host) ?? 0) + 1);
        peakA = Math.max(peakA, running.get('a') ?? 0);
        peakAll = Math.max(
          peakAll,
          [...running.values()].reduce((s, n) => s + n, 0),
        );
        await tick();
        running.set(host, (running.get(host) ?? 1) - 1);
      });
    await Promise.all([
      ...Array.from({ length: 8 }, () => task('a')),
      ...Array.from({ length: 8 }, () => task('b')),
    ]);
    expect(peakA).toBe(2);
    expect(peakAll).toBe(3);
  });

  it('hands a freed slot to higher priorities first, in arrival order within one', async () => {
    const limiter = new Limiter(8, 1);
    const order: string[] = [];
    let release = (): void => undefined;
    const holding = limiter.run('h', () => new Promise<void>((resolve) => (release = resolve)));
    const queued = [
      limiter.run('h', async () => void order.push('crawl 1'), 0),
      limiter.run('h', async () => void order.push('site 1'), 1),
      limiter.run('h', async () => void order.push('crawl 2'), 0),
      limiter.withPriority(1).run('h', async () => void order.push('site 2')),
    ];
    // Another host is not held up by the queue for 'h'.
    await limiter.run('other', async () => void order.push('other'));
    release();
    await Promise.all([holding, ...queued]);
    expect(order).toEqual(['other', 'site 1', 'site 2', 'crawl 1', 'crawl 2']);
  });
});
