/**
 * Microdata and RDFa nested ten thousand deep (a 0.5–1 MB page) cost bounded work: each property value
 * was the element's whole text, walked again for every nested property element (quadratic: such a page
 * held the server's event loop for 25 s to 200 s). The text budget counts the nodes visited.
 */
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { doc } from '../test-support/index.js';
import { MAX_TEXT_NODES_PER_PAGE, MAX_TEXT_NODES_PER_VALUE, textBudget, type Element } from './dom-text.js';
import { MAX_ITEMS, readMicrodata } from './microdata.js';
import { readRdfa } from './rdfa.js';

const DEPTH = 10_000;
const nest = (open: (i: number) => string, close: string): string => {
  let s = '';
  for (let i = 0; i < DEPTH; i++) s += open(i);
  return s + close.repeat(DEPTH);
};
const options = () => ({ base: 'https://example.com/', lineOf: () => null, budget: textBudget() });

describe('deeply nested markup, bounded', () => {
  it('RDFa: 10,000 nested property elements visit at most the page budget of nodes', () => {
    const html = doc(
      '<title>Deep</title>',
      `<div vocab="https://schema.org/" typeof="Thing">${nest((i) => `<div property="description">n${i} `, '</div>')}</div>`,
    );
    expect(html.length).toBeGreaterThan(250_000);
    const o = options();
    const [item] = readRdfa(parse(html), o);
    expect(o.budget.capped).toBe(true);
    expect(o.budget.visited).toBeLessThanOrEqual(MAX_TEXT_NODES_PER_PAGE);
    // The first values are read whole (up to the per-value cap), so the item is still there.
    const values = item?.data['description'];
    expect(Array.isArray(values) && values.length).toBe(DEPTH);
    expect(String((values as string[])[0]).startsWith('n0 n1 n2')).toBe(true);
  });

  it('RDFa: typed items over the item cap are neither read nor taken for literals of the outer item', () => {
    const html = doc(
      '<title>Deep</title>',
      `<div vocab="https://schema.org/">${nest((i) => `<div typeof="Thing" property="subjectOf"><span property="name">n${i}</span>`, '</div>')}</div>`,
    );
    expect(html.length).toBeGreaterThan(800_000);
    const o = options();
    const items = readRdfa(parse(html), o);
    let depth = 0;
    for (let node = items[0]?.data; node; node = node['subjectOf'] as typeof node | undefined) depth++;
    expect(depth).toBe(MAX_ITEMS);
    expect(o.budget.visited).toBeLessThanOrEqual(MAX_TEXT_NODES_PER_PAGE);
  });

  it('Microdata: 10,000 nested property elements visit bounded nodes, each value capped', () => {
    const html = doc(
      '<title>Deep</title>',
      `<div itemscope itemtype="https://schema.org/Thing">${nest((i) => `<div itemprop="description">n${i} `, '</div>')}</div>`,
    );
    const document = parse(html);
    const roots: Element[] = [];
    const stack = [...document.childNodes];
    while (stack.length > 0 && roots.length === 0) {
      const n = stack.pop()!;
      if ('attrs' in n && n.attrs.some((a) => a.name === 'itemscope')) roots.push(n);
      else if ('childNodes' in n) stack.push(...n.childNodes);
    }
    const o = options();
    const [item] = readMicrodata(document, roots, o);
    expect(item?.data['@type']).toBe('Thing');
    expect(o.budget.visited).toBeLessThanOrEqual(MAX_TEXT_NODES_PER_PAGE);
    expect(o.budget.visited).toBeGreaterThan(MAX_TEXT_NODES_PER_VALUE);
  });
});
