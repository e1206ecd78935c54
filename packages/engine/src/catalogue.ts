import { CATALOGUE_ENTRIES } from './catalogue.data.js';

/** Bumped whenever an id, weight, severity or threshold of the catalogue changes. Stored in every report. */
export const CATALOGUE_VERSION = '2026.11.1';

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
export type Scope = 'page' | 'site' | 'lab';

export interface CatalogueEntry {
  readonly id: string;
  readonly category: Category;
  readonly severity: Severity;
  readonly weight: number;
  readonly scope: Scope;
}

/** checks.md §Scoring: fixed category weights, renormalised over categories with an applicable check. */
export const CATEGORY_WEIGHTS: Readonly<Record<Category, number>> = {
  meta: 0.2,
  structure: 0.15,
  quality: 0.15,
  server: 0.15,
  external: 0.15,
  performance: 0.12,
  security: 0.08,
};

/** Checks whose critical result caps seoScore at BLOCKER_CAP (checks.md §Scoring). */
export const BLOCKER_IDS: readonly string[] = [
  'http-status',
  'robots-meta-noindex',
  'x-robots-tag',
  'robots-txt-blocks-page',
  'https',
];
export const BLOCKER_CAP = 49;

/** Site-scope checks that need the same-site crawl (the other site checks need only a few requests). */
export const CRAWL_IDS: ReadonlySet<string> = new Set([
  'title-duplicate-crawl',
  'meta-description-duplicate-crawl',
  'near-duplicate-pages',
  'url-depth',
  'crawl-error-pages',
]);

export const CATALOGUE: ReadonlyMap<string, CatalogueEntry> = new Map(
  CATALOGUE_ENTRIES.map((e) => [e.id, e]),
);

export function catalogueEntry(id: string): CatalogueEntry {
  const entry = CATALOGUE.get(id);
  if (!entry) throw new Error(`Unknown check id "${id}": not in the catalogue`);
  return entry;
}
