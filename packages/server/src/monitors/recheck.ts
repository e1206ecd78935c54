/**
 * The pause before a failing site is audited once more (decide.ts shouldRecheck, Uptime Kuma's retries):
 * kept apart from the run so the runner only asks "wait, then try again?".
 */

/** Resolves true after `ms`, or false as soon as `signal` aborts (the process is stopping). */
export function pauseBeforeRecheck(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (again: boolean): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      resolve(again);
    };
    const stop = (): void => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}
