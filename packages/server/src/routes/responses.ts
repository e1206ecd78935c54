/**
 * Building blocks of a route's schema: its documented answers (status, description, body), its security,
 * and pointers to the shared schemas (shared-schemas.ts). Fastify validates and serialises with the same
 * objects @fastify/swagger turns into the OpenAPI document (api-docs.ts).
 */
import { reportJsonSchema } from '../audit/schemas.js';

/** The mark api-docs.ts replaces with a reference to the SignedReport component. */
export const REPORT_MARK = 'SignedReport';

/** The shared schemas (registered with these $ids in shared-schemas.ts). */
export type SharedSchemaName =
  'Error' | 'ProgressEvent' | 'User' | 'Me' | 'Status' | 'PublicConfig' | 'Monitor' | 'Run';

export type Json = Record<string, unknown>;

/** A shared schema by name (`Error`, `Monitor`…), as a route’s schema points at it. */
export const ref = (name: SharedSchemaName): Json => ({ $ref: `${name}#` });

/** A JSON answer with its description (the form both Fastify's serialiser and the document read). */
export const json = (schema: Json, description: string): Json => ({
  description,
  content: { 'application/json': { schema } },
});

/** An error answer, listing the `code` values it can carry. */
export const error = (description: string, codes: readonly string[]): Json =>
  json(
    { allOf: [ref('Error'), { required: ['code'], properties: { code: { enum: [...codes] } } }] },
    description,
  );

/** An answer without a body. */
export const empty = (description: string): Json => ({ description, type: 'null' });

export const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', type: 'integer' },
} as const;

/** `security` of a route: a session is required, or optional (anonymous visitors too). */
type Security = Array<Record<string, string[]>>;
export const signedIn: Security = [{ session: [] }];
export const sessionOptional: Security = [{}, { session: [] }];

/**
 * A report sent back by a client, validated here only as an object (the handler checks its signature and
 * its shape, answering INVALID_REPORT or 422), or one in an answer sent as text: the document shows it as
 * a SignedReport with this description (api-docs.ts; a $ref beside a description loses the description).
 */
export const reportField = (description?: string): Json => ({
  type: 'object',
  title: REPORT_MARK,
  ...(description ? { description } : {}),
});

/**
 * A report this server signs and answers: the whole schema, so the serialiser writes exactly what the
 * signature covers (report-signature.ts), marked so that the document points at the SignedReport.
 */
export const signedReportAnswer: Json = { ...reportJsonSchema, title: REPORT_MARK };
