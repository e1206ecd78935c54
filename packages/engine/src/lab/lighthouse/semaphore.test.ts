import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Semaphore', () => {
  it('lets `limit` holders in at once and the rest in arrival order', async () => {
    const slots = new Semaphore(2);
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (name: string) =>
      slots.use(async () => {
        order.push(`start ${name}`);
        await new Promise<void>((r) => gates.set(name, r));
        order.push(`end ${name}`);
      });
    const all = ['a', 'b', 'c', 'd'].map(job);
    await tick();
    expect(order).toEqual(['start a', 'start b']);
    expect(slots.stats).toEqual({ running: 2, waiting: 2 });
    gates.get('b')?.();
    await tick();
    expect(order).toEqual(['start a', 'start b', 'end b', 'start c']);
    gates.get('a')?.();
    await tick();
    gates.get('c')?.();
    await tick();
    gates.get('d')?.();
    await Promise.all(all);
    expect(order.slice(-3)).toEqual(['start d', 'end c', 'end d']);
    expect(slots.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work throws, and lets a waiter leave on abort', async () => {
    const slots = new Semaphore(1);
    await expect(slots.use(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(slots.stats.running).toBe(0);

    await slots.acquire();
    const controller = new AbortController();
    const waiting = slots.acquire(controller.signal);
    expect(slots.stats.waiting).toBe(1);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(slots.stats).toEqual({ running: 1, waiting: 0 });
    await expect(slots.acquire(controller.signal)).rejects.toThrow('gone');
    slots.release();
    expect(slots.stats.running).toBe(0);
  });

  it('refuses a limit below 1', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
  });
});
