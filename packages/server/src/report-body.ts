/** A report sent in a request body (share links, PDFs): validated against the engine's schema. */
import { ReportSchema } from '@rankscope/engine/schema';
import type { Report } from '@rankscope/engine';
import type { ApiError } from './errors.js';

export function parseReport(
  body: unknown,
): { success: true; data: Report } | { success: false; error: ApiError } {
  const parsed = ReportSchema.safeParse(body);
  if (parsed.success) return { success: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return {
    success: false,
    error: {
      error: `Invalid report: ${where}${issue?.message ?? 'unknown problem'}`,
      code: 'INVALID_REPORT',
    },
  };
}
