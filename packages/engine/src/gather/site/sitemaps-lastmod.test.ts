import { describe, expect, it } from 'vitest';
import { lastmodStats, parseW3cDatetime } from './sitemaps-lastmod.js';

const NOW = Date.UTC(2026, 0, 15, 12);

describe('parseW3cDatetime', () => {
  it('accepts every W3C Datetime precision', () => {
    expect(parseW3cDatetime('2025')).toEqual({ time: Date.UTC(2025, 0, 1), dateOnly: true });
    expect(parseW3cDatetime('2025-03')?.time).toBe(Date.UTC(2025, 2, 1));
    expect(parseW3cDatetime('2025-03-09')?.time).toBe(Date.UTC(2025, 2, 9));
    expect(parseW3cDatetime('2025-03-09T10:30Z')).toEqual({
      time: Date.UTC(2025, 2, 9, 10, 30),
      dateOnly: false,
    });
    expect(parseW3cDatetime('2025-03-09T10:30:15+01:00')?.time).toBe(Date.UTC(2025, 2, 9, 9, 30, 15));
    expect(parseW3cDatetime('2025-03-09T10:30:15.250-05:30')?.time).toBe(Date.UTC(2025, 2, 9, 16, 0, 15));
  });

  it('rejects other formats and impossible values', () => {
    for (const bad of [
      '2025-03-09 10:30:00',
      '2025-03-09T10:30:00',
      '09/03/2025',
      'Sun, 09 Mar 2025 10:30:00 GMT',
      '2025-3-9',
      '2025-02-30',
      '2025-13-01',
      '2025-03-09T24:00Z',
      '2025-03-09T10:30+25:00',
      '',
    ]) {
      expect(parseW3cDatetime(bad), bad).toBeNull();
    }
  });
});

describe('lastmodStats', () => {
  it('counts missing, invalid, future and distinct values', () => {
    const stats = lastmodStats(
      ['2025-12-01', null, ' ', 'yesterday', '2026-03-01', '2025-12-01T00:00:00Z', '2026-01-16'],
      NOW,
    );
    expect(stats).toEqual({
      entries: 7,
      missing: 2,
      invalid: 1,
      future: 1,
      valid: 4,
      // 2025-12-01 and 2025-12-01T00:00:00Z are the same instant.
      distinct: 3,
      firstValid: '2025-12-01',
      invalidExamples: ['yesterday'],
      futureExamples: ['2026-03-01'],
    });
  });

  it('allows a date that has begun somewhere on Earth, and a few minutes of clock skew', () => {
    expect(lastmodStats(['2026-01-16', '2026-01-15T12:04:00Z'], NOW).future).toBe(0);
    expect(lastmodStats(['2026-01-17', '2026-01-15T12:06:00Z'], NOW).future).toBe(2);
  });
});
