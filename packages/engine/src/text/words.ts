/**
 * Language-aware word handling. Latin, Cyrillic, Greek… words are runs of letters/digits (with inner
 * apostrophes and hyphens); Chinese and Japanese have no spaces, so each Han/Kana character counts one
 * half of a word (checks.md word-count), and is kept as a one-character token for keyword counting.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

/**
 * Longest token that can be a word (UTF-16 units). Dictionary words stop well short: English's longest is
 * 45 letters, French's and Spanish's under 30, German's Duden compounds under 40, and a hyphenated compound
 * like "state-of-the-art" is far below. Longer runs are hashes, base64, codes or a page padding its text:
 * not keywords, and not words to measure readability by.
 */
export const MAX_WORD_LENGTH = 50;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** A Han, Hiragana or Katakana token (always one character, possibly a surrogate pair) — fast path first. */
export function isCjk(token: string): boolean {
  if (token.length > 2) return false;
  const c = token.charCodeAt(0);
  if (c < 0x3040) return false;
  return CJK.test(token);
}

export function countWords(text: string): number {
  let words = 0;
  let cjk = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    if (isCjk(m[0])) cjk++;
    else words++;
  }
  return words + Math.round(cjk / 2);
}

/** Lower-cases and strips a trailing possessive so "Google's" counts with "google". */
export function normaliseToken(token: string, locale = 'en'): string {
  return token.toLocaleLowerCase(locale).replace(/['’]s$/u, '');
}

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
