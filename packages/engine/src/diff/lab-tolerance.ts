/**
 * The noise band of each lab figure: two Lighthouse runs of an unchanged page differ (CPU load, timers,
 * network simulation), so a change inside the band is not a change. The band is the larger of a share of
 * the older value and an absolute floor. The score's 5 points follow Lighthouse's notes on variability
 * (runs on one machine commonly differ by a few points); TBT gets the widest band because it sums long
 * tasks, and one task more or less over 50 ms moves it a lot. A timing (or CLS) that is inside Lighthouse's
 * "good" range in both audits is not a change either: on a busy 2-core host two runs of an unchanged page
 * gave mobile TBT 188 ms and 0 ms and Speed Index 976 ms and 2,197 ms (CI, 2026-12-07), all of them good,
 * and a figure that stays good moves no check, no score band and nothing a visitor feels.
 * lab-wobble.lab.test.ts audits one unchanged fixture page twice in real Chromium and checks that no
 * figure counts as changed.
 */
import type { LabChange, LabMetricId } from './types.js';

export interface NoiseBand {
  /** Share of the older value, 0–1. */
  relative: number;
  /** Floor in the metric's unit (points for 'score', ms for timings, unitless for CLS). */
  absolute: number;
  /** How the printers state the unit of `absolute`. */
  unit: 'points' | 'ms' | '';
}

// FCP, LCP and Speed Index: on this project's shared 2-core machine, two runs of one unchanged page gave
// LCP 1,090 ms and 791 ms (Lighthouse's simulated throttling scales with the CPU time it observes), so
// the floor is 400 ms; a real regression of half a second or more still shows.
export const LAB_NOISE: Readonly<Record<LabMetricId, NoiseBand>> = {
  score: { relative: 0, absolute: 5, unit: 'points' },
  fcp: { relative: 0.15, absolute: 400, unit: 'ms' },
  lcp: { relative: 0.15, absolute: 400, unit: 'ms' },
  si: { relative: 0.15, absolute: 400, unit: 'ms' },
  // Two runs of one unchanged fixture page gave 58 ms and 0 ms: one long task more or less moves it by
  // its excess over 50 ms. The 100 ms floor stays under the catalogue's 200 ms "good" limit.
  tbt: { relative: 0.25, absolute: 100, unit: 'ms' },
  cls: { relative: 0.1, absolute: 0.02, unit: '' },
};

/**
 * The top of Lighthouse's "good" range per device: each metric's scoring curve's p10, the value that
 * scores 0.9 (lighthouse/core/audits/metrics/*.js, Lighthouse 12). The mobile ones are also the catalogue's
 * good limits of the fcp, lcp, tbt, cls and speed-index checks (Speed Index: 3,387 ms vs the check's 3.4 s).
 */
export const LAB_GOOD: Readonly<
  Record<LabChange['device'], Readonly<Record<Exclude<LabMetricId, 'score'>, number>>>
> = {
  mobile: { fcp: 1800, lcp: 2500, tbt: 200, cls: 0.1, si: 3387 },
  desktop: { fcp: 934, lcp: 1200, tbt: 150, cls: 0.1, si: 1311 },
};

/** The band around `old` within which a new value of the metric counts as the same. */
export function noiseBandOf(metric: LabMetricId, old: number): number {
  const band = LAB_NOISE[metric];
  return Math.max(band.relative * Math.abs(old), band.absolute);
}

/**
 * 'same' inside the band, or when a timing (or CLS) is within the device's good range in both audits; else
 * better or worse (a higher score is better, a higher timing or CLS worse).
 */
export function labVerdict(
  metric: LabMetricId,
  old: number,
  now: number,
  device: LabChange['device'] = 'mobile',
): 'worse' | 'better' | 'same' {
  const delta = now - old;
  if (Math.abs(delta) <= noiseBandOf(metric, old)) return 'same';
  if (metric !== 'score' && old <= LAB_GOOD[device][metric] && now <= LAB_GOOD[device][metric]) return 'same';
  const higherIsBetter = metric === 'score';
  return delta > 0 === higherIsBetter ? 'better' : 'worse';
}
