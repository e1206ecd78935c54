/** Routes: audit (to be written by its owner; registered in app.ts). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';

export async function auditRoutes(_app: FastifyInstance, _ctx: ServerContext): Promise<void> {}
