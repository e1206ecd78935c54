/**
 * The form's schedule presets and the five-field cron expression the API takes (croner syntax):
 * hourly, daily at a time, weekly on a day at a time, or a custom expression. An expression the
 * presets did not write reads back as custom, so editing never rewrites someone's schedule.
 */
export type Preset = 'hourly' | 'daily' | 'weekly' | 'custom';

export interface ScheduleChoice {
  preset: Preset;
  /** "HH:MM", 24-hour (daily and weekly). */
  time: string;
  /** 0 = Sunday … 6 = Saturday (weekly). */
  day: number;
  /** The expression itself (custom). */
  cron: string;
}

export const DEFAULT_SCHEDULE: ScheduleChoice = { preset: 'daily', time: '06:00', day: 1, cron: '0 6 * * *' };

const pad = (n: number) => String(n).padStart(2, '0');

export function toCron(choice: ScheduleChoice): string {
  const [h = '0', m = '0'] = choice.time.split(':');
  const hour = Number(h);
  const minute = Number(m);
  switch (choice.preset) {
    case 'hourly':
      return '0 * * * *';
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekly':
      return `${minute} ${hour} * * ${choice.day}`;
    case 'custom':
      return choice.cron.trim().replace(/\s+/g, ' ');
  }
}

const NUM = /^\d{1,2}$/;

export function fromCron(cron: string): ScheduleChoice {
  const expr = cron.trim().replace(/\s+/g, ' ');
  const custom: ScheduleChoice = { ...DEFAULT_SCHEDULE, preset: 'custom', cron: expr };
  if (expr === '0 * * * *') return { ...DEFAULT_SCHEDULE, preset: 'hourly', cron: expr };
  const fields = expr.split(' ');
  if (fields.length !== 5) return custom;
  const [minute = '', hour = '', dom, month, dow = ''] = fields;
  if (!NUM.test(minute) || !NUM.test(hour) || dom !== '*' || month !== '*') return custom;
  const m = Number(minute);
  const h = Number(hour);
  if (m > 59 || h > 23) return custom;
  const time = `${pad(h)}:${pad(m)}`;
  if (dow === '*') return { preset: 'daily', time, day: DEFAULT_SCHEDULE.day, cron: expr };
  // 7 is Sunday too in cron.
  if (/^[0-7]$/.test(dow)) return { preset: 'weekly', time, day: Number(dow) % 7, cron: expr };
  return custom;
}

/** The browser's own time zone (the form's default), UTC when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone this browser knows, with UTC and `current` always in the list. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])].sort((a, b) =>
    a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b),
  );
}

const REGIONS = [
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
];

export interface ZoneGroup {
  /** The IANA area ('Europe'), or 'other' (UTC, Etc/…). */
  region: string;
  zones: { id: string; label: string }[];
}

/** The zone's UTC offset now ("UTC+01:00"), or '' when the browser cannot say. */
function offsetOf(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return part ? part.replace(/^GMT$/, 'UTC').replace(/^GMT/, 'UTC') : '';
  } catch {
    return '';
  }
}

/**
 * The zones grouped by area, each labelled with its place and offset ("Paris (UTC+01:00)") instead of 420
 * raw IANA names in one list. The value stays the IANA id.
 */
export function timeZoneGroups(current: string): ZoneGroup[] {
  const groups = new Map<string, ZoneGroup['zones']>();
  for (const id of timeZones(current)) {
    const [area = '', ...rest] = id.split('/');
    const region = REGIONS.includes(area) && rest.length > 0 ? area : 'other';
    const place = (region === 'other' ? id : rest.join(' – ')).replace(/_/g, ' ');
    const offset = offsetOf(id);
    const zones = groups.get(region) ?? [];
    zones.push({ id, label: offset ? `${place} (${offset})` : place });
    groups.set(region, zones);
  }
  return [...groups].map(([region, zones]) => ({ region, zones }));
}

/** A weekday's name in `lang` (0 = Sunday), from the browser's own calendar data. */
export function weekdayName(day: number, lang: string): string {
  // 7 January 2024 was a Sunday.
  return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );
}
