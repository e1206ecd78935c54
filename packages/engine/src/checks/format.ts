/** How page text is measured and quoted in check messages: one definition for every category. */
import { codePointCount } from '../text/words.js';

/** The artifact collapses `\s` only; zero-width and soft-hyphen characters (Unicode Cf) are invisible too. */
const VISIBLE = /[^\s\p{Cf}]/u;

/** True when a text has nothing a reader could see or a screen reader could announce. */
export function isBlank(text: string): boolean {
  // Looks for one visible character instead of deleting every invisible one (a copy of an 8 MB title).
  return !VISIBLE.test(text);
}

/** Shortens page text quoted in a message, so a paragraph-long heading or link keeps the message readable. */
export function clip(text: string, max = 100): string {
  // A code point is one or two UTF-16 units: past 2 × max units nothing is kept, so nothing is spread.
  const head = text.length > max * 2 ? text.slice(0, max * 2) : text;
  const chars = Array.from(head);
  return head === text && chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Length in characters as readers count them: code points after NFC, so a decomposed "é" counts once. */
export function charLength(text: string): number {
  return codePointCount(text.normalize('NFC'));
}

/** Shortens page text quoted in a message (a paragraph, an alt text) at a word boundary, with an ellipsis. */
export function excerpt(text: string, max = 80): string {
  const head = text.length > max * 2 ? text.slice(0, max * 2) : text;
  const chars = Array.from(head);
  if (head === text && chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  // Cut at the last space unless that throws away most of the text (one very long word).
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Percentage with one decimal, as shown in messages (and compared, so the message agrees with the verdict). */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
