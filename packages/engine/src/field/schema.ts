/** The report's `field` section as a zod schema (report/schema.ts uses it; report.ts in this folder builds it). */
import { z } from 'zod';
import { FIELD_UNAVAILABLE } from './types.js';

const MetricSchema = z.object({
  /** 75th percentile: milliseconds, CLS unitless. */
  p75: z.number(),
  /** Shares of visits in Google's bands, 0–1. */
  good: z.number().min(0).max(1),
  needsImprovement: z.number().min(0).max(1),
  poor: z.number().min(0).max(1),
});

const MetricsSchema = z.object({
  lcp: MetricSchema.optional(),
  inp: MetricSchema.optional(),
  cls: MetricSchema.optional(),
  fcp: MetricSchema.optional(),
  ttfb: MetricSchema.optional(),
});

const PeriodSchema = z.object({ firstDate: z.string(), lastDate: z.string() });
const SeriesSchema = z.array(z.number().nullable());
const SeriesByMetric = z.object({
  lcp: SeriesSchema.optional(),
  inp: SeriesSchema.optional(),
  cls: SeriesSchema.optional(),
  fcp: SeriesSchema.optional(),
  ttfb: SeriesSchema.optional(),
});
const Band = z.enum(['good', 'needsImprovement', 'poor']);

/**
 * What real Chrome users experienced (Chrome UX Report), beside the lab: the page's own record ('url'), the
 * whole site's ('origin') when the page has none, or null with the reason. Absent in older reports.
 */
export const FieldReportSchema = z.object({
  source: z.enum(['url', 'origin']).nullable(),
  /** The URL or origin CrUX's record is of. */
  key: z.string().optional(),
  /** Why there is no data (code), and the same in words in the report's language. */
  unavailable: z.enum(FIELD_UNAVAILABLE).optional(),
  unavailableReason: z.string().optional(),
  detail: z.string().optional(),
  phone: MetricsSchema.optional(),
  desktop: MetricsSchema.optional(),
  /** The 28 days the record covers (ends about 2 days before the audit). */
  collectionPeriod: PeriodSchema.optional(),
  /** p75 per weekly collection period, oldest first (up to 40), where the history API answered. */
  history: z
    .object({
      collectionPeriods: z.array(PeriodSchema),
      phone: SeriesByMetric.optional(),
      desktop: SeriesByMetric.optional(),
    })
    .optional(),
  /** Metrics where the lab's verdict is in another band than the field's; trust the field for ranking. */
  disagreements: z
    .array(
      z.object({
        formFactor: z.enum(['phone', 'desktop']),
        metric: z.enum(['lcp', 'cls', 'fcp']),
        lab: z.number(),
        labBand: Band,
        field: z.number(),
        fieldBand: Band,
        message: z.string(),
      }),
    )
    .optional(),
});
