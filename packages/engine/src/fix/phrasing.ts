/**
 * Shortening a heading or a sentence so that it still reads as a phrase: cut where the text itself pauses
 * (a colon, a dash, a comma, or just before a function word of the page's language), never after a stop
 * word ("How I grow tomatoes on a small") nor after a dangling elision ("l’").
 */
import { contentWords, stripElision } from '../text/keywords.js';
import { stopWords } from '../text/stopwords.js';

/** Separators a headline puts between a kicker and the rest ("Sécheresse : …", "Review – …"). */
const KICKER = /\s+[:|–—-]\s+|:\s+/u;
/** Punctuation a cut may leave at the end of a phrase before it is trimmed. */
const TRAILING = /[\s,;:.\-–—|(«“"']+$/u;
/** Words whose trailing punctuation marks a pause: the phrase may end there. */
const PAUSE = /[,;:)»”]$/u;
const SEPARATOR_WORD = /^[:|–—-]$/u;

const bare = (word: string): string =>
  word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}’']+$/gu, '').toLocaleLowerCase();

/** Whether a phrase ending with this word would dangle: a stop word, an elided article, a lone separator. */
export function weakEnd(word: string, lang: string): boolean {
  const w = bare(word);
  if (w === '' || /['’]$/u.test(w)) return true;
  const stop = stopWords(lang);
  return stop.has(w) || stop.has(stripElision(w)) || stop.has(w.replace(/['’]s$/u, ''));
}

/**
 * Prepositions and conjunctions that open a new group ("… tap | without calling a plumber"): a cut before
 * one reads as a whole phrase, while a cut before any other stop word ("calling | a plumber",
 * "l’arrosage | des jardins") can split a verb from its object or a noun from its complement.
 */
const OPENERS: Record<string, ReadonlySet<string>> = {
  en: new Set(
    `about after against and as at because before but by during for from if in into or over since
    so than that through under until when where whether which while who with within without`.split(/\s+/),
  ),
  es: new Set(
    `ante bajo con contra cuando desde donde durante en entre hacia hasta mientras o para pero
    porque por según sin sobre tras u y e que`.split(/\s+/),
  ),
  fr: new Set(
    `après avant avec chez contre dans depuis donc durant entre et lorsque mais ou où par parce
    pendant pour puisque quand qui sans selon sous sur vers`.split(/\s+/),
  ),
};

/** 2: the text pauses or a group opens before `words[i]`; 1: another stop word starts there; 0: no boundary. */
function boundaryBefore(words: readonly string[], i: number, lang: string): 0 | 1 | 2 {
  const prev = words[i - 1] ?? '';
  const next = words[i] ?? '';
  if (PAUSE.test(prev) || SEPARATOR_WORD.test(next)) return 2;
  const w = bare(next);
  if (w === '') return 0;
  if (OPENERS[lang]?.has(w)) return 2;
  // "l’arrosage" begins with an article as much as "the watering" does.
  return stopWords(lang).has(w) || stripElision(w) !== w ? 1 : 0;
}

export const trimEnd = (text: string): string => text.replace(TRAILING, '');

export interface Cut {
  text: string;
  /** Ends where the text pauses or before a preposition/conjunction (not merely before a stop word). */
  strong: boolean;
}

/** Shorter forms of `text` that end at a natural boundary and not on a weak word; each keeps two words. */
export function naturalCuts(text: string, lang: string): Cut[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out = new Map<string, Cut>();
  for (let i = words.length - 1; i >= 2; i--) {
    const boundary = boundaryBefore(words, i, lang);
    if (boundary === 0) continue;
    const kept = words.slice(0, i);
    while (kept.length > 0 && SEPARATOR_WORD.test(kept[kept.length - 1]!)) kept.pop();
    if (kept.length < 2 || weakEnd(kept[kept.length - 1]!, lang)) continue;
    const cut = trimEnd(kept.join(' '));
    if (!out.has(cut)) out.set(cut, { text: cut, strong: boundary === 2 });
  }
  return [...out.values()];
}

/** The part after a kicker ("Sécheresse : l’agglomération…" → "L’agglomération…"), or null. */
export function afterKicker(text: string): string | null {
  const m = KICKER.exec(text);
  if (!m || m.index === 0) return null;
  const rest = text.slice(m.index + m[0].length).trim();
  return rest.split(/\s+/).length >= 2 ? rest.charAt(0).toLocaleUpperCase() + rest.slice(1) : null;
}

/**
 * The words of the page's key subject that a shortened form must keep: the best-ranked term that the full
 * text contains (all of its words), or none when the text holds no top term.
 */
export function subjectWords(text: string, terms: readonly string[], lang: string): string[] {
  const have = contentWords(text, lang);
  for (const term of terms) {
    const words = term.split(' ');
    if (words.every((w) => have.has(w))) return words;
  }
  return [];
}

export function keepsSubject(text: string, subject: readonly string[], lang: string): boolean {
  if (subject.length === 0) return true;
  const have = contentWords(text, lang);
  return subject.every((w) => have.has(w));
}

const MAX_CUT_SCAN = 2000;

/**
 * The longest prefix of `text` that `fits` with an ellipsis and ends on a content word, or a shorter one
 * ending at a clause boundary (comma, semicolon) when that is still `minChars` long (`clause` says which).
 * Null when no prefix of `minChars` fits.
 */
export function cutWithEllipsis(
  text: string,
  lang: string,
  fits: (candidate: string) => boolean,
  minChars: number,
): { text: string; clause: boolean } | null {
  // Candidates that fit are a few hundred characters at most: reading further only made a hostile
  // 200,000-word heading take minutes (every prefix is rebuilt). A word cut here is never kept (n < length).
  const words = text.slice(0, MAX_CUT_SCAN).split(/\s+/).filter(Boolean);
  let best: string | null = null;
  for (let n = words.length - 1; n >= 1; n--) {
    const kept = words.slice(0, n);
    if (weakEnd(kept[n - 1]!, lang)) continue;
    const candidate = `${trimEnd(kept.join(' '))}…`;
    if (!fits(candidate)) continue;
    if ([...candidate].length < minChars) break;
    best ??= candidate;
    if (PAUSE.test(kept[n - 1]!)) return { text: candidate, clause: true };
  }
  return best === null ? null : { text: best, clause: false };
}
