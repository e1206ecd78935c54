/**
 * Checking a monitor's settings from a create or edit request: the schedule (croner), the time zone, the
 * watched URL and the alert targets. Answers the fields to store, or the API's error (status and code).
 */
import { randomBytes } from 'node:crypto';
import { CHANNELS } from '../alerts/channels/index.js';
import type { Config } from '../config.js';
import type { ApiError } from '../errors.js';
import { scheduleProblem } from './schedule.js';
import { checkWatchedUrl } from './targets.js';
import type { MonitorAlertTargets } from './types.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; status: number; body: ApiError };

const refuse = (
  status: number,
  code: string,
  error: string,
): { ok: false; status: number; body: ApiError } => ({
  ok: false,
  status,
  body: { error, code },
});

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

const MINUTE = 60_000;
const readable = (ms: number): string =>
  ms % (24 * 60 * MINUTE) === 0
    ? `${ms / (24 * 60 * MINUTE)} d`
    : ms % (60 * MINUTE) === 0
      ? `${ms / (60 * MINUTE)} h`
      : `${Math.round(ms / MINUTE)} min`;

export function checkSchedule(
  config: Pick<Config, 'MONITOR_MIN_INTERVAL'>,
  schedule: string,
  timezone: string,
  now: number,
): Checked<{ schedule: string; timezone: string }> {
  const problem = scheduleProblem(schedule, timezone, config.MONITOR_MIN_INTERVAL, now);
  if (problem === 'INVALID_TIMEZONE')
    return refuse(
      422,
      problem,
      `"${timezone.slice(0, 64)}" is not a known time zone (use an IANA name like Europe/Paris).`,
    );
  if (problem === 'INVALID_SCHEDULE')
    return refuse(
      422,
      problem,
      'The schedule is not a valid five-field cron expression (minute hour day month weekday) that runs again.',
    );
  if (problem === 'SCHEDULE_TOO_FREQUENT')
    return refuse(
      422,
      problem,
      `The schedule runs more often than this server allows (at most once every ${readable(config.MONITOR_MIN_INTERVAL)}).`,
    );
  return { ok: true, value: { schedule: schedule.trim(), timezone } };
}

export async function checkUrl(
  config: Pick<Config, 'ALLOW_PRIVATE_TARGETS'>,
  url: string,
): Promise<Checked<string>> {
  const checked = await checkWatchedUrl(url, config.ALLOW_PRIVATE_TARGETS);
  return checked.ok ? { ok: true, value: checked.url } : refuse(422, checked.code, checked.message);
}

/** The alert targets after the request (`given` keys override `current`), each checked. */
export async function checkAlerts(
  config: Pick<Config, 'ALLOW_PRIVATE_TARGETS' | 'PUBLIC_URL'>,
  given: Partial<MonitorAlertTargets>,
  current: MonitorAlertTargets,
): Promise<Checked<MonitorAlertTargets>> {
  // Every alert links to its run: without the server's public address no link would work (issue 32).
  const setting = Object.values(given).some((v) => typeof v === 'string' && v.trim() !== '');
  if (setting && !config.PUBLIC_URL)
    return refuse(
      422,
      'ALERTS_NEED_PUBLIC_URL',
      'Alerts are not available on this server: its operator has not set PUBLIC_URL (the public address alert links point to). The monitor can be saved without alerts.',
    );
  const next: MonitorAlertTargets = { ...current };
  const policy = { allowPrivate: config.ALLOW_PRIVATE_TARGETS };
  // Each target is checked by its channel's schema, in the channels' order (the first refusal answers).
  for (const channel of CHANNELS) {
    const value = given[channel.id];
    if (value === undefined) continue;
    if (value === null || value.trim() === '') {
      next[channel.id] = null;
      continue;
    }
    const checked = await channel.targetSchema(policy).safeParseAsync(value);
    if (!checked.success)
      return refuse(422, 'INVALID_ALERT_TARGET', checked.error.issues[0]?.message ?? 'Invalid alert target.');
    next[channel.id] = checked.data;
  }
  return { ok: true, value: next };
}
