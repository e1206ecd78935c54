import { describe, expect, it, vi } from 'vitest';
import { createLocalQueue, QueueClosedError, QueueFullError } from './queue.js';

/** A task that runs until the test lets it finish. */
function heldTask<T>(value: T) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const task = vi.fn(async () => {
    await released;
    return value;
  });
  return { task, release };
}

describe('the bounded audit queue', () => {
  it('bases Retry-After on real audit durations as soon as audits finish', async () => {
    const queue = createLocalQueue({ concurrency: 1, waitingLimit: 1, initialAuditSeconds: 100 });
    await queue.run(async () => 'fast');
    const a = heldTask('a');
    const held = [queue.run(a.task), queue.run(a.task)];
    const err = (await queue.run(async () => 'never').catch((e: unknown) => e)) as QueueFullError;
    // One fast audit replaced the 100 s guess: the estimate drops to the 1 s floor.
    expect(err.retryAfterSeconds).toBe(1);
    a.release();
    await Promise.all(held);
  });

  it('runs at most `concurrency` audits at once; the others wait their turn', async () => {
    const queue = createLocalQueue({ concurrency: 2, waitingLimit: 10 });
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        queue.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
          return i;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
  });

  it('refuses at once with a Retry-After estimate when the waiting room is full', async () => {
    const queue = createLocalQueue({ concurrency: 1, waitingLimit: 2, initialAuditSeconds: 10 });
    const a = heldTask('a');
    const held = [queue.run(a.task), queue.run(a.task), queue.run(a.task)];
    expect(queue.running).toBe(1);
    expect(queue.waiting).toBe(2);
    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    const err = (await refused.catch((e: unknown) => e)) as QueueFullError;
    // Two waiting plus this one, 10 s each, one at a time.
    expect(err.retryAfterSeconds).toBe(30);
    a.release();
    expect(await Promise.all(held)).toEqual(['a', 'a', 'a']);
    // Room again once they are done.
    await expect(queue.run(async () => 'later')).resolves.toBe('later');
  });

  it('with no waiting room, refuses as soon as every slot is busy', async () => {
    const queue = createLocalQueue({ concurrency: 1, waitingLimit: 0 });
    const a = heldTask(1);
    const first = queue.run(a.task);
    await expect(queue.run(async () => 2)).rejects.toBeInstanceOf(QueueFullError);
    a.release();
    await expect(first).resolves.toBe(1);
  });

  it('drops a waiting audit whose signal aborts, freeing its place', async () => {
    const queue = createLocalQueue({ concurrency: 1, waitingLimit: 1 });
    const a = heldTask('a');
    const running = queue.run(a.task);
    const controller = new AbortController();
    const never = vi.fn(async () => 'never');
    const waiting = queue.run(never, { signal: controller.signal });
    expect(queue.waiting).toBe(1);
    controller.abort(new Error('client went away'));
    await expect(waiting).rejects.toThrow('client went away');
    expect(queue.waiting).toBe(0);
    const next = queue.run(async () => 'next');
    a.release();
    await expect(running).resolves.toBe('a');
    await expect(next).resolves.toBe('next');
    expect(never).not.toHaveBeenCalled();
  });

  it('keeps the slot of a running audit until it has really stopped, even after its signal aborts', async () => {
    const queue = createLocalQueue({ concurrency: 1, waitingLimit: 5 });
    const a = heldTask('a');
    const controller = new AbortController();
    const running = queue.run(a.task, { signal: controller.signal });
    await vi.waitFor(() => expect(a.task).toHaveBeenCalled());
    controller.abort(new Error('timeout'));
    const second = vi.fn(async () => 'b');
    const next = queue.run(second);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(second).not.toHaveBeenCalled();
    expect(queue.running).toBe(1);
    a.release();
    await expect(running).resolves.toBe('a');
    await expect(next).resolves.toBe('b');
  });

  it('on close, refuses new audits, fails the waiting ones at once and lets the running one finish', async () => {
    const queue = createLocalQueue({ concurrency: 1, waitingLimit: 5 });
    const a = heldTask('a');
    const running = queue.run(a.task);
    const waiting = queue.run(async () => 'w');
    let closed = false;
    const closing = queue.close().then(() => {
      closed = true;
    });
    await expect(waiting).rejects.toBeInstanceOf(QueueClosedError);
    await expect(queue.run(async () => 'new')).rejects.toBeInstanceOf(QueueClosedError);
    expect(closed).toBe(false);
    a.release();
    await expect(running).resolves.toBe('a');
    await closing;
    expect(closed).toBe(true);
  });
});
