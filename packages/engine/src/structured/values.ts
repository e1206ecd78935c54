/**
 * Reading schema.org property values the way consumers do: a property may hold one value or an array, a
 * text may be wrapped in {"@value": …}, a node may be given inline or as a {"@id": …} reference to a node
 * described elsewhere on the page (Yoast-style `@graph`s reference the logo, the author and the breadcrumb
 * this way), and types may be written as bare terms or full IRIs.
 */
import { isObject, schemaNameOfIri, typesOf, type Json, type JsonLdItem, type JsonObject } from './jsonld.js';
import { isSubtypeOf } from './schema-types.js';

/** Nodes by `@id`, for following references. The first description with the most properties wins. */
export type NodeIndex = Map<string, JsonObject>;

export function indexNodes(items: readonly JsonLdItem[]): NodeIndex {
  const index: NodeIndex = new Map();
  for (const item of items) {
    if (item.id === null) continue;
    const known = index.get(item.id);
    if (!known || Object.keys(item.data).length > Object.keys(known).length) index.set(item.id, item.data);
  }
  return index;
}

/** A property's values as a list: absent → [], one value → [it], an array → its members. */
export function valuesOf(v: Json | undefined): Json[] {
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v.flatMap(valuesOf);
  if (isObject(v) && Array.isArray(v['@list'])) return v['@list'].flatMap(valuesOf);
  return [v];
}

/** A node, following a reference ({"@id": …} with nothing else) to its description when the page has one. */
export function nodeOf(v: Json, index: NodeIndex): JsonObject | null {
  if (!isObject(v)) return null;
  const id = v['@id'];
  const onlyRefs = Object.keys(v).every((k) => k.startsWith('@'));
  if (typeof id === 'string' && onlyRefs) return index.get(id) ?? v;
  return v;
}

/** Non-blank text of a value (strings, numbers, {"@value": …}), trimmed; null otherwise. */
export function textOf(v: Json | undefined): string | null {
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number') return String(v);
  if (isObject(v) && '@value' in v) return textOf(v['@value']);
  return null;
}

/** The first non-blank text among a property's values. */
export function firstText(v: Json | undefined): string | null {
  for (const x of valuesOf(v)) {
    const t = textOf(x);
    if (t !== null) return t;
  }
  return null;
}

/** schema.org names of a node's types, read loosely: bare terms, schema.org IRIs and `schema:` prefixes. */
export function looseTypes(node: JsonObject): string[] {
  return typesOf(node).map((t) => schemaNameOfIri(t) ?? t.replace(/^schema:/, ''));
}

/** Whether a node is of `type` or one of its subtypes, by its types read loosely. */
export function nodeIs(node: JsonObject, type: string): boolean {
  return looseTypes(node).some((t) => isSubtypeOf(t, type));
}

/** Items whose types (read loosely) include `type` or a subtype; the context's validity is jsonld-context's job. */
export function itemsOfType(items: readonly JsonLdItem[], type: string): JsonLdItem[] {
  return items.filter((item) => nodeIs(item.data, type));
}

export type UrlProblem = 'missing' | 'not-http' | 'invalid';

export interface UrlValue {
  /** The value as written. */
  raw: string | null;
  /** Absolute URL after resolution against the page URL; null when missing or unusable. */
  url: string | null;
  problem: UrlProblem | null;
}

/**
 * A URL-valued property: a string, or a node carrying `url`, `contentUrl` or `@id` (an ImageObject for a
 * logo, a Thing for a breadcrumb item). Relative URLs are resolved against the page, as JSON-LD does.
 */
export function urlOf(v: Json | undefined, base: string, index: NodeIndex): UrlValue {
  for (const x of valuesOf(v)) {
    const node = nodeOf(x, index);
    const raw = node ? (textOf(node.url) ?? textOf(node.contentUrl) ?? textOf(node['@id'])) : textOf(x);
    if (raw === null) continue;
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      return { raw, url: null, problem: 'invalid' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { raw, url: null, problem: 'not-http' };
    return { raw, url: url.href, problem: null };
  }
  return { raw: null, url: null, problem: 'missing' };
}

export interface IsoDate {
  /** Epoch ms (date-only and zone-less values read as UTC). */
  time: number;
  /** Written without a time ('2024-05-01'). */
  dateOnly: boolean;
}

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * An ISO 8601 date or date-time in the extended form schema.org uses ('2024-05-01', '2024-05-01T09:30',
 * '2024-05-01T09:30:00+02:00', '…Z'), with a real calendar date and time; null for anything else
 * ('01/05/2024', 'May 1, 2024', '2024-02-30').
 */
export function parseIsoDate(text: string): IsoDate | null {
  const m = ISO_8601.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, zone] = m;
  const nums = [y, mo, d, h ?? '0', mi ?? '0', s ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [year, month, day, hour, minute, second] = nums;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const valid =
    date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 61;
  if (!valid) return null;
  let offset = 0;
  if (zone && zone !== 'Z') {
    const zm = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
    const minutes = Number(zm?.[2] ?? 0) * 60 + Number(zm?.[3] ?? 0);
    offset = (zm?.[1] === '-' ? -1 : 1) * minutes * 60_000;
  }
  return { time: date.getTime() - offset, dateOnly: h === undefined };
}
