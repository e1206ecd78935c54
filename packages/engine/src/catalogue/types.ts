/**
 * The catalogue's vocabulary, apart from its data: catalogue.ts and the data files import this module,
 * never each other.
 */
export const CATEGORIES = [
  'meta',
  'quality',
  'structure',
  'server',
  'external',
  'performance',
  'security',
] as const;
export type Category = (typeof CATEGORIES)[number];
export type Severity = 'critical' | 'recommended';
/**
 * page: the audited response and DOM; site: robots.txt, sitemaps, probes or the crawl; lab: headless Chromium;
 * field: real-user data from the Chrome UX Report API.
 */
export type Scope = 'page' | 'site' | 'lab' | 'field';

/** What scoring needs of a check: the contract kept in every report's catalogue version. */
export interface CatalogueEntry {
  readonly id: string;
  readonly category: Category;
  readonly severity: Severity;
  readonly weight: number;
  readonly scope: Scope;
}

/** One check as the catalogue source describes it: the contract and what it measures, in English Markdown. */
export interface CheckSpec extends CatalogueEntry {
  readonly measures: string;
  /** The three bands of the result; '—' where a check has no such band. */
  readonly pass: string;
  readonly recommended: string;
  readonly critical: string;
  /** Where the check comes from (legend in catalogue/source.ts); `?` marks an inferred mapping. */
  readonly anchors: string;
  /** Why it matters. */
  readonly rationale: string;
}
