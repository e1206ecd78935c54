/**
 * The schemas several routes share, registered once with an $id (`app.addSchema`): routes point at them
 * with `{ $ref: 'Name#' }`, Fastify serialises with them, and @fastify/swagger lists them as the
 * document's components (api-docs.ts). Also the building blocks of a route's documented responses.
 */
import type { FastifyInstance } from 'fastify';
import { progressEventJsonSchema, REPORT_SIGNATURE_JSON_SCHEMA, reportJsonSchema } from '../audit/schemas.js';
import { SIGNATURE_FIELD } from '../report-signature.js';
import { errorJsonSchema } from '../errors.js';
import { monitorSchema, runSchema } from './monitor-schemas.js';
import { ref, type Json, type SharedSchemaName } from './responses.js';

const publicConfig = {
  type: 'object',
  required: [
    'googleClientId',
    'adsenseClient',
    'planGating',
    'pdf',
    'freeAuditsPerDay',
    'signedInAuditsPerDay',
    'emailAlerts',
    'alerts',
  ],
  properties: {
    googleClientId: { type: 'string', description: 'Google sign-in client id; empty when sign-in is off.' },
    adsenseClient: { type: 'string', description: 'AdSense publisher id (ca-pub-…); empty: no ads.' },
    planGating: { type: 'boolean', description: 'Whether PDF reports and share links need Pro.' },
    pdf: { type: 'boolean', description: 'Whether a Chromium was found to render PDF reports.' },
    freeAuditsPerDay: { type: 'integer', description: 'Audits per rolling 24 h for anonymous visitors.' },
    signedInAuditsPerDay: { type: 'integer', description: 'Audits per rolling 24 h for signed-in users.' },
    emailAlerts: {
      type: 'boolean',
      description: 'Whether monitors can alert by e-mail (SMTP_URL, ALERT_FROM and PUBLIC_URL are set).',
    },
    alerts: {
      type: 'boolean',
      description:
        'Whether monitors can have alert channels at all (PUBLIC_URL is set: every alert links to its run). False: monitors are saved without alerts (422 ALERTS_NEED_PUBLIC_URL).',
    },
  },
} as const;

const user = {
  type: 'object',
  required: ['name', 'email', 'picture', 'createdAt'],
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    picture: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const SHARED = {
  Error: {
    ...errorJsonSchema,
    properties: {
      error: { type: 'string', description: 'A message for people.' },
      code: { type: 'string', description: 'A stable code for programs.' },
      requiresAuth: { type: 'boolean', description: 'Signing in with Google lifts this limit.' },
    },
  },
  ProgressEvent: progressEventJsonSchema,
  User: user,
  Me: {
    type: 'object',
    required: ['user', 'allowance', 'pro', 'planGating', 'googleClientId'],
    properties: {
      user: { anyOf: [ref('User'), { type: 'null' }] },
      allowance: {
        type: 'object',
        required: ['remaining', 'limit', 'signedIn'],
        properties: {
          remaining: { type: 'integer', description: 'Audits left in the rolling 24 h; -1 = unlimited.' },
          limit: { type: 'integer' },
          signedIn: { type: 'boolean' },
        },
      },
      pro: { type: 'boolean' },
      planGating: { type: 'boolean' },
      googleClientId: { type: 'string' },
    },
  },
  Status: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
  PublicConfig: publicConfig,
  Monitor: monitorSchema,
  Run: runSchema,
} satisfies Record<string, Json>;

// The names responses.ts lets routes point at are exactly these.
SHARED satisfies Record<SharedSchemaName, Json>;

const { signature: _signature, ...reportProperties } = reportJsonSchema.properties as Json;

/**
 * The Report and the SignedReport as the document's components. Not shared schemas of the app: every
 * serialiser Fastify compiles is handed all of those, and the Report's size made each compile (about a
 * hundred answers) three times slower. Routes inline the report where they write one and mark it
 * (responses.ts); api-docs.ts points those marks here.
 */
export const REPORT_COMPONENTS: Record<'Report' | 'SignedReport', Json> = {
  Report: { ...reportJsonSchema, properties: reportProperties },
  SignedReport: {
    description:
      'A report as POST /api/audit answers it: with the signature of the server that produced it. ' +
      'Share links and PDFs take only such a report, sent back unchanged (key order and spacing ' +
      'aside): any other change answers 422 REPORT_TAMPERED, a missing signature 422 REPORT_NOT_SIGNED.',
    allOf: [
      { $ref: '#/components/schemas/Report' },
      {
        type: 'object',
        required: [SIGNATURE_FIELD],
        properties: { [SIGNATURE_FIELD]: REPORT_SIGNATURE_JSON_SCHEMA },
      },
    ],
  },
};

/** Registers the shared schemas on the app (before any route that points at them). */
export function addSharedSchemas(app: FastifyInstance): void {
  for (const [$id, schema] of Object.entries(SHARED)) app.addSchema({ $id, ...schema });
}
