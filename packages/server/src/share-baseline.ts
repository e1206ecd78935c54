/**
 * The earlier report an owner shares with a report ("Changes since <date>" on the shared page): signed by
 * this server like the report itself, and comparable with it the way the web app compares them
 * (diffReports: the same page, the same kind of audit), so the shared page never shows a comparison the
 * owner could not have seen.
 */
import type { Report } from '@rankscope/engine';
import { diffReports, ReportDiffError } from '@rankscope/engine/diff';
import type { ApiError } from './errors.js';
import { parseSignedReport, type ParsedReport } from './report-body.js';

export const BASELINE_OTHER_URL: ApiError = {
  error:
    'The earlier report (baseline) is of another page. Share a comparison of two audits of the same URL.',
  code: 'BASELINE_OTHER_URL',
};

/** The signed baseline, or why it is refused; its signature and schema errors say they are the baseline's. */
export function parseBaseline(body: unknown, report: Report, secret: string): ParsedReport {
  const parsed = parseSignedReport(body, secret);
  if (!parsed.success) {
    const error = `The earlier report (baseline): ${parsed.error.error}`;
    return { ...parsed, error: { ...parsed.error, error } };
  }
  try {
    diffReports(parsed.data, report);
  } catch (err) {
    if (!(err instanceof ReportDiffError)) throw err;
    const error: ApiError =
      err.code === 'different-page'
        ? BASELINE_OTHER_URL
        : {
            error: `The earlier report (baseline) cannot be compared: ${err.message}`,
            code: 'BASELINE_NOT_COMPARABLE',
          };
    return { success: false, status: 422, error };
  }
  return parsed;
}
