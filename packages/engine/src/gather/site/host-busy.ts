/**
 * Whether this host was too busy for a timing to mean anything (issue 32: TTFB measured on a loaded
 * monitoring host read 8,364 ms for a page that answers in 180). A request's time to first byte is read
 * when this process gets to read it: while its event loop is blocked (other audits' parsing on the same
 * thread) or the process waits for a CPU (a loaded machine), the figure grows with the host's load, not
 * the site's. The probe records the event loop's delay during one measurement (a timer every 10 ms that
 * fires late by as much as the loop was held up), like the lab's slowHost rule does for Lighthouse.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Below this, a lag is ordinary scheduling noise. */
export const BUSY_LAG_MS = 100;

export interface HostProbe {
  /** Ends the probe: the longest the event loop was held up meanwhile, in ms (0 when never measurably). */
  stop(): number;
}

export function startHostProbe(): HostProbe {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    stop() {
      histogram.disable();
      // The histogram counts from the timer's resolution: its minimum is the interval, not a delay.
      const max = histogram.count > 0 ? histogram.max / 1e6 : 0;
      return Math.max(0, Math.round(max - 10));
    },
  };
}

/**
 * A timing is disturbed when the host held this process up for a good part of it: at least BUSY_LAG_MS,
 * and at least a quarter of the time measured (a 5 s answer is not explained by a 150 ms hiccup).
 */
export const disturbed = (ms: number, lagMs: number): boolean => lagMs >= BUSY_LAG_MS && lagMs >= ms / 4;
