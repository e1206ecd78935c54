/**
 * Field data (issue 27): what real Chrome users experienced on the page or its site over 28 days, as the
 * Chrome UX Report (CrUX) API publishes it. Plain, serialisable facts gathered before the checks run (like
 * the lab's): the check `field-core-web-vitals` and the report read them from `page.field`.
 */

/** The two CrUX form factors an audit asks for (CrUX also has TABLET, which no report shows). */
export const FIELD_FORM_FACTORS = ['phone', 'desktop'] as const;
export type FieldFormFactor = (typeof FIELD_FORM_FACTORS)[number];

/** The metrics the report shows, in CrUX's names. */
export const FIELD_METRICS = {
  lcp: 'largest_contentful_paint',
  inp: 'interaction_to_next_paint',
  cls: 'cumulative_layout_shift',
  fcp: 'first_contentful_paint',
  ttfb: 'experimental_time_to_first_byte',
} as const;
export type FieldMetricId = keyof typeof FIELD_METRICS;
export const FIELD_METRIC_IDS = Object.keys(FIELD_METRICS) as FieldMetricId[];

/** Google's good / poor boundaries (web.dev), the same as CrUX's three histogram bins. */
export const FIELD_THRESHOLDS: Record<FieldMetricId, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  fcp: { good: 1800, poor: 3000 },
  ttfb: { good: 800, poor: 1800 },
};

/** One metric of one form factor: the 75th percentile (ms; CLS unitless) and the share of visits per band. */
export interface FieldMetric {
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export type FieldMetrics = Partial<Record<FieldMetricId, FieldMetric>>;

/** A CrUX collection period, dates as YYYY-MM-DD. */
export interface FieldPeriod {
  firstDate: string;
  lastDate: string;
}

/** The 40-week history: one p75 per collection period (null where CrUX had too little data). */
export interface FieldHistory {
  collectionPeriods: FieldPeriod[];
  phone?: Partial<Record<FieldMetricId, Array<number | null>>>;
  desktop?: Partial<Record<FieldMetricId, Array<number | null>>>;
}

/**
 * Why there is no field data: no key configured, CrUX has no record of the page or the site, the key was
 * refused, the quota was used up, the answer could not be read, or the API failed (unreachable, no answer in time, another error).
 */
export const FIELD_UNAVAILABLE = ['no-key', 'no-data', 'bad-key', 'quota', 'malformed', 'api-error'] as const;
export type FieldUnavailable = (typeof FIELD_UNAVAILABLE)[number];

export interface FieldFacts {
  /** Whose record: the page's own ('url'), the whole site's ('origin', the page had none), or none. */
  source: 'url' | 'origin' | null;
  /** The URL or origin the record is of (CrUX's normalised key). */
  key?: string;
  /** Set when source is null. */
  unavailable?: FieldUnavailable;
  /** A detail for the reason (the API's own status message, scrubbed of the key). */
  detail?: string;
  phone?: FieldMetrics;
  desktop?: FieldMetrics;
  collectionPeriod?: FieldPeriod;
  history?: FieldHistory;
}
