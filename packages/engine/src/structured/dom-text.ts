/**
 * Small helpers over the parse5 tree shared by the Microdata and RDFa readers: attributes, text content
 * (iterative: a page may nest elements a hundred thousand deep) and URL resolution.
 */
import type { DefaultTreeAdapterMap } from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
export type Node = DefaultTreeAdapterMap['node'];

/** Longest text kept for one property value: enough for any description Google reads. */
export const MAX_VALUE_CHARS = 5_000;

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export const hasAttr = (el: Element, name: string): boolean => el.attrs.some((a) => a.name === name);

export const isElement = (n: Node): n is Element => 'tagName' in n;

/** Children of an element, including a <template>'s content (as a browser's DOM would not, but parse5 keeps it apart). */
export function childrenOf(el: Element): Node[] {
  return el.childNodes;
}

/** textContent, whitespace collapsed and trimmed, clipped to MAX_VALUE_CHARS. */
export function textContent(el: Element): string {
  let out = '';
  const stack: Node[] = [...el.childNodes].reverse();
  while (stack.length > 0 && out.length <= MAX_VALUE_CHARS) {
    const n = stack.pop() as Node;
    if (n.nodeName === '#text') out += (n as DefaultTreeAdapterMap['textNode']).value;
    else if (isElement(n))
      for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i] as Node);
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_CHARS);
}

/** An attribute's URL made absolute against the base (as the DOM's URL-reflecting attributes are); '' stays ''. */
export function absolute(value: string, base: string): string {
  const v = value.trim();
  if (v === '') return '';
  try {
    return new URL(v, base).href;
  } catch {
    return v;
  }
}
