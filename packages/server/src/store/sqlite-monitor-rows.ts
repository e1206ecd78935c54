/** Monitors and runs as SQLite rows (sqlite-monitors.ts): mapping both ways. */
import type { Monitor, MonitorPatch, MonitorRun, MonitorStore } from '../monitors/types.js';

export interface MonitorRow {
  id: string;
  owner: string;
  url: string;
  schedule: string;
  timezone: string;
  crawl: number | null;
  min_severity: Monitor['minSeverity'];
  score_drop: number | null;
  alert_email: string | null;
  alert_slack: string | null;
  alert_webhook: string | null;
  webhook_secret: string | null;
  credentials_sealed: string | null;
  lang: Monitor['lang'];
  paused: number;
  state: Monitor['state'];
  created_at: number;
  updated_at: number;
  next_run_at: number | null;
  last_run_at: number | null;
}

export interface RunRow {
  id: string;
  monitor_id: string;
  trigger: MonitorRun['trigger'];
  scheduled_for: number;
  started_at: number | null;
  finished_at: number | null;
  status: MonitorRun['status'];
  score: number | null;
  previous_score: number | null;
  error_code: string | null;
  error_message: string | null;
  changes_json: string;
  alert: MonitorRun['alert'];
  alert_sent_at: number | null;
  missed_ticks: number;
}

export const toMonitor = (r: MonitorRow): Monitor => ({
  id: r.id,
  owner: r.owner,
  url: r.url,
  schedule: r.schedule,
  timezone: r.timezone,
  crawl: r.crawl,
  minSeverity: r.min_severity,
  scoreDrop: r.score_drop,
  alerts: { email: r.alert_email, slack: r.alert_slack, webhook: r.alert_webhook },
  webhookSecret: r.webhook_secret,
  credentials: r.credentials_sealed ?? null,
  lang: r.lang,
  paused: r.paused === 1,
  state: r.state,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  nextRunAt: r.next_run_at,
  lastRunAt: r.last_run_at,
});

export const toRun = (r: RunRow): MonitorRun => ({
  id: r.id,
  monitorId: r.monitor_id,
  trigger: r.trigger,
  scheduledFor: r.scheduled_for,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  status: r.status,
  score: r.score,
  previousScore: r.previous_score,
  error: r.error_code === null ? null : { code: r.error_code, message: r.error_message ?? '' },
  changes: JSON.parse(r.changes_json) as MonitorRun['changes'],
  alert: r.alert,
  alertSentAt: r.alert_sent_at,
  missedTicks: r.missed_ticks,
});

/** A monitor patch as column values (only the fields it has). */
export function monitorColumns(patch: MonitorPatch): Record<string, unknown> {
  const c: Record<string, unknown> = {};
  if (patch.url !== undefined) c.url = patch.url;
  if (patch.schedule !== undefined) c.schedule = patch.schedule;
  if (patch.timezone !== undefined) c.timezone = patch.timezone;
  if (patch.crawl !== undefined) c.crawl = patch.crawl;
  if (patch.minSeverity !== undefined) c.min_severity = patch.minSeverity;
  if (patch.scoreDrop !== undefined) c.score_drop = patch.scoreDrop;
  if (patch.alerts !== undefined) {
    c.alert_email = patch.alerts.email;
    c.alert_slack = patch.alerts.slack;
    c.alert_webhook = patch.alerts.webhook;
  }
  if (patch.webhookSecret !== undefined) c.webhook_secret = patch.webhookSecret;
  if (patch.credentials !== undefined) c.credentials_sealed = patch.credentials;
  if (patch.lang !== undefined) c.lang = patch.lang;
  if (patch.paused !== undefined) c.paused = patch.paused ? 1 : 0;
  if (patch.nextRunAt !== undefined) c.next_run_at = patch.nextRunAt;
  return c;
}

export type RunPatch = Parameters<MonitorStore['updateRun']>[1];

export function runColumns(patch: RunPatch): Record<string, unknown> {
  const c: Record<string, unknown> = {};
  if (patch.startedAt !== undefined) c.started_at = patch.startedAt;
  if (patch.finishedAt !== undefined) c.finished_at = patch.finishedAt;
  if (patch.status !== undefined) c.status = patch.status;
  if (patch.score !== undefined) c.score = patch.score;
  if (patch.previousScore !== undefined) c.previous_score = patch.previousScore;
  if (patch.error !== undefined) {
    c.error_code = patch.error?.code ?? null;
    c.error_message = patch.error?.message ?? null;
  }
  if (patch.changes !== undefined) c.changes_json = JSON.stringify(patch.changes);
  if (patch.alert !== undefined) c.alert = patch.alert;
  if (patch.alertSentAt !== undefined) c.alert_sent_at = patch.alertSentAt;
  return c;
}

/** `SET a = @a, b = @b` for the given columns (names come from the maps above, never from input). */
export const assignments = (columns: Record<string, unknown>): string =>
  Object.keys(columns)
    .map((name) => `${name} = @${name}`)
    .join(', ');

/** The run a busy or refused claim answers when the tick has none: nothing was stored. */
export const placeholder = (
  run: Pick<MonitorRun, 'monitorId' | 'trigger' | 'scheduledFor'>,
  now: number,
): MonitorRun => ({
  id: '',
  monitorId: run.monitorId,
  trigger: run.trigger,
  scheduledFor: run.scheduledFor,
  startedAt: null,
  finishedAt: now,
  status: 'failed',
  score: null,
  previousScore: null,
  error: null,
  changes: { new: [], fixed: [] },
  alert: null,
  alertSentAt: null,
  missedTicks: 0,
});
