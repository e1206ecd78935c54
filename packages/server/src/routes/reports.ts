/**
 * Share links (product.md §4, §7): a signed-in Pro user stores a report under an unguessable id for 30
 * days; anyone with the link can read it (`{report, expiresAt}`) until then; only its owner can delete it. Reports are stored
 * nowhere else, and only reports this server signed (report-signature.ts) are accepted. Unknown, expired and someone else's reports all answer the same 404.
 */
import type { ApiError } from '../errors.js';
import { BASELINE_OTHER_URL } from '../share-baseline.js';
import { REPORT_NOT_SIGNED, REPORT_TAMPERED } from '../report-body.js';
import { parseSignedReport } from '../report-body.js';
import { parseBaseline } from '../share-baseline.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { isPro } from '../plans.js';
import { empty, error, json, reportField, signedIn } from './responses.js';

export const SHARE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Reports are large (every check with its items): a route-level limit above the app's 64 KB. */
export const SHARE_BODY_LIMIT = 2 * 1024 * 1024;
/** The store's ids: 16 random bytes in base64url. Anything else cannot exist, so it is not looked up. */
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const AUTH_REQUIRED: ApiError = {
  error: 'Sign in with Google to share reports.',
  code: 'AUTH_REQUIRED',
  requiresAuth: true,
};
export const PRO_REQUIRED: ApiError = { error: 'Share links are a Pro feature.', code: 'PRO_REQUIRED' };
export const NOT_FOUND: ApiError = {
  error: 'This shared report does not exist or has expired.',
  code: 'NOT_FOUND',
};

const unauthenticated = error('Not signed in (requiresAuth: true)', ['AUTH_REQUIRED']);
const tooLarge = error('The body is larger than 2 MB', ['BODY_TOO_LARGE']);

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' } },
} as const;

interface IdParams {
  id: string;
}

/** Signed-in users only (a server session, never a browser claim); runs before the body is read. */
async function requireSignedIn(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!req.visitor.email) return reply.code(401).send(AUTH_REQUIRED);
}

export async function reportsRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.post<{ Body: { report: unknown; baseline?: unknown } }>(
    '/api/reports',
    {
      bodyLimit: SHARE_BODY_LIMIT,
      // Refuse anonymous and non-Pro callers before a 2 MB body is parsed.
      onRequest: async (req, reply) => {
        await requireSignedIn(req, reply);
        if (reply.sent) return;
        if (!isPro(ctx, req.visitor.email ?? '')) return reply.code(403).send(PRO_REQUIRED);
      },
      schema: {
        tags: ['Share links'],
        summary: 'Store a report behind an unguessable share link (30 days)',
        description: 'Signed-in users; Pro only when plan gating is on. Bodies up to 2 MB.',
        security: signedIn,
        body: {
          type: 'object',
          required: ['report'],
          additionalProperties: false,
          properties: {
            report: reportField(),
            baseline: reportField(
              'Optional: an earlier report of the same page, shown as "Changes since <date>" on the shared page.',
            ),
          },
        },
        response: {
          201: json(
            {
              type: 'object',
              required: ['id', 'url', 'expiresAt'],
              properties: {
                id: { type: 'string' },
                url: { type: 'string', description: 'Path of the share page, e.g. /r/{id}.' },
                expiresAt: { type: 'string', format: 'date-time' },
              },
            },
            'Stored',
          ),
          400: error('The body is not a valid report', ['INVALID_REPORT', 'INVALID_REQUEST']),
          401: unauthenticated,
          403: error('Share links need Pro', ['PRO_REQUIRED']),
          413: tooLarge,
          422: error(
            'The report or its baseline is not one this server produced, was changed since, or the baseline is of another page',
            [
              REPORT_NOT_SIGNED.code,
              REPORT_TAMPERED.code,
              BASELINE_OTHER_URL.code,
              'BASELINE_NOT_COMPARABLE',
            ],
          ),
        },
      },
    },
    async (req, reply) => {
      const parsed = parseSignedReport(req.body.report, ctx.config.SESSION_SECRET);
      if (!parsed.success) return reply.code(parsed.status).send(parsed.error);
      let baselineJson: string | null = null;
      if (req.body.baseline !== undefined) {
        const baseline = parseBaseline(req.body.baseline, parsed.data, ctx.config.SESSION_SECRET);
        if (!baseline.success) return reply.code(baseline.status).send(baseline.error);
        baselineJson = JSON.stringify(baseline.signed);
      }
      const owner = req.visitor.email ?? '';
      // Stored as signed (the server's own output, byte for byte in meaning), so the shared copy can be
      // printed or shared again.
      const stored = await ctx.store.saveReport(
        owner,
        JSON.stringify(parsed.signed),
        SHARE_TTL_MS,
        ctx.now(),
        baselineJson,
      );
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          id: stored.id,
          url: `/r/${stored.id}`,
          expiresAt: new Date(stored.expiresAt).toISOString(),
        });
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/reports/:id',
    {
      schema: {
        tags: ['Share links'],
        summary: 'A shared report',
        description:
          'Anyone with the link; answered with `X-Robots-Tag: noindex` and `Cache-Control: private, no-store`.',
        params: idParams,
        response: {
          // Built from the stored JSON text (validated when it was shared): a string, not serialised again.
          200: json(
            {
              type: 'object',
              required: ['report', 'expiresAt'],
              properties: {
                report: reportField(),
                baseline: reportField('The earlier report, when the owner shared a comparison.'),
                expiresAt: { type: 'string', format: 'date-time' },
                yours: {
                  type: 'boolean',
                  const: true,
                  description:
                    'The signed-in visitor made this link and may delete it, from any browser (absent otherwise).',
                },
              },
            },
            'The report (with its baseline, if shared) and when its link expires',
          ),
          404: error('Unknown or expired', ['NOT_FOUND']),
        },
      },
    },
    async (req, reply) => {
      // A shared report is for whoever holds the link: not cached by proxies, not indexed.
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      const { id } = req.params;
      const stored = ID_PATTERN.test(id) ? await ctx.store.getReport(id, ctx.now()) : null;
      if (!stored) return reply.code(404).send(NOT_FOUND);
      const expiresAt = JSON.stringify(new Date(stored.expiresAt).toISOString());
      const baseline = stored.baselineJson === null ? '' : `"baseline":${stored.baselineJson},`;
      // The owner may delete the link from any browser they sign in on, not only the one that made it.
      const yours = req.visitor.email && stored.owner === req.visitor.email ? ',"yours":true' : '';
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"report":${stored.json},${baseline}"expiresAt":${expiresAt}${yours}}`);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/reports/:id',
    {
      // Deleting stays open to the owner without Pro: people can always remove what they shared.
      onRequest: requireSignedIn,
      schema: {
        tags: ['Share links'],
        summary: 'Delete a report you shared',
        security: signedIn,
        params: idParams,
        response: {
          204: empty('Deleted'),
          401: unauthenticated,
          404: error('Unknown, expired or someone else’s', ['NOT_FOUND']),
        },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const owner = req.visitor.email ?? '';
      // Same 404 as GET for unknown, expired or someone else's report.
      const live = ID_PATTERN.test(id) ? await ctx.store.getReport(id, ctx.now()) : null;
      if (!live || live.owner !== owner || !(await ctx.store.deleteReport(id, owner))) {
        return reply.code(404).send(NOT_FOUND);
      }
      return reply.code(204).send();
    },
  );
}
