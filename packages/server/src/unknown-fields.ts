/**
 * Unknown fields in a request body are refused with 400 INVALID_REQUEST and a message naming the field
 * (issue 32): every body schema says `additionalProperties: false` and Ajv keeps what it does not know
 * (app.ts), and a route without a body schema refuses any field at all.
 */
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';

type SchemaError = FastifySchemaValidationError & { params?: Record<string, unknown> };

/**
 * Fastify's schemaErrorFormatter: its own wording (`body/url must be string`), except an unknown field,
 * which is named (`Unknown field "basicAuth" in body`).
 */
export function validationError(errors: SchemaError[], dataVar: string): Error {
  const unknown = errors.find((e) => e.keyword === 'additionalProperties');
  const field = unknown?.params?.additionalProperty;
  if (unknown && typeof field === 'string')
    return new Error(
      `Unknown field "${field}" in ${dataVar}${unknown.instancePath}: it is not part of this request (see /api/docs).`,
    );
  return new Error(
    errors.map((e) => `${dataVar}${e.instancePath} ${e.message ?? 'is not valid'}`).join(', '),
  );
}

/** A JSON object sent to a route that declares no body: any field in it is unknown. */
export async function refuseUndeclaredBody(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  if (req.routeOptions.schema?.body !== undefined) return undefined;
  const body = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const [field] = Object.keys(body);
  if (field === undefined) return undefined;
  return reply.code(400).send({
    error: `Unknown field "${field}" in body: this request takes no body fields (see /api/docs).`,
    code: 'INVALID_REQUEST',
  });
}
