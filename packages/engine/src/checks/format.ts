/** How page text is measured and quoted in check messages: one definition for every category. */

/** The artifact collapses `\s` only; zero-width and soft-hyphen characters (Unicode Cf) are invisible too. */
const INVISIBLE = /[\s\p{Cf}]/gu;

/** True when a text has nothing a reader could see or a screen reader could announce. */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** Shortens page text quoted in a message, so a paragraph-long heading or link keeps the message readable. */
export function clip(text: string, max = 100): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Length in characters as readers count them: code points after NFC, so a decomposed "é" counts once. */
export function charLength(text: string): number {
  return Array.from(text.normalize('NFC')).length;
}

/** Shortens page text quoted in a message (a paragraph, an alt text) at a word boundary, with an ellipsis. */
export function excerpt(text: string, max = 80): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  // Cut at the last space unless that throws away most of the text (one very long word).
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Percentage with one decimal, as shown in messages (and compared, so the message agrees with the verdict). */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
