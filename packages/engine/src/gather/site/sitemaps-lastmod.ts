/**
 * <lastmod> values of a sitemap: W3C Datetime syntax (the format sitemaps.org requires), dates in the
 * future, and the "every URL has the same timestamp" pattern of generators that write their run time.
 */

/** <lastmod> statistics of one urlset's <url> entries. */
export interface LastmodStats {
  /** <url> entries in the file. */
  entries: number;
  /** Entries without a <lastmod>, or with an empty one. */
  missing: number;
  /** Values that are not W3C Datetime. */
  invalid: number;
  /** Values later than the audit's clock (page.fetch.fetchedAt). */
  future: number;
  /** Valid values. */
  valid: number;
  /** Distinct instants among the valid values. */
  distinct: number;
  /** The first valid value as served (the shared one when all are identical). */
  firstValid: string | null;
  /** Up to 5 invalid and 5 future values as served, for messages. */
  invalidExamples: string[];
  futureExamples: string[];
}

const EXAMPLES = 5;

/** YYYY, YYYY-MM, YYYY-MM-DD, or a date with hh:mm[:ss[.s]] and a zone (Z or ±hh:mm), per W3C Datetime. */
const W3C =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** A date-only value names a local day: it is "future" only once it has begun nowhere on Earth (UTC+14). */
const DATE_SLACK_MS = 14 * 3600_000;
/** A timestamp a few minutes ahead is clock skew between the site and the audit, not a fake date. */
const TIME_SLACK_MS = 5 * 60_000;

export interface W3cDatetime {
  /** Epoch ms of the start of the value (zone applied; date-only values as UTC). */
  time: number;
  dateOnly: boolean;
}

/** Parses a W3C Datetime value; null when the syntax or a field (month 13, 31 April, 25:00) is wrong. */
export function parseW3cDatetime(text: string): W3cDatetime | null {
  const m = W3C.exec(text);
  if (!m) return null;
  const field = (i: number, absent: number): number => (m[i] === undefined ? absent : Number(m[i]));
  const [y, mo, d, h, mi, s] = [
    field(1, 0),
    field(2, 1),
    field(3, 1),
    field(4, 0),
    field(5, 0),
    field(6, 0),
  ] as const;
  const zone = m[7];
  let offset = 0;
  if (zone !== undefined && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const [zh, zm] = zone.slice(1).split(':').map(Number);
    if ((zh ?? 99) > 23 || (zm ?? 99) > 59) return null;
    offset = sign * ((zh ?? 0) * 60 + (zm ?? 0));
  }
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  // Date.UTC rolls 31 April over to 1 May: reject instead of guessing.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return { time: utc - offset * 60_000, dateOnly: m[4] === undefined };
}

/** Statistics over the <lastmod> of each <url> entry (null for a missing one), judged at `now`. */
export function lastmodStats(values: readonly (string | null)[], now: number): LastmodStats {
  const stats: LastmodStats = {
    entries: values.length,
    missing: 0,
    invalid: 0,
    future: 0,
    valid: 0,
    distinct: 0,
    firstValid: null,
    invalidExamples: [],
    futureExamples: [],
  };
  const instants = new Set<number>();
  for (const raw of values) {
    const value = raw?.trim() ?? '';
    if (value === '') {
      stats.missing++;
      continue;
    }
    const parsed = parseW3cDatetime(value);
    if (parsed === null) {
      if (stats.invalid++ < EXAMPLES) stats.invalidExamples.push(value);
      continue;
    }
    stats.valid++;
    stats.firstValid ??= value;
    instants.add(parsed.time);
    if (parsed.time > now + (parsed.dateOnly ? DATE_SLACK_MS : TIME_SLACK_MS)) {
      if (stats.future++ < EXAMPLES) stats.futureExamples.push(value);
    }
  }
  stats.distinct = instants.size;
  return stats;
}
