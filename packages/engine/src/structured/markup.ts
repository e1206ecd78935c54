/**
 * Microdata and RDFa items of a page, from the elements the walk keeps (itemscope/itemtype, typeof/vocab).
 * Only the types are read, not the properties: enough to say which formats and schema.org types a page
 * carries. The artifact keeps no ancestry, so an RDFa term counts as schema.org when a schema.org `vocab`
 * is declared anywhere on the page (RDFa Lite puts it on an ancestor, usually <html> or <body>).
 */
import type { ElementInfo, PageFacts } from '../gather/page-facts.js';
import { schemaNameOfIri } from './jsonld.js';

export interface MarkupItem {
  format: 'microdata' | 'rdfa';
  /** The type as written (an itemtype URL, a typeof term or IRI); '' for an untyped item. */
  raw: string;
  /** schema.org type name, or null when the type is not a schema.org one (or there is none). */
  name: string | null;
  /** The item is the value of a property of another one (itemprop, or RDFa property/rel on the element). */
  nested: boolean;
  line: number | null;
}

/** RDFa 1.1's initial context predefines the `schema:` prefix; pages may declare others with prefix="…". */
function prefixesOf(el: ElementInfo, htmlAttrs: Record<string, string>): Map<string, string> {
  // A Map: a page may declare (or look up) a prefix named `constructor` or `__proto__`.
  const out = new Map([['schema', 'http://schema.org/']]);
  for (const source of [htmlAttrs.prefix, el.attrs.prefix]) {
    const pairs = (source ?? '').trim().split(/\s+/);
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const name = pairs[i]?.replace(/:$/, '');
      if (name && pairs[i]?.endsWith(':')) out.set(name, pairs[i + 1] ?? '');
    }
  }
  return out;
}

const isSchemaVocab = (v: string | undefined): boolean =>
  v !== undefined && /^https?:\/\/schema\.org\/?$/i.test(v.trim());

export function markupItems(page: Pick<PageFacts, 'structuredAttrs' | 'doc'>): MarkupItem[] {
  const items: MarkupItem[] = [];
  const schemaVocab =
    isSchemaVocab(page.doc.htmlAttrs.vocab) ||
    page.structuredAttrs.some((el) => isSchemaVocab(el.attrs.vocab));
  for (const el of page.structuredAttrs) {
    if ('itemscope' in el.attrs) {
      const nested = 'itemprop' in el.attrs;
      const types = (el.attrs.itemtype ?? '').trim().split(/\s+/).filter(Boolean);
      if (types.length === 0) items.push({ format: 'microdata', raw: '', name: null, nested, line: el.line });
      for (const raw of types)
        items.push({ format: 'microdata', raw, name: schemaNameOfIri(raw), nested, line: el.line });
    }
    if ('typeof' in el.attrs) {
      const nested = 'property' in el.attrs || 'rel' in el.attrs;
      const types = (el.attrs.typeof ?? '').trim().split(/\s+/).filter(Boolean);
      if (types.length === 0) items.push({ format: 'rdfa', raw: '', name: null, nested, line: el.line });
      const prefixes = prefixesOf(el, page.doc.htmlAttrs);
      for (const raw of types) {
        const colon = raw.indexOf(':');
        let name = schemaNameOfIri(raw);
        if (name === null && colon > 0 && !raw.includes('//')) {
          const prefix = prefixes.get(raw.slice(0, colon));
          if (prefix !== undefined && isSchemaVocab(prefix)) name = raw.slice(colon + 1);
        } else if (name === null && colon === -1 && (schemaVocab || isSchemaVocab(el.attrs.vocab))) {
          name = raw;
        }
        items.push({ format: 'rdfa', raw, name, nested, line: el.line });
      }
    }
  }
  return items;
}
