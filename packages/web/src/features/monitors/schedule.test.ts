import { describe, expect, it } from 'vitest';
import { fromCron, timeZoneGroups, timeZones, toCron, weekdayName, type ScheduleChoice } from './schedule';

const choice = (c: Partial<ScheduleChoice>): ScheduleChoice => ({
  preset: 'daily',
  time: '06:00',
  day: 1,
  cron: '',
  ...c,
});

describe('schedule presets', () => {
  it.each([
    [choice({ preset: 'hourly' }), '0 * * * *'],
    [choice({ preset: 'daily', time: '07:30' }), '30 7 * * *'],
    [choice({ preset: 'weekly', time: '23:05', day: 0 }), '5 23 * * 0'],
    [choice({ preset: 'custom', cron: '  */15   9-17 * * 1-5 ' }), '*/15 9-17 * * 1-5'],
  ])('%o is %s', (c, cron) => {
    expect(toCron(c)).toBe(cron);
  });

  it('reads the presets back from their expressions', () => {
    expect(fromCron('0 * * * *').preset).toBe('hourly');
    expect(fromCron('30 7 * * *')).toMatchObject({ preset: 'daily', time: '07:30' });
    expect(fromCron('5 23 * * 7')).toMatchObject({ preset: 'weekly', time: '23:05', day: 0 });
  });

  it('keeps any other expression as custom, unchanged', () => {
    for (const cron of ['*/15 * * * *', '0 6 1 * *', '0 6 * * 1-5', '61 6 * * *', '0 6 * *']) {
      expect(fromCron(cron)).toMatchObject({ preset: 'custom', cron });
      expect(toCron(fromCron(cron))).toBe(cron);
    }
  });

  it('names weekdays in the language and lists the time zones with UTC first', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'fr')).toBe('lundi');
    const zones = timeZones('Europe/Paris');
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Paris');
  });

  it('groups the zones by area, labelled by place and offset, not 400-odd raw names in one list', () => {
    const groups = timeZoneGroups('Europe/Paris');
    const regions = groups.map((g) => g.region);
    expect(regions[0]).toBe('other');
    expect(regions).toEqual(expect.arrayContaining(['Europe', 'America', 'Asia']));
    const all = groups.flatMap((g) => g.zones);
    expect(all.map((z) => z.id)).toEqual(timeZones('Europe/Paris'));
    expect(groups[0]?.zones[0]?.id).toBe('UTC');
    const ny = groups.find((g) => g.region === 'America')?.zones.find((z) => z.id === 'America/New_York');
    expect(ny?.label).toMatch(/^New York \(UTC-0[45]:00\)$/);
    const tokyo = groups.find((g) => g.region === 'Asia')?.zones.find((z) => z.id === 'Asia/Tokyo');
    expect(tokyo?.label).toBe('Tokyo (UTC+09:00)');
    for (const g of groups) expect(g.zones.length).toBeLessThan(200);
  });
});
