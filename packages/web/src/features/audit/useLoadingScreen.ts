/**
 * Whether the loading screen replaces the home form yet. The form stays up for a moment after Run SEO
 * Audit, its button reading "Analyzing..." (spec.md §2 Home): replaced at once, that label was never seen.
 */
import { useEffect, useState } from 'react';

export const ANALYZING_LABEL_MS = 500;

/** `phase` as the screen sees it ('loading' covers the report being opened); `startedAt` names the audit. */
export function useLoadingScreen(phase: string, startedAt: number): boolean {
  // The audit (by its start time) whose "Analyzing..." moment has passed.
  const [screenFor, setScreenFor] = useState<number | null>(null);
  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = setTimeout(
      () => setScreenFor(startedAt),
      Math.max(0, startedAt + ANALYZING_LABEL_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [phase, startedAt]);
  return phase === 'loading' && screenFor === startedAt;
}
