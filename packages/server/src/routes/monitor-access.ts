/** What every monitor route shares: sign-in, ownership (404, never 403), the scheduler, error answers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import type { ApiError } from '../errors.js';
import type { Monitor, MonitorScheduler } from '../monitors/types.js';

/** The store's ids: 16 random bytes in base64url. Anything else cannot exist, so it is not looked up. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const MONITOR_AUTH_REQUIRED: ApiError & { requiresAuth: true } = {
  error: 'Sign in with Google to watch pages and sites.',
  code: 'AUTH_REQUIRED',
  requiresAuth: true,
};
export const NOT_FOUND: ApiError = { error: 'No monitor with this id.', code: 'NOT_FOUND' };
export const RUN_NOT_FOUND: ApiError = { error: 'No run with this id.', code: 'NOT_FOUND' };
export const UNAVAILABLE: ApiError = {
  error: 'Monitoring is not available on this server.',
  code: 'MONITORING_UNAVAILABLE',
};

export interface IdParams {
  id: string;
}

export async function requireSignedIn(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!req.visitor.email) return reply.code(401).send(MONITOR_AUTH_REQUIRED);
}

export interface MonitorAccess {
  scheduler(): MonitorScheduler | null;
  /** The signed-in caller's e-mail. */
  owner(req: FastifyRequest): string;
  /** The caller's monitor, or null (unknown id, someone else's). */
  owned(req: FastifyRequest<{ Params: IdParams }>): Promise<Monitor | null>;
  /** Signed in first (401), then a server without monitoring says so (503) before reading anything. */
  base: { onRequest: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown> };
}

export function monitorAccess(ctx: ServerContext): MonitorAccess {
  const scheduler = (): MonitorScheduler | null => ctx.monitorScheduler ?? null;
  const owner = (req: FastifyRequest): string => req.visitor.email ?? '';
  return {
    scheduler,
    owner,
    owned: async (req) =>
      ID_PATTERN.test(req.params.id) ? ctx.store.getMonitor(req.params.id, owner(req)) : null,
    base: {
      onRequest: async (req, reply) => {
        await requireSignedIn(req, reply);
        if (!reply.sent && !scheduler()) return reply.code(503).send(UNAVAILABLE);
        return undefined;
      },
    },
  };
}
