import type { Fix, Report } from '@rankscope/engine';
import { csvCell } from './csv.js';

/**
 * `--format csv` without `--crawl`: one row per suggestion of the audited page, with its fix, then one row
 * per other failed check that has a ready fix (no priority: the suggestions stop at a dozen, the fixes do
 * not). Where a server snippet goes and the modules it needs are columns of their own, after the others.
 */
export const SUGGESTION_COLUMNS = [
  'check_id',
  'priority',
  'score_gain',
  'text',
  'fix_kind',
  'fix_language',
  'fix_where',
  'fix_snippet',
  'fix_note',
  'fix_alternatives',
  'needs_review',
  'source',
  'fix_context',
  'fix_modules',
] as const;

type Cell = string | number | boolean | null;

function fixCells(fix: Fix | undefined): { head: Cell[]; tail: Cell[] } {
  return {
    head: [
      fix?.kind ?? null,
      fix?.language ?? null,
      fix?.where ?? null,
      fix?.snippet ?? null,
      fix?.note ?? null,
      fix?.alternatives?.length ? JSON.stringify(fix.alternatives) : null,
      fix ? (fix.needsReview ?? false) : null,
    ],
    tail: [fix?.context ?? null, fix?.modules?.length ? fix.modules.join('; ') : null],
  };
}

/** The suggestions as CSV (RFC 4180, CRLF); other servers' spellings as a JSON list in one cell. */
export function renderSuggestionsCsv(report: Report): string {
  const rows: string[] = [SUGGESTION_COLUMNS.join(',')];
  const row = (cells: Cell[]): number => rows.push(cells.map(csvCell).join(','));
  for (const s of report.suggestions) {
    const { head, tail } = fixCells(s.fix);
    row([s.checkId, s.priority, s.scoreGain, s.text, ...head, report.suggestionsSource, ...tail]);
  }
  const suggested = new Set(report.suggestions.map((s) => s.checkId));
  for (const c of report.checks) {
    const failed = c.status === 'critical' || c.status === 'recommended';
    if (!failed || !c.readyFix || suggested.has(c.id)) continue;
    const { head, tail } = fixCells(c.readyFix);
    row([c.id, null, null, c.title, ...head, null, ...tail]);
  }
  return `${rows.join('\r\n')}\r\n`;
}
