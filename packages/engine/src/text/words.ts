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

/**
 * Longest title, heading or description (UTF-16 units) that keyword emphasis and the fix writer read.
 * Result pages show ~60 characters of a title and ~160 of a description, and real h1s stay within a few
 * hundred; past 2,000 there is nothing a title or description could use, while reading on lets a hostile
 * page multiply the work (a <title> of 2 million words was split into words again by each reader).
 */
export const SHORT_TEXT_MAX_CHARS = 2_000;

/**
 * The start of `text`, at most `maxChars` UTF-16 units, ended at the last white space inside them so no
 * word is cut in two (a hard cut, never inside a surrogate pair, when the start is one long run).
 * A text within the bound is returned unchanged.
 */
export function leadingText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  for (let i = maxChars; i > 0; i--) {
    if (/\s/.test(text.charAt(i))) return text.slice(0, i).trimEnd();
  }
  const high = text.charCodeAt(maxChars - 1);
  return text.slice(0, high >= 0xd800 && high <= 0xdbff ? maxChars - 1 : maxChars);
}

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

const ASCII = /^[\x21-\x7e]*$/;
/** Languages whose lower case of ASCII "I" is not "i" (dotless ı). */
const DOTLESS_I = /^(tr|az)(-|$)/i;

/** Lower-cases and strips a trailing possessive so "Google's" counts with "google". */
export function normaliseToken(token: string, locale = 'en'): string {
  // ASCII words lower-case the same in every other locale, without the locale-aware (slow) path.
  const lower =
    ASCII.test(token) && !DOTLESS_I.test(locale) ? token.toLowerCase() : token.toLocaleLowerCase(locale);
  const n = lower.length;
  if (n >= 2 && lower.charCodeAt(n - 1) === 0x73) {
    const mark = lower.charCodeAt(n - 2);
    if (mark === 0x27 || mark === 0x2019) return lower.slice(0, n - 2);
  }
  return lower;
}

/**
 * Code points in `text` (an emoji or a CJK character counts once), counted in place: `[...text].length`
 * builds an array of every character, 8 million items for a hostile 8 MB title.
 */
export function codePointCount(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
