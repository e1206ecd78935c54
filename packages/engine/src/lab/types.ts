/**
 * The lab run's facts (issue 6): what Lighthouse measured in headless Chromium for the mobile and desktop
 * presets (or what PageSpeed Insights answered), and the page as rendered after JavaScript ran. Plain,
 * serialisable data: it crosses worker threads and is read by the lab checks through `page.lab`.
 */
import type { JsonLdBlock } from '../structured/jsonld.js';

export type FormFactor = 'mobile' | 'desktop';

/** The five metrics of Lighthouse's performance score (v10+ weights: FCP 10, SI 10, LCP 25, TBT 30, CLS 25). */
export const METRIC_IDS = ['fcp', 'lcp', 'tbt', 'cls', 'si'] as const;
export type MetricId = (typeof METRIC_IDS)[number];

/** Lighthouse audit ids behind each metric. */
export const METRIC_AUDITS: Record<MetricId, string> = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

export interface LabMetric {
  /** Milliseconds (FCP, LCP, TBT, SI) or unitless (CLS). */
  value: number;
  /** Lighthouse's own 0–1 score of the metric (log-normal curve), null when it gave none. */
  score: number | null;
  /** Lighthouse's display text, e.g. "2.4 s". */
  displayValue: string;
}

/** One Lighthouse audit, trimmed to what the checks and the report read. */
export interface LabAudit {
  id: string;
  title: string;
  /** 0–1, or null for informative/not-applicable audits. */
  score: number | null;
  scoreDisplayMode: string;
  numericValue: number | null;
  displayValue: string | null;
  /** Estimated savings (opportunities / insights). */
  savingsMs: number | null;
  savingsBytes: number | null;
  /**
   * Up to 20 detail rows, flattened to strings and numbers (url, totalBytes, wastedBytes, wastedMs,
   * transferSize, entity, blockingTime, node snippet/selector, …).
   */
  items: Array<Record<string, string | number | boolean | null>>;
}

/** The host's benchmark against the minimum a lab run's timings need (lab/runner.ts). */
export interface SlowHost {
  benchmarkIndex: number;
  minimum: number;
}

export interface LabOpportunity {
  id: string;
  title: string;
  savingsMs: number | null;
  savingsBytes: number | null;
}

export type LabRun =
  | {
      ok: true;
      formFactor: FormFactor;
      source: 'lighthouse' | 'psi';
      /** Performance category score, 0–100. */
      score: number;
      metrics: Record<MetricId, LabMetric>;
      /** Audits by Lighthouse id (only those the checks and the report use). */
      audits: Record<string, LabAudit>;
      /** Top opportunities by estimated savings (time first, then bytes), at most 8. */
      opportunities: LabOpportunity[];
      lighthouseVersion: string;
      /** URL Lighthouse ended on (after redirects). */
      finalUrl: string;
      durationMs: number;
      /**
       * Lighthouse's measure of the host's CPU speed when it ran (`environment.benchmarkIndex`; higher is
       * faster), null when the result has none.
       */
      benchmarkIndex?: number | null;
      /**
       * Set when benchmarkIndex was below the runner's minimum: the host was too slow or too busy for
       * trustworthy timings (TBT, LCP… and the score), so the checks that judge them are not applicable.
       */
      slowHost?: SlowHost;
    }
  | {
      ok: false;
      formFactor: FormFactor;
      /** Plain-language reason, shown to the user (e.g. "No Chromium found: set CHROME_PATH …"). */
      reason: string;
    };

/** What the rendered DOM says, for `js-rendered-parity` (the same fields read from raw HTML). */
export interface RenderedFacts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  h1: string[];
  wordCount: number;
  internalLinks: number;
}

export type RenderResult =
  | ({ ok: true } & RenderedFacts & {
        durationMs: number;
        /** The rendered DOM's JSON-LD blocks (absent from lab results of older engines). */
        jsonLd?: JsonLdBlock[];
      })
  | { ok: false; reason: string };

export interface LabFacts {
  mobile: LabRun;
  desktop: LabRun;
  rendered: RenderResult;
}
