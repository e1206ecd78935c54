/**
 * A short text around an image, so a person writing its missing alt text knows which image is meant: the
 * caption of its <figure>, the text of the link around it, else the text of its nearest block. Bounded in
 * every direction (ancestors looked at, nodes read, characters kept): hostile pages nest and repeat freely.
 */
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Characters kept, cut at a word with an ellipsis. */
export const CONTEXT_CHARS = 100;
/** Ancestors looked at: a wrapper further up holds more of the page than of the image. */
const MAX_UP = 4;
/** Nodes read per text: enough for a caption or a paragraph, not for a whole page. */
const MAX_NODES = 400;

const NO_TEXT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'select',
  'iframe',
  'object',
]);
/** Blocks whose text describes what they hold; sectioning elements and <body> hold too much. */
const BLOCKS = new Set([
  'p', 'li', 'td', 'th', 'dd', 'dt', 'figure', 'blockquote', 'div', 'caption', 'label', 'button',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'summary', 'span',
]); // prettier-ignore
const STOP = new Set(['body', 'html', 'main', 'article', 'section', 'aside', 'nav', 'header', 'footer']);

const isElement = (n: Node | null | undefined): n is Element => n != null && 'tagName' in n;
const attr = (el: Element, name: string): string => el.attrs.find((a) => a.name === name)?.value ?? '';

/** The visible text under `el`, white space collapsed, read until enough is known. */
function textWithin(el: Element): string {
  let out = '';
  let read = 0;
  const stack: Node[] = [...el.childNodes].reverse();
  while (stack.length > 0 && read < MAX_NODES && out.length < CONTEXT_CHARS * 3) {
    const node = stack.pop()!;
    read++;
    if (node.nodeName === '#text') out += ` ${(node as DefaultTreeAdapterMap['textNode']).value}`;
    else if (isElement(node) && !NO_TEXT.has(node.tagName) && !node.attrs.some((a) => a.name === 'hidden')) {
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

function clip(text: string): string {
  // A code point is at most two UTF-16 units: no more than this is spread, however long the paragraph.
  const chars = [...text.slice(0, CONTEXT_CHARS * 2)];
  if (chars.length <= CONTEXT_CHARS && text.length <= CONTEXT_CHARS * 2) return text;
  const cut = chars.slice(0, CONTEXT_CHARS - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > CONTEXT_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** The text that says what the image is about, or null when nothing near it has text. */
export function imageContext(img: Element): string | null {
  let node = img.parentNode;
  for (let up = 0; up < MAX_UP && isElement(node) && !STOP.has(node.tagName); up++, node = node.parentNode) {
    const el = node;
    if (el.tagName === 'figure') {
      const caption = el.childNodes.find((c) => isElement(c) && c.tagName === 'figcaption');
      const text = isElement(caption) ? textWithin(caption) : '';
      if (text) return clip(text);
    }
    if (el.tagName === 'a') {
      const text = textWithin(el) || attr(el, 'aria-label').trim() || attr(el, 'title').trim();
      if (text) return clip(text);
      continue;
    }
    if (BLOCKS.has(el.tagName)) {
      const text = textWithin(el);
      if (text) return clip(text);
    }
  }
  return null;
}
