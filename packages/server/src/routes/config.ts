/** `GET /api/config`: what the web app needs to know about this server before anything else. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';

export const publicConfigJsonSchema = {
  type: 'object',
  required: [
    'googleClientId',
    'adsenseClient',
    'planGating',
    'pdf',
    'freeAuditsPerDay',
    'signedInAuditsPerDay',
    'emailAlerts',
    'alerts',
  ],
  properties: {
    googleClientId: { type: 'string', description: 'Google sign-in client id; empty when sign-in is off.' },
    adsenseClient: { type: 'string', description: 'AdSense publisher id (ca-pub-…); empty: no ads.' },
    planGating: { type: 'boolean', description: 'Whether PDF reports and share links need Pro.' },
    pdf: { type: 'boolean', description: 'Whether a Chromium was found to render PDF reports.' },
    freeAuditsPerDay: { type: 'integer', description: 'Audits per rolling 24 h for anonymous visitors.' },
    signedInAuditsPerDay: { type: 'integer', description: 'Audits per rolling 24 h for signed-in users.' },
    emailAlerts: {
      type: 'boolean',
      description: 'Whether monitors can alert by e-mail (SMTP_URL, ALERT_FROM and PUBLIC_URL are set).',
    },
    alerts: {
      type: 'boolean',
      description:
        'Whether monitors can have alert channels at all (PUBLIC_URL is set: every alert links to its run). False: monitors are saved without alerts (422 ALERTS_NEED_PUBLIC_URL).',
    },
  },
} as const;

export async function configRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/config', { schema: { response: { 200: publicConfigJsonSchema } } }, async (_req, reply) => {
    // Short: it changes only when the operator restarts the server.
    reply.header('cache-control', 'public, max-age=60');
    return {
      googleClientId: ctx.config.GOOGLE_CLIENT_ID,
      adsenseClient: ctx.config.ADSENSE_CLIENT,
      planGating: ctx.config.PLAN_GATING,
      pdf: ctx.printer.available,
      freeAuditsPerDay: ctx.config.FREE_AUDITS_PER_DAY,
      signedInAuditsPerDay: ctx.config.SIGNED_IN_AUDITS_PER_DAY,
      emailAlerts: ctx.config.smtp !== null && ctx.config.PUBLIC_URL !== undefined,
      alerts: ctx.config.PUBLIC_URL !== undefined,
    };
  });
}
