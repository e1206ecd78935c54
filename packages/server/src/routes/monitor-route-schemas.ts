/**
 * The schemas of the monitor routes (monitors.ts, monitor-runs.ts): validation, serialisation and their
 * part of the OpenAPI document, from the shapes in monitor-schemas.ts. Limits stated are this server's.
 */
import type { ErrorCode } from '@rankscope/engine';
import type { Config } from '../config.js';
import {
  createMonitorBodySchema,
  idParamsSchema,
  patchMonitorBodySchema,
  runParamsSchema,
  runsQuerySchema,
} from './monitor-schemas.js';
import { empty, error, json, ref, reportField, signedIn } from './responses.js';

const TAGS = ['Monitoring'];
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
/** Every monitor route: signed in first (401), then a server without monitoring says so (503). */
const access = { 401: unauthenticated, 503: unavailable };
const monitor = ref('Monitor');
const run = ref('Run');

export function createMonitorSchema(config: Config) {
  const minutes = Math.round(config.MONITOR_MIN_INTERVAL / 60_000);
  return {
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
    body: createMonitorBodySchema,
    response: {
      201: json(monitor, 'The monitor, with its next run'),
      400: error(
        'The body does not match its schema (an unknown field is named), crawl is above the site audit limit, or credentials cannot be sent',
        ['INVALID_REQUEST', 'INVALID_CREDENTIALS'],
      ),
      422: error('A setting cannot be used', [...SETTINGS_CODES, 'TOO_MANY_MONITORS']),
      ...access,
    },
  };
}

export const listMonitorsSchema = {
  tags: TAGS,
  summary: 'Your monitors, oldest first',
  security: signedIn,
  response: { 200: json({ type: 'array', items: monitor }, 'Your monitors'), ...access },
};

export const getMonitorSchema = {
  tags: TAGS,
  summary: 'One of your monitors',
  security: signedIn,
  params: idParamsSchema,
  response: { 200: json(monitor, 'The monitor'), 404: notFound, ...access },
};

export const patchMonitorSchema = {
  tags: TAGS,
  summary: 'Edit, pause or resume a monitor',
  description: 'Only the fields sent change. A webhook set for the first time answers its new webhookSecret.',
  security: signedIn,
  params: idParamsSchema,
  body: patchMonitorBodySchema,
  response: {
    200: json(monitor, 'The monitor as saved'),
    400: error('The body does not match its schema', ['INVALID_REQUEST']),
    404: notFound,
    422: error('A setting cannot be used', SETTINGS_CODES),
    ...access,
  },
};

export const deleteMonitorSchema = {
  tags: TAGS,
  summary: 'Delete a monitor and its runs',
  security: signedIn,
  params: idParamsSchema,
  response: { 204: empty('Deleted'), 404: notFound, ...access },
};

export const runNowSchema = {
  tags: TAGS,
  summary: 'Run a monitor now',
  description:
    'One run of a monitor at a time, whichever API process is asked: while one is queued or running, ' +
    'its id is answered (and costs nothing). A new run takes one audit from the signed-in daily allowance.',
  security: signedIn,
  params: idParamsSchema,
  response: {
    202: json(
      { type: 'object', required: ['runId'], properties: { runId: { type: 'string' } } },
      'Queued (or the run under way): follow it in the runs',
    ),
    404: notFound,
    429: error('The signed-in daily allowance is spent', ['LIMIT_REACHED']),
    ...access,
  },
};

export function listRunsSchema(config: Config) {
  return {
    tags: TAGS,
    summary: 'A monitor’s runs, newest first',
    description: `Kept ${config.RUN_RETENTION_DAYS} days, at most ${config.RUNS_PER_MONITOR} per monitor.`,
    security: signedIn,
    params: idParamsSchema,
    querystring: runsQuerySchema,
    response: { 200: json({ type: 'array', items: run }, 'The runs'), 404: notFound, ...access },
  };
}

export const getRunSchema = {
  tags: TAGS,
  summary: 'A run with its report and what changed since the previous successful run',
  security: signedIn,
  params: runParamsSchema,
  response: {
    // Built from the stored report text: sent as a string, not serialised again.
    200: json(
      {
        type: 'object',
        required: ['run', 'report', 'baseline', 'baselineRunId', 'diff'],
        properties: {
          run,
          report: { anyOf: [reportField(), { type: 'null' }], description: 'Null for a failed run' },
          baseline: {
            anyOf: [reportField(), { type: 'null' }],
            description:
              'The previous successful run’s report, compared with; a check that did not apply there is taken from the last run where it did',
          },
          baselineRunId: { type: ['string', 'null'] },
          diff: {
            type: ['object', 'null'],
            additionalProperties: true,
            description: 'The engine’s comparison (ReportDiff, as the web app’s “Changes since” shows it)',
          },
        },
      },
      'The run',
    ),
    404: notFound,
    ...access,
  },
};

export const deleteMyDataSchema = {
  tags: ['Account'],
  summary: 'Delete my data: monitors, runs, confirmed alert addresses and shared reports',
  security: signedIn,
  response: { 204: empty('Deleted'), 401: unauthenticated },
};
