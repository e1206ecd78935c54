/**
 * Server sessions: a random id in the store, handed to the browser only inside the signed, httpOnly,
 * SameSite=Lax `rs_session` cookie (Secure over https). The visitor plugin reads it on every request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { cookieOptions, SESSION_COOKIE } from '../plugins/visitor.js';
import type { Session } from '../store/types.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The session id from a validly signed cookie, or null (missing or forged). */
export function sessionIdOf(req: FastifyRequest): string | null {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/**
 * Starts a session for `email` and sets its cookie. Any session the browser already held is ended first,
 * so a sign-in never keeps a session id chosen before it.
 */
export async function startSession(
  ctx: ServerContext,
  req: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<Session> {
  const previous = sessionIdOf(req);
  if (previous) await ctx.store.deleteSession(previous);
  const session = await ctx.store.createSession(email, SESSION_TTL_MS, ctx.now());
  reply.setCookie(SESSION_COOKIE, session.id, cookieOptions(req, SESSION_TTL_MS / 1000));
  return session;
}

/** Deletes the session in the store (so a copied cookie is dead too) and clears the cookie. */
export async function endSession(
  ctx: ServerContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const id = sessionIdOf(req);
  if (id) await ctx.store.deleteSession(id);
  const { path, httpOnly, sameSite, secure } = cookieOptions(req, 0);
  reply.clearCookie(SESSION_COOKIE, { path, httpOnly, sameSite, secure });
}
