/**
 * Live progress of running audits (product.md §11): events are keyed by the audited URL and the client's
 * random auditId, so two visitors auditing the same URL never share a stream. The hub keeps each audit's
 * events so far, so a client that connects late (the engine's first stages take milliseconds, and the
 * browser opens the stream as it sends the audit) still receives every stage in order, fans events out to every subscriber
 * of the key, and forgets a finished audit after a minute. Behind a small interface so a Redis pub/sub
 * hub can replace it for scale-out.
 */
import type { ProgressStage } from '@rankscope/engine';

export interface HubEvent {
  stage: ProgressStage;
  message: string;
  /** What the stage is waiting for, when it takes long (the engine's ProgressEvent.detail). */
  detail?: string;
  /** Set on the final event of a failed audit (its message is the error). */
  error?: true;
}

export type HubListener = (event: HubEvent) => void;

export interface Subscription {
  /** The audit's current stage, or undefined when it has not started (or was forgotten). */
  current: HubEvent | undefined;
  /** The audit's events so far, oldest first, the latest of each run of one stage (`current` is the last). */
  history: HubEvent[];
  unsubscribe(): void;
}

export interface ProgressHub {
  /** A new audit of this key starts: a stage left from an earlier audit of the same key is dropped. */
  begin(key: string): void;
  /** Records the event as the key's current stage and sends it to every subscriber of the key. */
  publish(key: string, event: HubEvent): void;
  /** Listens to a key; the answer carries the events so far, to send before any later event. */
  subscribe(key: string, listener: HubListener): Subscription;
  /** The key's current stage, if any. */
  current(key: string): HubEvent | undefined;
  /** Subscribers of a key, or of every key. */
  listenerCount(key?: string): number;
  /** Keys the hub holds (current stages or subscribers). */
  readonly size: number;
  /** Drops every key and timer. */
  clear(): void;
}

/** The key of one audit's stream: `${url}\n${auditId}` (the auditId is empty for clients without one). */
export function progressKey(url: string, auditId: string | undefined): string {
  return `${url}\n${auditId ?? ''}`;
}

/** An event that ends a stream: `complete`, or a failure (which is sent as a final `complete`). */
export function isFinal(event: HubEvent): boolean {
  return event.stage === 'complete' || event.error === true;
}

/** How long a finished audit's last event stays available to late subscribers. */
export const FORGET_AFTER_MS = 60_000;

interface Entry {
  current: HubEvent | undefined;
  history: HubEvent[];
  listeners: Set<HubListener>;
  forgetTimer: NodeJS.Timeout | undefined;
}

export function createProgressHub(options: { forgetAfterMs?: number } = {}): ProgressHub {
  const forgetAfterMs = options.forgetAfterMs ?? FORGET_AFTER_MS;
  const entries = new Map<string, Entry>();

  const entryOf = (key: string): Entry => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { current: undefined, history: [], listeners: new Set(), forgetTimer: undefined };
      entries.set(key, entry);
    }
    return entry;
  };
  const stopTimer = (entry: Entry): void => {
    if (entry.forgetTimer) clearTimeout(entry.forgetTimer);
    entry.forgetTimer = undefined;
  };
  /** Removes a key that holds nothing any more. */
  const prune = (key: string, entry: Entry): void => {
    if (entry.current === undefined && entry.listeners.size === 0 && entries.get(key) === entry) {
      stopTimer(entry);
      entries.delete(key);
    }
  };

  return {
    begin(key) {
      const entry = entryOf(key);
      stopTimer(entry);
      entry.current = undefined;
      entry.history = [];
      prune(key, entry);
    },
    publish(key, event) {
      const entry = entryOf(key);
      stopTimer(entry);
      entry.current = event;
      // One event per stage run: a repeated stage (crawl progress, "waiting for…" updates) replaces its
      // predecessor, so the history stays as short as the list of stages.
      if (entry.history.at(-1)?.stage === event.stage) entry.history.pop();
      entry.history.push(event);
      if (isFinal(event)) {
        entry.forgetTimer = setTimeout(() => {
          entry.forgetTimer = undefined;
          entry.current = undefined;
          entry.history = [];
          prune(key, entry);
        }, forgetAfterMs);
        entry.forgetTimer.unref();
      }
      // A copy: listeners unsubscribe themselves when the stream ends.
      for (const listener of [...entry.listeners]) {
        try {
          listener(event);
        } catch {
          // One broken stream must not stop the others (its own cleanup runs on close).
        }
      }
    },
    subscribe(key, listener) {
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return {
        current: entry.current,
        history: [...entry.history],
        unsubscribe: () => {
          entry.listeners.delete(listener);
          prune(key, entry);
        },
      };
    },
    current(key) {
      return entries.get(key)?.current;
    },
    listenerCount(key) {
      if (key !== undefined) return entries.get(key)?.listeners.size ?? 0;
      let n = 0;
      for (const entry of entries.values()) n += entry.listeners.size;
      return n;
    },
    get size() {
      return entries.size;
    },
    clear() {
      for (const entry of entries.values()) stopTimer(entry);
      entries.clear();
    },
  };
}
