/** The monitor routes in the OpenAPI document (routes/openapi.ts merges these paths). */
import type { Config } from '../config.js';
import type { ErrorCode } from '@rankscope/engine';
import type { Json } from './openapi-page.js';
import { error, json, ref } from './openapi-parts.js';
import {
  createMonitorBodySchema,
  monitorSchema,
  patchMonitorBodySchema,
  runSchema,
} from './monitor-schemas.js';

const TAGS = ['Monitoring'];
const signedIn = [{ session: [] }];
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const runIdParam = { name: 'runId', in: 'path', required: true, schema: { type: 'string' } };
const TARGET_CODES: ErrorCode[] = ['INVALID_URL', 'UNSUPPORTED_SCHEME', 'BLOCKED_TARGET'];
const SETTINGS_CODES = [
  'INVALID_SCHEDULE',
  'INVALID_TIMEZONE',
  'SCHEDULE_TOO_FREQUENT',
  ...TARGET_CODES,
  'INVALID_ALERT_TARGET',
  'ALERTS_NEED_PUBLIC_URL',
];
const unauthenticated = error('Not signed in (requiresAuth: true)', ['AUTH_REQUIRED']);
const notFound = error('Unknown, or someone else’s (never 403)', ['NOT_FOUND']);
const unavailable = error('Monitoring is not available on this server', ['MONITORING_UNAVAILABLE']);

export function monitorPaths(config: Config): Record<string, Record<string, Json>> {
  const minutes = Math.round(config.MONITOR_MIN_INTERVAL / 60_000);
  return {
    '/api/monitors': {
      post: {
        tags: TAGS,
        summary: 'Watch a page or a site on a schedule',
        description:
          `A cron schedule in a time zone; runs at most once every ${minutes} min (MONITOR_MIN_INTERVAL) and ` +
          `at most ${config.MONITORS_PER_USER} monitors per user; one run of a monitor at a time (a tick that ` +
          'comes while a run is under way is counted on it as missedTicks). "Run now" counts against the ' +
          `signed-in daily allowance; scheduled site crawls take their pages from ${config.MONITOR_CRAWL_PAGES_PER_DAY} ` +
          'a day per user (MONITOR_CRAWL_PAGES_PER_DAY). ' +
          'Alerts only on change: a new problem at or above minSeverity, a score drop of scoreDrop points, a ' +
          'failure (once), a recovery (once); alert channels need the server’s PUBLIC_URL (422 ' +
          'ALERTS_NEED_PUBLIC_URL). `headers`, `cookies` and `basicAuth` are those of POST /api/audit, for a ' +
          'page behind a login: kept sealed, answered by name only. A new alert address gets its one ' +
          'confirmation e-mail from this save (`emailConfirmation`). Unknown fields: 400. `webhookSecret` ' +
          '(whsec_…) is answered only here: keep it to verify the Standard Webhooks signature.',
        security: signedIn,
        requestBody: { required: true, content: { 'application/json': { schema: createMonitorBodySchema } } },
        responses: {
          201: json(monitorSchema as unknown as Json, 'The monitor, with its next run'),
          400: error(
            'The body does not match its schema (an unknown field is named), crawl is above the site audit limit, or credentials cannot be sent',
            ['INVALID_REQUEST', 'INVALID_CREDENTIALS'],
          ),
          401: unauthenticated,
          422: error('A setting cannot be used', [...SETTINGS_CODES, 'TOO_MANY_MONITORS']),
          503: unavailable,
        },
      },
      get: {
        tags: TAGS,
        summary: 'Your monitors, oldest first',
        security: signedIn,
        responses: {
          200: json({ type: 'array', items: monitorSchema as unknown as Json }, 'Your monitors'),
          401: unauthenticated,
        },
      },
    },
    '/api/monitors/{id}': {
      get: {
        tags: TAGS,
        summary: 'One of your monitors',
        security: signedIn,
        parameters: [idParam],
        responses: {
          200: json(monitorSchema as unknown as Json, 'The monitor'),
          401: unauthenticated,
          404: notFound,
        },
      },
      patch: {
        tags: TAGS,
        summary: 'Edit, pause or resume a monitor',
        description:
          'Only the fields sent change. A webhook set for the first time answers its new webhookSecret.',
        security: signedIn,
        parameters: [idParam],
        requestBody: { required: true, content: { 'application/json': { schema: patchMonitorBodySchema } } },
        responses: {
          200: json(monitorSchema as unknown as Json, 'The monitor as saved'),
          400: error('The body does not match its schema', ['INVALID_REQUEST']),
          401: unauthenticated,
          404: notFound,
          422: error('A setting cannot be used', SETTINGS_CODES),
          503: unavailable,
        },
      },
      delete: {
        tags: TAGS,
        summary: 'Delete a monitor and its runs',
        security: signedIn,
        parameters: [idParam],
        responses: { 204: { description: 'Deleted' }, 401: unauthenticated, 404: notFound },
      },
    },
    '/api/monitors/{id}/run': {
      post: {
        tags: TAGS,
        summary: 'Run a monitor now',
        description:
          'One run of a monitor at a time, whichever API process is asked: while one is queued or running, ' +
          'its id is answered (and costs nothing). A new run takes one audit from the signed-in daily allowance.',
        security: signedIn,
        parameters: [idParam],
        responses: {
          202: json(
            { type: 'object', required: ['runId'], properties: { runId: { type: 'string' } } },
            'Queued (or the run under way): follow it in the runs',
          ),
          401: unauthenticated,
          404: notFound,
          429: error('The signed-in daily allowance is spent', ['LIMIT_REACHED']),
          503: unavailable,
        },
      },
    },
    '/api/monitors/{id}/runs': {
      get: {
        tags: TAGS,
        summary: 'A monitor’s runs, newest first',
        description: `Kept ${config.RUN_RETENTION_DAYS} days, at most ${config.RUNS_PER_MONITOR} per monitor.`,
        security: signedIn,
        parameters: [
          idParam,
          {
            name: 'limit',
            in: 'query',
            schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
          },
        ],
        responses: {
          200: json({ type: 'array', items: runSchema as unknown as Json }, 'The runs'),
          401: unauthenticated,
          404: notFound,
        },
      },
    },
    '/api/monitors/{id}/runs/{runId}': {
      get: {
        tags: TAGS,
        summary: 'A run with its report and what changed since the previous successful run',
        security: signedIn,
        parameters: [idParam, runIdParam],
        responses: {
          200: json(
            {
              type: 'object',
              required: ['run', 'report', 'baseline', 'baselineRunId', 'diff'],
              properties: {
                run: runSchema as unknown as Json,
                report: {
                  anyOf: [ref('SignedReport'), { type: 'null' }],
                  description: 'Null for a failed run',
                },
                baseline: {
                  anyOf: [ref('SignedReport'), { type: 'null' }],
                  description:
                    'The previous successful run’s report, compared with; a check that did not apply there is taken from the last run where it did',
                },
                baselineRunId: { type: ['string', 'null'] },
                diff: {
                  type: ['object', 'null'],
                  description:
                    'The engine’s comparison (ReportDiff, as the web app’s “Changes since” shows it)',
                },
              },
            },
            'The run',
          ),
          401: unauthenticated,
          404: notFound,
        },
      },
    },
    '/api/me/data': {
      delete: {
        tags: ['Account'],
        summary: 'Delete my data: monitors, runs, confirmed alert addresses and shared reports',
        security: signedIn,
        responses: { 204: { description: 'Deleted' }, 401: unauthenticated },
      },
    },
  };
}
