/** Helpers shared by the link checks (link-*, links-to-http). */
import type { AnchorInfo, PageArtifact } from '../../artifact.js';
import type { CheckItem } from '../types.js';
import { clip, isBlank } from '../format.js';
import { noted } from '../../i18n/notes.js';

/** `<a href>` and `<area href>`, whatever the scheme: the elements crawlers and browsers treat as links. */
export function linksWithHref(page: Pick<PageArtifact, 'anchors'>): AnchorInfo[] {
  return page.anchors.filter((a) => a.href !== null);
}

/** Where the link points: the resolved URL, else the href as written (javascript:, mailto:, unparsable). */
export function targetOf(a: AnchorInfo): string {
  if (a.url !== null) return a.url;
  return a.href !== null ? clip(a.href.trim(), 120) : `<${a.tag}>`;
}

/** Shown for a link with no text at all (the link-empty-anchor check reports those). */
export const NO_TEXT = '(no text)';

/** What a reader sees as the link: its visible text, else its accessible name (image alt, aria-label, title). */
export function labelOf(a: AnchorInfo): string {
  const label = clip(isBlank(a.text) ? a.name : a.text);
  return isBlank(label) ? NO_TEXT : label;
}

/** A link as a report item: its target as value, its text (or the given fact) as note. */
export function linkItem(a: AnchorInfo, note?: string | Pick<CheckItem, 'note' | 'noteRef'>): CheckItem {
  if (typeof note === 'object') return { value: targetOf(a), ...note, line: a.line };
  const label = labelOf(a);
  if (note === undefined && label === NO_TEXT)
    return { value: targetOf(a), ...noted('noText'), line: a.line };
  return { value: targetOf(a), note: note ?? `"${label}"`, line: a.line };
}
