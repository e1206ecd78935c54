/** Dates and states as the monitoring screens show them. */
import type { Monitor, Run } from './api';

export function formatTime(iso: string | null | undefined, lang: string): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/**
 * A time in the monitor's own time zone, naming it ("Dec 8, 2026, 07:00 CET"): the schedule is in that zone,
 * so the next run is too. In the browser's zone, unnamed, one screen showed two zones and named only one.
 */
export function formatZonedTime(
  iso: string | null | undefined,
  lang: string,
  timeZone: string,
): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const fields = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  } as const;
  try {
    return new Intl.DateTimeFormat(lang, { ...fields, timeZone, timeZoneName: 'short' }).format(d);
  } catch {
    // A zone this browser does not know: UTC, named as such.
    return new Intl.DateTimeFormat(lang, { ...fields, timeZone: 'UTC', timeZoneName: 'short' }).format(d);
  }
}

/** What the list and the detail call a monitor's state. */
export type ShownState = 'paused' | 'ok' | 'failed' | 'new';
export const shownState = (m: Monitor): ShownState => (m.paused ? 'paused' : m.state);

/** When a run happened: its end, else its start, else the tick it belongs to. */
export const runTime = (r: Run): string => r.finishedAt ?? r.startedAt ?? r.scheduledFor;

/** The newest run that found something new or fixed (the list's "last change"). */
export const lastChange = (runs: Run[]): Run | null =>
  runs.find((r) => r.changes.new.length + r.changes.fixed.length > 0) ?? null;

/** The URL without its scheme, for headings (the full URL stays in the link). */
export const shortUrl = (url: string): string => url.replace(/^https?:\/\//, '');
