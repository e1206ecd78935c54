/** Text helpers shared by the quality checks: how page text is quoted and measured in messages. */

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
