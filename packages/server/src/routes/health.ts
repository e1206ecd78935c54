/** Liveness (`/api/health`) and readiness (`/api/ready`: the store answers and audits can be queued). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { json, ref } from './responses.js';

export async function healthRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Liveness',
        response: { 200: json(ref('Status'), 'The process answers') },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: the store answers',
        response: {
          200: json(ref('Status'), 'Ready'),
          503: json(ref('Status'), 'The store is unavailable'),
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
