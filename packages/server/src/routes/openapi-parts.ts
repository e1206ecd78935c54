/** Building blocks of the OpenAPI document, shared by openapi.ts and the route groups' fragments. */
import type { Json } from './openapi-page.js';

export const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

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
