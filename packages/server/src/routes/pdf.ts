/**
 * `POST /api/reports/pdf` {report, lang?} → the report as a real-text PDF (the engine's print view,
 * printed by headless Chromium), downloaded as `seo-report-<site>-<YYYY-MM-DD>.pdf`. A Pro feature when
 * plans are gated (like share links); anyone may when PLAN_GATING is off. Only reports this server signed
 * are printed (report-signature.ts).
 */
import {
  localizeReport,
  PdfBusyError,
  PdfUnavailableError,
  renderReportHtml,
  type Lang,
  type Report,
} from '@rankscope/engine';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import type { ApiError } from '../errors.js';
import { parseSignedReport } from '../report-body.js';
import { isPro } from '../plans.js';
import { SHARE_BODY_LIMIT } from './reports.js';
import { pdfSchema } from './report-route-schemas.js';

export const PDF_AUTH_REQUIRED: ApiError = {
  error: 'Sign in with Google to download PDF reports.',
  code: 'AUTH_REQUIRED',
  requiresAuth: true,
};
export const PDF_PRO_REQUIRED: ApiError = { error: 'PDF reports are a Pro feature.', code: 'PRO_REQUIRED' };
export const PDF_TIMEOUT: ApiError = {
  error: 'The PDF took too long to render. Please try again.',
  code: 'PDF_TIMEOUT',
};
const PDF_BUSY_RETRY_S = 5;

/** `seo-report-<site>-<YYYY-MM-DD>.pdf`: the host without www., safe characters only, the UTC date. */
export function pdfFileName(report: Pick<Report, 'finalUrl' | 'url'>, now: number): string {
  let host = 'site';
  try {
    host = new URL(report.finalUrl || report.url).hostname;
  } catch {
    // An unparsable URL in a valid report: the generic name will do.
  }
  const site =
    host
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/[^a-z0-9.-]/g, '-') || 'site';
  return `seo-report-${site}-${new Date(now).toISOString().slice(0, 10)}.pdf`;
}

interface PdfBody {
  report: unknown;
  lang?: Lang;
}

export async function pdfRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.addHook('onClose', async () => ctx.printer.close());

  app.post<{ Body: PdfBody }>(
    '/api/reports/pdf',
    {
      bodyLimit: SHARE_BODY_LIMIT,
      // Gate and availability before a 2 MB body is read.
      onRequest: async (req, reply) => {
        if (ctx.config.PLAN_GATING) {
          const email = req.visitor.email;
          if (!email) return reply.code(401).send(PDF_AUTH_REQUIRED);
          if (!isPro(ctx, email)) return reply.code(403).send(PDF_PRO_REQUIRED);
        }
        if (!ctx.printer.available) {
          return reply.code(503).send({
            error: ctx.printer.unavailableReason ?? 'PDF rendering is unavailable',
            code: 'PDF_UNAVAILABLE',
          });
        }
      },
      schema: pdfSchema(ctx.config),
    },
    async (req, reply) => {
      const parsed = parseSignedReport(req.body.report, ctx.config.SESSION_SECRET);
      if (!parsed.success) return reply.code(parsed.status).send(parsed.error);
      // Printed in the asked language: the engine's texts are rendered again, not only the labels.
      const report = req.body.lang ? localizeReport(parsed.data, req.body.lang) : parsed.data;
      const html = renderReportHtml(report, {
        print: true,
        ...(req.body.lang ? { lang: req.body.lang } : {}),
      });
      // A client that leaves stops the rendering.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort(new Error('client closed the connection'));
      });
      let pdf: Buffer;
      try {
        pdf = await ctx.printer.print(html, { signal: gone.signal });
      } catch (err) {
        if (err instanceof PdfUnavailableError) {
          req.log.error({ err: err.cause ?? err }, 'PDF rendering unavailable');
          return reply.code(503).send({ error: err.message, code: err.code });
        }
        if (err instanceof PdfBusyError) {
          return reply
            .code(503)
            .header('retry-after', String(PDF_BUSY_RETRY_S))
            .send({ error: err.message, code: err.code });
        }
        if (err instanceof Error && err.name === 'TimeoutError') return reply.code(504).send(PDF_TIMEOUT);
        throw err;
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(report, ctx.now())}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
