/**
 * Monitors and runs as the API answers them: times in ISO 8601, hook URLs masked (a Slack or webhook URL
 * is a credential: whoever holds it can post), the webhook secret never (only once, at creation).
 */
import type { Monitor, MonitorRun } from './types.js';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** `https://hooks.slack.com/…Xy12`: enough to recognise it, not to use it. */
export function maskUrl(url: string | null): string | null {
  if (url === null) return null;
  try {
    return `${new URL(url).origin}/…${url.slice(-4)}`;
  } catch {
    return '…';
  }
}

export interface RunView {
  id: string;
  trigger: MonitorRun['trigger'];
  scheduledFor: string;
  startedAt: string | null;
  finishedAt: string | null;
  status: MonitorRun['status'];
  score: number | null;
  previousScore: number | null;
  error?: { code: string; message: string };
  changes: MonitorRun['changes'];
  alert: MonitorRun['alert'];
  alertSentAt: string | null;
  missedTicks: number;
}

export function runView(run: MonitorRun): RunView {
  return {
    id: run.id,
    trigger: run.trigger,
    scheduledFor: iso(run.scheduledFor) as string,
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    status: run.status,
    score: run.score,
    previousScore: run.previousScore,
    ...(run.error ? { error: run.error } : {}),
    changes: run.changes,
    alert: run.alert,
    alertSentAt: iso(run.alertSentAt),
    missedTicks: run.missedTicks,
  };
}

export interface MonitorView {
  id: string;
  url: string;
  schedule: string;
  timezone: string;
  crawl: number | null;
  minSeverity: Monitor['minSeverity'];
  scoreDrop: number | null;
  alerts: { email: string | null; slack: string | null; webhook: string | null };
  /** Whether alert e-mails reach the address (the owner's own, or one the owner confirmed). */
  emailConfirmed: boolean;
  lang: Monitor['lang'];
  paused: boolean;
  state: Monitor['state'];
  createdAt: string;
  nextRunAt: string | null;
  lastRunAt: string | null;
  /** The newest finished run (its score and outcome), null before the first. */
  lastRun: Pick<RunView, 'id' | 'status' | 'score' | 'finishedAt' | 'alert'> | null;
}

export function monitorView(
  m: Monitor,
  extra: { emailConfirmed: boolean; lastRun: MonitorRun | null },
): MonitorView {
  const last = extra.lastRun;
  return {
    id: m.id,
    url: m.url,
    schedule: m.schedule,
    timezone: m.timezone,
    crawl: m.crawl,
    minSeverity: m.minSeverity,
    scoreDrop: m.scoreDrop,
    alerts: { email: m.alerts.email, slack: maskUrl(m.alerts.slack), webhook: maskUrl(m.alerts.webhook) },
    emailConfirmed: extra.emailConfirmed,
    lang: m.lang,
    paused: m.paused,
    state: m.state,
    createdAt: iso(m.createdAt) as string,
    nextRunAt: iso(m.nextRunAt),
    lastRunAt: iso(m.lastRunAt),
    lastRun: last
      ? {
          id: last.id,
          status: last.status,
          score: last.score,
          finishedAt: iso(last.finishedAt),
          alert: last.alert,
        }
      : null,
  };
}
