/**
 * Who is asking (to be written by its owner): reads the signed session cookie (a session in the store),
 * the anonymous visitor cookie (set when missing) and the client IP (hashed with USAGE_SALT), and decorates
 * each request with `request.visitor`.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext, Visitor } from '../context.js';

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor;
  }
}

export async function visitorPlugin(app: FastifyInstance, _ctx: ServerContext): Promise<void> {
  app.decorateRequest('visitor', null as unknown as Visitor);
}
