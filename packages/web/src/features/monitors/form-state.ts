/** The monitor form's state, from a monitor or a report's URL, and the request body it becomes. */
import type { Monitor, MonitorInput, Severity } from './api';
import { browserTimeZone, DEFAULT_SCHEDULE, fromCron, toCron, type ScheduleChoice } from './schedule';

export interface FormState {
  url: string;
  /** Empty: the page alone; else a site audit of at most this many pages. */
  crawl: string;
  schedule: ScheduleChoice;
  timezone: string;
  minSeverity: Severity;
  /** Empty: no alert for the score alone. */
  scoreDrop: string;
  emailOn: boolean;
  email: string;
  slack: string;
  webhook: string;
}

export function newForm(ownEmail: string, url = '', crawl = ''): FormState {
  return {
    url,
    crawl,
    schedule: DEFAULT_SCHEDULE,
    timezone: browserTimeZone(),
    minSeverity: 'critical',
    scoreDrop: '',
    emailOn: true,
    email: ownEmail,
    slack: '',
    webhook: '',
  };
}

export function formOf(m: Monitor, ownEmail: string): FormState {
  return {
    url: m.url,
    crawl: m.crawl === null ? '' : String(m.crawl),
    schedule: fromCron(m.schedule),
    timezone: m.timezone,
    minSeverity: m.minSeverity,
    scoreDrop: m.scoreDrop === null ? '' : String(m.scoreDrop),
    emailOn: m.alerts.email !== null,
    email: m.alerts.email ?? ownEmail,
    slack: m.alerts.slack ?? '',
    webhook: m.alerts.webhook ?? '',
  };
}

/** A bare host ("example.com") is read as https, as the audit form does. */
export function normalizeUrl(raw: string): string {
  const url = raw.trim();
  return url && !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? `https://${url}` : url;
}

const optionalNumber = (s: string): number | null => (s.trim() === '' ? null : Number(s));
const optionalText = (s: string): string | null => (s.trim() === '' ? null : s.trim());

export function toInput(f: FormState): MonitorInput {
  return {
    url: normalizeUrl(f.url),
    schedule: toCron(f.schedule),
    timezone: f.timezone,
    crawl: optionalNumber(f.crawl),
    minSeverity: f.minSeverity,
    scoreDrop: optionalNumber(f.scoreDrop),
    alerts: {
      email: f.emailOn ? optionalText(f.email) : null,
      slack: optionalText(f.slack),
      webhook: optionalText(f.webhook),
    },
  };
}
