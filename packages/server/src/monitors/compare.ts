/**
 * What a monitor run counts as changed (issue 32 §1), from the engine's comparison of this run's report
 * with a baseline built from the monitor's earlier runs:
 * - a check is compared with its last *judged* status: a check that did not apply on the previous run (the
 *   page was broken, so compression or sitemap-lists-page were n/a) is compared with the run before, so
 *   restoring a page never reads as new problems;
 * - timing checks (measured from this host, so noisy) count only a change that held for two runs in a row;
 * - a check that went back and forth lately is flapping: still listed, but it does not alert on its own;
 * - a change's severity is the status it has in the run (an 8 s TTFB is critical), not the catalogue's;
 * - SEO signals (title, canonical, robots…) and real-user figures that regressed are listed with their old
 *   and new values, as the run page lists them, so the runs table, the alerts and the run page agree.
 * Pure: the history is given (history.ts reads it from the store).
 */
import type { Lang, Report, ReportCheck } from '@rankscope/engine';
import type { ReportSignals } from '@rankscope/engine/report';
import { signalLabel, type CheckChange, type ReportDiff, type SignalId } from '@rankscope/engine/diff';
import { say } from '../alerts/content.js';
import type { MonitorChange, MonitorRun } from './types.js';

/** Checks whose figure is a time measured from the monitoring host: a flip must hold for two runs. */
export const TIMING_CHECKS: ReadonlySet<string> = new Set(['ttfb']);

/** Judged statuses looked at for flapping (this run's included), and the flips among them that make one. */
export const FLAP_WINDOW = 6;
export const FLAP_FLIPS = 4;

type Status = ReportCheck['status'];
const failing = (s: Status | null | undefined): boolean => s === 'critical' || s === 'recommended';
const judged = (c: ReportCheck | undefined): boolean =>
  c !== undefined && c.status !== 'na' && c.status !== 'error';

/** Runs looked back through for a check's last judged status (a page broken longer is compared as new). */
export const HISTORY_RUNS = 100;

/**
 * Adds the judged versions of the wanted checks in one earlier report (the base is run 0, then back):
 * up to FLAP_WINDOW each within the last FLAP_WINDOW runs, beyond them only a first one. Answers whether
 * every wanted check has what it needs (the walk can stop).
 */
export function collectJudged(history: Map<string, ReportCheck[]>, report: Report, run: number): boolean {
  const depth = run < FLAP_WINDOW ? FLAP_WINDOW : 1;
  for (const check of report.checks) {
    const list = history.get(check.id);
    if (list && list.length < depth && judged(check)) list.push(check);
  }
  return run >= FLAP_WINDOW - 1 && [...history.values()].every((list) => list.length > 0);
}

/** Ids of the current report's checks that need history to be compared, and how deep. */
export function historyNeeds(base: Report, current: Report): Set<string> {
  const before = new Map(base.checks.map((c) => [c.id, c]));
  const ids = new Set<string>();
  for (const c of current.checks) {
    const b = before.get(c.id);
    if (TIMING_CHECKS.has(c.id) || (judged(c) && !judged(b)) || (failing(c.status) && !failing(b?.status)))
      ids.add(c.id);
  }
  return ids;
}

/**
 * The base report with each check that did not judge there (n/a, error) replaced by its last judged
 * version from an earlier run: what this run is compared with. Everything else is the base's own.
 */
export function baselineOf(base: Report, history: ReadonlyMap<string, ReportCheck[]>): Report {
  const checks = base.checks.map((c) => (judged(c) ? c : (history.get(c.id)?.[0] ?? c)));
  return { ...base, checks };
}

/** How many times a list of statuses changes between failing and not failing. */
function flips(statuses: readonly Status[]): number {
  let n = 0;
  for (let i = 1; i < statuses.length; i++) if (failing(statuses[i]) !== failing(statuses[i - 1])) n++;
  return n;
}

const checkValue = (v: ReportCheck['value']): MonitorChange['old'] => v ?? null;

function checkChange(c: CheckChange, severity: 'critical' | 'recommended'): MonitorChange {
  return {
    checkId: c.id,
    severity,
    title: c.title,
    kind: 'check',
    ...(c.oldValue !== undefined && c.newValue !== undefined
      ? { old: checkValue(c.oldValue), new: checkValue(c.newValue) }
      : {}),
  };
}

function asChange(id: string, old: ReportCheck, now: ReportCheck): CheckChange {
  return {
    id,
    title: now.title,
    category: now.category,
    severity: now.severity,
    oldStatus: old.status,
    newStatus: now.status,
    ...(old.value !== undefined ? { oldValue: old.value } : {}),
    ...(now.value !== undefined ? { newValue: now.value } : {}),
    message: now.message,
    gain: now.gain,
  };
}

/** The run's own status for a new problem (critical or recommended). */
const statusSeverity = (s: Status | null): 'critical' | 'recommended' =>
  s === 'critical' ? 'critical' : 'recommended';

/**
 * New and fixed checks, with timing checks held until a flip repeats and flapping checks marked.
 * `history`: each check's judged versions from the baseline back (baselineOf's source).
 */
function checkChanges(
  diff: ReportDiff,
  current: Report,
  history: ReadonlyMap<string, ReportCheck[]>,
): MonitorRun['changes'] {
  const timing = (id: string): boolean => TIMING_CHECKS.has(id);
  const fresh = [...diff.checks.new, ...diff.checks.worse].filter((c) => !timing(c.id));
  const fixed = diff.checks.fixed.filter((c) => !timing(c.id));
  for (const id of TIMING_CHECKS) {
    const now = current.checks.find((c) => c.id === id);
    const [h0, h1] = history.get(id) ?? [];
    if (!now || !judged(now) || !h0 || !h1) continue;
    // Two runs in a row on the same side, after a run on the other: the change is confirmed now.
    if (failing(now.status) && failing(h0.status) && !failing(h1.status)) fresh.push(asChange(id, h1, now));
    if (!failing(now.status) && !failing(h0.status) && failing(h1.status)) fixed.push(asChange(id, h1, now));
  }
  const flapping = (id: string, status: Status): boolean => {
    const past = (history.get(id) ?? []).slice(0, FLAP_WINDOW - 1).map((c) => c.status);
    return flips([status, ...past]) >= FLAP_FLIPS;
  };
  return {
    new: fresh.map((c) => {
      const change = checkChange(c, statusSeverity(c.newStatus));
      return flapping(c.id, c.newStatus ?? 'na') ? { ...change, flapping: true } : change;
    }),
    fixed: fixed.map((c) => checkChange(c, statusSeverity(c.oldStatus))),
  };
}

/** A signal's value in a report's signals, for flapping: the exact values (counts move too often). */
function signalValue(signals: ReportSignals, id: SignalId): string | undefined {
  if (id === 'finalUrl' || id === 'internalLinks' || id === 'externalLinks' || id === 'wordCount')
    return undefined;
  return JSON.stringify(signals[id === 'robotsTxt' ? 'robotsTxtAllowed' : id]);
}

/** Whether a signal went back and forth over this run and the earlier ones (base first). */
export function signalFlapping(id: SignalId, current: Report, earlier: readonly ReportSignals[]): boolean {
  if (!current.signals) return false;
  const values = [current.signals, ...earlier.slice(0, FLAP_WINDOW - 1)].map((s) => signalValue(s, id));
  if (values.some((v) => v === undefined)) return false;
  let n = 0;
  for (let i = 1; i < values.length; i++) if (values[i] !== values[i - 1]) n++;
  return n >= FLAP_FLIPS;
}

/** Signals that regressed and real-user figures beyond their tolerance, as the run page lists them. */
function otherChanges(
  diff: ReportDiff,
  current: Report,
  signals: readonly ReportSignals[],
  lang: Lang,
): MonitorChange[] {
  const regressed = diff.signals
    .filter((s) => s.severity !== 'info')
    .map((s): MonitorChange => ({
      checkId: `signal:${s.signal}`,
      severity: s.severity,
      title: signalLabel(lang, s.signal),
      kind: 'signal',
      old: s.old,
      new: s.new,
      ...(signalFlapping(s.signal, current, signals) ? { flapping: true } : {}),
    }));
  const field = (diff.field ?? [])
    .filter((f) => f.verdict === 'worse')
    .map((f): MonitorChange => ({
      checkId: `field:${f.formFactor}:${f.metric}`,
      severity: 'recommended',
      title: say(lang, `field.${f.formFactor}`, { metric: f.metric.toUpperCase() }),
      kind: 'field',
      old: f.old,
      new: f.new,
    }));
  return [...regressed, ...field];
}

/** What compare.ts needs of the earlier runs (history.ts reads it). */
export interface RunHistory {
  /** Each check's judged versions from the baseline back, newest first (the checks historyNeeds named). */
  checks: ReadonlyMap<string, ReportCheck[]>;
  /** The signals of the last runs, the base's first (FLAP_WINDOW − 1 at most are read). */
  signals: readonly ReportSignals[];
}

/** A run's changes from the comparison of the baseline (baselineOf) with its report. */
export function monitorChanges(
  diff: ReportDiff,
  current: Report,
  history: RunHistory,
  lang: Lang,
): MonitorRun['changes'] {
  const checks = checkChanges(diff, current, history.checks);
  const rank = (c: MonitorChange): number => (c.severity === 'critical' ? 0 : 1);
  const others = otherChanges(diff, current, history.signals, lang);
  const fresh = [...checks.new, ...others].sort((a, b) => rank(a) - rank(b));
  return { new: fresh, fixed: checks.fixed };
}
