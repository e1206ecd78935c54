import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { nextTick, nextTicks, scheduleProblem } from './schedule.js';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 27, 17, 0); // a Friday

describe('monitor schedules', () => {
  it('reads five-field cron expressions and nicknames in the monitor’s time zone', () => {
    expect(nextTick('0 6 * * *', 'Europe/Paris', NOW)).toBe(Date.UTC(2026, 10, 28, 5));
    expect(nextTick('0 6 * * *', 'America/New_York', NOW)).toBe(Date.UTC(2026, 10, 28, 11));
    expect(nextTick('@weekly', 'UTC', NOW)).toBe(Date.UTC(2026, 10, 29, 0));
    // Across the spring change in Paris (29 March 2026): 06:00 local is 05:00 then 04:00 UTC.
    expect(nextTicks('0 6 * * *', 'Europe/Paris', Date.UTC(2026, 2, 28, 12), 2)).toEqual([
      Date.UTC(2026, 2, 29, 4),
      Date.UTC(2026, 2, 30, 4),
    ]);
  });

  it('says what is wrong with a schedule', () => {
    expect(scheduleProblem('0 6 * * *', 'Europe/Paris', HOUR, NOW)).toBeNull();
    expect(scheduleProblem('0 * * * *', 'UTC', HOUR, NOW)).toBeNull();
    expect(scheduleProblem('*/30 * * * *', 'UTC', HOUR, NOW)).toBe('SCHEDULE_TOO_FREQUENT');
    // Measured between the next ticks, not only the first two: 06:00 and 06:10 every day is too often.
    expect(scheduleProblem('0,10 6 * * *', 'UTC', HOUR, NOW)).toBe('SCHEDULE_TOO_FREQUENT');
    expect(scheduleProblem('* * * * *', 'UTC', 60_000, NOW)).toBeNull();
    for (const bad of ['', 'daily', '0 6 * *', '0 0 6 * * *', '61 * * * *', '0 0 30 2 *', '@reboot'])
      expect(scheduleProblem(bad, 'UTC', HOUR, NOW), bad).toBe('INVALID_SCHEDULE');
    for (const zone of ['Mars/Olympus', '', 'x'.repeat(65)])
      expect(scheduleProblem('0 6 * * *', zone, HOUR, NOW), zone).toBe('INVALID_TIMEZONE');
  });
});

describe('monitoring configuration', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'rankscope-cfg-')), ...env });

  it('has defaults, reads durations, and stops on a bad value naming the variable', () => {
    expect(load({})).toMatchObject({
      MONITOR_MIN_INTERVAL: HOUR,
      MONITORS_PER_USER: 10,
      RUN_RETENTION_DAYS: 90,
      RUNS_PER_MONITOR: 500,
    });
    expect(load({ MONITOR_MIN_INTERVAL: '30m' }).MONITOR_MIN_INTERVAL).toBe(30 * 60_000);
    expect(load({ MONITOR_MIN_INTERVAL: '1d' }).MONITOR_MIN_INTERVAL).toBe(24 * HOUR);
    for (const [name, value] of [
      ['MONITOR_MIN_INTERVAL', 'soon'],
      ['MONITOR_MIN_INTERVAL', '30s'],
      ['MONITORS_PER_USER', '-1'],
      ['RUN_RETENTION_DAYS', '0'],
      ['RUNS_PER_MONITOR', 'many'],
    ] as const) {
      expect(() => load({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
      expect(() => load({ [name]: value })).toThrow(name);
    }
  });
});
