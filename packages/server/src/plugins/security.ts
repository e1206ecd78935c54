/** Security headers (helmet with a real CSP) and CORS for configured origins (to be written by its owner). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';

export async function securityPlugin(_app: FastifyInstance, _ctx: ServerContext): Promise<void> {}
