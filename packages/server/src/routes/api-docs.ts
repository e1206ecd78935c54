/**
 * The API described for people and tools, generated from the routes: each route's schema carries its
 * summary, description, tags, security and answers (responses.ts), and @fastify/swagger builds the
 * OpenAPI 3.1 document from the registered routes and the shared schemas (shared-schemas.ts). Served as
 * `GET /api/openapi.json` and as `GET /api/docs`, the same document rendered on the server as plain HTML
 * (no script, so it works under the CSP). The web app's API types are generated from this document
 * (`npm run gen:api-types`).
 */
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { FLOOD_LIMITS, RATE_LIMITED } from '../plugins/security.js';
import { renderDocs, type Json } from './docs-page.js';
import { json, REPORT_MARK, retryAfter } from './responses.js';
import { addSharedSchemas, REPORT_COMPONENTS } from './shared-schemas.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const SCHEMAS = '#/components/schemas/';
const TAGS = ['Audits', 'Account', 'Share links', 'Monitoring', 'Operations'];

/**
 * Registers the shared schemas and the document's generator: call it before any route, so that every
 * route registered after it is in the document (a route leaves it only with `schema: { hide: true }`).
 */
export async function apiDocs(app: FastifyInstance, _ctx: ServerContext): Promise<void> {
  addSharedSchemas(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rankscope API',
        version: VERSION,
        description:
          'SEO audits with live progress, Google sign-in, fair-use limits and share links. Errors are JSON ' +
          '{error, code} (plus requiresAuth: true when signing in helps), also for requests refused before ' +
          'any route: 400 INVALID_REQUEST (malformed HTTP or JSON, undecodable path), 408 REQUEST_TIMEOUT, ' +
          '413 BODY_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 431 HEADERS_TOO_LARGE, 404 NOT_FOUND (unknown ' +
          `path or method), 503 SHUTTING_DOWN. Flood limit: ${FLOOD_LIMITS.api} ` +
          'requests per minute per IP, answered with 429 and Retry-After.',
      },
      tags: TAGS.map((name) => ({ name })),
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rs_session' } },
        responses: {
          RateLimited: {
            description: `Too many requests (code: ${RATE_LIMITED.code})`,
            headers: {
              'Retry-After': {
                description: retryAfter['Retry-After'].description,
                schema: { type: 'integer' },
              },
            },
            content: { 'application/json': { schema: { $ref: `${SCHEMAS}Error` }, example: RATE_LIMITED } },
          },
        },
      },
    },
    // Components are named by their $id (`Report`), not `def-0`.
    refResolver: {
      buildLocalReference: (schema, _base, _fragment, i) =>
        typeof schema.$id === 'string' ? schema.$id : `def-${i}`,
    },
    convertConstToEnum: false,
    transformObject: (documentObject) => finish((documentObject as { openapiObject: Json }).openapiObject),
  });
}

/** What the routes cannot say on their own: the flood limit on every route, the report's components. */
function finish(document: Json): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) {
      const responses = op.responses as Json;
      // Every operation can meet the flood limit (plugins/security.ts, before any route runs).
      responses[429] ??= { $ref: '#/components/responses/RateLimited' };
      if (op.requestBody) op.requestBody = pointAtReports(op.requestBody);
      op.responses = pointAtReports(op.responses);
    }
  }
  const components = (document.components ?? {}) as { schemas?: Json };
  components.schemas = { ...components.schemas, ...REPORT_COMPONENTS };
  return document;
}

/**
 * A report marked by the routes (responses.ts `reportField`, `signedReportAnswer`) is documented as a
 * reference to the SignedReport; a field's own description stays beside it.
 */
function pointAtReports(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointAtReports);
  if (!value || typeof value !== 'object') return value;
  const schema = value as Json;
  if (schema.title === REPORT_MARK) {
    const field = schema.properties === undefined && typeof schema.description === 'string';
    return { $ref: `${SCHEMAS}SignedReport`, ...(field ? { description: schema.description } : {}) };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, pointAtReports(v)]));
}

/** `GET /api/openapi.json` and `GET /api/docs`, built once on the first request (every route is known). */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  let built: { text: string; page: string } | undefined;
  const document = () => {
    const doc = app.swagger() as unknown as Json;
    built ??= { text: JSON.stringify(doc), page: renderDocs(doc) };
    return built;
  };
  app.get(
    '/api/openapi.json',
    {
      schema: {
        tags: ['Operations'],
        summary: 'This document',
        response: { 200: json({ type: 'object', additionalProperties: true }, 'OpenAPI 3.1') },
      },
    },
    async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(document().text),
  );
  app.get(
    '/api/docs',
    {
      schema: {
        tags: ['Operations'],
        summary: 'This document as a readable page',
        response: {
          200: { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } },
        },
      },
    },
    async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('text/html; charset=utf-8')
        .send(document().page),
  );
}
