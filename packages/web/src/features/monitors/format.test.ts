import { describe, expect, it } from 'vitest';
import { formatZonedTime } from './format';

describe('formatZonedTime', () => {
  it('gives a time in the monitor’s zone and names the zone', () => {
    const at = '2026-11-03T06:00:00.000Z';
    expect(formatZonedTime(at, 'en', 'Asia/Tokyo')).toBe('Nov 3, 2026, 03:00 PM GMT+9');
    expect(formatZonedTime(at, 'fr', 'Europe/Paris')).toBe('3 nov. 2026, 07:00 UTC+1');
    expect(formatZonedTime(at, 'en', 'UTC')).toBe('Nov 3, 2026, 06:00 AM UTC');
  });

  it('falls back to UTC, named, for a zone the browser does not know', () => {
    expect(formatZonedTime('2026-11-03T06:00:00.000Z', 'en', 'Mars/Olympus')).toBe(
      'Nov 3, 2026, 06:00 AM UTC',
    );
    expect(formatZonedTime(null, 'en', 'UTC')).toBeNull();
  });
});
