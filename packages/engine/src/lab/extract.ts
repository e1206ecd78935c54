/**
 * A Lighthouse result (the LHR, as `lighthouse()` returns it and as PageSpeed Insights' `lighthouseResult`
 * holds it) → the `LabRun` the checks and the report read. The LHR is treated as untrusted JSON (PSI's
 * answer crosses the network): every field is checked before use, and anything missing makes the run
 * unavailable with a reason rather than a made-up number.
 */
import {
  METRIC_AUDITS,
  METRIC_IDS,
  type FormFactor,
  type LabAudit,
  type LabMetric,
  type LabOpportunity,
  type LabRun,
  type MetricId,
} from './types.js';

/** Audits kept in `LabRun.audits` (besides the five metric audits): what the lab checks and the report read. */
export const KEPT_AUDITS = [
  'render-blocking-resources',
  'render-blocking-insight',
  'unused-javascript',
  'unused-css-rules',
  'total-byte-weight',
  'network-requests',
  'dom-size',
  'dom-size-insight',
  'third-party-summary',
  'font-display',
  'font-display-insight',
  'modern-image-formats',
  'image-delivery-insight',
  'offscreen-images',
  'uses-responsive-images',
  'uses-optimized-images',
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
  'lcp-discovery-insight',
  'largest-contentful-paint-element',
  'bootup-time',
  'mainthread-work-breakdown',
  'server-response-time',
  // Request totals by type (total, third-party): request-count reads them; network-requests keeps 20 rows.
  'resource-summary',
] as const;

export const MAX_ITEMS = 20;
export const MAX_OPPORTUNITIES = 8;

type Json = Record<string, unknown>;
type Row = LabAudit['items'][number];

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Time savings in metricSavings are milliseconds for every metric but CLS (unitless). */
const TIME_METRICS = ['FCP', 'LCP', 'TBT', 'INP'];

function savingsMsOf(audit: Json, details: Json | null): number | null {
  const overall = num(details?.overallSavingsMs);
  if (overall !== null) return overall;
  const metricSavings = isObject(audit.metricSavings) ? audit.metricSavings : null;
  if (!metricSavings) return null;
  const values = TIME_METRICS.map((m) => num(metricSavings[m])).filter((v): v is number => v !== null);
  return values.length > 0 ? Math.max(...values) : null;
}

function savingsBytesOf(details: Json | null, rows: unknown[]): number | null {
  const overall = num(details?.overallSavingsBytes);
  if (overall !== null) return overall;
  // Insights (render-blocking-insight, image-delivery-insight, …) give no overall figure: their rows do.
  const wasted = rows
    .map((r) => (isObject(r) ? num(r.wastedBytes) : null))
    .filter((v): v is number => v !== null);
  return wasted.length > 0 ? wasted.reduce((a, b) => a + b, 0) : null;
}

/** One detail value → a primitive: url/numeric/ms/bytes objects give their value, nodes their snippet. */
function flattenInto(row: Row, key: string, value: unknown): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') row[key] = value;
  else if (typeof value === 'number') row[key] = Number.isFinite(value) ? value : null;
  else if (isObject(value)) {
    if (value.type === 'node') {
      row[key] = str(value.snippet);
      if (!('selector' in row)) row.selector = str(value.selector);
      if (!('nodeLabel' in row)) row.nodeLabel = str(value.nodeLabel);
    } else if (value.type === 'source-location') {
      row[key] = str(value.url);
      if (num(value.line) !== null) row[`${key}Line`] = num(value.line);
    } else if ('value' in value && (typeof value.value === 'string' || typeof value.value === 'number')) {
      row[key] = value.value;
    }
    // Anything else (sub-item tables, nested structures) is left out.
  }
}

/** Detail rows: a table's or opportunity's items; a list's nested tables concatenated (LCP element). */
function rowsOf(details: Json | null): unknown[] {
  if (!details || !Array.isArray(details.items)) return [];
  if (details.type === 'list') {
    return details.items.flatMap((sub: unknown) =>
      isObject(sub) && Array.isArray(sub.items) ? sub.items : [],
    );
  }
  if (details.type === 'table' || details.type === 'opportunity') return details.items;
  return [];
}

function trimAudit(id: string, audit: Json): LabAudit {
  const details = isObject(audit.details) ? audit.details : null;
  const rows = rowsOf(details);
  const items: Row[] = [];
  for (const raw of rows.slice(0, MAX_ITEMS)) {
    if (!isObject(raw)) continue;
    const row: Row = {};
    for (const [key, value] of Object.entries(raw)) flattenInto(row, key, value);
    items.push(row);
  }
  return {
    id,
    title: str(audit.title) ?? id,
    score: num(audit.score),
    scoreDisplayMode: str(audit.scoreDisplayMode) ?? 'informative',
    numericValue: num(audit.numericValue),
    displayValue: str(audit.displayValue),
    savingsMs: savingsMsOf(audit, details),
    savingsBytes: savingsBytesOf(details, rows),
    items,
  };
}

/**
 * Lighthouse 12 reports the classic opportunity audits and hides the newer insights that duplicate them
 * (render-blocking-insight repeats render-blocking-resources, …); Lighthouse 13 keeps only insights. So:
 * the opportunities when there are any, else the insights — never both, which would list savings twice.
 */
function opportunitiesOf(audits: Json): LabOpportunity[] {
  const all = Object.entries(audits).filter((e): e is [string, Json] => isObject(e[1]));
  const classic = all.filter(([, a]) => isObject(a.details) && a.details.type === 'opportunity');
  const family = classic.length > 0 ? classic : all.filter(([id]) => id.endsWith('-insight'));
  return family
    .map(([id, a]) => trimAudit(id, a))
    .filter((a) => (a.savingsMs ?? 0) > 0 || (a.savingsBytes ?? 0) > 0)
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0))
    .slice(0, MAX_OPPORTUNITIES)
    .map(({ id, title, savingsMs, savingsBytes }) => ({ id, title, savingsMs, savingsBytes }));
}

const fail = (formFactor: FormFactor, reason: string): LabRun => ({ ok: false, formFactor, reason });

export function labRunFromLhr(
  lhr: unknown,
  formFactor: FormFactor,
  source: 'lighthouse' | 'psi',
  durationMs: number,
): LabRun {
  if (!isObject(lhr)) return fail(formFactor, 'Lighthouse returned no result');
  if (isObject(lhr.runtimeError)) {
    const message = str(lhr.runtimeError.message) ?? str(lhr.runtimeError.code) ?? 'unknown error';
    return fail(formFactor, `Lighthouse could not load the page: ${message}`);
  }
  const categories = isObject(lhr.categories) ? lhr.categories : {};
  const perf = isObject(categories.performance) ? num(categories.performance.score) : null;
  if (perf === null) return fail(formFactor, 'Lighthouse returned no performance score');
  const audits = isObject(lhr.audits) ? lhr.audits : {};

  const metrics = {} as Record<MetricId, LabMetric>;
  for (const id of METRIC_IDS) {
    const audit = audits[METRIC_AUDITS[id]];
    const value = isObject(audit) ? num(audit.numericValue) : null;
    if (!isObject(audit) || value === null) {
      return fail(formFactor, `Lighthouse returned no value for ${METRIC_AUDITS[id]}`);
    }
    metrics[id] = { value, score: num(audit.score), displayValue: str(audit.displayValue) ?? '' };
  }

  const kept: Record<string, LabAudit> = {};
  for (const id of [...KEPT_AUDITS, ...Object.values(METRIC_AUDITS)]) {
    const audit = audits[id];
    if (isObject(audit)) kept[id] = trimAudit(id, audit);
  }

  return {
    ok: true,
    formFactor,
    source,
    score: Math.round(perf * 100),
    metrics,
    audits: kept,
    opportunities: opportunitiesOf(audits),
    lighthouseVersion: str(lhr.lighthouseVersion) ?? 'unknown',
    finalUrl:
      str(lhr.finalDisplayedUrl) ??
      str(lhr.finalUrl) ??
      str(lhr.mainDocumentUrl) ??
      str(lhr.requestedUrl) ??
      '',
    durationMs: Math.round(durationMs),
    benchmarkIndex: isObject(lhr.environment) ? num(lhr.environment.benchmarkIndex) : null,
  };
}
