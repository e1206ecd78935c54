/**
 * `POST /api/reports/fixed-page` {report} → the audited page with every verified html fix applied: what
 * `rankscope fix` writes (the engine's fixPage: the page is fetched and audited again, its verified fixes
 * applied together). Only reports this server signed; it is an audit, so it takes one from the visitor's
 * allowance (handed back when it fails). When the page audited again is not the one of the report (it
 * changed, or it needs the credentials the first audit had), no page is written. The page is the site's
 * own HTML: sent as an attachment, sandboxed, never rendered as this origin's.
 */
import { fixPage, isAuditError, type Report } from '@rankscope/engine';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { auditErrorBody, STATUS_OF, TIMEOUT_MESSAGE, type ApiError } from '../errors.js';
import { parseSignedReport } from '../report-body.js';
import { limitMessage, returnAudit, takeAudit } from '../usage.js';
import { SHARE_BODY_LIMIT } from './reports.js';
import { fixedPageSchema } from './report-route-schemas.js';

/** The fetch and analysis of one page, without the site phase or the lab: well under the audit limit. */
const FIXED_PAGE_TIMEOUT_MS = 60_000;

export const NOTHING_TO_FIX: ApiError = {
  error: 'This report has no verified fix to apply to the page.',
  code: 'NOTHING_TO_FIX',
};
export const PAGE_CHANGED: ApiError = {
  error:
    'The page is not the one of this report any more (it changed, or it needs the credentials of the first audit). Audit it again, or use rankscope fix.',
  code: 'PAGE_CHANGED',
};
export const NOT_REWRITTEN: ApiError = {
  error: 'The page cannot be rewritten (larger than an audit reads, or not UTF-8): paste the fixes instead.',
  code: 'NOT_REWRITTEN',
};

/** The checks whose verified html fix the page takes. */
const fixedChecks = (report: Report): string[] =>
  report.checks
    .filter((c) => c.readyFix?.verified && c.readyFix.kind === 'html' && c.readyFix.edits?.length)
    .map((c) => c.id)
    .sort();

/** `<page>-fixed.html`: the last path segment (or the host) in safe characters. */
export function fixedPageFileName(report: Pick<Report, 'finalUrl'>): string {
  let name = 'page';
  try {
    const url = new URL(report.finalUrl);
    const last = url.pathname.split('/').filter(Boolean).pop() ?? url.hostname;
    name = last.replace(/\.html?$/i, '').replace(/[^a-zA-Z0-9.-]/g, '-') || 'page';
  } catch {
    // An unparsable URL in a valid report: the generic name will do.
  }
  return `${name}-fixed.html`;
}

export async function fixedPageRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.post<{ Body: { report: unknown } }>(
    '/api/reports/fixed-page',
    {
      bodyLimit: SHARE_BODY_LIMIT,
      schema: fixedPageSchema,
    },
    async (req, reply) => {
      const parsed = parseSignedReport(req.body.report, ctx.config.SESSION_SECRET);
      if (!parsed.success) return reply.code(parsed.status).send(parsed.error);
      const report = parsed.data;
      const expected = fixedChecks(report);
      if (expected.length === 0) return reply.code(422).send(NOTHING_TO_FIX);
      const taken = await takeAudit(ctx, req.visitor);
      if (taken.ticket === null) {
        const allowed = taken.allowance;
        const error = allowed.signedIn
          ? `You've reached the fair-use limit of ${allowed.limit} analyses in 24 hours. Please try again later.`
          : limitMessage(allowed.remaining);
        return reply.code(429).send({ error, code: 'LIMIT_REACHED', requiresAuth: !allowed.signedIn });
      }
      let done = false;
      try {
        const outcome = await fixPage(report.finalUrl, {
          lang: report.reportLang,
          allowPrivate: ctx.config.ALLOW_PRIVATE_TARGETS,
          lab: null,
          site: false,
          signal: AbortSignal.timeout(FIXED_PAGE_TIMEOUT_MS),
        });
        if (outcome.fixed === null) return reply.code(422).send(NOT_REWRITTEN);
        const applied = [...new Set(outcome.applied.map((a) => a.checkId))].sort();
        if (outcome.report.finalUrl !== report.finalUrl || applied.join() !== expected.join()) {
          return reply.code(409).send(PAGE_CHANGED);
        }
        done = true;
        return (
          reply
            .type('text/html; charset=utf-8')
            .header('content-disposition', `attachment; filename="${fixedPageFileName(report)}"`)
            // The site's own markup, from this origin: never run as this origin's page if opened.
            .header('content-security-policy', 'sandbox')
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'no-store')
            .send(outcome.fixed)
        );
      } catch (err) {
        if (err instanceof Error && err.name === 'TimeoutError') {
          return reply.code(504).send({ error: TIMEOUT_MESSAGE, code: 'TIMEOUT' });
        }
        if (isAuditError(err)) {
          return reply.code(STATUS_OF[err.code]).send(auditErrorBody(err.code, err.message));
        }
        throw err;
      } finally {
        if (!done) await returnAudit(ctx, taken.ticket);
      }
    },
  );
}
