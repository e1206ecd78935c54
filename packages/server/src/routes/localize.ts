/**
 * `POST /api/reports/localize` {report, lang} → the same report with every text the engine wrote in
 * `lang` (check messages, item notes, suggestions, fixes' where/note, lab reasons), signed again: the web
 * app switches an open report's language without a new audit. Only reports this server signed are
 * accepted (report-signature.ts), so the answer is as genuine as the audit's; no allowance is spent.
 */
import { localizeReport, type Lang } from '@rankscope/engine';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { parseSignedReport } from '../report-body.js';
import { signForReply } from '../report-signature.js';
import { SHARE_BODY_LIMIT } from './reports.js';
import { localizeSchema } from './report-route-schemas.js';

interface LocalizeBody {
  report: unknown;
  lang: Lang;
}

export async function localizeRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.post<{ Body: LocalizeBody }>(
    '/api/reports/localize',
    {
      bodyLimit: SHARE_BODY_LIMIT,
      schema: localizeSchema,
    },
    async (req, reply) => {
      const parsed = parseSignedReport(req.body.report, ctx.config.SESSION_SECRET);
      if (!parsed.success) return reply.code(parsed.status).send(parsed.error);
      const localized = localizeReport(parsed.data, req.body.lang);
      return reply
        .header('cache-control', 'no-store')
        .send(signForReply(reply, localized, ctx.config.SESSION_SECRET));
    },
  );
}
