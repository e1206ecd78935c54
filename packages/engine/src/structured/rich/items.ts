/**
 * One item model over the three syntaxes: every JSON-LD node (top-level, in `@graph`, nested), every
 * Microdata and RDFa item, as plain JSON with schema.org type names. `@id` references to nodes described
 * elsewhere on the page are not copied in: the evaluator follows them through the page's index only along
 * the property paths a rule reads, so a cycle or a huge web of references costs one lookup per step.
 */
import type { PageFacts } from '../../gather/page-facts.js';
import {
  isObject,
  jsonLdOf,
  parseJsonLd,
  type JsonLdBlock,
  type JsonLdItem,
  type JsonObject,
} from '../jsonld.js';
import type { MarkupData } from '../microdata.js';
import { indexNodes, looseTypes, type NodeIndex } from '../values.js';

export type ItemFormat = 'jsonld' | 'microdata' | 'rdfa';

export interface RichItem {
  format: ItemFormat;
  /** Read from the served HTML, or only from the DOM after JavaScript ran (lab). */
  source: 'raw' | 'rendered';
  line: number | null;
  /** Where the node sits: its JSON-LD path ('@graph[1]'), or '' for a Microdata/RDFa item. */
  path: string;
  /** The property this node is the value of (null for a top-level node). */
  parentProperty: string | null;
  /** schema.org type names of the parent node, when nested. */
  parentTypes: string[];
  /** schema.org type names, read loosely (bare terms, IRIs, `schema:`). */
  types: string[];
  /** The node as written; `{"@id": …}` references are followed through `index` when read (evaluate.ts). */
  data: JsonObject;
  /** The page's nodes by `@id` (JSON-LD), shared by the items of one document. */
  index: NodeIndex;
}

const MAX_DEPTH = 12;
const EMPTY_INDEX: NodeIndex = new Map();

function jsonLdItems(blocks: readonly JsonLdBlock[], source: RichItem['source'], memo: boolean): RichItem[] {
  const doc = memo ? jsonLdOf({ jsonLd: blocks }) : parseJsonLd(blocks);
  return richItemsOfJsonLd(doc.items, source);
}

/**
 * The items of JSON-LD nodes already read (structured/jsonld.ts): the page's own, or another document's
 * (the homepage the site phase fetched, whose facts keep its nodes).
 */
export function richItemsOfJsonLd(
  items: readonly JsonLdItem[],
  source: RichItem['source'] = 'raw',
): RichItem[] {
  const index = indexNodes(items);
  const byPath = new Map(items.map((i) => [`${i.block}:${i.path}`, i]));
  return items.map((item) => {
    // The parent node's path: drop the array indexes, then the property this node hangs from.
    const parentPath = item.path.replace(/(?:\[\d+\])*$/, '').replace(/(?:^|\.)[^.[\]]+$/, '');
    const parent = item.parentProperty === null ? undefined : byPath.get(`${item.block}:${parentPath}`);
    return {
      format: 'jsonld' as const,
      source,
      line: item.line,
      path: item.path,
      parentProperty: item.parentProperty,
      parentTypes: parent ? looseTypes(parent.data) : [],
      types: looseTypes(item.data),
      data: item.data,
      index,
    };
  });
}

/** Microdata/RDFa items, their nested items included (as JSON-LD's are), each with its parent property. */
function markupItems(markup: readonly MarkupData[]): RichItem[] {
  const out: RichItem[] = [];
  const visit = (
    data: JsonObject,
    m: MarkupData,
    parentProperty: string | null,
    parentTypes: string[],
    depth: number,
  ): void => {
    const types = looseTypes(data);
    out.push({
      format: m.format,
      source: 'raw',
      line: m.line,
      path: '',
      parentProperty,
      parentTypes,
      types,
      data,
      index: EMPTY_INDEX,
    });
    if (depth > MAX_DEPTH) return;
    for (const [key, v] of Object.entries(data)) {
      if (key.startsWith('@')) continue;
      for (const x of Array.isArray(v) ? v : [v])
        if (isObject(x) && x['@type'] !== undefined) visit(x, m, key, types, depth + 1);
    }
  };
  for (const m of markup) visit(m.data, m, null, [], 0);
  return out;
}

/**
 * Every structured-data node of the page in one list. `rendered`, when given, holds the JSON-LD blocks of
 * the DOM after JavaScript ran: its nodes absent from the served HTML are added with source 'rendered'.
 */
export function richItemsOf(
  page: Pick<PageFacts, 'jsonLd' | 'markupData'>,
  rendered: readonly JsonLdBlock[] | null = null,
): RichItem[] {
  const raw = [...jsonLdItems(page.jsonLd, 'raw', true), ...markupItems(page.markupData)];
  if (rendered === null) return raw;
  const served = new Set(raw.filter((i) => i.format === 'jsonld').map((i) => JSON.stringify(i.data)));
  const added = jsonLdItems(rendered, 'rendered', false).filter((i) => !served.has(JSON.stringify(i.data)));
  return [...raw, ...added];
}
