/**
 * The browser's mirror of the free allowance (spec.md §4–§5, product.md §2). Display only: the server
 * enforces the limit, so clearing storage grants nothing.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_FREE_CHECKS, readUsage, writeUsage, type UsageStats } from './storage';

const listeners = new Set<() => void>();
const SERVER_STATS: UsageStats = { checksUsed: 0, lastCheck: null, freeChecksLimit: DEFAULT_FREE_CHECKS };
let cached: UsageStats | null = null;

function snapshot(): UsageStats {
  cached ??= readUsage();
  return cached;
}

function set(stats: UsageStats): void {
  cached = stats;
  writeUsage(stats);
  listeners.forEach((l) => l());
}

/** Remaining checks: limit − used, never below 0, for anonymous visitors; −1 (unlimited) when signed in. */
export function remainingChecks(stats: UsageStats, signedIn: boolean): number {
  return signedIn ? -1 : Math.max(0, stats.freeChecksLimit - stats.checksUsed);
}

/** spec.md §5: an anonymous visitor may audit while checksUsed < freeChecksLimit; signed in always. */
export function mayAudit(stats: UsageStats, signedIn: boolean): boolean {
  return signedIn || stats.checksUsed < stats.freeChecksLimit;
}

export function useUsage() {
  const stats = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot,
    () => SERVER_STATS,
  );
  /** After a successful audit: checksUsed + 1, lastCheck now. */
  const recordCheck = useCallback(() => {
    const s = snapshot();
    set({ ...s, checksUsed: s.checksUsed + 1, lastCheck: new Date().toISOString() });
  }, []);
  /** Align the mirror with the server's allowance (the server is the truth). */
  const syncFromServer = useCallback((limit: number, remaining: number) => {
    if (remaining < 0) return;
    const s = snapshot();
    const used = Math.max(0, limit - remaining);
    if (s.freeChecksLimit !== limit || s.checksUsed !== used)
      set({ ...s, freeChecksLimit: limit, checksUsed: used });
  }, []);
  return { stats, recordCheck, syncFromServer };
}

/** Test hook: forget the cached snapshot (storage changed underneath). */
export function resetUsageCache(): void {
  cached = null;
}
