/** Lab figures of two audits, each compared within its noise band (lab-tolerance.ts). */
import type { Report } from '../report/index.js';
import { noiseBandOf, labVerdict } from './lab-tolerance.js';
import type { LabChange, LabMetricId } from './types.js';

const METRICS = ['fcp', 'lcp', 'tbt', 'cls', 'si'] as const;
const DEVICES = ['mobile', 'desktop'] as const;

type Lab = Report['performance']['mobile'];

function change(device: LabChange['device'], metric: LabMetricId, old: number, now: number): LabChange {
  return {
    device,
    metric,
    old,
    new: now,
    delta: now - old,
    band: noiseBandOf(metric, old),
    verdict: labVerdict(metric, old, now, device),
  };
}

/** The figures that depend on the host's speed: not compared when either run was on a slow or busy host. */
const TIMED: ReadonlySet<LabMetricId> = new Set(['score', 'fcp', 'lcp', 'tbt', 'si']);

function figures(device: LabChange['device'], old: Lab, now: Lab): LabChange[] {
  const out: LabChange[] = [];
  const slow = Boolean(old.slowHost ?? now.slowHost);
  if (old.score !== null && now.score !== null && !slow)
    out.push(change(device, 'score', old.score, now.score));
  for (const metric of METRICS) {
    if (slow && TIMED.has(metric)) continue;
    const a = old.metrics?.[metric]?.value;
    const b = now.metrics?.[metric]?.value;
    if (a !== undefined && b !== undefined) out.push(change(device, metric, a, b));
  }
  return out;
}

/**
 * Every lab figure both audits measured; the devices one of them did not measure; and the devices whose
 * timings are not compared because a run was on a host too slow or busy for them (`slowHost`: its timing
 * checks were not judged either), so a busy measuring host never reads as a change of the site.
 */
export function diffLab(
  old: Report,
  now: Report,
): { changes: LabChange[]; missing: string[]; slowHost: string[] } {
  const changes: LabChange[] = [];
  const missing: string[] = [];
  const slowHost: string[] = [];
  for (const device of DEVICES) {
    const a = old.performance[device];
    const b = now.performance[device];
    if (a.score === null && b.score === null) continue;
    if (a.score === null || b.score === null) missing.push(device);
    else {
      if (a.slowHost ?? b.slowHost) slowHost.push(device);
      changes.push(...figures(device, a, b));
    }
  }
  return { changes, missing, slowHost };
}

/** The lab check ids and the figure each is judged on (the lab checks read the mobile run). */
export const LAB_CHECK_FIGURE: Readonly<
  Record<string, { device: LabChange['device']; metric: LabMetricId }>
> = {
  'perf-score-mobile': { device: 'mobile', metric: 'score' },
  'perf-score-desktop': { device: 'desktop', metric: 'score' },
  fcp: { device: 'mobile', metric: 'fcp' },
  lcp: { device: 'mobile', metric: 'lcp' },
  tbt: { device: 'mobile', metric: 'tbt' },
  cls: { device: 'mobile', metric: 'cls' },
  'speed-index': { device: 'mobile', metric: 'si' },
};
