/**
 * What a reader sees must survive a fix: the words of the page's body and its images, hidden ones included
 * (text inside aria-hidden or display:none is shown to someone: a logo, a menu opened by a script), before
 * and after the fix. A fix that loses any is rejected by the verifier, whatever the checks say; only an
 * element the fix writes again (an h1 replaced by a shorter h1) may change its own words.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { FixEdit } from '../report/index.js';
import { rewrites } from './edits.js';

type Node = DefaultTreeAdapterMap['node'];

/** Never shown: their text is code, or inert. */
const NOT_TEXT = new Set(['head', 'script', 'style', 'template', 'noscript']);

type Counts = Map<string, number>;

/** Words and images (by address) under `root`, counted; `skip` elements are left out with their content. */
function counted(root: Node, skip: ReadonlySet<Node> = new Set()): Counts {
  const out: Counts = new Map();
  const add = (token: string): void => {
    out.set(token, (out.get(token) ?? 0) + 1);
  };
  // Without recursion: a hostile page nests 100,000 elements.
  const stack: Node[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (skip.has(node)) continue;
    if (node.nodeName === '#text') {
      for (const word of (node as DefaultTreeAdapterMap['textNode']).value.split(/\s+/)) if (word) add(word);
      continue;
    }
    if ('tagName' in node) {
      if (NOT_TEXT.has(node.tagName)) continue;
      if (node.tagName === 'img') {
        const src = node.attrs.find((a) => a.name === 'src')?.value.trim();
        if (src) add(`<img src="${src}">`);
      }
    }
    if ('childNodes' in node)
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
  return out;
}

/** The original page's counts, once per page however many fixes are tried on it. */
const whole = new WeakMap<object, Counts>();

/** Words (and images) of the original page that the patched page no longer has, at most `max` of them. */
export function lostText(original: string, patched: string, edits: readonly FixEdit[], max = 5): string[] {
  const { doc, rewritten } = rewrites(original, edits);
  let before = rewritten.length === 0 ? whole.get(doc) : undefined;
  if (!before) {
    before = counted(doc, new Set(rewritten));
    if (rewritten.length === 0) whole.set(doc, before);
  }
  const after = counted(parse(patched));
  const lost: string[] = [];
  for (const [token, n] of before) {
    if ((after.get(token) ?? 0) < n) lost.push(token);
    if (lost.length >= max) break;
  }
  return lost;
}
