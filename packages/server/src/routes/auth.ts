/**
 * Google sign-in and sessions (spec.md §7, issue 4):
 * - `POST /api/auth/google` {credential} verifies the Google ID token, records the login, starts a server
 *   session (signed cookie) and returns `{user}`.
 * - `POST /api/auth/logout` ends the session.
 * - `GET /api/me` says who is signed in, their allowance (-1 = unlimited), Pro, and the client id the web
 *   app initialises the sign-in widget with.
 * "Signed in" is only ever a server session created here — never a claim from the browser.
 */
import type { ApiError } from '../errors.js';
import type { FastifyInstance } from 'fastify';
import {
  AuthError,
  createGoogleVerifier,
  INVALID_TOKEN_MESSAGE,
  NOT_CONFIGURED_MESSAGE,
  type GoogleVerifier,
} from '../auth/google.js';
import { endSession, startSession } from '../auth/session.js';
import type { ServerContext } from '../context.js';
import { isPro } from '../plans.js';
import type { User } from '../store/types.js';
import { allowance } from '../usage.js';
import { FLOOD_LIMITS } from '../plugins/security.js';
import { error, json, ref } from './responses.js';

/** The user as the browser sees it (spec.md §5 User). */
export interface PublicUser {
  name: string;
  email: string;
  picture: string | null;
  createdAt: string;
}

export const INVALID_TOKEN: ApiError = { error: INVALID_TOKEN_MESSAGE, code: 'INVALID_TOKEN' };
export const NOT_CONFIGURED: ApiError = { error: NOT_CONFIGURED_MESSAGE, code: 'AUTH_UNAVAILABLE' };

const publicUser = (u: User): PublicUser => ({
  name: u.name,
  email: u.email,
  picture: u.picture,
  createdAt: u.createdAt,
});

export async function authRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const verify: GoogleVerifier | null = ctx.config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({
        clientId: ctx.config.GOOGLE_CLIENT_ID,
        jwksUrl: ctx.config.GOOGLE_JWKS_URL,
        now: ctx.now,
      })
    : null;

  app.post<{ Body: { credential: string } }>(
    '/api/auth/google',
    {
      schema: {
        tags: ['Account'],
        summary: 'Sign in with a Google ID token',
        description: `Verifies the token (signature, issuer, audience, expiry, verified email), records the login and sets the session cookie rs_session (httpOnly, SameSite=Lax, Secure over https). At most ${FLOOD_LIMITS.signIn} attempts per minute per IP.`,
        body: {
          type: 'object',
          required: ['credential'],
          additionalProperties: false,
          properties: {
            credential: {
              type: 'string',
              minLength: 1,
              maxLength: 8192,
              description: 'The ID token from Google Identity Services.',
            },
          },
        },
        response: {
          200: json({ type: 'object', required: ['user'], properties: { user: ref('User') } }, 'Signed in'),
          400: error('The request does not match its schema', ['INVALID_REQUEST']),
          401: error('The token is invalid, expired, unsigned or for another client', ['INVALID_TOKEN']),
          503: error('Sign-in is not configured or Google’s keys are unreachable', ['AUTH_UNAVAILABLE']),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!verify) return reply.code(503).send(NOT_CONFIGURED);
      let identity;
      try {
        identity = await verify(req.body.credential);
      } catch (err) {
        if (!(err instanceof AuthError)) throw err;
        if (err.code === 'INVALID_TOKEN') {
          req.log.info({ reason: err.reason }, 'google sign-in rejected');
          return reply.code(401).send(INVALID_TOKEN);
        }
        req.log.warn({ reason: err.reason }, 'google sign-in unavailable');
        return reply.code(503).send({ error: err.message, code: err.code });
      }
      const user = await ctx.store.upsertUser(
        { email: identity.email, name: identity.name, picture: identity.picture },
        ctx.now(),
      );
      await startSession(ctx, req, reply, user.email);
      return { user: publicUser(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['Account'],
        summary: 'Sign out: ends the session and clears its cookie',
        response: {
          200: json(
            { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
            'Signed out',
          ),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      await endSession(ctx, req, reply);
      return { ok: true };
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['Account'],
        summary: 'Who is signed in, the audits left and the plan',
        response: { 200: json(ref('Me'), 'The visitor (user null when anonymous)') },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const email = req.visitor.email;
      const user = email ? await ctx.store.getUser(email) : null;
      // A session whose user row is gone counts as signed out.
      const visitor = user ? req.visitor : { ...req.visitor, email: null };
      const { remaining, limit, signedIn } = await allowance(ctx, visitor);
      return {
        user: user ? publicUser(user) : null,
        allowance: { remaining, limit, signedIn },
        pro: user ? isPro(ctx, user.email) : !ctx.config.PLAN_GATING,
        planGating: ctx.config.PLAN_GATING,
        googleClientId: ctx.config.GOOGLE_CLIENT_ID,
      };
    },
  );
}
