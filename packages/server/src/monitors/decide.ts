/**
 * Whether a run alerts, and which alert (issue 24: "alerts only on change"). Pure: the run's outcome and
 * the monitor's state before it in, the alert type or null out. One alert per run at most, whatever the
 * number of changes; a failing site alerts once (then nothing until it recovers, once).
 */
import type { AlertType, Monitor, MonitorChange, MonitorSeverity } from './types.js';

export interface RunOutcome {
  /** The monitor's state before this run. */
  state: Monitor['state'];
  /**
   * ok: the audit finished; failed: the site failed (unreachable, 5xx, timeout…); skipped: the run could
   * not be made for a reason of this server's (queue full, shutting down): says nothing about the site.
   */
  status: 'ok' | 'failed' | 'skipped';
  /** Whether the run was compared with an earlier successful run (false for the first one). */
  compared: boolean;
  /** Problems new since that run (all severities: filtered here; flapping ones never alert on their own). */
  newProblems: readonly Pick<MonitorChange, 'severity' | 'flapping'>[];
  score: number | null;
  previousScore: number | null;
  minSeverity: MonitorSeverity;
  /** Alert on a drop of at least this many points; null: never for the score alone. */
  scoreDrop: number | null;
}

const RANK: Record<MonitorSeverity, number> = { info: 0, recommended: 1, critical: 2 };

export const atOrAbove = (severity: MonitorSeverity, min: MonitorSeverity): boolean =>
  RANK[severity] >= RANK[min];

export function decideAlert(o: RunOutcome): AlertType | null {
  if (o.status === 'skipped') return null;
  if (o.status === 'failed') return o.state === 'failed' ? null : 'monitor.failed';
  if (o.state === 'failed') return 'monitor.recovered';
  if (!o.compared) return null;
  if (o.newProblems.some((p) => !p.flapping && atOrAbove(p.severity, o.minSeverity)))
    return 'monitor.changed';
  if (
    o.scoreDrop !== null &&
    o.score !== null &&
    o.previousScore !== null &&
    o.previousScore - o.score >= o.scoreDrop
  )
    return 'monitor.changed';
  return null;
}

/** The monitor's state after the run (a skipped run leaves it as it was). */
export function stateAfter(o: Pick<RunOutcome, 'state' | 'status'>): Monitor['state'] {
  if (o.status === 'skipped') return o.state;
  return o.status;
}

/**
 * Whether a failed run is audited once more before it counts (MONITOR_RECHECK_SECONDS): only a failure
 * that would alert (the site was not already failing) and never a run this server could not make.
 */
export function shouldRecheck(o: Pick<RunOutcome, 'state' | 'status'>, recheckSeconds: number): boolean {
  return recheckSeconds > 0 && o.status === 'failed' && o.state !== 'failed';
}
