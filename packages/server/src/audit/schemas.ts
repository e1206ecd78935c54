/** JSON schemas of the audit routes (request validation, response serialisation and the OpenAPI document). */
import { LANGS, PROGRESS_STAGES } from '@rankscope/engine';
import { ReportSchema } from '@rankscope/engine/schema';
import { z } from 'zod';

/** The Report as JSON Schema (draft-07), derived from the engine's zod schema: one contract. */
export const reportJsonSchema: Record<string, unknown> = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(ReportSchema, { target: 'draft-7', io: 'output' });
  return { ...schema, description: 'The audit report' };
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

export interface AuditBody {
  url: string;
  auditId?: string;
  lang: (typeof LANGS)[number];
}

export const auditBodySchema = {
  type: 'object',
  description:
    'Audits the page and answers the report. Progress is streamed by GET /api/audit/progress with the same url and auditId.',
  required: ['url'],
  additionalProperties: false,
  properties: { url, auditId, lang },
} as const;

export interface ProgressQuery {
  url: string;
  auditId?: string;
  lang: (typeof LANGS)[number];
}

export const progressQuerySchema = {
  type: 'object',
  description:
    'Server-sent events, each JSON {stage, message}: the current stage first, a heartbeat comment every 15 s, closed after the final event (stage "complete", with error: true when the audit failed).',
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
    error: { type: 'boolean', description: 'Set on the final event of a failed audit' },
  },
} as const;
