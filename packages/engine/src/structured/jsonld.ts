/**
 * JSON-LD as search engines read it: each <script type="application/ld+json"> parsed as strict JSON (with
 * the position of the first error), then flattened into its nodes — top-level objects, members of a top-level
 * array or `@graph`, and every typed object nested in a property — each with its path in the block, the
 * `@context` in effect and its types resolved against schema.org.
 *
 * Plain data throughout (no classes, no Maps in results), so site facts can carry the items of another page.
 */
import { parseStrictJson, type Json, type JsonObject, type JsonSyntaxError } from './json-strict.js';

export type { Json, JsonObject, JsonSyntaxError, JsonErrorKind } from './json-strict.js';

/** A <script type="application/ld+json"> block as gathered from the page. */
export interface JsonLdBlock {
  raw: string;
  line: number | null;
  inHead: boolean;
}

export interface JsonLdSyntaxError extends JsonSyntaxError {
  /**
   * 1-based line of the error in the HTML source, or null when the block's line is unknown. Assumes the
   * <script> start tag fits on one line, so the block's first line is the tag's line.
   */
  sourceLine: number | null;
}

export interface ParsedJsonLdBlock {
  /** Position among the page's JSON-LD scripts, 0-based. */
  index: number;
  /** Source line of the <script> tag (null when unknown). */
  line: number | null;
  /** Nothing but whitespace: carries no data, and is not counted as a parse failure. */
  empty: boolean;
  /** The first syntax error; null when the block parsed (or is empty). */
  error: JsonLdSyntaxError | null;
}

/** How the `@context` in effect maps bare terms: to schema.org, to something else, or not at all. */
export type ContextStatus = 'schema.org' | 'other' | 'missing';

export interface JsonLdItem {
  /** Index of the block (see ParsedJsonLdBlock.index). */
  block: number;
  /** Source line of the block's <script> tag. */
  line: number | null;
  /** Path in the block: '' for the root object, '[1]', '@graph[2]', '@graph[2].offers[0]'. */
  path: string;
  /** The property this node is the value of (null for top-level nodes). */
  parentProperty: string | null;
  /** A root object, a member of a top-level array or of a top-level `@graph`. */
  topLevel: boolean;
  context: ContextStatus;
  /** The `@context` in effect as written (clipped JSON for objects), or null when there is none. */
  contextText: string | null;
  /** `@type` values as written. */
  types: string[];
  /** schema.org names of the types that resolve to schema.org under the context in effect. */
  schemaTypes: string[];
  /** `@id`, when the node has one. */
  id: string | null;
  data: JsonObject;
}

export interface JsonLdDocument {
  blocks: ParsedJsonLdBlock[];
  items: JsonLdItem[];
}

/** Values nested deeper than this are dropped (a guard against hostile nesting, not a real limit). */
const MAX_DEPTH = 64;
const SCHEMA_IRI = /^https?:\/\/schema\.org\/([A-Za-z0-9_]+)$/;

export const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether an `@context` string names schema.org: http or https, with or without the trailing slash, host
 * case-insensitive, or the address of schema.org's context document itself.
 */
export function isSchemaOrgContext(value: string): boolean {
  return /^https?:\/\/schema\.org(?:\/|\/docs\/jsonldcontext\.json(?:ld)?)?$/i.test(value.trim());
}

/** The schema.org type name of a full IRI ('https://schema.org/Product' → 'Product'), else null. */
export function schemaNameOfIri(iri: string): string | null {
  return SCHEMA_IRI.exec(iri.trim())?.[1] ?? null;
}

interface ActiveContext {
  present: boolean;
  /** `@vocab`, or the schema.org vocabulary a schema.org context string brings. */
  vocab: string | null;
  /** Prefixes and terms defined by object contexts, to IRIs (a Map: a term may be `constructor` or `__proto__`). */
  terms: ReadonlyMap<string, string>;
  text: string | null;
}

const EMPTY: ActiveContext = { present: false, vocab: null, terms: new Map(), text: null };
const SCHEMA_VOCAB = 'https://schema.org/';

/** Applies an `@context` value on top of the inherited one (JSON-LD processing order: arrays in sequence). */
function applyContext(active: ActiveContext, value: Json): ActiveContext {
  if (value === null) return EMPTY;
  if (Array.isArray(value)) return value.reduce<ActiveContext>(applyContext, active);
  const text = typeof value === 'string' ? value : JSON.stringify(value).slice(0, 120);
  if (typeof value === 'string') {
    return { ...active, present: true, text, vocab: isSchemaOrgContext(value) ? SCHEMA_VOCAB : active.vocab };
  }
  if (!isObject(value)) return { ...active, present: true, text };
  const terms = new Map(active.terms);
  let vocab = active.vocab;
  for (const [key, def] of Object.entries(value)) {
    const iri =
      typeof def === 'string' ? def : isObject(def) && typeof def['@id'] === 'string' ? def['@id'] : null;
    if (key === '@vocab') vocab = typeof def === 'string' ? def.trim() : null;
    else if (!key.startsWith('@') && iri !== null) terms.set(key, iri.trim());
  }
  return { present: true, vocab, terms, text };
}

/** A vocabulary IRI that expands bare terms to schema.org IRIs (the trailing slash is what makes it work). */
const isSchemaVocab = (vocab: string | null): boolean =>
  vocab !== null && /^https?:\/\/schema\.org\/$/i.test(vocab);

/** The schema.org name a `@type` value stands for under a context, or null (other vocabulary, unresolved). */
function resolveType(type: string, ctx: ActiveContext, depth = 0): string | null {
  const iri = schemaNameOfIri(type);
  if (iri !== null) return iri;
  const term = ctx.terms.get(type);
  if (term !== undefined && depth < 3) return resolveType(term, ctx, depth + 1);
  const colon = type.indexOf(':');
  if (colon > 0) {
    const prefix = ctx.terms.get(type.slice(0, colon));
    return isSchemaVocab(prefix ?? null) ? type.slice(colon + 1) : null;
  }
  return isSchemaVocab(ctx.vocab) ? type : null;
}

function statusOf(ctx: ActiveContext): ContextStatus {
  if (!ctx.present) return 'missing';
  return isSchemaVocab(ctx.vocab) ? 'schema.org' : 'other';
}

/** `@type` values of a node as written (a string or an array of strings). */
export function typesOf(node: JsonObject): string[] {
  const t = node['@type'];
  const all = Array.isArray(t) ? t : t === undefined ? [] : [t];
  return all.filter((x): x is string => typeof x === 'string');
}

/** Appends a property name or an array index to a path. */
export function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

function flatten(block: ParsedJsonLdBlock, value: Json): JsonLdItem[] {
  const items: JsonLdItem[] = [];
  const visit = (
    v: Json,
    path: string,
    ctx: ActiveContext,
    parentProperty: string | null,
    topLevel: boolean,
    depth: number,
  ): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(v)) {
      v.forEach((x, i) => visit(x, joinPath(path, i), ctx, parentProperty, topLevel, depth + 1));
      return;
    }
    if (!isObject(v) || '@value' in v) return;
    const here = '@context' in v ? applyContext(ctx, v['@context'] ?? null) : ctx;
    const types = typesOf(v);
    const id = typeof v['@id'] === 'string' ? v['@id'] : null;
    // A bare {"@id": …} is a reference to a node described elsewhere, not a node of its own.
    const described = Object.keys(v).some((k) => !k.startsWith('@'));
    if (types.length > 0 || (id !== null && described)) {
      items.push({
        block: block.index,
        line: block.line,
        path,
        parentProperty,
        topLevel,
        context: statusOf(here),
        contextText: here.text,
        types,
        schemaTypes: types.map((t) => resolveType(t, here)).filter((t): t is string => t !== null),
        id,
        data: v,
      });
    }
    for (const [key, child] of Object.entries(v)) {
      if (key === '@graph') visit(child, joinPath(path, key), here, null, topLevel, depth + 1);
      else if (key === '@list' || key === '@set') visit(child, path, here, parentProperty, false, depth + 1);
      else if (!key.startsWith('@')) visit(child, joinPath(path, key), here, key, false, depth + 1);
    }
  };
  visit(value, '', EMPTY, null, true, 0);
  return items;
}

/**
 * Replaces objects and arrays nested deeper than `max` levels by null, in place and without recursion.
 * JSON.parse builds any depth, but whatever reads the values afterwards (checks quoting them with
 * JSON.stringify, structured clones to analysis workers) recurses and would overflow the stack.
 */
function clipDepth(value: Json, max: number): Json {
  if (typeof value !== 'object' || value === null) return value;
  const stack: { node: Json[] | JsonObject; depth: number }[] = [{ node: value, depth: 1 }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, depth } = top;
    const container = node as Record<string | number, Json>;
    for (const key of Object.keys(node)) {
      const child = container[key];
      if (typeof child !== 'object' || child === null) continue;
      if (depth >= max) container[key] = null;
      else stack.push({ node: child, depth: depth + 1 });
    }
  }
  return value;
}

/** Parses and flattens the JSON-LD blocks of a page. */
export function parseJsonLd(blocks: readonly JsonLdBlock[]): JsonLdDocument {
  const parsed: ParsedJsonLdBlock[] = [];
  const items: JsonLdItem[] = [];
  blocks.forEach((b, index) => {
    const empty = b.raw.trim() === '';
    const block: ParsedJsonLdBlock = { index, line: b.line, empty, error: null };
    parsed.push(block);
    if (empty) return;
    const result = parseStrictJson(b.raw);
    if (!result.ok) {
      const sourceLine = b.line === null ? null : b.line + result.error.line - 1;
      block.error = { ...result.error, sourceLine };
      return;
    }
    items.push(...flatten(block, clipDepth(result.value, MAX_DEPTH)));
  });
  return { blocks: parsed, items };
}

// Ten checks read the same blocks: parse them once per page.
const memo = new WeakMap<readonly JsonLdBlock[], JsonLdDocument>();

/** parseJsonLd, once per artifact (keyed by the artifact's jsonLd array). */
export function jsonLdOf(page: { jsonLd: readonly JsonLdBlock[] }): JsonLdDocument {
  let doc = memo.get(page.jsonLd);
  if (!doc) {
    doc = parseJsonLd(page.jsonLd);
    memo.set(page.jsonLd, doc);
  }
  return doc;
}
