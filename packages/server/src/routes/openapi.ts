/**
 * The API described for people and tools: `GET /api/openapi.json` (OpenAPI 3.1, written by hand beside the
 * routes; a test proves every registered /api route is in it and every documented route exists) and
 * `GET /api/docs`, the same document rendered on the server as plain HTML (no script, so it works under
 * the CSP). The Report schema comes from the engine's zod schema, so it cannot drift from the code.
 */
import { readFileSync } from 'node:fs';
import type { ErrorCode } from '@rankscope/engine';
import { ReportSchema } from '@rankscope/engine/schema';
import { renderDocs, type Json } from './openapi-page.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  auditBodySchema,
  cancelBodySchema,
  progressEventJsonSchema,
  progressQuerySchema,
  REPORT_SIGNATURE_JSON_SCHEMA,
} from '../audit/schemas.js';
import type { Config } from '../config.js';
import type { ServerContext } from '../context.js';
import { STATUS_OF } from '../errors.js';
import { BASELINE_OTHER_URL } from '../share-baseline.js';
import { FLOOD_LIMITS, RATE_LIMITED } from '../plugins/security.js';
import { REPORT_NOT_SIGNED, REPORT_TAMPERED } from '../report-body.js';
import { SIGNATURE_FIELD } from '../report-signature.js';
import { publicConfigJsonSchema } from './config.js';
import { alertAddressPaths } from './alert-addresses-openapi.js';
import { monitorPaths } from './openapi-monitors.js';
import { error, json, ref } from './openapi-parts.js';

const engineCodes = (status: number): ErrorCode[] =>
  (Object.keys(STATUS_OF) as ErrorCode[]).filter((c) => STATUS_OF[c] === status);
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
};
const signedIn = [{ session: [] }];

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The OpenAPI 3.1 document of this server, with the limits of its configuration. */
export function buildOpenApi(config: Config): Json {
  const reportSchema = z.toJSONSchema(ReportSchema, { io: 'output' }) as Json;
  delete reportSchema.$schema;
  const invalidRequest = error('The request does not match its schema', ['INVALID_REQUEST']);
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const unsigned = error('The report is not one this server produced, or it was changed since', [
    REPORT_NOT_SIGNED.code,
    REPORT_TAMPERED.code,
  ]);

  const paths: Record<string, Record<string, Json>> = {
    '/api/audit': {
      post: {
        tags: ['Audits'],
        summary: 'Audit one page and return the Report',
        description:
          `Fetches the page, runs every check and the site phase, and answers the Report (up to 120 s). ` +
          `Audits run ${config.AUDIT_CONCURRENCY} at a time; up to ${config.AUDIT_QUEUE_LIMIT} more wait, beyond ` +
          `that the server answers 503 with Retry-After. Fair use: ${config.FREE_AUDITS_PER_DAY} audits per ` +
          `rolling 24 h for anonymous visitors (per IP and per browser), ${config.SIGNED_IN_AUDITS_PER_DAY} for ` +
          `signed-in users. Send the same auditId to /api/audit/progress to follow it live. With ` +
          `crawl: true (signed-in users only) it audits the site: a same-site crawl of up to maxPages pages ` +
          `(at most ${config.SITE_PAGE_LIMIT}), progress events "Crawled n/N pages", and the report's crawl section. ` +
          `With headers, cookies and basicAuth (signed-in users only) it audits a page behind a login: the ` +
          `credentials go to the audited origin only, for this audit only, and are never logged or stored; a report ` +
          `that reached a sign-in page anyway has loginWall set (its score is not the site's).`,
        security: [{}, ...signedIn],
        requestBody: { required: true, content: { 'application/json': { schema: auditBodySchema } } },
        responses: {
          200: json(ref('SignedReport'), 'The report, signed by this server'),
          400: error(
            'The URL is invalid or may not be fetched, maxPages is above the site audit limit, or a credential ' +
              'cannot be sent (a Host or hop-by-hop header, control characters; the message names the field, never its value)',
            [...engineCodes(400), 'INVALID_REQUEST', 'INVALID_CREDENTIALS'],
          ),
          401: error('crawl: true from a visitor who is not signed in (requiresAuth: true)', [
            'AUTH_REQUIRED',
          ]),
          403: error(
            'Credentials (headers, cookies, basicAuth) from a visitor who is not signed in (requiresAuth: true)',
            ['CREDENTIALS_REQUIRE_SIGN_IN'],
          ),
          409: error('The visitor cancelled the audit (POST /api/audit/cancel); it is not counted', [
            'CANCELLED',
          ]),
          422: error('The address answered something other than an HTML page', engineCodes(422)),
          429: error(
            'The allowance is used up (requiresAuth: true for anonymous visitors: signing in lifts it), or ' +
              'too many requests (RATE_LIMITED, with Retry-After)',
            ['LIMIT_REACHED', RATE_LIMITED.code],
          ),
          500: error('An unexpected error', ['INTERNAL']),
          502: error('The site could not be fetched', engineCodes(502)),
          503: {
            ...error(
              'The audit queue is full, or the server is stopping (with Retry-After), or site audits are not available',
              ['QUEUE_FULL', 'SHUTTING_DOWN', 'SITE_AUDIT_UNAVAILABLE'],
            ),
            headers: retryAfter,
          },
          504: error(
            'The audit timed out (120 s in all, or the page fetch); the message contains "timed out"',
            engineCodes(504),
          ),
        },
      },
    },
    '/api/audit/cancel': {
      post: {
        tags: ['Audits'],
        summary: 'Cancel a running or queued audit',
        description:
          'Stops the audit this visitor started with this auditId, wherever it is (waiting in the queue, ' +
          'fetching, the site phase, the lab). Its pending POST /api/audit answers 409 CANCELLED, its ' +
          'progress stream ends with an error event, and it does not count against the allowance.',
        security: [{}, ...signedIn],
        requestBody: { required: true, content: { 'application/json': { schema: cancelBodySchema } } },
        responses: {
          204: { description: 'The audit was running or queued and is now stopped' },
          400: invalidRequest,
          404: error('No running or queued audit of this visitor has this id', ['NOT_FOUND']),
        },
      },
    },
    '/api/audit/progress': {
      get: {
        tags: ['Audits'],
        summary: 'Live progress of an audit (server-sent events)',
        description:
          'A text/event-stream. Each message is `data: {"stage","message","detail"?}` (`detail` says what ' +
          'a long stage waits for, e.g. "Waiting for example.com to answer (20 s so far)..."). The stream ' +
          'starts with the stages so far (a late client still gets them), sends `: heartbeat` comments, and closes after the ' +
          '`complete` event or after an error (an event with `"error": true` whose message is the error).',
        parameters: Object.entries(progressQuerySchema.properties).map(([name, schema]) => ({
          name,
          in: 'query',
          required: (progressQuerySchema.required as readonly string[]).includes(name),
          schema,
        })),
        responses: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: ref('ProgressEvent') } },
          },
          400: invalidRequest,
        },
      },
    },
    '/api/auth/google': {
      post: {
        tags: ['Account'],
        summary: 'Sign in with a Google ID token',
        description: `Verifies the token (signature, issuer, audience, expiry, verified email), records the login and sets the session cookie rs_session (httpOnly, SameSite=Lax, Secure over https). At most ${FLOOD_LIMITS.signIn} attempts per minute per IP.`,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['credential'],
                properties: {
                  credential: { type: 'string', description: 'The ID token from Google Identity Services.' },
                },
              },
            },
          },
        },
        responses: {
          200: json({ type: 'object', required: ['user'], properties: { user: ref('User') } }, 'Signed in'),
          400: invalidRequest,
          401: error('The token is invalid, expired, unsigned or for another client', ['INVALID_TOKEN']),
          503: error('Sign-in is not configured or Google’s keys are unreachable', ['AUTH_UNAVAILABLE']),
        },
      },
    },
    '/api/auth/logout': {
      post: {
        tags: ['Account'],
        summary: 'Sign out: ends the session and clears its cookie',
        responses: {
          200: json(
            { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
            'Signed out',
          ),
        },
      },
    },
    '/api/me': {
      get: {
        tags: ['Account'],
        summary: 'Who is signed in, the audits left and the plan',
        responses: { 200: json(ref('Me'), 'The visitor (user null when anonymous)') },
      },
    },
    '/api/reports': {
      post: {
        tags: ['Share links'],
        summary: 'Store a report behind an unguessable share link (30 days)',
        description: 'Signed-in users; Pro only when plan gating is on. Bodies up to 2 MB.',
        security: signedIn,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['report'],
                properties: {
                  report: ref('SignedReport'),
                  baseline: {
                    ...ref('SignedReport'),
                    description:
                      'Optional: an earlier report of the same page, shown as "Changes since <date>" on the shared page.',
                  },
                },
              },
            },
          },
        },
        responses: {
          201: json(
            {
              type: 'object',
              required: ['id', 'url', 'expiresAt'],
              properties: {
                id: { type: 'string' },
                url: { type: 'string', description: 'Path of the share page, e.g. /r/{id}.' },
                expiresAt: { type: 'string', format: 'date-time' },
              },
            },
            'Stored',
          ),
          400: error('The body is not a valid report', ['INVALID_REPORT', 'INVALID_REQUEST']),
          401: error('Not signed in (requiresAuth: true)', ['AUTH_REQUIRED']),
          403: error('Share links need Pro', ['PRO_REQUIRED']),
          413: error('The body is larger than 2 MB', ['BODY_TOO_LARGE']),
          422: error(
            'The report or its baseline is not one this server produced, was changed since, or the baseline is of another page',
            [
              REPORT_NOT_SIGNED.code,
              REPORT_TAMPERED.code,
              BASELINE_OTHER_URL.code,
              'BASELINE_NOT_COMPARABLE',
            ],
          ),
        },
      },
    },
    '/api/reports/{id}': {
      get: {
        tags: ['Share links'],
        summary: 'A shared report',
        parameters: [idParam],
        description:
          'Anyone with the link; answered with `X-Robots-Tag: noindex` and `Cache-Control: private, no-store`.',
        responses: {
          200: json(
            {
              type: 'object',
              required: ['report', 'expiresAt'],
              properties: {
                report: ref('SignedReport'),
                baseline: {
                  ...ref('SignedReport'),
                  description: 'The earlier report, when the owner shared a comparison.',
                },
                expiresAt: { type: 'string', format: 'date-time' },
              },
            },
            'The report (with its baseline, if shared) and when its link expires',
          ),
          404: error('Unknown or expired', ['NOT_FOUND']),
        },
      },
      delete: {
        tags: ['Share links'],
        summary: 'Delete a report you shared',
        security: signedIn,
        parameters: [idParam],
        responses: {
          204: { description: 'Deleted' },
          401: error('Not signed in (requiresAuth: true)', ['AUTH_REQUIRED']),
          404: error('Unknown, expired or someone else’s', ['NOT_FOUND']),
        },
      },
    },
    '/api/reports/pdf': {
      post: {
        tags: ['Share links'],
        summary: 'The report as a PDF (headless Chromium, real text, US Letter)',
        description:
          (config.PLAN_GATING
            ? 'Signed-in Pro users (plan gating is on). '
            : 'Anyone (plan gating is off on this server). ') +
          'Bodies up to 2 MB. The print view of the report: page breaks between sections, page numbers in ' +
          'the footer; `lang` sets the language of its labels (default: the report’s). Answered as an ' +
          'attachment named `seo-report-<site>-<YYYY-MM-DD>.pdf` (site: the host without www., date: UTC). ' +
          'At most 30 s.',
        security: [{}, ...signedIn],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['report'],
                properties: {
                  report: ref('SignedReport'),
                  lang: { type: 'string', enum: ['en', 'es', 'fr'] },
                },
              },
            },
          },
        },
        responses: {
          200: {
            description: 'The PDF',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="seo-report-<site>-<YYYY-MM-DD>.pdf"',
                schema: { type: 'string' },
              },
            },
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          400: error('The body is not a valid report', ['INVALID_REPORT', 'INVALID_REQUEST']),
          401: error('Not signed in while plan gating is on (requiresAuth: true)', ['AUTH_REQUIRED']),
          403: error('PDF reports need Pro', ['PRO_REQUIRED']),
          413: error('The body is larger than 2 MB', ['BODY_TOO_LARGE']),
          422: unsigned,
          503: {
            ...error(
              'No Chromium on this server (the error says how to fix it), or too many PDFs at once (Retry-After)',
              ['PDF_UNAVAILABLE', 'PDF_BUSY'],
            ),
            headers: retryAfter,
          },
          504: error('Rendering took longer than 30 s', ['PDF_TIMEOUT']),
        },
      },
    },
    '/api/reports/fixed-page': {
      post: {
        tags: ['Share links'],
        summary: 'The audited page with every verified html fix applied (what `rankscope fix` writes)',
        description:
          'Bodies up to 2 MB, a report this server signed. The page is fetched and audited again (no site ' +
          'phase, no lab) and its verified html fixes applied together; it counts as one audit of the daily ' +
          'allowance (handed back when it fails). Answered as an attachment `<page>-fixed.html`, sandboxed ' +
          '(Content-Security-Policy: sandbox). At most 60 s.',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['report'], properties: { report: ref('SignedReport') } },
            },
          },
        },
        responses: {
          200: {
            description: 'The fixed page',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="<page>-fixed.html"',
                schema: { type: 'string' },
              },
            },
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          400: error('The body is not a valid report, or the page address is refused', [
            'INVALID_REPORT',
            'INVALID_REQUEST',
            'BLOCKED_TARGET',
          ]),
          409: error('The page audited again is not the one of the report (changed, or behind a sign-in)', [
            'PAGE_CHANGED',
          ]),
          413: error('The body is larger than 2 MB', ['BODY_TOO_LARGE']),
          422: error(
            'Not a report this server signed (or changed since), no verified fix to apply, or a page that cannot be rewritten',
            [REPORT_NOT_SIGNED.code, REPORT_TAMPERED.code, 'NOTHING_TO_FIX', 'NOT_REWRITTEN', 'NOT_HTML'],
          ),
          429: error('The daily allowance is used up', ['LIMIT_REACHED']),
          502: error('The page could not be fetched', ['DNS_FAILURE', 'CONNECTION_REFUSED', 'FETCH_FAILED']),
          504: error('Fetching the page took longer than 60 s', ['TIMEOUT']),
        },
      },
    },
    '/api/reports/localize': {
      post: {
        tags: ['Share links'],
        summary: 'The same report in another language, signed again',
        description:
          'Renders every text the engine wrote (check messages and item notes, suggestions, fixes’ where and ' +
          'note, lab and category reasons) again in `lang`, from the keys and values the report keeps, and ' +
          'signs the result: the web app switches an open report’s language without a new audit. No audit ' +
          'is spent. The page’s own texts and model-written suggestions stay as they are. Bodies up to 2 MB.',
        security: [{}, ...signedIn],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['report', 'lang'],
                properties: {
                  report: ref('SignedReport'),
                  lang: { type: 'string', enum: ['en', 'es', 'fr'] },
                },
              },
            },
          },
        },
        responses: {
          200: json(ref('SignedReport'), 'The report in `lang`, signed by this server'),
          400: error('The body is not a valid report, or lang is not en, es or fr', [
            'INVALID_REPORT',
            'INVALID_REQUEST',
          ]),
          413: error('The body is larger than 2 MB', ['BODY_TOO_LARGE']),
          422: unsigned,
        },
      },
    },
    '/api/config': {
      get: {
        tags: ['Operations'],
        summary: 'Public configuration for the web app',
        description:
          'Sign-in client id, AdSense publisher id, plan gating, PDF availability and the free allowance.',
        responses: { 200: json(ref('PublicConfig'), 'The configuration') },
      },
    },
    '/api/health': {
      get: {
        tags: ['Operations'],
        summary: 'Liveness',
        responses: { 200: json(ref('Status'), 'The process answers') },
      },
    },
    '/api/ready': {
      get: {
        tags: ['Operations'],
        summary: 'Readiness: the store answers',
        responses: {
          200: json(ref('Status'), 'Ready'),
          503: json(ref('Status'), 'The store is unavailable'),
        },
      },
    },
    '/api/openapi.json': {
      get: {
        tags: ['Operations'],
        summary: 'This document',
        responses: { 200: json({ type: 'object' }, 'OpenAPI 3.1') },
      },
    },
    '/api/docs': {
      get: {
        tags: ['Operations'],
        summary: 'This document as a readable page',
        responses: { 200: { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
    ...alertAddressPaths,
  };

  Object.assign(paths, monitorPaths(config));

  // Every operation can meet the flood limit.
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) {
      const responses = op.responses as Json;
      responses[429] ??= { $ref: '#/components/responses/RateLimited' };
    }
  }

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
  return {
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
    tags: ['Audits', 'Account', 'Share links', 'Monitoring', 'Operations'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rs_session' } },
      responses: {
        RateLimited: {
          description: `Too many requests (code: ${RATE_LIMITED.code})`,
          headers: retryAfter,
          content: { 'application/json': { schema: ref('Error'), example: RATE_LIMITED } },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'code'],
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
                remaining: {
                  type: 'integer',
                  description: 'Audits left in the rolling 24 h; -1 = unlimited.',
                },
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
        PublicConfig: publicConfigJsonSchema,
        Report: reportSchema,
        SignedReport: {
          description:
            'A report as POST /api/audit answers it: with the signature of the server that produced it. ' +
            'Share links and PDFs take only such a report, sent back unchanged (key order and spacing ' +
            'aside): any other change answers 422 REPORT_TAMPERED, a missing signature 422 REPORT_NOT_SIGNED.',
          allOf: [
            ref('Report'),
            {
              type: 'object',
              required: [SIGNATURE_FIELD],
              properties: { signature: REPORT_SIGNATURE_JSON_SCHEMA },
            },
          ],
        },
      },
    },
  };
}

export async function openapiRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const document = buildOpenApi(ctx.config);
  const documentText = JSON.stringify(document);
  const page = renderDocs(document);

  app.get(
    '/api/openapi.json',
    { schema: { response: { 200: { type: 'object', additionalProperties: true } } } },
    async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(documentText),
  );
  app.get('/api/docs', { schema: { response: { 200: { type: 'string' } } } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(page),
  );
}

// ---- The docs page: the document as text, rendered once at start ----
