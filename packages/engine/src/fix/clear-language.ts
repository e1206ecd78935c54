/**
 * Whether the page's text says its language clearly enough to write it into <html lang> for the user.
 * franc always names a language, even for Lorem ipsum (Catalan, French) or for English that borders on
 * Scots: a language is written only when it wins by a clear margin over the next common language and,
 * where we have its word list, its function words make up a fair share of the text (every real sentence
 * uses them; filler and lists of names do not). Otherwise the fix asks the user.
 */
import type { PageArtifact } from '../artifact.js';
import { languageMargin } from '../text/language.js';
import { hasWordLists, stopWords } from '../text/stopwords.js';

/** The runner-up must fall this share of the winner's score short (English pages: 0.19–0.33; Lorem: 0.03–0.06). */
const MIN_MARGIN = 0.12;
/** With a word list, a closer call passes when function words back it (Spanish beside Galician: 0.08). */
const MIN_MARGIN_WITH_WORDS = 0.05;
/** Share of the words that are the language's function words (real prose: 0.3–0.5). */
const MIN_FUNCTION_WORDS = 0.2;

export function functionWordShare(text: string, lang: string): number {
  const stop = stopWords(lang);
  const words = text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  if (words.length === 0) return 0;
  return words.filter((w) => stop.has(w)).length / words.length;
}

/** The page's language when its text leaves no doubt about it (among the common languages), else null. */
export function clearLanguage(page: PageArtifact): string | null {
  const found = languageMargin(page.text.main);
  if (!found || !/^[a-z]{2}$/.test(found.code)) return null;
  const { code, margin } = found;
  if (!hasWordLists(code)) return margin >= MIN_MARGIN ? code : null;
  const share = functionWordShare(page.text.main.slice(0, 2000), code);
  return margin >= MIN_MARGIN_WITH_WORDS && share >= MIN_FUNCTION_WORDS ? code : null;
}
