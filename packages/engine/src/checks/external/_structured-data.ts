/**
 * Shared by the structured-data checks: how an offending JSON-LD property is listed (its path in the block
 * and the block's line), the loose type name shown in messages, and the homepage facts the site-scope
 * checks (schema-organization, schema-website) read, with their common n/a outcomes and strings.
 */
import type { PageArtifact } from '../../artifact.js';
import type { HomepageFacts } from '../../gather/site/homepage.js';
import { joinPath, type JsonLdItem } from '../../structured/jsonld.js';
import { richEnvOf, richResultsOfItems, type JudgedItem } from '../../structured/rich/index.js';
import { indexNodes, itemsOfType, looseTypes, type NodeIndex } from '../../structured/values.js';
import type { Lang } from '../../i18n/lang.js';
import { notApplicable, warn, type CheckItem, type CheckOutcome } from '../types.js';

/** Path of a property of a node in its block: '@graph[2]' + 'offers', 0, 'priceCurrency' → '@graph[2].offers[0].priceCurrency'. */
export function pathOf(item: JsonLdItem, ...keys: (string | number)[]): string {
  return keys.reduce<string>((p, k) => joinPath(p, k), item.path);
}

/** A property path relative to its node, for messages ('@graph[1].offers.price' → 'offers.price'). */
export function relativePath(item: JsonLdItem, path: string): string {
  return path.startsWith(item.path) ? path.slice(item.path.length).replace(/^\./, '') || path : path;
}

/**
 * An offending property as a check item: its path and the fact, on the block's source line. Items of
 * another document (the fetched homepage) have no line in this page: the note names the block instead.
 */
export function propertyItem(item: JsonLdItem, path: string, note: string): CheckItem {
  const where = item.line === null ? `JSON-LD block ${item.block + 1}: ` : '';
  return { value: path || '(root)', note: `${where}${note}`, line: item.line };
}

/** The type a message names: the first schema.org type read loosely, else the first as written. */
export function typeName(item: JsonLdItem): string {
  return looseTypes(item.data)[0] ?? item.types[0] ?? '(no @type)';
}

/** The source line shown in messages ('?' when unknown, e.g. for the fetched homepage). */
export const lineOf = (item: JsonLdItem): string | number => item.line ?? '?';

export type HomepageState =
  { outcome: CheckOutcome } | { facts: HomepageFacts; candidates: JsonLdItem[]; index: NodeIndex };

/**
 * The homepage's JSON-LD nodes of a type, or the n/a outcome when the homepage could not be read: site
 * phase not run, fetch failed, non-2xx answer, not HTML.
 */
/**
 * The homepage's JSON-LD items of a type, or the outcome when there are none to judge: not gathered,
 * unreachable, not HTML, only in Microdata/RDFa (n/a: their properties are not read), or absent
 * (recommended, saying how many JSON-LD blocks did not parse and may hide it).
 */
export function homepageItems(
  page: PageArtifact,
  type: string,
  isType: (name: string) => boolean,
): HomepageState {
  const facts = page.site?.homepage;
  if (!facts) return { outcome: notApplicable('notGathered') };
  const url = facts.url;
  if (facts.status === null)
    return { outcome: notApplicable('unreachable', { url, error: facts.error ?? '' }) };
  if (facts.status < 200 || facts.status >= 300) {
    return { outcome: notApplicable('status', { url, status: facts.status }) };
  }
  if (!facts.parsed) return { outcome: notApplicable('notHtml', { url, type: facts.contentType ?? '' }) };
  const candidates = itemsOfType(facts.items, type);
  if (candidates.length === 0) {
    const other = markupOfType(facts, isType);
    if (other) return { outcome: notApplicable('otherFormat', { url, format: other }) };
    const broken = brokenBlocks(facts);
    return { outcome: warn(broken ? 'absentBroken' : 'absent', { url, count: broken }, { value: 0 }) };
  }
  return { facts, candidates, index: indexNodes(facts.items) };
}

/**
 * The homepage's JSON-LD nodes with the rich result entries the rules give them (structured/rich), each
 * node kept with its entries of `feature`; nodes with none (nested in another node, or read as another
 * feature) are left out.
 */
export function homepageEntries(page: PageArtifact, facts: HomepageFacts, feature: string): JudgedItem[] {
  return richResultsOfItems(facts.items, richEnvOf(page))
    .map((j) => ({ item: j.item, results: j.results.filter((r) => r.feature === feature) }))
    .filter((j) => j.results.length > 0);
}

/** The homepage's Microdata/RDFa item of a type, when it has one (its properties are not read). */
export function markupOfType(facts: HomepageFacts, matches: (name: string) => boolean): string | null {
  const m = facts.markup.find((x) => x.name !== null && matches(x.name));
  return m ? `${m.format === 'microdata' ? 'Microdata' : 'RDFa'} (${m.raw})` : null;
}

/** Number of the homepage's JSON-LD blocks that do not parse (they may hide the markup looked for). */
export const brokenBlocks = (facts: HomepageFacts): number =>
  facts.jsonLdBlocks.filter((b) => b.error !== null).length;

/** Strings of the n/a outcomes of homepageItems, shared by the site-scope checks. */
export const HOMEPAGE_NA: Record<Lang, Record<string, string>> = {
  en: {
    notGathered: 'Not checked: the homepage was not read in this audit.',
    unreachable: 'Not checked: the homepage {url} could not be fetched ({error}).',
    status: 'Not checked: the homepage {url} answered HTTP {status}.',
    notHtml: 'Not checked: the homepage {url} is not HTML ({type}).',
  },
  es: {
    notGathered: 'No comprobado: en esta auditoría no se leyó la página de inicio.',
    unreachable: 'No comprobado: no se pudo obtener la página de inicio {url} ({error}).',
    status: 'No comprobado: la página de inicio {url} respondió HTTP {status}.',
    notHtml: 'No comprobado: la página de inicio {url} no es HTML ({type}).',
  },
  fr: {
    notGathered: "Non vérifié : la page d'accueil n'a pas été lue lors de cet audit.",
    unreachable: "Non vérifié : la page d'accueil {url} n'a pas pu être récupérée ({error}).",
    status: "Non vérifié : la page d'accueil {url} a répondu HTTP {status}.",
    notHtml: "Non vérifié : la page d'accueil {url} n'est pas du HTML ({type}).",
  },
};
