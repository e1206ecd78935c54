/**
 * Alert addresses (issue 24): alerts go to the signed-in user's own address, or to another one once its
 * owner followed the link of a confirmation mail.
 * - `POST /api/alert-addresses` `{ email, lang? }` (signed in): `{ email, status: "confirmed" | "pending" }`,
 *   sending the confirmation mail when the address needs one.
 * - The mail's link opens the web app's page (PUBLIC_URL + /monitors/confirm-address#token=…), whose
 *   button sends `POST /api/alert-addresses/confirm` `{ token }` → `{ email }` (once; 404
 *   INVALID_CONFIRMATION when used or expired). A GET never confirms: mail scanners follow links.
 */
import { isLang, type Lang } from '@rankscope/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONFIRM_PAGE, type AddressState, type AlertAddresses } from '../alerts/index.js';
import type { ServerContext } from '../context.js';
import type { ApiError } from '../errors.js';
import { confirmAddressSchema, oldConfirmLinkSchema, requestAddressSchema } from './alert-address-schemas.js';

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

/** What became of the address a monitor was saved with (its save answers it as `emailConfirmation`). */
export type ConfirmationOutcome =
  | { email: string; status: 'confirmed' | 'pending' }
  | { email: string; status: 'failed'; code: string; error: string };

/**
 * After a monitor was saved with an alert address: sends its confirmation mail when it needs one (not
 * the owner's own, not confirmed yet). The monitor is saved whatever happens here; the save answers the
 * outcome, so the web app never asks for a second mail (issue 32: one save, one confirmation).
 */
export async function confirmAlertAddress(
  ctx: ServerContext,
  req: FastifyRequest,
  owner: string,
  email: string | null,
  lang: Lang,
): Promise<ConfirmationOutcome | null> {
  if (email === null || !ctx.alerts) return null;
  try {
    const state = await ctx.alerts.addresses.request(owner, email, lang);
    if (state === 'confirmed' || state === 'pending') return { email, status: state };
    req.log.warn({ state }, 'alert address not confirmable now');
    const failure = FAILURES[state]?.body ?? FAILURES['not-sent']?.body;
    return {
      email,
      status: 'failed',
      code: failure?.code ?? 'CONFIRMATION_NOT_SENT',
      error: failure?.error ?? '',
    };
  } catch (err) {
    req.log.warn({ err }, 'alert address confirmation failed');
    const failure = FAILURES['not-sent']?.body;
    return { email, status: 'failed', code: failure?.code ?? '', error: failure?.error ?? '' };
  }
}

const TOKEN = /^[\w-]{20,100}$/;
export const INVALID_CONFIRMATION: ApiError = {
  error: 'This confirmation link is not valid: it was used already or it expired.',
  code: 'INVALID_CONFIRMATION',
};

export async function alertAddressRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  addresses: AlertAddresses,
): Promise<void> {
  app.post<{ Body: { email: string; lang?: string } }>(
    '/api/alert-addresses',
    {
      schema: requestAddressSchema,
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
      const state = await addresses.request(owner, req.body.email, lang);
      const failure = FAILURES[state];
      if (failure) return reply.code(failure.status).send(failure.body);
      return { email: req.body.email.trim().toLowerCase(), status: state };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/api/alert-addresses/confirm',
    {
      schema: confirmAddressSchema,
    },
    async (req, reply) => {
      const confirmed = await addresses.confirm(req.body.token);
      reply.header('cache-control', 'no-store');
      if (!confirmed) return reply.code(404).send(INVALID_CONFIRMATION);
      req.log.info('alert address confirmed');
      return { email: confirmed.email };
    },
  );

  // Links mailed before confirmation moved to a page: the GET confirms nothing (mail scanners follow
  // links), it opens the page that asks, with the token in the fragment.
  app.get<{ Querystring: { token?: string } }>(
    '/api/alert-addresses/confirm',
    {
      schema: oldConfirmLinkSchema,
    },
    async (req, reply) => {
      const token = req.query.token ?? '';
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(TOKEN.test(token) ? `${CONFIRM_PAGE}#token=${token}` : CONFIRM_PAGE, 303);
    },
  );
}
