/**
 * What fix writers read of the page's source beyond the gathered facts, from the document `applyEdits`
 * locates (one parse, cached): the words an <svg> draws, the elements of some tags with their attributes.
 */
import type { DefaultTreeAdapterMap } from 'parse5';
import { locatedSource, startingAt } from './edits.js';

type Node = DefaultTreeAdapterMap['node'];

/** The words drawn by the <text> elements of the `tag` element starting on `line` (an <svg>'s own text). */
export function drawnText(html: string, tag: string, line: number): string {
  const el = startingAt(locatedSource(html), tag, line);
  const words: string[] = [];
  // Without recursion: a hostile page nests 100,000 elements.
  const stack: { node: Node; inText: boolean }[] = el ? [{ node: el, inText: false }] : [];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, inText } = top;
    if (node.nodeName === '#text' && inText) words.push((node as DefaultTreeAdapterMap['textNode']).value);
    if (!('childNodes' in node) || ('tagName' in node && node.tagName === 'title')) continue;
    const here = inText || ('tagName' in node && (node.tagName === 'text' || node.tagName === 'tspan'));
    for (let i = node.childNodes.length - 1; i >= 0; i--)
      stack.push({ node: node.childNodes[i] as Node, inText: here });
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** The elements of the given tags, in document order: their attributes and line, as the source has them. */
export function elementsNamed(
  html: string,
  tags: ReadonlySet<string>,
): { tag: string; attrs: Record<string, string>; line: number }[] {
  return locatedSource(html)
    .elements.filter((e) => tags.has(e.el.tagName) && e.el.sourceCodeLocation)
    .map(({ el }) => ({
      tag: el.tagName,
      attrs: Object.fromEntries(el.attrs.map((a) => [a.name, a.value])),
      line: el.sourceCodeLocation!.startLine,
    }));
}
