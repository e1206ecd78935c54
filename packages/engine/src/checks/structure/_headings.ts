/** Helpers shared by the heading checks (h1-*, heading-*). */
import type { HeadingInfo, PageArtifact } from '../../artifact.js';
import { isBlank } from '../format.js';
import type { CheckItem } from '../types.js';

export function h1s(page: Pick<PageArtifact, 'headings'>): HeadingInfo[] {
  return page.headings.filter((h) => h.level === 1);
}

export function tagOf(h: HeadingInfo): string {
  return `<h${h.level}>`;
}

/**
 * A heading as a report item: its text (its tag when it has none), the tag or a given fact as note (words
 * come as `noted()`, so the report can show them in its language).
 */
export function headingItem(h: HeadingInfo, note?: string | Pick<CheckItem, 'note' | 'noteRef'>): CheckItem {
  const fact = typeof note === 'object' ? note : { note: note ?? tagOf(h) };
  return { value: isBlank(h.text) ? tagOf(h) : h.text, ...fact, line: h.line };
}
