/**
 * Shared by the rich-results checks: the page's rich result entries (structured/rich), and how one is
 * listed as a check item (feature and type, then the facts: what is missing, which values break a rule).
 */
import type { PageArtifact } from '../../artifact.js';
import { richResultsOf, type RichResult } from '../../structured/rich/index.js';
import type { CheckItem } from '../types.js';

export const richResults = (page: PageArtifact): RichResult[] => richResultsOf(page);

/** "Recipe (Recipe) "Apple pie"" — the feature, the schema.org type and the item's name when it has one. */
export function itemLabel(r: RichResult): string {
  const name = r.name === null ? '' : ` "${r.name.slice(0, 60)}"`;
  const where = r.source === 'rendered' ? ' [rendered]' : '';
  return `${r.feature} (${r.type})${name}${where}`;
}

/** Facts only (codes and property paths), as check item notes are: missing …; invalid … */
export function itemFacts(r: RichResult, which: 'required' | 'recommended'): string {
  const missing = which === 'required' ? r.missingRequired : r.missingRecommended;
  const invalid = r.invalidValues.filter((v) => (v.required ?? false) === (which === 'required'));
  const parts: string[] = [];
  if (missing.length > 0) parts.push(`missing: ${missing.join(', ')}`);
  if (invalid.length > 0) {
    parts.push(
      `invalid: ${invalid.map((v) => `${v.property} = ${JSON.stringify(v.value)} (${v.reason})`).join(', ')}`,
    );
  }
  return parts.join('; ');
}

export const asItem = (r: RichResult, which: 'required' | 'recommended'): CheckItem => ({
  value: itemLabel(r),
  note: itemFacts(r, which),
  line: r.line,
});

/** Entries of current features (retired ones are another check's). */
export const current = (all: RichResult[]): RichResult[] => all.filter((r) => r.status !== 'retired');
