/** The monitor form's state, from a monitor or a report's URL, and the request body it becomes. */
import type { Lang, Monitor, MonitorInput, Severity } from './api';
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
  /** The saved address when already confirmed (editing only): it needs no new confirmation. */
  confirmedEmail: string | null;
  /** A new Slack or webhook URL (empty: keep the saved one, if any). */
  slack: string;
  webhook: string;
  /** The saved hook URLs, masked by the server (editing only): never sent back. */
  savedSlack: string | null;
  savedWebhook: string | null;
  removeSlack: boolean;
  removeWebhook: boolean;
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
    confirmedEmail: null,
    slack: '',
    webhook: '',
    savedSlack: null,
    savedWebhook: null,
    removeSlack: false,
    removeWebhook: false,
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
    confirmedEmail: m.emailConfirmed ? m.alerts.email : null,
    slack: '',
    webhook: '',
    savedSlack: m.alerts.slack,
    savedWebhook: m.alerts.webhook,
    removeSlack: false,
    removeWebhook: false,
  };
}

/** A bare host ("example.com") is read as https, as the audit form does. */
export function normalizeUrl(raw: string): string {
  const url = raw.trim();
  return url && !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? `https://${url}` : url;
}

const optionalNumber = (s: string): number | null => (s.trim() === '' ? null : Number(s));
const optionalText = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** A hook: a new URL replaces the saved one; empty keeps it (left out) or, asked to, removes it. */
function hook(value: string, saved: string | null, remove: boolean): { set: boolean; value: string | null } {
  const url = optionalText(value);
  if (url !== null) return { set: true, value: url };
  if (saved !== null) return remove ? { set: true, value: null } : { set: false, value: null };
  return { set: true, value: null };
}

export function toInput(f: FormState, lang: Lang): MonitorInput {
  const slack = hook(f.slack, f.savedSlack, f.removeSlack);
  const webhook = hook(f.webhook, f.savedWebhook, f.removeWebhook);
  return {
    lang,
    url: normalizeUrl(f.url),
    schedule: toCron(f.schedule),
    timezone: f.timezone,
    crawl: optionalNumber(f.crawl),
    minSeverity: f.minSeverity,
    scoreDrop: optionalNumber(f.scoreDrop),
    alerts: {
      email: f.emailOn ? optionalText(f.email) : null,
      ...(slack.set ? { slack: slack.value } : {}),
      ...(webhook.set ? { webhook: webhook.value } : {}),
    },
  };
}
