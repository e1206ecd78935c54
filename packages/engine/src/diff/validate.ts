/**
 * Reading a saved report for a comparison: JSON, then the Report schema, with an error that says what is
 * wrong with the file (not JSON, cut short, not a Rankscope report, or a report this engine cannot read).
 * Loads zod: exported from `@rankscope/engine/schema` only, so the web app's diff stays light.
 */
import type { Report } from '../report/index.js';
import { ReportSchema } from '../report/schema.js';
import { ReportDiffError } from './diff.js';

const REQUIRED = ['url', 'checks', 'engineVersion', 'catalogueVersion'] as const;

/** JSON.parse's own words for input that stops before the value is complete (V8's messages). */
const ENDS_EARLY = /Unexpected end of JSON input|Unterminated string|end of data/i;

/**
 * Whether the parser stopped because the text ended: its own words for that, or an error at the very end
 * of the text (`{"score": 74` is cut after a whole value: "Expected ',' or '}' after property value in
 * JSON at position 12", where 12 is the text's length).
 */
function endsEarly(reason: string, text: string): boolean {
  if (ENDS_EARLY.test(reason)) return true;
  const at = /at position (\d+)/.exec(reason);
  return at !== null && Number(at[1]) >= text.trimEnd().length;
}

/** Parses the text of a saved report; `name` (a file name) is used in the error messages. */
export function parseReportJson(text: string, name: string): Report {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (text.trim() === '')
      throw new ReportDiffError('not-a-report', `${name} is empty: it is not a Rankscope report.`);
    if (endsEarly(reason, text) && /^\s*\{/.test(text)) {
      throw new ReportDiffError(
        'truncated',
        `${name} is cut short: its JSON ends after ${text.length} characters before the report is complete (${reason}). Save the report again.`,
      );
    }
    throw new ReportDiffError(
      'not-a-report',
      `${name} is not JSON (${reason}): it is not a Rankscope report.`,
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ReportDiffError(
      'not-a-report',
      `${name} is not a Rankscope report: it holds no report object.`,
    );
  }
  const missing = REQUIRED.filter((k) => !(k in data));
  if (missing.length > 0) {
    throw new ReportDiffError(
      'not-a-report',
      `${name} is not a Rankscope report (no ${missing.join(', ')}). Save one with: rankscope <url> --format json --out ${name}`,
    );
  }
  const parsed = ReportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue
      ? issue.path
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
          .join('')
          .replace(/^\./, '')
      : '';
    const version = String((data as { engineVersion?: unknown }).engineVersion);
    throw new ReportDiffError(
      'not-a-report',
      `${name} is not a valid Rankscope report (engine ${version}): ${where || 'report'}: ${issue?.message ?? 'invalid'}.`,
    );
  }
  return parsed.data;
}
