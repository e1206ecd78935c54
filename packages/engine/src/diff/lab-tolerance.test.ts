import { describe, expect, it } from 'vitest';
import { labVerdict } from './lab-tolerance.js';

describe('labVerdict', () => {
  it('takes the larger of the share and the floor, and knows which way is worse', () => {
    // LCP 4,000 ms: band 600 ms (15 %); LCP 1,000 ms: the 400 ms floor (a run went from 1,090 to 791 ms).
    expect(labVerdict('lcp', 4000, 4500)).toBe('same');
    expect(labVerdict('lcp', 4000, 4700)).toBe('worse');
    expect(labVerdict('lcp', 5000, 4000)).toBe('better');
    expect(labVerdict('lcp', 1090, 791)).toBe('same');
    // TBT 300 ms: the 100 ms floor applies, not 25 %.
    expect(labVerdict('tbt', 300, 390)).toBe('same');
    expect(labVerdict('tbt', 300, 420)).toBe('worse');
    // The score: higher is better, ±5 points.
    expect(labVerdict('score', 90, 86)).toBe('same');
    expect(labVerdict('score', 90, 84)).toBe('worse');
    expect(labVerdict('score', 84, 90)).toBe('better');
    expect(labVerdict('cls', 0.2, 0.21)).toBe('same');
    expect(labVerdict('cls', 0.05, 0.15)).toBe('worse');
  });

  it('counts no change while a figure stays in the good range, on the device’s own limits', () => {
    // Two runs of an unchanged fixture page on a busy CI host (2026-12-07): mobile TBT 188 → 0 ms and
    // Speed Index 976 → 2,197 ms, each outside its band but good in both runs.
    expect(labVerdict('tbt', 188, 0, 'mobile')).toBe('same');
    expect(labVerdict('si', 976, 2197, 'mobile')).toBe('same');
    expect(labVerdict('lcp', 1000, 1500, 'mobile')).toBe('same');
    expect(labVerdict('cls', 0.05, 0.1, 'mobile')).toBe('same');
    // Leaving the good range counts, on the limit of the device measured: LCP 1.5 s is good on mobile
    // (≤ 2,500 ms) but not on desktop (≤ 1,200 ms).
    expect(labVerdict('lcp', 1000, 2600, 'mobile')).toBe('worse');
    expect(labVerdict('lcp', 1000, 1500, 'desktop')).toBe('worse');
    expect(labVerdict('tbt', 60, 300, 'mobile')).toBe('worse');
    expect(labVerdict('tbt', 300, 60, 'mobile')).toBe('better');
    expect(labVerdict('si', 2197, 976, 'desktop')).toBe('better');
    // The score has no good range here: its ±5 points alone decide.
    expect(labVerdict('score', 100, 93, 'mobile')).toBe('worse');
  });
});
