/**
 * The catalogue as people read it: every check's contract and thresholds (catalogue/source.ts) with its
 * title and fix from the check's own strings. Feeds docs/checks.md, `rankscope --list-checks` and
 * `rankscope --explain`; scoring never loads it.
 */
import type { CheckSpec } from './types.js';
import { CHECK_SPECS } from './source.js';
import { CHECKS } from '../checks/index.js';
import type { Lang } from '../i18n/lang.js';

export interface CheckReference extends CheckSpec {
  /** The check's title and fix in the asked language; null for a catalogue id with no implementation. */
  title: string | null;
  fix: string | null;
  /** The artifact fields the check cannot do without (its `needs`); empty when not implemented. */
  needs: readonly string[];
  /** Fields it reads only when present (its `reads`). */
  reads: readonly string[];
}

export function checkReference(lang: Lang = 'en'): CheckReference[] {
  const byId = new Map(CHECKS.map((c) => [c.id, c]));
  return CHECK_SPECS.map((spec) => {
    const check = byId.get(spec.id);
    return {
      ...spec,
      title: check?.strings[lang].title ?? null,
      fix: check?.strings[lang].fix ?? null,
      needs: check ? [...check.needs] : [],
      reads: check ? [...check.reads] : [],
    };
  });
}

/** Levenshtein distance, for suggesting the ids closest to a mistyped one. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/**
 * Up to `max` catalogue ids closest to `id`: ids containing it (or contained in it) first, then by edit
 * distance, only those close enough to be a plausible typo.
 */
export function closestCheckIds(id: string, max = 3): string[] {
  const wanted = id.trim().toLowerCase();
  return CHECK_SPECS.map((s) => {
    const contains = wanted.length >= 3 && (s.id.includes(wanted) || wanted.includes(s.id));
    return { id: s.id, score: contains ? 0 : distance(wanted, s.id) };
  })
    .filter((c) => c.score <= Math.max(2, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.score - b.score || a.id.localeCompare(b.id))
    .slice(0, max)
    .map((c) => c.id);
}
