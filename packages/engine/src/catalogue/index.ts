import { CATALOGUE_ENTRIES } from './data.js';
import type { CatalogueEntry, Category } from './types.js';

export { CATEGORIES } from './types.js';
export type { CatalogueEntry, Category, CheckSpec, Scope, Severity } from './types.js';

/** Bumped whenever an id, weight, severity or threshold of the catalogue changes. Stored in every report. */
export const CATALOGUE_VERSION = '2026.11.5';

/** Scoring (docs/checks.md): fixed category weights, renormalised over categories with an applicable check. */
export const CATEGORY_WEIGHTS: Readonly<Record<Category, number>> = {
  meta: 0.2,
  structure: 0.15,
  quality: 0.15,
  server: 0.15,
  external: 0.15,
  performance: 0.12,
  security: 0.08,
};

/** Checks whose critical result caps seoScore at BLOCKER_CAP (docs/checks.md, scoring). */
export const BLOCKER_IDS: readonly string[] = [
  'http-status',
  'robots-meta-noindex',
  'x-robots-tag',
  'robots-txt-blocks-page',
  'https',
  'login-wall',
];
export const BLOCKER_CAP = 49;

export const CATALOGUE: ReadonlyMap<string, CatalogueEntry> = new Map(
  CATALOGUE_ENTRIES.map((e) => [e.id, e]),
);

export function catalogueEntry(id: string): CatalogueEntry {
  const entry = CATALOGUE.get(id);
  if (!entry) throw new Error(`Unknown check id "${id}": not in the catalogue`);
  return entry;
}
