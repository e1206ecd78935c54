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

/**
 * The schema-* checks summarise these entries for one schema.org type, with no validation of their own:
 * what keeps an entry from its feature (required properties missing or invalid) …
 */
export const requiredGaps = (r: RichResult): string[] => [
  ...r.missingRequired,
  ...r.invalidValues.filter((v) => v.required).map((v) => `${v.property} (${v.reason})`),
];

/** … and what it lacks of the properties Google recommends, or has in a form Google does not read. */
export const recommendedGaps = (r: RichResult): string[] => [
  ...r.missingRecommended,
  ...r.invalidValues.filter((v) => !v.required).map((v) => `${v.property} (${v.reason})`),
];

/** The current-feature entries of the given features (Google's names: 'Merchant listing'). */
export const entriesOf = (all: RichResult[], features: readonly string[]): RichResult[] =>
  current(all).filter((r) => features.includes(r.feature));

/** An entry as a check item listing everything the rules found, required facts first. */
export function gapItem(r: RichResult): CheckItem {
  const required = itemFacts(r, 'required');
  const recommended = itemFacts(r, 'recommended');
  const note = [required, recommended && `recommended ${recommended}`].filter(Boolean).join('; ');
  return { value: itemLabel(r), note, line: r.line };
}

export interface RichSummary {
  /** The first entry Google cannot use (a required property missing or invalid), if any. */
  invalid: RichResult | undefined;
  /** Else the first usable entry with recommended gaps, if any. */
  partial: RichResult | undefined;
  /** Every entry with a gap, as check items. */
  items: CheckItem[];
}

export function summarise(entries: RichResult[]): RichSummary {
  const invalid = entries.find((r) => r.status === 'invalid');
  const partial = entries.find((r) => r.status !== 'invalid' && recommendedGaps(r).length > 0);
  const items = entries.filter((r) => r.status === 'invalid' || recommendedGaps(r).length > 0).map(gapItem);
  return { invalid, partial, items };
}
