/**
 * What an alert says, once, in the monitor's language: subject, intro, score line, the lists of changes
 * and the links. Every outside text in it is already clean (one line, no control characters) but not
 * escaped: each medium (e-mail text and HTML, Slack, the webhook's Markdown) escapes it where it goes.
 */
import { interpolate, type Lang } from '@rankscope/engine';
import type { MonitorAlert, MonitorChange, MonitorChangeValue } from '../monitors/types.js';
import { clean } from './escape.js';
import { ALERT_STRINGS, type AlertKey } from './strings.js';

/** Changes listed per kind at most; the rest is counted ("…and 12 more"). */
export const MAX_LISTED = 20;

export interface ContentItem {
  severity: string;
  title: string;
  checkId: string;
  /** "old → new" for a change with values (a signal's title, canonical…), else null. */
  change: string | null;
  /** Why a flapping change does not alert on its own, else null. */
  note: string | null;
}

export interface ContentSection {
  heading: string;
  items: ContentItem[];
  /** "…and N more", or null when every change is listed. */
  more: string | null;
}

export interface AlertContent {
  lang: Lang;
  /** ":" as the language writes it after a label (French: a no-break space before it). */
  colon: string;
  subject: string;
  /** The monitored URL (clean) and where it appears in the intro, so media can link it. */
  url: string;
  intro: string;
  score: string | null;
  note: string | null;
  sections: ContentSection[];
  link: { label: string; url: string };
  footer: string;
  manage: { label: string; url: string };
}

type Values = Record<string, string | number>;

export function say(lang: Lang, key: AlertKey, values?: Values): string {
  return interpolate(ALERT_STRINGS[lang][key], values, lang);
}

/** The site as a subject names it: host and path, without the scheme and a lone "/". */
export function siteName(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname === '/' ? '' : u.pathname;
    return clean(`${u.host}${path}${u.search}`, 120);
  } catch {
    return clean(url, 120);
  }
}

/** The run's time in the monitor's own zone (the one its schedule is read in), named. */
export function when(ms: number, lang: Lang, timeZone = 'UTC'): string {
  const format = (zone: string): string =>
    new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(ms);
  try {
    return format(timeZone);
  } catch {
    // A zone this runtime does not know (validated when saved, so only after a tz database change).
    return format('UTC');
  }
}

/** A changed value as the message writes it: none, yes/no, lists joined, numbers in the language's way. */
export function valueText(lang: Lang, v: MonitorChangeValue | undefined): string {
  if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0))
    return say(lang, 'value.none');
  if (typeof v === 'boolean') return say(lang, v ? 'value.yes' : 'value.no');
  if (typeof v === 'number') return new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(v);
  return clean(Array.isArray(v) ? v.join(', ') : v, 200);
}

function changeText(lang: Lang, c: MonitorChange): string | null {
  if (c.old === undefined && c.new === undefined) return null;
  return say(lang, 'value.change', { old: valueText(lang, c.old), new: valueText(lang, c.new) });
}

function section(lang: Lang, key: 'heading.new' | 'heading.fixed', changes: MonitorChange[]): ContentSection {
  const listed = changes.slice(0, MAX_LISTED);
  return {
    heading: say(lang, key, { count: changes.length }),
    items: listed.map((c) => ({
      severity: say(lang, `severity.${c.severity}`),
      title: clean(c.title),
      checkId: clean(c.checkId, 80),
      change: changeText(lang, c),
      note: c.flapping ? say(lang, 'flapping') : null,
    })),
    more:
      changes.length > listed.length ? say(lang, 'more', { count: changes.length - listed.length }) : null,
  };
}

function subject(alert: MonitorAlert, site: string): string {
  const { lang } = alert.monitor;
  if (alert.type === 'monitor.failed') return say(lang, 'subject.failed', { site });
  if (alert.type === 'monitor.recovered') return say(lang, 'subject.recovered', { site });
  if (alert.changes.new.length > 0)
    return say(lang, 'subject.new', { site, count: alert.changes.new.length });
  const { score, previousScore } = alert.run;
  if (score !== null && previousScore !== null && score < previousScore)
    return say(lang, 'subject.drop', { site, before: previousScore, after: score });
  return say(lang, 'subject.changed', { site });
}

function scoreLine(lang: Lang, score: number | null, previous: number | null): string | null {
  if (score === null) return null;
  return previous === null || previous === score
    ? say(lang, 'score.one', { after: score })
    : say(lang, 'score.change', { before: previous, after: score });
}

/** The monitor's page: the run's URL without its /runs/… tail. */
function monitorPage(runUrl: string): string {
  return runUrl.replace(/\/runs\/[^/]*$/, '');
}

export function alertContent(alert: MonitorAlert): AlertContent {
  const { lang } = alert.monitor;
  const url = clean(alert.monitor.url, 2000);
  const date = when(alert.run.scheduledFor, lang, alert.monitor.timezone);
  const failed = alert.type === 'monitor.failed';
  const error = alert.run.error ? clean(`${alert.run.error.message} (${alert.run.error.code})`) : '';
  const intro =
    alert.type === 'monitor.changed'
      ? say(lang, 'intro.changed', { url, date })
      : failed
        ? say(lang, 'intro.failed', { url, date, error })
        : say(lang, 'intro.recovered', { url, date });
  const sections: ContentSection[] = [];
  if (alert.changes.new.length > 0) sections.push(section(lang, 'heading.new', alert.changes.new));
  if (alert.changes.fixed.length > 0) sections.push(section(lang, 'heading.fixed', alert.changes.fixed));
  return {
    lang,
    colon: say(lang, 'colon'),
    subject: clean(subject(alert, siteName(alert.monitor.url)), 250),
    url,
    intro,
    score: failed ? null : scoreLine(lang, alert.run.score, alert.run.previousScore),
    note: failed ? say(lang, 'note.failed') : null,
    sections,
    link: { label: say(lang, 'link'), url: alert.runUrl },
    footer: say(lang, 'footer'),
    manage: { label: say(lang, 'manage'), url: monitorPage(alert.runUrl) },
  };
}
