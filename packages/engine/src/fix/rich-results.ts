/**
 * The fix for rich-results-errors and rich-results-recommended: the first item that needs it, as a
 * complete JSON-LD block. What the page itself states fills the gaps (its h1 or title for a name, its main
 * image, its description, a price and currency in its visible text, a date in a <time datetime>); a
 * required property the page does not state becomes a "[FILL IN: path]" placeholder, listed in the note.
 * Nothing else is invented. The block is judged by the same rules again (round trip): it is proposed only
 * when no required property is left missing.
 */
import { isObject, type Json, type JsonObject } from '../structured/jsonld.js';
import { parseIsoDate } from '../structured/values.js';
import {
  evaluateItem,
  FEATURES,
  richItemsOf,
  type RichItem,
  type RichResult,
} from '../structured/rich/index.js';
import { metasBy } from '../artifact.js';
import { richRef, type FixTextRef } from '../i18n/fix-text.js';
import type { FixContext, WrittenFix } from './types.js';

export const placeholder = (path: string): string => `[FILL IN: ${path}]`;

/** The type a created node gets, by the property it fills (Google's expected type). */
const TYPE_FOR: Record<string, string> = {
  offers: 'Offer',
  author: 'Person',
  creator: 'Person',
  performer: 'Person',
  location: 'Place',
  address: 'PostalAddress',
  hiringOrganization: 'Organization',
  organizer: 'Organization',
  provider: 'Organization',
  publisher: 'Organization',
  brand: 'Brand',
  reviewRating: 'Rating',
  aggregateRating: 'AggregateRating',
  itemReviewed: 'Thing',
  geo: 'GeoCoordinates',
  nutrition: 'NutritionInformation',
  containsPlace: 'Accommodation',
  occupancy: 'QuantitativeValue',
  acceptedAnswer: 'Answer',
  suggestedAnswer: 'Answer',
  speakable: 'SpeakableSpecification',
  distribution: 'DataDownload',
  workExample: 'Book',
};

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY' };
const AMOUNT = String.raw`\d{1,3}(?:[ ,.\u00a0]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const CODE = '(?:EUR|USD|GBP|JPY|CHF|CAD|AUD|SEK|NOK|DKK|PLN|CZK|MXN|BRL|INR)';
const PRICE_BEFORE = new RegExp(String.raw`([€$£¥]|${CODE})\s?(${AMOUNT})`);
const PRICE_AFTER = new RegExp(String.raw`(${AMOUNT})\s?([€$£¥]|${CODE})(?![A-Za-z])`);

/** "1.299,00" → "1299.00", "1,299.00" → "1299.00", "499" → "499". */
function normalAmount(raw: string): string {
  const s = raw.replace(/[\s\u00a0]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(s);
  const whole = (decimal ? s.slice(0, decimal.index) : s).replace(/[.,]/g, '');
  return decimal ? `${whole}.${decimal[1]}` : whole;
}

/** The first price the visible text states, with its currency as an ISO 4217 code. */
export function statedPrice(text: string): { price: string; currency: string } | null {
  const before = PRICE_BEFORE.exec(text);
  const after = PRICE_AFTER.exec(text);
  const first = before && (!after || before.index <= after.index) ? before : null;
  if (first) return { price: normalAmount(first[2]!), currency: CURRENCY_SIGNS[first[1]!] ?? first[1]! };
  if (after) return { price: normalAmount(after[1]!), currency: CURRENCY_SIGNS[after[2]!] ?? after[2]! };
  return null;
}

/** The first ISO 8601 date a <time datetime> states. */
export function statedDate(html: string): string | null {
  const re = /<time\b[^>]*?\bdatetime\s*=\s*["']([^"']{4,40})["']/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const v = m[1]!.trim();
    if (parseIsoDate(v)) return v;
  }
  return null;
}

const DATE_PROPS = new Set([
  'datePublished',
  'dateCreated',
  'uploadDate',
  'datePosted',
  'startDate',
  'dateModified',
]);

/** What the page states for a property (by its last step), or null. */
function stated(ctx: FixContext, leaf: string): Json | null {
  const { page, facts } = ctx;
  if (leaf === 'name' || leaf === 'headline' || leaf === 'title') return facts.h1 || facts.title || null;
  if (leaf === 'image' || leaf === 'thumbnailUrl') return facts.mainImage?.url ?? null;
  if (leaf === 'description' || leaf === 'text') return facts.description || null;
  if (leaf === 'url') return facts.selfUrl;
  if (leaf === 'price' || leaf === 'priceCurrency') {
    const p = statedPrice(page.text.main);
    return p === null ? null : leaf === 'price' ? p.price : p.currency;
  }
  if (DATE_PROPS.has(leaf)) return statedDate(page.html);
  if (leaf === 'author') {
    const name = metasBy(page, 'name', 'author')[0]?.attrs.content?.trim();
    return name ? { '@type': 'Person', name } : null;
  }
  return null;
}

/** Paths some rule reads below `path` (so `path` holds a node, not a text). */
function holdsNode(path: string): boolean {
  return FEATURES.some((f) =>
    [...f.required, ...f.recommended].some((r) =>
      [r.path, ...(r.anyOf ?? [])].some((p) => p.startsWith(`${path}.`)),
    ),
  );
}

interface Filled {
  fromPage: Set<string>;
  placeholders: Set<string>;
}

/** Sets `path` on every node the earlier steps reach, creating the nodes on the way; returns whether it set. */
function fill(root: JsonObject, path: string, ctx: FixContext, usePlaceholder: boolean, done: Filled): void {
  const steps = path.split('.');
  let nodes: JsonObject[] = [root];
  for (const [i, step] of steps.entries()) {
    const last = i === steps.length - 1;
    const next: JsonObject[] = [];
    for (const node of nodes) {
      const current = node[step];
      if (current !== undefined && current !== null && current !== '') {
        const values = Array.isArray(current) ? current : [current];
        next.push(...values.filter((v): v is JsonObject => isObject(v)));
        continue;
      }
      const sub = steps.slice(0, i + 1).join('.');
      if (!last || holdsNode(sub)) {
        const created: JsonObject = TYPE_FOR[step] ? { '@type': TYPE_FOR[step] } : {};
        node[step] = created;
        next.push(created);
        continue;
      }
      const value = stated(ctx, step);
      if (value !== null) {
        node[step] = value;
        done.fromPage.add(path);
      } else if (usePlaceholder) {
        node[step] = placeholder(path);
        done.placeholders.add(path);
      }
    }
    nodes = next;
  }
}

/** A copy of an item's node as JSON-LD, with the given paths filled; rounds until no required path is missing. */
function complete(
  ctx: FixContext,
  item: RichItem,
  recommended: boolean,
): { node: JsonObject; done: Filled; results: RichResult[] } {
  const node = structuredClone(item.data) as JsonObject;
  const done: Filled = { fromPage: new Set(), placeholders: new Set() };
  let results: RichResult[] = [];
  // Filling can bring a feature in (offers → merchant listing) whose own requirements then show: a few rounds.
  for (let round = 0; round < 4; round++) {
    results = evaluateItem({ ...item, data: node }).filter((r) => r.status !== 'retired');
    const required = new Set(results.flatMap((r) => r.missingRequired));
    const wanted = recommended ? new Set(results.flatMap((r) => r.missingRecommended)) : new Set<string>();
    if (required.size === 0 && wanted.size === 0) break;
    const before = JSON.stringify(node);
    for (const path of required) fill(node, path, ctx, true, done);
    for (const path of wanted) fill(node, path, ctx, false, done);
    if (JSON.stringify(node) === before) break;
  }
  return { node, done, results };
}

function texts(item: RichItem, done: Filled): { where: FixTextRef; note: FixTextRef[] } {
  const line = item.line ?? '?';
  const format = item.format === 'microdata' ? 'Microdata' : 'RDFa';
  const where = richRef(item.format === 'jsonld' ? 'rich.replace' : 'rich.markup', { line, format });
  const note = [
    ...(done.fromPage.size > 0 ? [richRef('rich.filled', { paths: [...done.fromPage].join(', ') })] : []),
    ...(done.placeholders.size > 0
      ? [richRef('rich.fillIn', { paths: [...done.placeholders].join(', ') })]
      : []),
  ];
  return { where, note };
}

export function richResultsFix(ctx: FixContext): WrittenFix | null {
  const recommended = ctx.check.id === 'rich-results-recommended';
  // The served page's own items, top-level ones first (a fix to a nested node is a fix to its parent).
  const items = richItemsOf(ctx.page).filter((i) => i.parentProperty === null);
  for (const item of items) {
    const before = evaluateItem(item).filter((r) => r.status !== 'retired');
    const needs = before.some((r) =>
      recommended ? r.status !== 'invalid' && r.missingRecommended.length > 0 : r.status === 'invalid',
    );
    if (!needs) continue;
    const { node, done, results } = complete(ctx, item, recommended);
    if (done.fromPage.size === 0 && done.placeholders.size === 0) continue;
    if (results.some((r) => r.missingRequired.length > 0)) continue;
    const json = JSON.stringify({ '@context': 'https://schema.org', ...node }, null, 2).replace(
      /</g,
      '\\u003c',
    );
    const { where, note } = texts(item, done);
    return {
      kind: 'html',
      language: 'html',
      snippet: `<script type="application/ld+json">\n${json}\n</script>`,
      where,
      note,
      texts: { where, note },
      ...(done.placeholders.size > 0 ? { needsReview: true } : {}),
    };
  }
  return null;
}
