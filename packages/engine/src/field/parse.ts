/**
 * Reads the CrUX API's answers (records:queryRecord and records:queryHistoryRecord) into field facts.
 * The shapes, as Google documents them:
 *   { record: { key: { url | origin, formFactor }, metrics: { <name>: { histogram: [{ start, end?, density }],
 *     percentiles: { p75 } } }, collectionPeriod: { firstDate: { year, month, day }, lastDate } } }
 *   history: { record: { key, metrics: { <name>: { histogramTimeseries: [{ start, end?, densities: [] }],
 *     percentilesTimeseries: { p75s: [] } } }, collectionPeriods: [{ firstDate, lastDate }] } }
 * cumulative_layout_shift's p75 and bin bounds are strings ("0.05"); history densities may be "NaN" and
 * p75s null for periods with too little data. Anything else unexpected makes the answer malformed (null).
 */
import {
  FIELD_METRICS,
  FIELD_METRIC_IDS,
  type FieldMetric,
  type FieldMetricId,
  type FieldMetrics,
  type FieldPeriod,
} from './types.js';

export interface CruxRecord {
  key: string;
  metrics: FieldMetrics;
  collectionPeriod: FieldPeriod;
}

export interface CruxHistory {
  key: string;
  p75s: Partial<Record<FieldMetricId, Array<number | null>>>;
  collectionPeriods: FieldPeriod[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A number, or a numeric string (CLS); null otherwise (also for "NaN"). */
function numeric(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

function date(v: unknown): string | null {
  if (!isObj(v)) return null;
  const [y, m, d] = [v.year, v.month, v.day];
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return null;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${String(y)}-${pad(m as number)}-${pad(d as number)}`;
}

function period(v: unknown): FieldPeriod | null {
  if (!isObj(v)) return null;
  const firstDate = date(v.firstDate);
  const lastDate = date(v.lastDate);
  return firstDate && lastDate ? { firstDate, lastDate } : null;
}

function keyOf(record: Obj): string | null {
  if (!isObj(record.key)) return null;
  const id = record.key.url ?? record.key.origin;
  return typeof id === 'string' ? id : null;
}

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** Three bins (good, needs improvement, poor) and a p75; a metric CrUX omitted is simply absent. */
function metric(id: FieldMetricId, v: unknown): FieldMetric | null | 'malformed' {
  if (v === undefined) return null;
  if (!isObj(v) || !isObj(v.percentiles) || !Array.isArray(v.histogram)) return 'malformed';
  const p75 = numeric(v.percentiles.p75);
  const bins = v.histogram.map((bin) => (isObj(bin) ? (numeric(bin.density) ?? 0) : NaN));
  if (p75 === null || bins.length !== 3 || bins.some((d) => !Number.isFinite(d) || d < 0 || d > 1))
    return 'malformed';
  const [good, needsImprovement, poor] = bins as [number, number, number];
  return {
    p75: id === 'cls' ? round(p75, 2) : Math.round(p75),
    good: round(good, 4),
    needsImprovement: round(needsImprovement, 4),
    poor: round(poor, 4),
  };
}

function recordOf(body: unknown): Obj | null {
  return isObj(body) && isObj(body.record) && isObj(body.record.metrics) ? body.record : null;
}

/** A queryRecord answer, or null when it is not one. */
export function parseRecord(body: unknown): CruxRecord | null {
  const record = recordOf(body);
  if (!record) return null;
  const key = keyOf(record);
  const collectionPeriod = period(record.collectionPeriod);
  if (!key || !collectionPeriod) return null;
  const metrics: FieldMetrics = {};
  const raw = record.metrics as Obj;
  for (const id of FIELD_METRIC_IDS) {
    const m = metric(id, raw[FIELD_METRICS[id]]);
    if (m === 'malformed') return null;
    if (m) metrics[id] = m;
  }
  return { key, metrics, collectionPeriod };
}

/** A queryHistoryRecord answer (p75s per period, oldest first), or null when it is not one. */
export function parseHistory(body: unknown): CruxHistory | null {
  const record = recordOf(body);
  if (!record || !Array.isArray(record.collectionPeriods)) return null;
  const key = keyOf(record);
  const periods = record.collectionPeriods.map(period);
  if (!key || periods.some((p) => p === null)) return null;
  const collectionPeriods = periods as FieldPeriod[];
  const p75s: CruxHistory['p75s'] = {};
  const raw = record.metrics as Obj;
  for (const id of FIELD_METRIC_IDS) {
    const m = raw[FIELD_METRICS[id]];
    if (m === undefined) continue;
    const series = isObj(m) && isObj(m.percentilesTimeseries) ? m.percentilesTimeseries.p75s : undefined;
    if (!Array.isArray(series) || series.length !== collectionPeriods.length) return null;
    p75s[id] = series.map((v) => {
      const n = numeric(v);
      return n === null ? null : id === 'cls' ? round(n, 2) : Math.round(n);
    });
  }
  return { key, p75s, collectionPeriods };
}
