/** The alert-address routes in the OpenAPI document (routes/alert-addresses.ts). */
import type { Json } from './openapi-page.js';
import { error } from './openapi-parts.js';

export const alertAddressPaths: Record<string, Record<string, Json>> = {
  '/api/alert-addresses': {
    post: {
      tags: ['Account'],
      summary: 'Allow monitor alerts to an e-mail address',
      description:
        'Signed-in users. Your own sign-in address is confirmed at once; another address gets a confirmation ' +
        'e-mail with a single-use link valid 48 h, and receives alerts only after its owner follows it. At most ' +
        '5 confirmation e-mails a day per user and 3 per address.',
      security: [{ session: [] }],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['email'],
              properties: {
                email: { type: 'string', maxLength: 254 },
                lang: { type: 'string', enum: ['en', 'es', 'fr'], description: 'Language of the e-mail.' },
              },
            },
          },
        },
      },
      responses: {
        200: {
          description: 'Confirmed already, or a confirmation e-mail was sent (pending)',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['email', 'status'],
                properties: {
                  email: { type: 'string' },
                  status: { type: 'string', enum: ['confirmed', 'pending'] },
                },
              },
            },
          },
        },
        400: error('The request does not match its schema', ['INVALID_REQUEST']),
        401: error('Not signed in (requiresAuth: true)', ['AUTH_REQUIRED']),
        422: error('Not a single valid e-mail address', ['INVALID_ALERT_ADDRESS']),
        429: error('Too many confirmation e-mails today, or the flood limit', [
          'CONFIRMATIONS_LIMITED',
          'RATE_LIMITED',
        ]),
        502: error('The SMTP server did not take the confirmation e-mail', ['CONFIRMATION_NOT_SENT']),
        503: error('No SMTP server is configured (SMTP_URL, ALERT_FROM)', ['EMAIL_UNAVAILABLE']),
      },
    },
  },
  '/api/alert-addresses/confirm': {
    get: {
      tags: ['Account'],
      summary: 'Confirm an alert address (the link of the confirmation e-mail)',
      parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        303: {
          description:
            'To /monitors?alertAddress=confirmed, or /monitors?alertAddress=invalid when the link is unknown, used or expired',
        },
      },
    },
  },
};
