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

interface TokenInfo {
  /** Index of the normalised token in `vocabulary`. */
  id: number;
  keyword: boolean;
  cjk: boolean;
}

export function extractKeywords(text: string, options: KeywordOptions): KeywordResult {
  const stop = stopWords(options.lang);
  // Pages repeat their vocabulary: each distinct spelling is normalised (locale-aware lower case) and
  // classified once; words and phrases are counted by token id, and strings are built only for the top.
  const seen = new Map<string, TokenInfo>();
  const ids = new Map<string, number>();
  const vocabulary: string[] = [];
  let wordCounts = new Int32Array(256);
  const phraseCounts = new Map<number, number>();
  let total = 0;
  let cjk = 0;
  for (const block of text.split('\n')) {
    let prev = -1;
    for (const raw of tokenize(block)) {
      total++;
      let info = seen.get(raw);
      if (info === undefined) {
        const token = normaliseToken(raw, options.lang);
        let id = ids.get(token);
        if (id === undefined) {
          id = vocabulary.length;
          vocabulary.push(token);
          ids.set(token, id);
        }
        info = { id, keyword: isKeywordToken(token, stop), cjk: isCjk(raw) };
        seen.set(raw, info);
      }
      if (info.cjk) cjk++;
      if (!info.keyword) {
        prev = -1;
        continue;
      }
      if (info.id >= wordCounts.length) {
        const grown = new Int32Array(wordCounts.length * 2 + info.id);
        grown.set(wordCounts);
        wordCounts = grown;
      }
      wordCounts[info.id]!++;
      if (prev !== -1 && !info.cjk) {
        // Token ids stay far below 2^26, so the pair fits a double exactly.
        const key = prev * 2 ** 26 + info.id;
        phraseCounts.set(key, (phraseCounts.get(key) ?? 0) + 1);
      }
      prev = info.cjk ? -1 : info.id;
    }
  }
  const top = (
    entries: Array<[string, number]>,
    n: number,
    kind: KeywordCount['kind'],
    min: number,
  ): KeywordCount[] =>
    entries
      .filter(([, c]) => c >= min)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([word, count]) => ({
        word,
        count,
        kind,
        density: total ? Math.round((count / total) * 10000) / 100 : 0,
      }));
  const words: Array<[string, number]> = [];
  for (let id = 0; id < vocabulary.length; id++) {
    const count = wordCounts[id] ?? 0;
    if (count > 0) words.push([vocabulary[id]!, count]);
  }
  const phrases: Array<[string, number]> = [];
  for (const [key, count] of phraseCounts) {
    if (count < 2) continue;
    const first = Math.floor(key / 2 ** 26);
    phrases.push([`${vocabulary[first]!} ${vocabulary[key - first * 2 ** 26]!}`, count]);
  }
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
