import { describe, expect, it } from 'vitest';
import { progressLine } from './crawl-run.js';

describe('the crawl progress line', () => {
  it('shows pages done and queued, pages per second, elapsed time and memory', () => {
    expect(progressLine(1234, 567, 13_000, 210 * 2 ** 20)).toBe(
      '1,234 pages crawled · 567 queued · 94.9 pages/s · 13s · 210 MiB',
    );
    expect(progressLine(100_000, 0, 413_440, 546 * 2 ** 20)).toBe(
      '100,000 pages crawled · 0 queued · 241.9 pages/s · 6m53s · 546 MiB',
    );
    expect(progressLine(0, 1, 0, 0)).toBe('0 pages crawled · 1 queued · 0.0 pages/s · 0s · 0 MiB');
  });
});
