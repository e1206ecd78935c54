import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgressHub, FORGET_AFTER_MS, progressKey, type HubEvent } from './progress-hub.js';

const fetching: HubEvent = { stage: 'fetching', message: 'Fetching website content...' };
const analyzing: HubEvent = { stage: 'analyzing', message: 'Analyzing SEO elements...' };
const complete: HubEvent = { stage: 'complete', message: 'Analysis complete!' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the progress hub', () => {
  it('keys streams by URL and auditId, so two audits of one URL stay apart', () => {
    const hub = createProgressHub();
    const a = progressKey('https://example.com/', 'a');
    const b = progressKey('https://example.com/', 'b');
    expect(a).not.toBe(b);
    const seenA: HubEvent[] = [];
    const seenB: HubEvent[] = [];
    hub.subscribe(a, (e) => seenA.push(e));
    hub.subscribe(b, (e) => seenB.push(e));
    hub.publish(a, fetching);
    hub.publish(b, analyzing);
    expect(seenA).toEqual([fetching]);
    expect(seenB).toEqual([analyzing]);
  });

  it('fans every event out to every subscriber of the key', () => {
    const hub = createProgressHub();
    const key = progressKey('https://example.com/', 'x');
    const one: HubEvent[] = [];
    const two: HubEvent[] = [];
    hub.subscribe(key, (e) => one.push(e));
    hub.subscribe(key, (e) => two.push(e));
    hub.publish(key, fetching);
    hub.publish(key, complete);
    expect(one).toEqual([fetching, complete]);
    expect(two).toEqual([fetching, complete]);
  });

  it('gives a late subscriber the current stage', () => {
    const hub = createProgressHub();
    const key = progressKey('https://example.com/', 'late');
    expect(hub.subscribe(key, () => undefined).current).toBeUndefined();
    hub.publish(key, fetching);
    hub.publish(key, analyzing);
    expect(hub.subscribe(key, () => undefined).current).toEqual(analyzing);
  });

  it('gives a late subscriber every stage so far, the latest of a repeated stage, and none after begin()', () => {
    const hub = createProgressHub();
    const key = progressKey('https://example.com/', 'history');
    const initial = { stage: 'initial', message: 'Starting analysis...' } as const;
    const waiting = { ...fetching, detail: 'Waiting for example.com to answer (20 s so far)...' };
    for (const event of [initial, fetching, waiting, analyzing]) hub.publish(key, event);
    expect(hub.subscribe(key, () => undefined).history).toEqual([initial, waiting, analyzing]);
    hub.begin(key);
    expect(hub.subscribe(key, () => undefined).history).toEqual([]);
  });

  it('keeps one broken listener from stopping the others', () => {
    const hub = createProgressHub();
    const key = progressKey('https://example.com/', 'k');
    const seen: HubEvent[] = [];
    hub.subscribe(key, () => {
      throw new Error('socket gone');
    });
    hub.subscribe(key, (e) => seen.push(e));
    hub.publish(key, fetching);
    expect(seen).toEqual([fetching]);
  });

  it('removes listeners on unsubscribe and holds nothing for a key nobody uses', () => {
    const hub = createProgressHub();
    const key = progressKey('https://example.com/', 'u');
    const seen: HubEvent[] = [];
    const sub = hub.subscribe(key, (e) => seen.push(e));
    expect(hub.listenerCount(key)).toBe(1);
    sub.unsubscribe();
    hub.publish(key, fetching);
    expect(seen).toEqual([]);
    expect(hub.listenerCount()).toBe(0);
  });

  it('forgets a finished audit after a minute, not before', () => {
    vi.useFakeTimers();
    const hub = createProgressHub();
    const key = progressKey('https://example.com/', 'done');
    hub.publish(key, fetching);
    vi.advanceTimersByTime(10 * FORGET_AFTER_MS);
    // A running audit is never forgotten on a timer.
    expect(hub.current(key)).toEqual(fetching);
    hub.publish(key, complete);
    vi.advanceTimersByTime(FORGET_AFTER_MS - 1);
    expect(hub.current(key)).toEqual(complete);
    vi.advanceTimersByTime(1);
    expect(hub.current(key)).toBeUndefined();
    expect(hub.size).toBe(0);
  });

  it('treats a failure as final too', () => {
    vi.useFakeTimers();
    const hub = createProgressHub();
    const key = progressKey('https://example.com/', 'fail');
    hub.publish(key, { stage: 'complete', message: 'Connection refused', error: true });
    vi.advanceTimersByTime(FORGET_AFTER_MS);
    expect(hub.size).toBe(0);
  });

  it('starts a new audit of the same key from scratch', () => {
    vi.useFakeTimers();
    const hub = createProgressHub();
    const key = progressKey('https://example.com/', '');
    hub.publish(key, complete);
    hub.begin(key);
    expect(hub.current(key)).toBeUndefined();
    hub.publish(key, fetching);
    // The first audit's forget timer no longer applies.
    vi.advanceTimersByTime(FORGET_AFTER_MS);
    expect(hub.current(key)).toEqual(fetching);
  });
});
