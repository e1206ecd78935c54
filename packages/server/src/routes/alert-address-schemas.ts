/**
 * The schemas of the alert-address routes (alert-addresses.ts): validation, serialisation and their part
 * of the OpenAPI document.
 */
import { empty, error, json, signedIn } from './responses.js';

const TAGS = ['Account'];
const invalidRequest = error('The request does not match its schema', ['INVALID_REQUEST']);
const token = { type: 'string', maxLength: 200 } as const;

export const requestAddressSchema = {
  tags: TAGS,
  summary: 'Allow monitor alerts to an e-mail address',
  description:
    'Signed-in users. Your own sign-in address is confirmed at once; another address gets a confirmation ' +
    'e-mail with a single-use link valid 48 h (to PUBLIC_URL: the server refuses SMTP without it), and receives ' +
    'alerts only after its owner confirms on the page it opens. Saving a monitor with a new address sends ' +
    'this e-mail itself (answered as emailConfirmation): call this only to send it again. At most ' +
    '5 confirmation e-mails a day per user and 3 per address.',
  security: signedIn,
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', maxLength: 254 },
      lang: { type: 'string', enum: ['en', 'es', 'fr'], description: 'Language of the e-mail.' },
    },
  },
  response: {
    200: json(
      {
        type: 'object',
        required: ['email', 'status'],
        properties: {
          email: { type: 'string' },
          status: { type: 'string', enum: ['confirmed', 'pending'] },
        },
      },
      'Confirmed already, or a confirmation e-mail was sent (pending)',
    ),
    400: invalidRequest,
    401: error('Not signed in (requiresAuth: true)', ['AUTH_REQUIRED']),
    422: error('Not a single valid e-mail address', ['INVALID_ALERT_ADDRESS']),
    429: error('Too many confirmation e-mails today, or the flood limit', [
      'CONFIRMATIONS_LIMITED',
      'RATE_LIMITED',
    ]),
    502: error('The SMTP server did not take the confirmation e-mail', ['CONFIRMATION_NOT_SENT']),
    503: error('No SMTP server is configured (SMTP_URL, ALERT_FROM)', ['EMAIL_UNAVAILABLE']),
  },
};

export const confirmAddressSchema = {
  tags: TAGS,
  summary: 'Confirm an alert address (the button of the page the confirmation e-mail links to)',
  description:
    "The e-mail's link opens PUBLIC_URL/monitors/confirm-address#token=… (never the request's Host); " +
    'its button sends this. Single use; no sign-in needed (the address may belong to someone else).',
  body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: {
    200: json(
      { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
      'Confirmed: alerts may go to this address',
    ),
    400: invalidRequest,
    404: error('Unknown, used or expired token', ['INVALID_CONFIRMATION']),
  },
};

export const oldConfirmLinkSchema = {
  tags: TAGS,
  summary: 'Links mailed before confirmation moved to a page: confirms nothing',
  description: 'Mail scanners follow links, so a GET never confirms: it redirects to the page that asks.',
  querystring: { type: 'object', properties: { token } },
  response: { 303: empty('To /monitors/confirm-address#token=…') },
};
