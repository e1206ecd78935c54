/** JSON schemas of the monitor routes (validation, serialisation and the OpenAPI document). */
import { credentialsJsonSchema, type CredentialsBody } from '../audit/credentials.js';
import type { MonitorSeverity } from '../monitors/types.js';

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });

const severity = { type: 'string', enum: ['critical', 'recommended', 'info'] } as const;
const lang = { type: 'string', enum: ['en', 'es', 'fr'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const runStatus = { type: 'string', enum: ['queued', 'running', 'ok', 'failed'] } as const;

const alertsIn = {
  type: 'object',
  additionalProperties: false,
  description: 'Alert channels; null (or omitted at creation) for none. On PATCH, omitted keys are kept.',
  properties: {
    email: nullable({ type: 'string', maxLength: 254 }),
    slack: nullable({ type: 'string', maxLength: 2000, description: 'A Slack incoming-webhook URL' }),
    webhook: nullable({ type: 'string', maxLength: 2000, description: 'A URL that receives signed JSON' }),
  },
} as const;

const monitorFields = {
  url: { type: 'string', minLength: 1, maxLength: 2048 },
  schedule: {
    type: 'string',
    minLength: 1,
    maxLength: 100,
    description: 'A five-field cron expression (minute hour day month weekday), or @hourly, @daily, @weekly',
  },
  timezone: { type: 'string', minLength: 1, maxLength: 64, description: 'IANA time zone (default UTC)' },
  crawl: nullable({
    type: 'integer',
    minimum: 1,
    description: 'A site audit of at most this many pages; null: the page alone',
  }),
  minSeverity: {
    ...severity,
    description: 'Alert on a new problem at or above this severity (default critical)',
  },
  scoreDrop: nullable({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    description: 'Alert when the score drops by at least this many points',
  }),
  lang: { ...lang, description: 'The language of alert texts (default en)' },
  alerts: alertsIn,
  // A page behind a login, as POST /api/audit takes it; kept sealed, never answered. On PATCH, sending any
  // of the three replaces the saved set (empty lists and no basicAuth: none).
  ...credentialsJsonSchema,
} as const;

export const createMonitorBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'schedule'],
  properties: monitorFields,
} as const;

export const patchMonitorBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { ...monitorFields, paused: { type: 'boolean' } },
} as const;

export interface AlertsBody {
  email?: string | null;
  slack?: string | null;
  webhook?: string | null;
}

export interface CreateMonitorBody extends CredentialsBody {
  url: string;
  schedule: string;
  timezone?: string;
  crawl?: number | null;
  minSeverity?: MonitorSeverity;
  scoreDrop?: number | null;
  lang?: 'en' | 'es' | 'fr';
  alerts?: AlertsBody;
}

export type PatchMonitorBody = Partial<CreateMonitorBody> & { paused?: boolean };

/** A changed value: text, number, yes/no, a list of texts, or none. */
const changeValue = {
  anyOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: { type: 'string' } },
    { type: 'null' },
  ],
} as const;

const change = {
  type: 'object',
  required: ['checkId', 'severity', 'title'],
  properties: {
    checkId: { type: 'string', description: 'A check id; `signal:<id>` or `field:<formFactor>:<metric>`.' },
    severity: { ...severity, description: 'The status in the run (new), or in the earlier run (fixed).' },
    title: { type: 'string' },
    kind: { type: 'string', enum: ['check', 'signal', 'field'], description: 'Absent on older runs: check.' },
    old: { ...changeValue, description: 'The value before, when the change has one.' },
    new: { ...changeValue, description: 'The value now, when the change has one.' },
    flapping: { type: 'boolean', description: 'Changed back and forth lately: listed, no alert on its own.' },
  },
} as const;

export const changesSchema = {
  type: 'object',
  required: ['new', 'fixed'],
  properties: { new: { type: 'array', items: change }, fixed: { type: 'array', items: change } },
} as const;

const alertType = nullable({
  type: 'string',
  enum: ['monitor.changed', 'monitor.failed', 'monitor.recovered'],
});

export const runSchema = {
  type: 'object',
  required: [
    'id',
    'trigger',
    'scheduledFor',
    'startedAt',
    'finishedAt',
    'status',
    'score',
    'previousScore',
    'changes',
    'alert',
    'alertSentAt',
    'missedTicks',
  ],
  properties: {
    id: { type: 'string' },
    trigger: { type: 'string', enum: ['schedule', 'manual'] },
    scheduledFor: { ...dateTime, description: 'The tick this run belongs to (a manual run: when asked)' },
    startedAt: nullable(dateTime),
    finishedAt: nullable(dateTime),
    status: runStatus,
    score: nullable({ type: 'integer' }),
    previousScore: nullable({ type: 'integer' }),
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
    changes: changesSchema,
    alert: alertType,
    alertSentAt: nullable(dateTime),
    missedTicks: {
      type: 'integer',
      description:
        'Ticks folded into this run instead of running on their own: they came due while it was under way (one run of a monitor at a time) or while the server was down',
    },
  },
} as const;

export const monitorSchema = {
  type: 'object',
  // Every field monitors/view.ts writes (MonitorView) is required: the web app's types say so too.
  required: [
    'id',
    'url',
    'schedule',
    'timezone',
    'crawl',
    'minSeverity',
    'scoreDrop',
    'alerts',
    'emailConfirmed',
    'credentials',
    'lang',
    'paused',
    'state',
    'createdAt',
    'nextRunAt',
    'lastRunAt',
    'lastRun',
  ],
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    schedule: { type: 'string' },
    timezone: { type: 'string' },
    crawl: nullable({ type: 'integer' }),
    minSeverity: severity,
    scoreDrop: nullable({ type: 'integer' }),
    alerts: {
      type: 'object',
      description: 'The e-mail address; Slack and webhook URLs masked (they are credentials)',
      required: ['email', 'slack', 'webhook'],
      properties: {
        email: nullable({ type: 'string' }),
        slack: nullable({ type: 'string' }),
        webhook: nullable({ type: 'string' }),
      },
    },
    emailConfirmed: { type: 'boolean', description: 'Alert e-mails reach the address (own or confirmed)' },
    credentials: nullable({
      type: 'object',
      description: 'The saved credentials: names only, never a value (null: none)',
      properties: {
        headers: { type: 'array', items: { type: 'string' } },
        cookies: { type: 'array', items: { type: 'string' } },
        basicAuth: { type: 'boolean' },
      },
    }),
    lang,
    paused: { type: 'boolean' },
    state: { type: 'string', enum: ['new', 'ok', 'failed'] },
    createdAt: dateTime,
    nextRunAt: nullable(dateTime),
    lastRunAt: nullable(dateTime),
    lastRun: nullable({
      type: 'object',
      required: ['id', 'status', 'score', 'finishedAt', 'alert'],
      properties: {
        id: { type: 'string' },
        status: runStatus,
        score: nullable({ type: 'integer' }),
        finishedAt: nullable(dateTime),
        alert: alertType,
      },
    }),
    emailConfirmation: {
      type: 'object',
      description:
        'Answered by a save that set a new alert address: confirmed (own or confirmed already), pending (its confirmation mail went out now: the only one this save sends) or failed (why, with the code of POST /api/alert-addresses).',
      required: ['email', 'status'],
      properties: {
        email: { type: 'string' },
        status: { type: 'string', enum: ['confirmed', 'pending', 'failed'] },
        code: { type: 'string' },
        error: { type: 'string' },
      },
    },
    webhookSecret: {
      type: 'string',
      description: 'whsec_… (Standard Webhooks): answered once, when the webhook is set; keep it to verify',
    },
  },
} as const;

export const runsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } },
} as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' } },
} as const;

export const runParamsSchema = {
  type: 'object',
  required: ['id', 'runId'],
  properties: { id: { type: 'string' }, runId: { type: 'string' } },
} as const;
