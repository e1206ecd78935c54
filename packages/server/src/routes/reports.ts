/** Routes: reports (to be written by its owner; registered in app.ts). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';

export async function reportsRoutes(_app: FastifyInstance, _ctx: ServerContext): Promise<void> {}
