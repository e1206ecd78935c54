/**
 * Who is asking, for every request: the signed-in user (a signed session cookie naming a session in the
 * store — never a claim from the browser), a random anonymous id (cookie, set when missing) and a salted
 * hash of the client IP. Only hashes and random ids are ever stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientNetwork } from '../client-network.js';
import type { ServerContext, Visitor } from '../context.js';
import { guardPath, isApiPath } from './route-path.js';

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor;
  }
}

export const SESSION_COOKIE = 'rs_session';
export const ANON_COOKIE = 'rs_anon';
const YEAR_S = 365 * 24 * 3600;

/**
 * The salted hash that stands for a client: of its address, or of its /64 for IPv6 (one subscriber's
 * share of addresses), so rotating through a /64 is not a fresh allowance or flood budget.
 */
export function hashIp(ip: string, salt: string): string {
  return createHash('sha256')
    .update(`${salt}:${clientNetwork(ip)}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Cookie options: httpOnly, SameSite=Lax, Secure when the request came over https. */
export function cookieOptions(req: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.protocol === 'https',
    signed: true,
    maxAge: maxAgeSeconds,
  };
}

function readSigned(req: FastifyRequest, name: string): string | null {
  const raw = req.cookies[name];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

export async function visitorPlugin(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.decorateRequest('visitor', null as unknown as Visitor);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    // Pages and assets need no visitor, and a Set-Cookie would keep caches from storing them.
    if (!isApiPath(guardPath(req))) return;
    const sessionId = readSigned(req, SESSION_COOKIE);
    const session = sessionId ? await ctx.store.getSession(sessionId, ctx.now()) : null;
    let anonId = readSigned(req, ANON_COOKIE);
    if (!anonId) {
      anonId = randomBytes(16).toString('base64url');
      reply.setCookie(ANON_COOKIE, anonId, cookieOptions(req, YEAR_S));
    }
    req.visitor = { email: session?.email ?? null, ipHash: hashIp(req.ip, ctx.config.USAGE_SALT), anonId };
  });
}
