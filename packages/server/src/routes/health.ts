/** Liveness (`/api/health`) and readiness (`/api/ready`: the store answers and audits can be queued). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';

export async function healthRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get(
    '/api/health',
    { schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' } } } } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/api/ready',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { status: { type: 'string' } } },
          503: { type: 'object', properties: { status: { type: 'string' } } },
        },
      },
    },
    async (_req, reply) => {
      let ok: boolean;
      try {
        ok = (await ctx.store.ping()) && ((await ctx.auditBackend?.ready?.()) ?? true);
      } catch {
        ok = false;
      }
      return ok ? { status: 'ready' } : reply.code(503).send({ status: 'store unavailable' });
    },
  );
}
