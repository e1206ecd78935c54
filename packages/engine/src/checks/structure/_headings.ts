/**
 * Helpers shared by the heading checks (h1-*, heading-*). `isBlank` and `clip` are plain text helpers the
 * link checks reuse, so there is a single definition of "empty" and of how page text is quoted in messages.
 */
import type { HeadingInfo, PageArtifact } from '../../gather/artifact.js';
import type { CheckItem } from '../types.js';

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

export function h1s(page: Pick<PageArtifact, 'headings'>): HeadingInfo[] {
  return page.headings.filter((h) => h.level === 1);
}

export function tagOf(h: HeadingInfo): string {
  return `<h${h.level}>`;
}

/** A heading as a report item: its text (its tag when it has none), the tag or a given fact as note. */
export function headingItem(h: HeadingInfo, note?: string): CheckItem {
  return { value: isBlank(h.text) ? tagOf(h) : h.text, note: note ?? tagOf(h), line: h.line };
}
