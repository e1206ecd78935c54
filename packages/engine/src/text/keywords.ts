/**
 * Keyword extraction from the page's main content: the most frequent terms and two-word phrases, stop words
 * removed for the page's language, with counts and density (share of the main content's words). Terms the
 * title, h1 and headings also use rank higher at equal weight of evidence; elided articles ("l’économie",
 * "dell’arte") count with their word, and URL pieces ("www", "com") and reporting words ("says") are noise.
 */
import { stopWords } from './stopwords.js';
import {
  isCjk,
  leadingText,
  MAX_WORD_LENGTH,
  normaliseToken,
  SHORT_TEXT_MAX_CHARS,
  tokenize,
} from './words.js';

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
  /** Where the page says what it is about: terms found there rank higher (counts stay as counted). */
  emphasis?: { title?: string; h1?: string; headings?: readonly string[] };
}

/**
 * Elided articles and prepositions (French l’ d’ qu’ jusqu’…, Italian dell’ nell’ un’…, Catalan l’ d’),
 * with either apostrophe: "d’un" is the stop word "un", "l’économie" is "économie".
 */
const ELISION =
  /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu|dell|dall|nell|sull|all|coll|dev|quell|un|sant)['’](?=\p{L})/u;

export function stripElision(token: string): string {
  return token.replace(ELISION, '');
}

/**
 * Not topics in any language: pieces of URLs and domains that pages print as text ("www.example.com",
 * "https"), and the words news and blogs wrap around quotes and names ("Mr", "says").
 */
const NOISE: Record<string, ReadonlySet<string>> = {
  any: new Set([
    'www', 'http', 'https', 'com', 'org', 'net', 'html', 'htm', 'php', 'aspx', 'co', 'uk', 'fr', 'io',
    'edu', 'gov', 'info', 'url', 'isbn', 'doi', 'pdf', 'jpg', 'png',
  ]), // prettier-ignore
  en: new Set([
    'mr',
    'mrs',
    'ms',
    'dr',
    'says',
    'said',
    'say',
    'told',
    'according',
    'reply',
    'read',
    'share',
    'click',
  ]),
  es: new Set(['sr', 'sra', 'dijo', 'afirmó', 'según', 'compartir', 'leer', 'responder']),
  fr: new Set(['m', 'mme', 'dit', 'déclaré', 'selon', 'partager', 'lire', 'répondre', 'a-t-il', 'a-t-elle']),
};

function isNoise(token: string, lang: string): boolean {
  return NOISE.any!.has(token) || (NOISE[lang]?.has(token) ?? false);
}

/** Normalised keyword form: locale lower case, trailing possessive and leading elision removed. */
function keywordForm(raw: string, lang: string): string {
  return stripElision(normaliseToken(raw, lang));
}

/**
 * Rank factor for a term in the title, the h1 and the headings: a multiplier of its count, so emphasis
 * reorders terms the text supports and cannot lift a word the text uses once.
 */
const TITLE_BONUS = 0.3;
const H1_BONUS = 0.3;
const HEADING_BONUS = 0.1;
const MAX_HEADING_BONUS = 0.3;

function isKeywordToken(token: string, stop: ReadonlySet<string>, lang: string): boolean {
  if (stop.has(token) || isNoise(token, lang) || token.length > MAX_WORD_LENGTH) return false;
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
        const token = keywordForm(raw, options.lang);
        let id = ids.get(token);
        if (id === undefined) {
          id = vocabulary.length;
          vocabulary.push(token);
          ids.set(token, id);
        }
        info = { id, keyword: isKeywordToken(token, stop, options.lang), cjk: isCjk(raw) };
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
  const bonus = emphasisBonus(options);
  const rank = (word: string, count: number): number => count * (1 + bonus(word));
  const top = (
    entries: Array<[string, number]>,
    n: number,
    kind: KeywordCount['kind'],
    min: number,
  ): KeywordCount[] =>
    entries
      .filter(([, c]) => c >= min)
      .map(([word, count]) => ({ word, count, score: rank(word, count) }))
      .sort((a, b) => b.score - a.score || b.count - a.count || a.word.localeCompare(b.word))
      .slice(0, n)
      // Emphasis decides which terms are kept; the lists stay in count order, which the checks rank by
      // (the report's own ranking, with emphasis, is rankedTerms).
      .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
      .map(({ word, count }): [string, number] => [word, count])
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

/**
 * Content words of a short text (title, h1, description), normalised, for keyword comparisons. Only the
 * first SHORT_TEXT_MAX_CHARS are read: no real title or description is longer.
 */
export function contentWords(text: string, lang: string): Set<string> {
  const stop = stopWords(lang);
  return new Set(
    tokenize(leadingText(text, SHORT_TEXT_MAX_CHARS))
      .map((t) => keywordForm(t, lang))
      .filter((t) => isKeywordToken(t, stop, lang)),
  );
}

/**
 * Headings read for emphasis. The bonus counts at most MAX_HEADING_BONUS / HEADING_BONUS headings, and a
 * page names its topics in its first headings; a page with tens of thousands of headings must not make
 * every term of its text look through all of them.
 */
const MAX_EMPHASIS_HEADINGS = 200;

/** The rank factor (0 = no emphasis) of a term (a word, or two words joined by a space) from where the page emphasises it. */
function emphasisBonus(options: KeywordOptions): (term: string) => number {
  const { emphasis, lang } = options;
  if (!emphasis) return () => 0;
  const forms = (text: string | undefined): Set<string> =>
    new Set(tokenize(leadingText(text ?? '', SHORT_TEXT_MAX_CHARS)).map((t) => keywordForm(t, lang)));
  const title = forms(emphasis.title);
  const h1 = forms(emphasis.h1);
  // Which headings hold each word, so a term is looked up, not compared with every heading.
  const inHeadings = new Map<string, Set<number>>();
  (emphasis.headings ?? []).slice(0, MAX_EMPHASIS_HEADINGS).forEach((heading, i) => {
    for (const w of forms(heading)) {
      let where = inHeadings.get(w);
      if (!where) inHeadings.set(w, (where = new Set()));
      where.add(i);
    }
  });
  const maxHeadings = Math.round(MAX_HEADING_BONUS / HEADING_BONUS);
  /** Headings holding every word of the term, counted up to the most the bonus rewards. */
  const headingCount = (words: readonly string[]): number => {
    const sets = words.map((w) => inHeadings.get(w));
    if (sets.some((set) => !set)) return 0;
    const [smallest, ...others] = (sets as Set<number>[]).sort((a, b) => a.size - b.size);
    let n = 0;
    for (const i of smallest!) {
      if (others.every((set) => set.has(i)) && ++n >= maxHeadings) break;
    }
    return n;
  };
  const cache = new Map<string, number>();
  return (term) => {
    let score = cache.get(term);
    if (score !== undefined) return score;
    const words = term.split(' ');
    const inAll = (set: Set<string>): boolean => words.every((w) => set.has(w));
    score =
      (inAll(title) ? TITLE_BONUS : 0) +
      (inAll(h1) ? H1_BONUS : 0) +
      Math.min(headingCount(words) * HEADING_BONUS, MAX_HEADING_BONUS);
    cache.set(term, score);
    return score;
  };
}

/** Where a page says what it is about: its first <title> in <head>, its first h1 and all its headings. */
export function emphasisOf(
  titles: readonly { text: string; inHead: boolean }[],
  headings: readonly { level: number; text: string }[],
): NonNullable<KeywordOptions['emphasis']> {
  return {
    title: titles.find((t) => t.inHead)?.text ?? '',
    h1: headings.find((h) => h.level === 1)?.text ?? '',
    headings: headings.filter((h) => h.level > 1).map((h) => h.text),
  };
}

/** Words and phrases in one ranking (the report's keyword list), in the order extractKeywords ranked them. */
export function rankedTerms(
  result: Pick<KeywordResult, 'words' | 'phrases'>,
  options: KeywordOptions,
): KeywordCount[] {
  const bonus = emphasisBonus(options);
  return [...result.words, ...result.phrases]
    .map((k) => ({ k, score: k.count * (1 + bonus(k.word)) }))
    .sort((a, b) => b.score - a.score || b.k.count - a.k.count || (a.k.kind === 'phrase' ? -1 : 1))
    .map(({ k }) => k);
}
