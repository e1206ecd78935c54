/**
 * Readability for the languages whose formula we ship: Flesch Reading Ease (English), Fernández-Huerta
 * (Spanish) and Kandel & Moles (French). Sentences and syllables are counted with rules, not a dictionary:
 * good to a few points on real pages, which is all an indicative score needs.
 */
import { MAX_WORD_LENGTH, tokenize } from './words.js';

export type ReadabilityLang = 'en' | 'es' | 'fr';

export function isReadabilityLang(lang: string): lang is ReadabilityLang {
  return lang === 'en' || lang === 'es' || lang === 'fr';
}

export interface ReadabilityResult {
  formula: string;
  /** Raw formula value; it can leave the nominal 0–100 range for extreme texts. */
  score: number;
  words: number;
  sentences: number;
  syllables: number;
}

// ─── Sentences ──────────────────────────────────────────────────────────────────────────────────────

/** Abbreviations that end with a period without ending the sentence (lower case, no final period). */
const ABBREVIATIONS: Record<ReadabilityLang, ReadonlySet<string>> = {
  en: new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'fig', 'figs', 'approx', 'dept', 'est', 'inc', 'ltd', 'co', 'corp', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'mt', 'ave', 'vol', 'p', 'pp', 'ch']),
  es: new Set(['sr', 'sra', 'srta', 'sres', 'dr', 'dra', 'd', 'dña', 'ud', 'uds', 'vd', 'vds', 'lic', 'ing', 'arq', 'prof', 'pág', 'págs', 'núm', 'art', 'av', 'avda', 'fig', 'aprox', 'cap', 'vol', 'tel', 'ej', 'p', 'pp', 'admón', 'cía']),
  fr: new Set(['m', 'mm', 'mme', 'mmes', 'mlle', 'mlles', 'dr', 'pr', 'me', 'st', 'ste', 'cf', 'av', 'bd', 'fig', 'env', 'chap', 'vol', 'p', 'pp', 'ex', 'tél', 'n°', 'éd']),
}; // prettier-ignore

/** A run of terminators, closing quotes/brackets after it, then the end of the block or a space. */
const TERMINATOR = /[.!?…]+["'»”’)\]]*(?=\s|$)/gu;

/** The word just before a period, dots inside kept ("e.g", "U.S"). */
const WORD_BEFORE = /[\p{L}\p{N}°.]+$/u;

function endsSentence(block: string, index: number, mark: string, lang: ReadabilityLang): boolean {
  if (/[!?]/.test(mark)) return true;
  const rest = block.slice(index + mark.length).trimStart();
  // After a real period the next sentence starts with a capital, a digit, a quote or ¿¡, never lower case.
  if (rest && /^\p{Ll}/u.test(rest)) return false;
  if (!mark.startsWith('.')) return true;
  // Only the few characters before the period can hold the word (avoids rescanning the whole block).
  const before = WORD_BEFORE.exec(block.slice(Math.max(0, index - 48), index))?.[0] ?? '';
  if (before.includes('.')) return false; // e.g. / U.S. / a.m.
  if (/^\p{Lu}$/u.test(before)) return false; // an initial: "J. R. R. Tolkien"
  return !ABBREVIATIONS[lang].has(before.toLocaleLowerCase(lang));
}

/** Sentences of a text whose blocks (headings, paragraphs, list items) are separated by '\n'. */
export function splitSentences(text: string, lang: ReadabilityLang): string[] {
  const out: string[] = [];
  for (const block of text.split('\n')) {
    let start = 0;
    for (const m of block.matchAll(TERMINATOR)) {
      if (!endsSentence(block, m.index, m[0], lang)) continue;
      out.push(block.slice(start, m.index + m[0].length));
      start = m.index + m[0].length;
    }
    out.push(block.slice(start));
  }
  return out.map((s) => s.trim()).filter((s) => /\p{L}/u.test(s));
}

// ─── Syllables: English ─────────────────────────────────────────────────────────────────────────────

/** Words the rules below get wrong, by dictionary syllable count (a final plural s is also accepted). */
const EN_EXCEPTIONS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    1: 'real',
    2: 'create react naive science people evening maybe hundred sacred naked wicked argue argued cement business lion acne cafe ion rhythm every someone wednesday',
    3: 'idea area created creating creation creative creator reaction theater theatre champion recipe simile karate sesame coyote increment anyone everything everywhere moreover',
    4: 'reality apostrophe catastrophe epitome hyperbole everybody',
  }).flatMap(([count, words]) => words.split(' ').map((w): [string, number] => [w, Number(count)])),
);

/** Endings after which a preceding e is silent ("lovely", "careful", "movement"). */
const EN_SUFFIXES = 'ly|ful|fully|less|lessly|ness|ment|ments';
const EN_SILENT_E_SUFFIX = new RegExp(`[^aeiouy]e(?:${EN_SUFFIXES})$`);
const EN_SUFFIX_ONLY = new RegExp(`^(?:${EN_SUFFIXES})$`);

/** First parts of compounds that end in a silent e ("sometimes", "homepage", "lifetime"). */
const EN_SILENT_E_PREFIX =
  /^(?:some|home|fire|life|time|base|whole|safe|care|side|wide|note|name|case|like)(?=[^aeiouy])/;

/** Vowel pairs read as two syllables (di-et, ra-di-o, ac-tu-al), each adding one to the vowel groups. */
const EN_SPLITS: readonly RegExp[] = [
  /(?<![ctsgx])ia|[ct]iat/g, // me-di-a, ap-pre-ci-ate — but so-cial, A-sia
  /(?<![ctsgx])io(?!n)/g, // ra-di-o, cu-ri-ous — but na-tion, an-xious
  /iu/g, // stad-i-um
  /iet|(?<=\w{2}[^aeiouy])ie(?:r|st)$/g, // di-et, so-ci-e-ty, hap-pi-er — but pier
  /(?<!fr|[ctsg])ien/g, // cli-ent, au-di-ence — but friend, pa-tient
  /eo(?!u)/g, // vid-e-o, ge-og-ra-phy
  /(?<![gc])eou/g, // spon-ta-ne-ous — but gor-geous
  /(?<![qg])u[ao]|(?<![qg])ue(?=[lnt])/g, // ac-tu-al, du-o, con-tin-u-ous, cru-el, flu-ent — but lan-guage
  /(?<!ph)oe(?!s?$)/g, // po-em, co-ex-ist — but does, shoe
  /(?<=[^aeiou])eums?$/g, // mu-se-um
  /(?<=[aeou])ings?$/g, // go-ing, see-ing
  /[ai]sms?$/g, // tour-is-m, chas-m
];

function syllablesEnglish(part: string): number {
  // Apostrophes carry no vowel sound: "don't", "we'll".
  const word = part.toLowerCase().replace(/['’]/g, '');
  const exception = EN_EXCEPTIONS.get(word) ?? EN_EXCEPTIONS.get(word.replace(/s$/, ''));
  if (exception !== undefined) return exception;
  // "qu" and a final "gue" are consonants (qual-i-ty, league); y before a vowel is a consonant (young,
  // be-yond, play-er) unless the vowel is an -e/-es/-ed ending (eye, played).
  const letters = word
    .replace(/qu/g, 'q')
    .replace(/(?<=\w)gue$/, 'ge')
    .replace(/y(?=[aeiou])(?!e[sd]?$)/g, 'j');
  let count = letters.match(/[aeiouy]+/g)?.length ?? 0;
  for (const split of EN_SPLITS) count += letters.match(split)?.length ?? 0;
  const silentE =
    // A final e of its own is silent, except in -le/-re after a consonant (ta-ble, cen-tre).
    (/[^aeiouy]e$/.test(letters) && !/[^aeiouylr][lr]e$/.test(letters)) ||
    // -es is silent except after sibilants and in -les/-res (hous-es, bridg-es, ta-bles).
    (/[^aeiouy]es$/.test(letters) && !/([sxzcg]|[cs]h|[^aeiouylr][lr])es$/.test(letters)) ||
    // -ed is silent except after t/d (want-ed) and in -led after a consonant (set-tled).
    (/[^aeiouy]ed$/.test(letters) && !/([td]|[^aeiouyl]l)ed$/.test(letters));
  if (silentE) count--;
  // The e before -ly/-ful/-ment… is silent (love-ly, move-ment), but not in el-e-ment, sup-ple-ment.
  if (EN_SILENT_E_SUFFIX.test(letters) && !/lements?$/.test(letters)) count--;
  // Compounds: some-times, home-page (but the suffix rule above already covered base-ment, home-less).
  const rest = letters.slice(EN_SILENT_E_PREFIX.exec(letters)?.[0].length ?? letters.length);
  if (/[aeiouy]/.test(rest) && !EN_SUFFIX_ONLY.test(rest)) count--;
  // Every word has a syllable, even when all its vowels were found silent ("the", "bed").
  return Math.max(1, count);
}

// ─── Syllables: Spanish and French ──────────────────────────────────────────────────────────────────

const ES_VOWELS = /[aeiouáéíóúü]+/g;
/** Strong vowels; an accented í/ú is strong too, which makes the hiatus of dí-a, pa-ís. */
const ES_STRONG = /[aeoáéíóú]/;

function syllablesSpanish(part: string): number {
  const word = part
    .toLowerCase()
    // The u of que/qui/gue/gui is silent (que-so, gui-ta-rra); a written ü is pronounced (pin-güi-no).
    .replace(/(?<=[qg])u(?=[eiéí])/g, '')
    // Y is a vowel only at the end of a word (hoy, muy) or as the word "y".
    .replace(/(?<=^|[aeiouáéíóú])y$/, 'i');
  let count = 0;
  for (const group of word.match(ES_VOWELS) ?? []) {
    count++;
    for (let i = 1; i < group.length; i++) {
      const a = group[i - 1] ?? '';
      const b = group[i] ?? '';
      // Two strong vowels (le-er, po-e-ta) or a repeated vowel are a hiatus; a weak one glides (ciu-dad).
      if ((ES_STRONG.test(a) && ES_STRONG.test(b)) || a === b) count++;
    }
  }
  return count;
}

const FR_VOWEL = /[aeiouyàâäéèêëîïôöùûüÿæœ]/;
const FR_VOWELS = /[aeiouyàâäéèêëîïôöùûüÿæœ]+/g;
/** Words whose final -ent is pronounced: nouns, adjectives, adverbs (sou-vent, mo-ment, seu-le-ment). */
const FR_SPOKEN_ENT =
  /^(?:souvent|accident|agent|argent|parent|président|récent|différent|évident|urgent|talent|serpent|excellent|intelligent|présent|absent|content|violent|fréquent|prudent|adolescent|innocent|équivalent|incident|précédent|permanent|compétent|continent|ardent|torrent|apparent|transparent|.*[^rl]ment)$/;
/** Common verbs in -ment, whose -ent is mute like any third-person plural (ils aiment). */
const FR_MUTE_MENT = /^(?:aiment|sèment|fument|allument|expriment|impriment|suppriment|estiment|animent)$/;

function syllablesFrench(part: string): number {
  // The u of qu is always silent, that of gu before e/i (guerre); they are consonants here.
  const word = part
    .toLowerCase()
    .replace(/qu/g, 'q')
    .replace(/gu(?=[eiyéèê])/g, 'g');
  // Mute endings: final -e/-es, and -ent of third-person plural verbs (ils parlent) — if a vowel remains.
  let stem = word.replace(/es?$/, '');
  if (/[^aeiouyéèêë]ent$/.test(word) && (!FR_SPOKEN_ENT.test(word) || FR_MUTE_MENT.test(word))) {
    stem = word.slice(0, -3);
  }
  if (!FR_VOWEL.test(stem)) stem = word;
  let count = 0;
  for (const group of stem.match(FR_VOWELS) ?? []) {
    count++;
    for (let i = 1; i < group.length; i++) {
      const a = group[i - 1] ?? '';
      const b = group[i] ?? '';
      // A tréma starts a new syllable (na-ïf, No-ël); é is never part of a digraph (ré-a-li-té, po-é-sie).
      if (/[ëïü]/.test(b) || a === 'é' || (b === 'é' && /[aeoé]/.test(a))) count++;
    }
  }
  return count;
}

const COUNTERS: Record<ReadabilityLang, (part: string) => number> = {
  en: syllablesEnglish,
  es: syllablesSpanish,
  fr: syllablesFrench,
};

/** Syllables of one word (a token of words.ts) in a language; at least 1. */
export function countSyllables(word: string, lang: ReadabilityLang): number {
  // Hyphenated parts are words of their own (well-known). French elisions are split off: l'homme,
  // aujourd'hui; English contractions stay whole (don't, they're).
  const parts = word.split(lang === 'en' ? /-/ : /[-'’]/);
  const total = parts.reduce((sum, part) => sum + (/\p{L}/u.test(part) ? COUNTERS[lang](part) : 0), 0);
  return Math.max(1, total);
}

// ─── Formulas ───────────────────────────────────────────────────────────────────────────────────────

const FORMULAS: Record<ReadabilityLang, { name: string; score(wordsPerSentence: number, syllablesPerWord: number): number }> = {
  en: { name: 'Flesch Reading Ease', score: (wps, spw) => 206.835 - 1.015 * wps - 84.6 * spw },
  // Fernández-Huerta (1959), 206.84 − 0.60·P − 1.02·F, P = syllables per 100 words. F is the mean
  // sentence length in words: the often-quoted "sentences per 100 words" is a transcription error that
  // rewards long sentences (G. Law, LINGUIST List 22.2332, 2011), so this is the corrected form.
  es: { name: 'Fernández-Huerta', score: (wps, spw) => 206.84 - 0.6 * (100 * spw) - 1.02 * wps },
  fr: { name: 'Kandel & Moles', score: (wps, spw) => 207 - 1.015 * wps - 73.6 * spw },
}; // prettier-ignore

/** The language's readability score of a text, or null when it has no words. */
export function readability(text: string, lang: ReadabilityLang): ReadabilityResult | null {
  const sentences = splitSentences(text, lang);
  let words = 0;
  let syllables = 0;
  // Pages repeat their vocabulary: counting each distinct word once makes long pages cheap.
  const known = new Map<string, number>();
  for (const sentence of sentences) {
    // Numbers are read aloud very differently ("1,250"); only words with letters are measured.
    for (const token of tokenize(sentence)) {
      let count = known.get(token);
      if (count === undefined) {
        // 0: no letters (a number) or too long to be a word, not measured.
        count = /\p{L}/u.test(token) && token.length <= MAX_WORD_LENGTH ? countSyllables(token, lang) : 0;
        known.set(token, count);
      }
      if (count === 0) continue;
      words++;
      syllables += count;
    }
  }
  if (words === 0) return null;
  const formula = FORMULAS[lang];
  const score = formula.score(words / sentences.length, syllables / words);
  return { formula: formula.name, score, words, sentences: sentences.length, syllables };
}
