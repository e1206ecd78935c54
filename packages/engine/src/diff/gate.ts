/**
 * Regressions in a diff and the CI gates over them: `new-critical` (a new critical problem), `new-any`
 * (any new problem) and `score-drop:<n>` (the score fell by more than n points; the site score for crawls).
 */
import { CATALOGUE } from '../catalogue/index.js';
import type { ReportDiff } from './types.js';

export type Gate = { kind: 'new-critical' } | { kind: 'new-any' } | { kind: 'score-drop'; points: number };

export const GATE_NAMES = ['new-critical', 'new-any', 'score-drop:<n>'] as const;

/** One regression, for counting and for the printers' first lines. */
export interface Regression {
  severity: 'critical' | 'recommended';
  /** check:<id>, signal:<id>, lab:<device>.<metric>, crawl:<kind> */
  source: string;
}

/** Parses one gate ("new-critical", "new-any", "score-drop:5"); null when it is not one. */
export function parseGate(text: string): Gate | null {
  const t = text.trim().toLowerCase();
  if (t === 'new-critical' || t === 'new-any') return { kind: t };
  const m = /^score-drop:(\d+(?:\.\d+)?)$/.exec(t);
  return m ? { kind: 'score-drop', points: Number(m[1]) } : null;
}

export function regressions(diff: ReportDiff): Regression[] {
  const out: Regression[] = [];
  const add = (severity: Regression['severity'], source: string, n = 1): void => {
    for (let i = 0; i < n; i++) out.push({ severity, source });
  };
  for (const c of diff.checks.new)
    add(c.newStatus === 'critical' ? 'critical' : 'recommended', `check:${c.id}`);
  for (const c of diff.checks.worse) add('critical', `check:${c.id}`);
  for (const s of diff.signals) if (s.severity !== 'info') add(s.severity, `signal:${s.signal}`);
  for (const l of diff.lab) if (l.verdict === 'worse') add('recommended', `lab:${l.device}.${l.metric}`);
  for (const f of diff.field ?? [])
    if (f.verdict === 'worse') add('recommended', `field:${f.formFactor}.${f.metric}`);
  const crawl = diff.crawl;
  if (crawl) {
    const ok = (s: unknown): boolean => Number(s) >= 200 && Number(s) < 300;
    const broke = crawl.statusChanged.filter((c) => ok(c.old) && !ok(c.new)).length;
    add('critical', 'crawl:status', broke);
    add('critical', 'crawl:non-indexable', crawl.becameNonIndexable.length);
    // A crawl stopped by its page limit or time budget may simply not have reached a page again.
    if (!crawl.partial) add('recommended', 'crawl:removed', crawl.removed.length);
    add('recommended', 'crawl:broken-link', crawl.newBrokenLinks.length);
    add('recommended', 'crawl:score-drop', crawl.scoreDropped.length);
    for (const i of crawl.issues.new) {
      add(
        CATALOGUE.get(i.checkId)?.severity === 'critical' ? 'critical' : 'recommended',
        `crawl:issue:${i.checkId}`,
      );
    }
    for (const i of crawl.issues.spread) add('recommended', `crawl:issue:${i.checkId}`);
  }
  return out;
}

/** The score a score-drop gate reads: the site score for crawls (when both have one), else the page's. */
export function gateScore(diff: ReportDiff): ReportDiff['score'] {
  const site = diff.crawl?.siteScore;
  return site && site.delta !== null ? site : diff.score;
}

export interface GateFailure {
  gate: Gate;
  /** Regressions that tripped it (new-critical, new-any), or the points lost (score-drop). */
  count: number;
  /**
   * The new audit reached a sign-in page, not the content (report.loginWall): no gate can pass on it,
   * even when the baseline was the same sign-in page and nothing changed.
   */
  loginWall?: true;
}

export function failedGates(diff: ReportDiff, gates: readonly Gate[]): GateFailure[] {
  const found = regressions(diff);
  const failures: GateFailure[] = [];
  const wall = diff.loginWall?.new === true;
  for (const gate of gates) {
    if (wall) {
      const count =
        gate.kind === 'score-drop'
          ? Math.round(-(gateScore(diff).delta ?? 0) * 10) / 10
          : found.filter((r) => gate.kind === 'new-any' || r.severity === 'critical').length;
      failures.push({ gate, count, loginWall: true });
    } else if (gate.kind === 'new-critical') {
      const n = found.filter((r) => r.severity === 'critical').length;
      if (n > 0) failures.push({ gate, count: n });
    } else if (gate.kind === 'new-any') {
      if (found.length > 0) failures.push({ gate, count: found.length });
    } else {
      const drop = -(gateScore(diff).delta ?? 0);
      if (drop > gate.points) failures.push({ gate, count: Math.round(drop * 10) / 10 });
    }
  }
  return failures;
}

export function gateName(gate: Gate): string {
  return gate.kind === 'score-drop' ? `score-drop:${gate.points}` : gate.kind;
}
