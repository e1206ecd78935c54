/**
 * Keyword extraction from the page's main text: the most frequent terms and two-word phrases, stop words
 * removed for the page's language, with counts and density (share of the main text's words).
 */
import { stopWords } from './stopwords.js';
import { isCjk, normaliseToken, tokenize } from './words.js';

export interface KeywordCount {
  word: string;
  count: number;
  density: number;
  kind: 'word' | 'phrase';
}

export interface KeywordOptions {
  lang: string;
  /** How many single words and how many phrases to return. */
  maxWords?: number;
  maxPhrases?: number;
}

function isKeywordToken(token: string, stop: ReadonlySet<string>): boolean {
  if (stop.has(token)) return false;
  if (/^\p{N}+$/u.test(token)) return false;
  // One-letter Latin tokens are noise; a single Han character is a meaningful unit.
  return token.length > 1 || isCjk(token);
}

export interface KeywordResult {
  words: KeywordCount[];
  phrases: KeywordCount[];
  /** Tokens of the text, the base of densities. */
  totalWords: number;
  /** Word count with CJK characters counted one half each (same as countWords), from the same pass. */
  wordCount: number;
}

export function extractKeywords(text: string, options: KeywordOptions): KeywordResult {
  const stop = stopWords(options.lang);
  const words = new Map<string, number>();
  const phrases = new Map<string, number>();
  let total = 0;
  let cjk = 0;
  // Normalising is locale-aware lower-casing: once per distinct spelling, not once per occurrence.
  const normalised = new Map<string, string>();
  for (const block of text.split('\n')) {
    let prev: string | null = null;
    for (const raw of tokenize(block)) {
      total++;
      if (isCjk(raw)) cjk++;
      let token = normalised.get(raw);
      if (token === undefined) {
        token = normaliseToken(raw, options.lang);
        normalised.set(raw, token);
      }
      if (!isKeywordToken(token, stop)) {
        prev = null;
        continue;
      }
      words.set(token, (words.get(token) ?? 0) + 1);
      if (prev !== null && !isCjk(token)) {
        const phrase = `${prev} ${token}`;
        phrases.set(phrase, (phrases.get(phrase) ?? 0) + 1);
      }
      prev = isCjk(token) ? null : token;
    }
  }
  const top = (m: Map<string, number>, n: number, kind: KeywordCount['kind'], min: number): KeywordCount[] =>
    [...m.entries()]
      .filter(([, c]) => c >= min)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([word, count]) => ({
        word,
        count,
        kind,
        density: total ? Math.round((count / total) * 10000) / 100 : 0,
      }));
  return {
    words: top(words, options.maxWords ?? 20, 'word', 1),
    phrases: top(phrases, options.maxPhrases ?? 10, 'phrase', 2),
    totalWords: total,
    wordCount: total - cjk + Math.round(cjk / 2),
  };
}

/** Content words of a short text (title, h1, description), normalised, for keyword comparisons. */
export function contentWords(text: string, lang: string): Set<string> {
  const stop = stopWords(lang);
  return new Set(
    tokenize(text)
      .map((t) => normaliseToken(t, lang))
      .filter((t) => isKeywordToken(t, stop)),
  );
}
