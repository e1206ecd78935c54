/**
 * Small helpers over the parse5 tree shared by the Microdata and RDFa readers: attributes, text content
 * (iterative and bounded: a page may nest elements a hundred thousand deep) and URL resolution.
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

/**
 * Nodes the text of property values may visit on one page, all values together, and in one value. A value
 * is an element's whole text, so nested property elements (a hostile page nests ten thousand) each walked
 * the others' subtrees again: quadratic work that held the server for minutes. Past a cap a value keeps the
 * text collected so far, and the budget says it was reached.
 */
export const MAX_TEXT_NODES_PER_PAGE = 200_000;
export const MAX_TEXT_NODES_PER_VALUE = 5_000;

/** The shared budget of one page's markup reading (see above). */
export interface TextBudget {
  /** Nodes visited so far. */
  visited: number;
  /** A value was cut short by either cap. */
  capped: boolean;
}

export const textBudget = (): TextBudget => ({ visited: 0, capped: false });

/** textContent, whitespace collapsed and trimmed, clipped to MAX_VALUE_CHARS; bounded by `budget`. */
export function textContent(el: Element, budget: TextBudget = textBudget()): string {
  let out = '';
  const stack: Node[] = [];
  for (let i = el.childNodes.length - 1; i >= 0; i--) stack.push(el.childNodes[i] as Node);
  let here = 0;
  while (stack.length > 0 && out.length <= MAX_VALUE_CHARS) {
    if (here >= MAX_TEXT_NODES_PER_VALUE || budget.visited >= MAX_TEXT_NODES_PER_PAGE) {
      budget.capped = true;
      break;
    }
    here++;
    budget.visited++;
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
