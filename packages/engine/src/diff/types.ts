/**
 * What changed between two audits of the same page or site (diff.ts): plain data with codes, no sentences,
 * so the CLI, the CI comment and the web app word it in their own language.
 */
import type { Category } from '../catalogue/index.js';
import type { CheckStatus } from '../report/index.js';
import type { FieldChange } from './field.js';

export type Severity = 'critical' | 'recommended' | 'info';

/** One check across the two audits. Status null: the check is absent from that report. */
export interface CheckChange {
  id: string;
  /** The id in the older report when the catalogue renamed it since. */
  oldId?: string;
  title: string;
  category: Category;
  severity: 'critical' | 'recommended';
  oldStatus: CheckStatus | null;
  newStatus: CheckStatus | null;
  oldValue?: number | string | boolean | null;
  newValue?: number | string | boolean | null;
  /** The message of the report where it fails (the newer one; the older one for a fixed check). */
  message: string;
  /** Category points at stake (the newer report's gain; the older one's for a fixed check). */
  gain: number;
}

export interface CheckChanges {
  /** Failing now, not before (passed, did not apply, or errored). */
  new: CheckChange[];
  /** Failing before, passing now. */
  fixed: CheckChange[];
  /** Still failing, one step worse (recommended → critical). */
  worse: CheckChange[];
  /** Still failing, one step better (critical → recommended). */
  better: CheckChange[];
  /** Failing in both, at the same level. */
  stillFailing: CheckChange[];
  /** Failing before, not applicable or errored now: not a fix, the check simply did not judge. */
  noLongerJudged: CheckChange[];
  /** Same status, different measured value (a number by 10 % or more, any other value). */
  changedValue: CheckChange[];
  /** Lab checks whose status moved while their figure stayed within its noise band: not counted. */
  withinNoise: CheckChange[];
}

export type SignalId =
  | 'status'
  | 'finalUrl'
  | 'indexable'
  | 'noindex'
  | 'robotsTxt'
  | 'canonical'
  | 'title'
  | 'description'
  | 'h1'
  | 'hreflang'
  | 'jsonLdTypes'
  | 'inSitemap'
  | 'internalLinks'
  | 'externalLinks'
  | 'wordCount';

export type SignalValue = string | number | boolean | string[] | null;

export interface SignalChange {
  signal: SignalId;
  old: SignalValue;
  new: SignalValue;
  /** critical/recommended: a regression (gates count it); info: a change worth knowing, not a problem. */
  severity: Severity;
  /** For lists: what was added and removed. */
  added?: string[];
  removed?: string[];
  /** For counts: relative change in percent (rounded). */
  percent?: number;
  /** canonical: the canonical now names another host than before. */
  hostChanged?: boolean;
}

export type LabMetricId = 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'si';

export interface LabChange {
  device: 'mobile' | 'desktop';
  metric: LabMetricId;
  old: number;
  new: number;
  /** new − old (for 'score', points; higher is better only for 'score'). */
  delta: number;
  /** The noise band applied (same unit as the metric): changes within it are not reported as changes. */
  band: number;
  /** Beyond the band: 'worse' or 'better'; within it: 'same'. */
  verdict: 'worse' | 'better' | 'same';
}

export interface ScoreDelta {
  old: number | null;
  new: number | null;
  /** new − old, null when either is null. */
  delta: number | null;
}

export interface CategoryDelta extends ScoreDelta {
  category: Category;
  label: string;
}

/** What could not be compared, and why (codes; the printers word them). */
export type NotComparedReason =
  | 'catalogue-removed'
  | 'catalogue-added'
  | 'no-signals'
  | 'no-lab'
  | 'lab-slow-host'
  | 'crawl-h1'
  | 'crawl-compact'
  | 'field-source';

export interface NotCompared {
  reason: NotComparedReason;
  /** Check ids, devices or other names the reason applies to. */
  items: string[];
}

export interface CrawlPageChange {
  url: string;
  old: string | number | boolean | null;
  new: string | number | boolean | null;
}

export interface RichEligibilityChange {
  url: string;
  feature: string;
  /** The page's status for the feature now ('absent' when its markup is gone). */
  status: 'eligible' | 'invalid' | 'retired' | 'restricted' | 'absent';
  problems: string[];
}

export interface CrawlIssueChange {
  checkId: string;
  oldPages: number;
  newPages: number;
}

export interface CrawlDiff {
  pagesOld: number;
  pagesNew: number;
  /** Ordered by the largest effects first within each kind. */
  added: string[];
  removed: string[];
  statusChanged: CrawlPageChange[];
  becameNonIndexable: string[];
  becameIndexable: string[];
  titleChanged: CrawlPageChange[];
  canonicalChanged: CrawlPageChange[];
  h1Changed: CrawlPageChange[];
  /** Page score drops of 5 points or more, largest first. */
  scoreDropped: CrawlPageChange[];
  newBrokenLinks: Array<{ url: string; status: number; linkedFrom: string[] }>;
  fixedBrokenLinks: string[];
  /** Failed checks by pages affected: new (0 → n), fixed (n → 0), spread (more pages), shrunk (fewer). */
  issues: {
    new: CrawlIssueChange[];
    fixed: CrawlIssueChange[];
    spread: CrawlIssueChange[];
    shrunk: CrawlIssueChange[];
  };
  siteScore: ScoreDelta;
  /**
   * Pages that gained or lost eligibility for a rich result feature (eligible or restricted, against
   * invalid or absent), most linked pages first; `problems` says what broke a lost one. Absent when either
   * crawl predates rich results.
   */
  richGained?: RichEligibilityChange[];
  richLost?: RichEligibilityChange[];
  /** Either crawl stopped before the end (max pages, time budget): added/removed pages may be an artefact. */
  partial: boolean;
}

export interface ReportDiff {
  kind: 'page' | 'crawl';
  old: { url: string; fetchedAt: string; engineVersion: string; catalogueVersion: string };
  new: { url: string; fetchedAt: string; engineVersion: string; catalogueVersion: string };
  /** Which audits reached a sign-in page instead of the content (report.loginWall); absent when neither did. */
  loginWall?: { old: boolean; new: boolean };
  /** The two audits are of different origins (a preview deployment against production): URLs compared by path. */
  originsDiffer: boolean;
  score: ScoreDelta;
  categories: CategoryDelta[];
  checks: CheckChanges;
  signals: SignalChange[];
  lab: LabChange[];
  /** Field p75s (CrUX) both audits have, each within its tolerance (diff/field.ts); absent in older diffs. */
  field?: FieldChange[];
  crawl: CrawlDiff | null;
  notCompared: NotCompared[];
}
