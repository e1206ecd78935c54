/**
 * Field p75s of two audits (issue 27), each compared within a tolerance: CrUX is a rolling 28-day window,
 * so two audits a few days apart share most of their visits and a small move is not a change. The band is
 * the larger of 10 % of the older p75 and a floor in the metric's unit (about a tenth of the distance
 * between Google's "good" and "poor" boundaries). Records of different kinds (the page's own against the
 * whole site's) are not compared.
 */
import type { Report } from '../report/index.js';

export type FieldMetricKey = 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb';

export const FIELD_TOLERANCE: Readonly<Record<FieldMetricKey, { relative: number; absolute: number }>> = {
  lcp: { relative: 0.1, absolute: 150 },
  inp: { relative: 0.1, absolute: 30 },
  cls: { relative: 0.1, absolute: 0.015 },
  fcp: { relative: 0.1, absolute: 120 },
  ttfb: { relative: 0.1, absolute: 100 },
};

export interface FieldChange {
  formFactor: 'phone' | 'desktop';
  metric: FieldMetricKey;
  old: number;
  new: number;
  delta: number;
  /** The tolerance applied (the metric's unit): a change within it is 'same'. */
  band: number;
  verdict: 'worse' | 'better' | 'same';
}

const METRICS: FieldMetricKey[] = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'];

export function fieldBand(metric: FieldMetricKey, old: number): number {
  const t = FIELD_TOLERANCE[metric];
  return Math.max(t.relative * Math.abs(old), t.absolute);
}

/** Every p75 both audits have from the same kind of record; `notCompared` when the kinds differ. */
export function diffField(old: Report, now: Report): { changes: FieldChange[]; notCompared: string[] } {
  const a = old.field;
  const b = now.field;
  if (!a?.source || !b?.source) return { changes: [], notCompared: [] };
  if (a.source !== b.source) return { changes: [], notCompared: [`${a.source} → ${b.source}`] };
  const changes: FieldChange[] = [];
  for (const formFactor of ['phone', 'desktop'] as const) {
    for (const metric of METRICS) {
      const x = a[formFactor]?.[metric]?.p75;
      const y = b[formFactor]?.[metric]?.p75;
      if (x === undefined || y === undefined) continue;
      const band = fieldBand(metric, x);
      const delta = y - x;
      const verdict = Math.abs(delta) <= band ? 'same' : delta > 0 ? 'worse' : 'better';
      changes.push({ formFactor, metric, old: x, new: y, delta, band, verdict });
    }
  }
  return { changes, notCompared: [] };
}
