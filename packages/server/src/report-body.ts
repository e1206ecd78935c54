/**
 * A report sent in a request body (share links, PDFs): it must be one this server signed and returned,
 * unchanged (report-signature.ts), and it is validated against the engine's schema.
 */
import { ReportSchema } from '@rankscope/engine/schema';
import type { Report } from '@rankscope/engine';
import type { ApiError } from './errors.js';
import { verifyReport } from './report-signature.js';

export const REPORT_NOT_SIGNED: ApiError = {
  error: 'This report was not produced by this server (it has no signature). Run the audit again.',
  code: 'REPORT_NOT_SIGNED',
};
export const REPORT_TAMPERED: ApiError = {
  error: 'This report was changed after this server produced it. Run the audit again.',
  code: 'REPORT_TAMPERED',
};

export type ParsedReport =
  /** `signed`: the report exactly as the client sent it (its signature included), for storage. */
  | { success: true; data: Report; signed: Record<string, unknown> }
  | { success: false; status: number; error: ApiError };

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

/** A signed report from a request body: 422 when the signature is missing or does not verify, 400 when invalid. */
export function parseSignedReport(body: unknown, secret: string): ParsedReport {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const verdict = verifyReport(raw as Record<string, unknown>, secret);
  if (verdict === 'unsigned') return { success: false, status: 422, error: REPORT_NOT_SIGNED };
  if (verdict === 'tampered') return { success: false, status: 422, error: REPORT_TAMPERED };
  const parsed = parseReport(body);
  if (!parsed.success) return { success: false, status: 400, error: parsed.error };
  return { success: true, data: parsed.data, signed: raw as Record<string, unknown> };
}
