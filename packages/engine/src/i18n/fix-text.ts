/**
 * A built-in fix's texts (where it goes, a note, what it needs from the user) as references: a key of the
 * fix string tables with its values, as check messages are kept. The fix stage writes them once per audit,
 * in no language; the report renders them in each language at the end (localize/fix-texts.ts).
 */
import { STRINGS, type FixStringKey } from './fix-strings.js';
import { RICH_STRINGS, type RichStringKey } from './fix-rich-strings.js';
import { VERIFY_STRINGS, type VerifyStringKey } from './fix-verify-strings.js';
import { interpolate, type Lang } from './lang.js';

export type FixTextKey = FixStringKey | VerifyStringKey | RichStringKey;
type Values = Record<string, string | number>;

/** One sentence: a key of the fix string tables and the values put into it. */
export interface FixTextRef {
  key: FixTextKey;
  values?: Values;
}

/** A fix text: one sentence, or several shown one after the other (joined by a space). */
export type FixText = FixTextRef | readonly FixTextRef[];

const ref = (key: FixTextKey, values?: Values): FixTextRef => (values ? { key, values } : { key });

/** A sentence of the fix table (where a fix goes, its notes). */
export const fixRef = (key: FixStringKey, values?: Values): FixTextRef => ref(key, values);
/** A sentence of the verification table (what a fix needs, the later fixes' texts). */
export const verifyRef = (key: VerifyStringKey, values?: Values): FixTextRef => ref(key, values);
/** A sentence of the rich-results fix. */
export const richRef = (key: RichStringKey, values?: Values): FixTextRef => ref(key, values);

function template(key: FixTextKey, lang: Lang): string {
  const tables = [STRINGS[lang], VERIFY_STRINGS[lang], RICH_STRINGS[lang]] as Record<string, string>[];
  for (const table of tables) {
    const found = table[key];
    if (found !== undefined) return found;
  }
  return key;
}

/** The text in one language. */
export function renderFixText(text: FixText, lang: Lang): string {
  const refs: readonly FixTextRef[] = Array.isArray(text) ? text : [text as FixTextRef];
  return refs.map((r) => interpolate(template(r.key, lang), r.values, lang)).join(' ');
}
