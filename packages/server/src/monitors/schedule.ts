/**
 * Monitor schedules: five-field cron expressions (or croner's nicknames such as @daily) read in an IANA
 * time zone, parsed by croner. Validation answers the API's 422 codes; nextTicks gives the coming runs.
 */
import { Cron } from 'croner';

export type ScheduleProblem = 'INVALID_SCHEDULE' | 'INVALID_TIMEZONE' | 'SCHEDULE_TOO_FREQUENT';

/** How many coming ticks the minimum interval is measured over. */
const TICKS_MEASURED = 12;
const NICKNAME = /^@(yearly|annually|monthly|weekly|daily|midnight|hourly)$/i;

export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The cron object of a valid schedule (paused: it never fires by itself), or null. */
function parse(schedule: string, timezone: string): Cron | null {
  const fields = schedule.trim().split(/\s+/);
  if (!(fields.length === 5 || (fields.length === 1 && NICKNAME.test(fields[0] ?? '')))) return null;
  try {
    return new Cron(schedule.trim(), { timezone, paused: true, mode: '5-part' });
  } catch {
    return null;
  }
}

/** The next `n` ticks after `after` (epoch ms), oldest first; empty when the schedule never fires again. */
export function nextTicks(schedule: string, timezone: string, after: number, n = 1): number[] {
  const cron = parse(schedule, timezone);
  if (!cron) return [];
  try {
    return cron.nextRuns(n, new Date(after)).map((d) => d.getTime());
  } catch {
    // An unknown time zone fails here, not when parsing.
    return [];
  }
}

export function nextTick(schedule: string, timezone: string, after: number): number | null {
  return nextTicks(schedule, timezone, after, 1)[0] ?? null;
}

/**
 * Why the schedule cannot be used, or null: not a five-field cron expression (or one that never fires),
 * an unknown time zone, or two of its next ticks closer than `minIntervalMs`.
 */
export function scheduleProblem(
  schedule: string,
  timezone: string,
  minIntervalMs: number,
  now: number,
): ScheduleProblem | null {
  if (!isTimeZone(timezone)) return 'INVALID_TIMEZONE';
  const ticks = nextTicks(schedule, timezone, now, TICKS_MEASURED);
  if (ticks.length === 0) return 'INVALID_SCHEDULE';
  for (let i = 1; i < ticks.length; i++) {
    if ((ticks[i] as number) - (ticks[i - 1] as number) < minIntervalMs) return 'SCHEDULE_TOO_FREQUENT';
  }
  return null;
}
