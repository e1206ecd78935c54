import type { Report } from '@rankscope/engine';
import { csvCell } from './csv.js';

/** `--format csv` without `--crawl`: one row per suggestion of the audited page, with its fix. */
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
] as const;

/** The suggestions as CSV (RFC 4180, CRLF); other servers' spellings as a JSON list in one cell. */
export function renderSuggestionsCsv(report: Report): string {
  const rows: string[] = [SUGGESTION_COLUMNS.join(',')];
  for (const s of report.suggestions) {
    const fix = s.fix;
    rows.push(
      [
        s.checkId,
        s.priority,
        s.scoreGain,
        s.text,
        fix?.kind ?? null,
        fix?.language ?? null,
        fix?.where ?? null,
        fix?.snippet ?? null,
        fix?.note ?? null,
        fix?.alternatives?.length ? JSON.stringify(fix.alternatives) : null,
        fix ? (fix.needsReview ?? false) : null,
        report.suggestionsSource,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}
