/**
 * RDFa items as search engines read them: RDFa Lite 1.1 (vocab, typeof, property, resource, prefix) plus
 * the RDFa 1.1 Core attributes pages mix in (content, datatype, href/src as objects, about), read from the
 * parse5 tree into the JSON shape JSON-LD nodes have. A typed element with `property` is the value of that
 * property of the enclosing item; without one it is a top-level item. Terms resolve against the `vocab` in
 * effect, `schema:` (RDFa's initial context) and declared prefixes; schema.org terms become bare names.
 *
 * Iterative walk (no recursion), at most MAX_ITEMS items per page.
 */
import type { JsonObject } from './json-strict.js';
import { schemaNameOfIri } from './jsonld.js';
import {
  absolute,
  attr,
  hasAttr,
  isElement,
  textBudget,
  textContent,
  type Element,
  type Node,
  type TextBudget,
} from './dom-text.js';
import { MAX_ITEMS, addValue, type MarkupData, type ReadOptions } from './microdata.js';

interface Context {
  vocab: string | null;
  /** A Map: a page may declare (or look up) a prefix named `constructor` or `__proto__`. */
  prefixes: ReadonlyMap<string, string>;
  subject: JsonObject | null;
}

const SCHEMA = /^https?:\/\/schema\.org\/?$/i;
const URL_VALUED = ['resource', 'href', 'src'] as const;

function tokens(value: string | undefined): string[] {
  return (value ?? '').trim().split(/\s+/).filter(Boolean);
}

/** A term or CURIE as a schema.org name ('name', 'schema:name', 'https://schema.org/name'), else as an IRI. */
function resolveTerm(term: string, ctx: Context): string {
  const iri = schemaNameOfIri(term);
  if (iri !== null) return iri;
  const colon = term.indexOf(':');
  if (colon > 0 && !term.slice(colon).startsWith('://')) {
    const prefix = ctx.prefixes.get(term.slice(0, colon));
    if (prefix !== undefined)
      return SCHEMA.test(prefix) ? term.slice(colon + 1) : prefix + term.slice(colon + 1);
    return term;
  }
  if (ctx.vocab === null || SCHEMA.test(ctx.vocab)) return term;
  return ctx.vocab + term;
}

function prefixesOf(el: Element, inherited: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  const raw = tokens(attr(el, 'prefix'));
  if (raw.length === 0) return inherited;
  const out = new Map(inherited);
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.endsWith(':')) out.set(name.slice(0, -1), raw[i + 1] as string);
  }
  return out;
}

/** The literal or IRI a `property` element without `typeof` gives. */
function literal(el: Element, base: string, budget: TextBudget): string {
  const content = attr(el, 'content');
  if (content !== undefined) return content;
  if (attr(el, 'datatype') === undefined) {
    for (const name of URL_VALUED) {
      const v = attr(el, name);
      if (v !== undefined && !(name === 'href' && hasAttr(el, 'rel'))) return absolute(v, base);
    }
  }
  if (el.tagName === 'time') return attr(el, 'datetime') ?? textContent(el, budget);
  return textContent(el, budget);
}

/** The RDFa items of a document that are not the value of another item's property. */
export function readRdfa(document: Node, options: ReadOptions): MarkupData[] {
  const out: MarkupData[] = [];
  let count = 0;
  const budget = options.budget ?? textBudget();
  // RDFa 1.1's initial context predefines `schema:`; <html vocab|prefix> is read like any element's.
  const root: Context = { vocab: null, prefixes: new Map([['schema', 'http://schema.org/']]), subject: null };
  const stack: { node: Node; ctx: Context }[] = [{ node: document, ctx: root }];
  while (stack.length > 0) {
    const { node, ctx: parent } = stack.pop() as { node: Node; ctx: Context };
    if (!('childNodes' in node)) continue;
    let ctx = parent;
    if (isElement(node)) {
      const el = node;
      const vocab = attr(el, 'vocab');
      const prefixes = prefixesOf(el, parent.prefixes);
      if (vocab !== undefined || prefixes !== parent.prefixes) {
        ctx = { ...parent, vocab: vocab === undefined ? parent.vocab : vocab.trim() || null, prefixes };
      }
      const properties = [...tokens(attr(el, 'property')), ...tokens(attr(el, 'rel'))].map((p) =>
        resolveTerm(p, ctx),
      );
      if (hasAttr(el, 'typeof') && count >= MAX_ITEMS) {
        // An item over the cap is not read, nor taken for a literal of the item around it (its whole
        // text, again for each of them: the quadratic case), and what it holds belongs to it, not to that one.
        ctx = { ...ctx, subject: null };
      } else if (hasAttr(el, 'typeof')) {
        count++;
        const item: JsonObject = {};
        const types = tokens(attr(el, 'typeof')).map((t) => resolveTerm(t, ctx));
        if (types.length > 0) item['@type'] = types.length === 1 ? (types[0] as string) : types;
        // RDFa 1.1: a typed element's resource is its resource, about, href or src, in that order.
        const id = attr(el, 'resource') ?? attr(el, 'about') ?? attr(el, 'href') ?? attr(el, 'src');
        if (id !== undefined && id.trim() !== '') item['@id'] = absolute(id, options.base);
        if (properties.length > 0 && ctx.subject !== null) {
          for (const p of properties) addValue(ctx.subject, p, item);
        } else out.push({ format: 'rdfa', line: options.lineOf(el), data: item });
        ctx = { ...ctx, subject: item };
      } else if (properties.length > 0 && ctx.subject !== null) {
        const value = literal(el, options.base, budget);
        for (const p of properties) addValue(ctx.subject, p, value);
      }
    }
    for (let i = node.childNodes.length - 1; i >= 0; i--)
      stack.push({ node: node.childNodes[i] as Node, ctx });
  }
  return out;
}
