/**
 * One rule for every head element found in <body> (title, meta description, canonical, hreflang): Google
 * reads page metadata from <head> only and "ignores any elements that appear after the invalid element"
 * that closed it (Google Search Central, "Use valid HTML to specify page metadata"). The checks grade such
 * an element as absent and name what closed the head early, so the fix is to move that one thing.
 */
import type { PageArtifact } from '../artifact.js';

/**
 * The message key and values for "found only in <body>": `{base}Closed` with `closer` and `closerLine` when
 * an element or text closed the head before the page's <body> tag, else `base` (the page put it in its body).
 */
export function inBodyOutcome(
  page: Pick<PageArtifact, 'doc'>,
  base: string,
): { key: string; values: Record<string, string | number> } {
  const end = page.doc.headEnd;
  if (!end) return { key: base, values: {} };
  return { key: `${base}Closed`, values: { closer: end.closer, closerLine: end.line } };
}
