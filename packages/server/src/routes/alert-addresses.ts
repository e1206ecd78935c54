/**
 * Alert addresses (issue 24): alerts go to the signed-in user's own address, or to another one once its
 * owner followed the link of a confirmation mail.
 * - `POST /api/alert-addresses` `{ email, lang? }` (signed in): `{ email, status: "confirmed" | "pending" }`,
 *   sending the confirmation mail when the address needs one.
 * - `GET /api/alert-addresses/confirm?token=` (the mail's link): confirms once, then redirects to the web
 *   app's monitors page with `?alertAddress=confirmed` or `?alertAddress=invalid`.
 */
import { isLang, type Lang } from '@rankscope/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressState, AlertAddresses } from '../alerts/index.js';
import type { ServerContext } from '../context.js';
import { errorJsonSchema, type ApiError } from '../errors.js';

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const FAILURES: Partial<Record<AddressState, { status: number; body: ApiError }>> = {
  invalid: {
    status: 422,
    body: { error: 'This is not a valid e-mail address.', code: 'INVALID_ALERT_ADDRESS' },
  },
  unavailable: {
    status: 503,
    body: {
      error: 'E-mail alerts are not available on this server (no SMTP server is configured).',
      code: 'EMAIL_UNAVAILABLE',
    },
  },
  'rate-limited': {
    status: 429,
    body: {
      error: 'Too many confirmation e-mails today. Please try again tomorrow.',
      code: 'CONFIRMATIONS_LIMITED',
    },
  },
  'not-sent': {
    status: 502,
    body: {
      error: 'The confirmation e-mail could not be sent. Please try again later.',
      code: 'CONFIRMATION_NOT_SENT',
    },
  },
};

/** The origin links in mails point at: PUBLIC_URL, else the request's own. */
export function publicOrigin(ctx: ServerContext, req: FastifyRequest): string {
  if (ctx.config.PUBLIC_URL) return ctx.config.PUBLIC_URL;
  const host = HOST.test(req.host) ? req.host.toLowerCase() : 'localhost';
  return `${req.protocol}://${host}`;
}

/**
 * After a monitor was saved with an alert address: sends its confirmation mail when it needs one (not
 * the owner's own, not confirmed yet). The monitor is saved whatever happens here; the answer's
 * `emailConfirmed` stays false until the link is followed.
 */
export async function confirmAlertAddress(
  ctx: ServerContext,
  req: FastifyRequest,
  owner: string,
  email: string | null,
  lang: Lang,
): Promise<void> {
  if (email === null || !ctx.alerts) return;
  try {
    const state = await ctx.alerts.addresses.request(owner, email, lang, publicOrigin(ctx, req));
    if (state !== 'confirmed' && state !== 'pending')
      req.log.warn({ state }, 'alert address not confirmable now');
  } catch (err) {
    req.log.warn({ err }, 'alert address confirmation failed');
  }
}

export async function alertAddressRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  addresses: AlertAddresses,
): Promise<void> {
  app.post<{ Body: { email: string; lang?: string } }>(
    '/api/alert-addresses',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', maxLength: 254 },
            lang: { type: 'string', enum: ['en', 'es', 'fr'] },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['email', 'status'],
            properties: {
              email: { type: 'string' },
              status: { type: 'string', enum: ['confirmed', 'pending'] },
            },
          },
          401: errorJsonSchema,
          422: errorJsonSchema,
          429: errorJsonSchema,
          502: errorJsonSchema,
          503: errorJsonSchema,
        },
      },
    },
    async (req, reply) => {
      const owner = req.visitor.email;
      if (!owner) {
        return reply.code(401).send({
          error: 'Sign in with Google to set up alerts.',
          code: 'AUTH_REQUIRED',
          requiresAuth: true,
        });
      }
      const lang = isLang(req.body.lang) ? req.body.lang : 'en';
      const state = await addresses.request(owner, req.body.email, lang, publicOrigin(ctx, req));
      const failure = FAILURES[state];
      if (failure) return reply.code(failure.status).send(failure.body);
      return { email: req.body.email.trim().toLowerCase(), status: state };
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/api/alert-addresses/confirm',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (req, reply) => {
      const confirmed = await addresses.confirm(req.query.token ?? '');
      // A used link must not be replayed from a cache or a shared history.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(`/monitors?alertAddress=${confirmed ? 'confirmed' : 'invalid'}`, 303);
    },
  );
}
