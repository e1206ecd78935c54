/**
 * Microdata items as the WHATWG HTML standard defines them (§5.2 "Microdata", "associating names with
 * items" and "values"), read from the parse5 tree gather() already built, into the same plain JSON shape
 * JSON-LD nodes have: `@type` (schema.org names where the type is schema.org's), `@id` (itemid) and one key
 * per property name, a repeated property becoming an array. Nested items are nested objects.
 *
 * Hostile markup is bounded: items nest at most MAX_DEPTH deep, an item that (through itemref) contains
 * itself is cut where it recurs, and a page yields at most MAX_ITEMS items.
 */
import type { Json, JsonObject } from './json-strict.js';
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

export interface MarkupData {
  format: 'microdata' | 'rdfa';
  /** Source line of the element that starts the item, when known. */
  line: number | null;
  /** The item as JSON-LD would write it (`@type`, `@id`, properties). */
  data: JsonObject;
}

export interface ReadOptions {
  /** Base URL for URL-valued properties (the document's base). */
  base: string;
  /** Source line of an element, when known. */
  lineOf: (el: Element) => number | null;
  /** The page's text budget, shared by the Microdata and RDFa readers (dom-text.ts). */
  budget?: TextBudget;
}

const MAX_DEPTH = 16;
export const MAX_ITEMS = 500;
const MAX_PROPERTIES = 400;

/** Elements whose value is their src / href / data attribute, made absolute (the standard's list). */
const SRC = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);
const HREF = new Set(['a', 'area', 'link']);

function tokens(value: string | undefined): string[] {
  return (value ?? '').trim().split(/\s+/).filter(Boolean);
}

/** Property names: a schema.org IRI counts as its bare name, as consumers read it. */
function propertyName(token: string): string {
  return schemaNameOfIri(token) ?? token;
}

function elementsById(root: Node): Map<string, Element> {
  const out = new Map<string, Element>();
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    if (isElement(n)) {
      const id = attr(n, 'id');
      if (id !== undefined && !out.has(id)) out.set(id, n);
    }
    if ('childNodes' in n) for (const c of n.childNodes) stack.push(c);
  }
  return out;
}

/** The item's properties' elements, in tree order, per "the properties of an item" (itemref included). */
function propertyElements(root: Element, byId: () => Map<string, Element>): Element[] {
  const results: Element[] = [];
  const memory = new Set<Element>([root]);
  // Depth-first in tree order: the item's own subtree, then each element its itemref names.
  const pending: Node[] = [];
  for (const id of tokens(attr(root, 'itemref')).reverse()) {
    const el = byId().get(id);
    if (el) pending.push(el);
  }
  for (let i = root.childNodes.length - 1; i >= 0; i--) pending.push(root.childNodes[i] as Node);
  while (pending.length > 0 && results.length < MAX_PROPERTIES) {
    const current = pending.pop() as Node;
    if (!isElement(current) || memory.has(current)) continue;
    memory.add(current);
    if (tokens(attr(current, 'itemprop')).length > 0) results.push(current);
    if (!hasAttr(current, 'itemscope')) {
      for (let i = current.childNodes.length - 1; i >= 0; i--) pending.push(current.childNodes[i] as Node);
    }
  }
  return results;
}

function valueOf(el: Element, base: string, budget: TextBudget): string {
  const tag = el.tagName;
  // The standard reads `content` on <meta> only; Google reads it on any element (its own examples write
  // <span itemprop="priceCurrency" content="USD">$</span>), and so do we.
  const content = attr(el, 'content');
  if (content !== undefined) return content;
  if (tag === 'meta') return '';
  if (SRC.has(tag)) return absolute(attr(el, 'src') ?? '', base);
  if (HREF.has(tag)) return absolute(attr(el, 'href') ?? '', base);
  if (tag === 'object') return absolute(attr(el, 'data') ?? '', base);
  if (tag === 'data' || tag === 'meter') return attr(el, 'value') ?? '';
  if (tag === 'time') return attr(el, 'datetime') ?? textContent(el, budget);
  return textContent(el, budget);
}

/**
 * Adds a value to an item's property. Property names come from the page: `constructor` must not find
 * Object's own and `__proto__` must become a property, not the item's prototype.
 */
export function addValue(target: JsonObject, key: string, value: Json): void {
  const known = Object.hasOwn(target, key) ? target[key] : undefined;
  const next = known === undefined ? value : Array.isArray(known) ? known : [known, value];
  if (Array.isArray(known)) known.push(value);
  else
    Object.defineProperty(target, key, { value: next, enumerable: true, writable: true, configurable: true });
}

/** `@type` from itemtype: schema.org names where they resolve, other IRIs as written. */
export function typeValue(types: string[]): Json | undefined {
  const names = types.map((t) => schemaNameOfIri(t) ?? t);
  return names.length === 0 ? undefined : names.length === 1 ? names[0] : names;
}

/** The Microdata items of a document that are not properties of another item (top-level items). */
export function readMicrodata(document: Node, roots: readonly Element[], options: ReadOptions): MarkupData[] {
  let ids: Map<string, Element> | null = null;
  const byId = (): Map<string, Element> => (ids ??= elementsById(document));
  let count = 0;
  const budget = options.budget ?? textBudget();
  const item = (el: Element, open: Set<Element>): JsonObject => {
    count++;
    const out: JsonObject = {};
    const type = typeValue(tokens(attr(el, 'itemtype')));
    if (type !== undefined) out['@type'] = type;
    const id = attr(el, 'itemid');
    if (id !== undefined && id.trim() !== '') out['@id'] = absolute(id, options.base);
    open.add(el);
    for (const prop of propertyElements(el, byId)) {
      let value: Json;
      if (hasAttr(prop, 'itemscope')) {
        // An item reached again through itemref is a cycle: keep its identity, not its contents.
        const cyclic = open.has(prop) || open.size >= MAX_DEPTH || count >= MAX_ITEMS;
        value = cyclic ? { '@id': attr(prop, 'itemid') ?? '' } : item(prop, open);
      } else value = valueOf(prop, options.base, budget);
      for (const name of tokens(attr(prop, 'itemprop'))) addValue(out, propertyName(name), value);
    }
    open.delete(el);
    return out;
  };
  const out: MarkupData[] = [];
  for (const el of roots) {
    if (count >= MAX_ITEMS) break;
    if (!hasAttr(el, 'itemscope') || hasAttr(el, 'itemprop')) continue;
    out.push({ format: 'microdata', line: options.lineOf(el), data: item(el, new Set()) });
  }
  return out;
}
