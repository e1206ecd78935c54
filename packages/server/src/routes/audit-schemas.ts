/**
 * The schemas of the audit routes (routes/audit.ts): validation, serialisation and their part of the
 * OpenAPI document. The limits they state are this server's configuration.
 */
import type { ErrorCode } from '@rankscope/engine';
import { auditBodySchema, cancelBodySchema, progressQuerySchema } from '../audit/schemas.js';
import type { Config } from '../config.js';
import { STATUS_OF } from '../errors.js';
import { RATE_LIMITED } from '../plugins/security.js';
import { empty, error, json, ref, retryAfter, sessionOptional, signedReportAnswer } from './responses.js';

const engineCodes = (status: number): ErrorCode[] =>
  (Object.keys(STATUS_OF) as ErrorCode[]).filter((c) => STATUS_OF[c] === status);
const invalidRequest = error('The request does not match its schema', ['INVALID_REQUEST']);
const TAGS = ['Audits'];

export function auditSchema(config: Config) {
  return {
    tags: TAGS,
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
    security: sessionOptional,
    body: auditBodySchema,
    response: {
      200: json(signedReportAnswer, 'The report, signed by this server'),
      400: error(
        'The URL is invalid or may not be fetched, maxPages is above the site audit limit, or a credential ' +
          'cannot be sent (a Host or hop-by-hop header, control characters; the message names the field, never its value)',
        [...engineCodes(400), 'INVALID_REQUEST', 'INVALID_CREDENTIALS'],
      ),
      401: error('crawl: true from a visitor who is not signed in (requiresAuth: true)', ['AUTH_REQUIRED']),
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
  };
}

export const cancelSchema = {
  tags: TAGS,
  summary: 'Cancel a running or queued audit',
  description:
    'Stops the audit this visitor started with this auditId, wherever it is (waiting in the queue, ' +
    'fetching, the site phase, the lab). Its pending POST /api/audit answers 409 CANCELLED, its ' +
    'progress stream ends with an error event, and it does not count against the allowance.',
  security: sessionOptional,
  body: cancelBodySchema,
  response: {
    204: empty('The audit was running or queued and is now stopped'),
    400: invalidRequest,
    404: error('No running or queued audit of this visitor has this id', ['NOT_FOUND']),
  },
};

export const progressSchema = {
  tags: TAGS,
  summary: 'Live progress of an audit (server-sent events)',
  description:
    'A text/event-stream. Each message is `data: {"stage","message","detail"?}` (`detail` says what ' +
    'a long stage waits for, e.g. "Waiting for example.com to answer (20 s so far)..."). The stream ' +
    'starts with the stages so far (a late client still gets them), sends `: heartbeat` comments, and closes after the ' +
    '`complete` event or after an error (an event with `"error": true` whose message is the error).',
  querystring: progressQuerySchema,
  response: {
    200: {
      description: 'The event stream',
      content: { 'text/event-stream': { schema: ref('ProgressEvent') } },
    },
    400: invalidRequest,
  },
};
