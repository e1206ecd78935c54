/** `GET /api/config`: what the web app needs to know about this server before anything else. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { json, ref } from './responses.js';

export async function configRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const schema = {
    tags: ['Operations'],
    summary: 'Public configuration for the web app',
    description:
      'Sign-in client id, AdSense publisher id, plan gating, PDF availability and the free allowance.',
    response: { 200: json(ref('PublicConfig'), 'The configuration') },
  };
  app.get('/api/config', { schema }, async (_req, reply) => {
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
