/**
 * The report's `field` section from the gathered field facts: the record (p75s and shares), its period and
 * history, the reason when there is none, and the "lab and field disagree" notes where the lab's verdict on
 * a metric (LCP, CLS, FCP: what both measure) is in another band than the field's.
 */
import { interpolate, type Lang } from '../i18n/lang.js';
import type { LabFacts } from '../lab/types.js';
import { FIELD_STRINGS } from './strings.js';
import {
  FIELD_FORM_FACTORS,
  FIELD_THRESHOLDS,
  type FieldFacts,
  type FieldFormFactor,
  type FieldHistory,
  type FieldMetricId,
  type FieldMetrics,
  type FieldPeriod,
  type FieldUnavailable,
} from './types.js';

export type FieldBand = 'good' | 'needsImprovement' | 'poor';

export interface FieldDisagreement {
  formFactor: FieldFormFactor;
  metric: 'lcp' | 'cls' | 'fcp';
  /** The lab's value (ms; CLS unitless) and the field's p75, with their bands. */
  lab: number;
  labBand: FieldBand;
  field: number;
  fieldBand: FieldBand;
  message: string;
}

export interface FieldReport {
  source: 'url' | 'origin' | null;
  key?: string;
  unavailable?: FieldUnavailable;
  unavailableReason?: string;
  detail?: string;
  phone?: FieldMetrics;
  desktop?: FieldMetrics;
  collectionPeriod?: FieldPeriod;
  history?: FieldHistory;
  disagreements?: FieldDisagreement[];
}

export function bandOf(metric: FieldMetricId, value: number): FieldBand {
  const t = FIELD_THRESHOLDS[metric];
  return value <= t.good ? 'good' : value <= t.poor ? 'needsImprovement' : 'poor';
}

const LAB_RUN = { phone: 'mobile', desktop: 'desktop' } as const;
const COMPARED = ['lcp', 'cls', 'fcp'] as const;
const LABEL = { lcp: 'LCP', cls: 'CLS', fcp: 'FCP', inp: 'INP', ttfb: 'TTFB' } as const;

/** "2.4 s" / "180 ms" / "0.05", as shown in messages (locale decimal separator). */
export function formatFieldValue(metric: FieldMetricId, value: number, lang: Lang): string {
  const nf = (n: number, digits: number): string =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  if (metric === 'cls') return nf(value, 2);
  return value >= 1000 ? `${nf(value / 1000, 1)} s` : `${nf(Math.round(value), 0)} ms`;
}

function disagreementMessage(d: Omit<FieldDisagreement, 'message'>, lang: Lang): string {
  const s = FIELD_STRINGS[lang];
  return interpolate(
    s.disagree,
    {
      metric: LABEL[d.metric],
      formFactor: s.formFactor[d.formFactor],
      lab: formatFieldValue(d.metric, d.lab, lang),
      labBand: s.band[d.labBand],
      field: formatFieldValue(d.metric, d.field, lang),
      fieldBand: s.band[d.fieldBand],
    },
    lang,
  );
}

function disagreements(field: FieldFacts, lab: LabFacts | null, lang: Lang): FieldDisagreement[] {
  const out: FieldDisagreement[] = [];
  for (const formFactor of FIELD_FORM_FACTORS) {
    const run = lab?.[LAB_RUN[formFactor]];
    const metrics = field[formFactor];
    if (!run?.ok || !metrics) continue;
    for (const metric of COMPARED) {
      const measured = metrics[metric];
      if (!measured) continue;
      const labValue = run.metrics[metric].value;
      const d = {
        formFactor,
        metric,
        lab: metric === 'cls' ? Math.round(labValue * 100) / 100 : Math.round(labValue),
        labBand: bandOf(metric, labValue),
        field: measured.p75,
        fieldBand: bandOf(metric, measured.p75),
      };
      if (d.labBand !== d.fieldBand) out.push({ ...d, message: disagreementMessage(d, lang) });
    }
  }
  return out;
}

export function unavailableText(reason: FieldUnavailable, detail: string | undefined, lang: Lang): string {
  return interpolate(FIELD_STRINGS[lang].unavailable[reason], { detail: detail ?? '' }, lang).replace(
    ' ()',
    '',
  );
}

export function fieldReport(field: FieldFacts, lab: LabFacts | null, lang: Lang): FieldReport {
  if (field.source === null) {
    const reason = field.unavailable ?? 'no-data';
    return {
      source: null,
      unavailable: reason,
      unavailableReason: unavailableText(reason, field.detail, lang),
      ...(field.detail ? { detail: field.detail } : {}),
    };
  }
  const notes = disagreements(field, lab, lang);
  return {
    source: field.source,
    ...(field.key ? { key: field.key } : {}),
    ...(field.phone ? { phone: field.phone } : {}),
    ...(field.desktop ? { desktop: field.desktop } : {}),
    ...(field.collectionPeriod ? { collectionPeriod: field.collectionPeriod } : {}),
    ...(field.history ? { history: field.history } : {}),
    ...(notes.length ? { disagreements: notes } : {}),
  };
}

/** The same section in another language (localizeReport): the texts are rendered again from the facts. */
export function localizeFieldReport(report: FieldReport, lang: Lang): FieldReport {
  const out: FieldReport = { ...report };
  if (report.unavailable) out.unavailableReason = unavailableText(report.unavailable, report.detail, lang);
  if (report.disagreements)
    out.disagreements = report.disagreements.map((d) => ({ ...d, message: disagreementMessage(d, lang) }));
  return out;
}
