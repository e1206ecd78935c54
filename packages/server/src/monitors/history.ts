/**
 * The earlier runs a monitor run is compared with (compare.ts): the last successful run's report and,
 * for the checks that need it, their judged versions in the runs before it, read from the store newest
 * first and only as far back as needed (at most HISTORY_RUNS runs).
 */
import type { Report, ReportCheck } from '@rankscope/engine';
import type { ReportSignals } from '@rankscope/engine/report';
import {
  baselineOf,
  collectJudged,
  FLAP_WINDOW,
  HISTORY_RUNS,
  historyNeeds,
  type RunHistory,
} from './compare.js';
import type { MonitorRun, MonitorStore } from './types.js';

export interface Baseline extends RunHistory {
  /** The last successful run before this one. */
  run: MonitorRun;
  /** Its report, each check that did not apply there taken from the last run where it did. */
  report: Report;
}

/** The baseline of a run that started at `before` for `current`, or null before the first success. */
export async function loadBaseline(
  store: Pick<MonitorStore, 'lastSuccessfulRun'>,
  monitorId: string,
  before: number,
  current: Report,
): Promise<Baseline | null> {
  const base = await store.lastSuccessfulRun(monitorId, before);
  if (!base) return null;
  const report = JSON.parse(base.reportJson) as Report;
  const checks = new Map([...historyNeeds(report, current)].map((id) => [id, [] as ReportCheck[]]));
  const signals: ReportSignals[] = [];
  let entry: { run: MonitorRun; report: Report } | null = { run: base.run, report };
  // The last FLAP_WINDOW runs for flapping, then further back only while a check has no judged version.
  for (let i = 0; entry && i < HISTORY_RUNS; i++) {
    if (i < FLAP_WINDOW - 1 && entry.report.signals) signals.push(entry.report.signals);
    if (collectJudged(checks, entry.report, i)) break;
    const older = await store.lastSuccessfulRun(monitorId, entry.run.finishedAt ?? entry.run.scheduledFor);
    entry = older ? { run: older.run, report: JSON.parse(older.reportJson) as Report } : null;
  }
  return { run: base.run, report: baselineOf(report, checks), checks, signals };
}
