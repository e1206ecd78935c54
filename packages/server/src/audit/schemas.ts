/** JSON schemas of the audit routes (request validation, response serialisation and the OpenAPI document). */
import { LANGS, PROGRESS_STAGES } from '@rankscope/engine';
import { ReportSchema } from '@rankscope/engine/schema';
import { z } from 'zod';
import { credentialsJsonSchema, type CredentialsBody } from './credentials.js';

/** The server's signature on a report it answered (report-signature.ts). */
export const REPORT_SIGNATURE_JSON_SCHEMA = {
  type: 'string',
  description:
    "The server's signature of this report (HMAC-SHA256 over its canonical JSON). Send the report back unchanged, signature included, to share it or print it as a PDF.",
} as const;

/** The Report as JSON Schema (draft-07), derived from the engine's zod schema: one contract. */
export const reportJsonSchema: Record<string, unknown> = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(ReportSchema, { target: 'draft-7', io: 'output' });
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  // A site audit's `crawl` (issue 7): the engine's schema describes it; until it does, it passes as it is
  // (the serialiser drops properties the schema does not name).
  const crawl = properties.crawl ?? {
    type: ['object', 'null'],
    additionalProperties: true,
    description: 'The site audit: what the same-site crawl found (absent for one-page audits)',
  };
  return {
    ...schema,
    properties: { ...properties, crawl, signature: REPORT_SIGNATURE_JSON_SCHEMA },
    description: 'The audit report',
  };
})();

export { errorJsonSchema } from '../errors.js';

/** A random id the client makes per audit (a UUID in the web app), so streams are never shared. */
const auditId = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Random id of this audit, also sent to /api/audit/progress',
} as const;
const url = { type: 'string', minLength: 1, maxLength: 2048, description: 'The page to audit' } as const;
const lang = { type: 'string', enum: [...LANGS], default: 'en' } as const;

export interface AuditBody extends CredentialsBody {
  url: string;
  auditId?: string;
  lang: (typeof LANGS)[number];
  /** A site audit: crawl the site from this page (signed-in users only). */
  crawl?: boolean;
  /** Pages at most in the site audit (default and ceiling: SITE_PAGE_LIMIT). */
  maxPages?: number;
}

/** Site audits: crawl the site from the URL (signed-in users; the page ceiling is SITE_PAGE_LIMIT). */
const crawl = {
  type: 'boolean',
  default: false,
  description:
    'Audit the site: crawl it from this page (same site, robots.txt obeyed) and add `crawl` to the report. Signed-in users only (401 AUTH_REQUIRED otherwise).',
} as const;
const maxPages = {
  type: 'integer',
  minimum: 1,
  description:
    "With crawl: pages at most (default and ceiling: the server's SITE_PAGE_LIMIT; above it: 400).",
} as const;

export const auditBodySchema = {
  type: 'object',
  description:
    'Audits the page and answers the report. Progress is streamed by GET /api/audit/progress with the same url and auditId.',
  required: ['url'],
  additionalProperties: false,
  properties: { url, auditId, lang, crawl, maxPages, ...credentialsJsonSchema },
} as const;

export interface CancelBody {
  auditId: string;
}

export const cancelBodySchema = {
  type: 'object',
  description:
    'Stops a running or queued audit of this visitor: its POST /api/audit then answers 409 CANCELLED, and it does not count against the allowance.',
  required: ['auditId'],
  additionalProperties: false,
  properties: { auditId },
} as const;

export interface ProgressQuery {
  url: string;
  auditId?: string;
  lang: (typeof LANGS)[number];
}

export const progressQuerySchema = {
  type: 'object',
  description:
    'Server-sent events, each JSON {stage, message, detail?}: the stages so far first, a heartbeat comment every 15 s, closed after the final event (stage "complete", with error: true when the audit failed).',
  required: ['url'],
  additionalProperties: false,
  properties: { url, auditId, lang },
} as const;

/** One server-sent event's data. */
export const progressEventJsonSchema = {
  type: 'object',
  required: ['stage', 'message'],
  properties: {
    stage: { type: 'string', enum: [...PROGRESS_STAGES] },
    message: { type: 'string' },
    detail: {
      type: 'string',
      description:
        'What the stage is waiting for when it takes long, e.g. "Waiting for example.com to answer (20 s so far)..."',
    },
    error: { type: 'boolean', description: 'Set on the final event of a failed audit' },
  },
} as const;
