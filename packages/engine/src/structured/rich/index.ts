/**
 * A page's rich result entries, computed once per artifact: the items of the three syntaxes (and, with the
 * lab's rendered DOM, the JSON-LD scripts added), judged against Google's rules, images checked against
 * robots.txt for Googlebot-Image when the site phase read it.
 */
import type { PageArtifact } from '../../artifact.js';
import { isAllowedBy } from '../../gather/site/robots-txt-match.js';
import { evaluateItem, evaluateRichResults, type RichResult } from './evaluate.js';
import { richItemsOf, richItemsOfJsonLd, type RichItem } from './items.js';
import type { JsonLdItem } from '../jsonld.js';
import type { CheckEnv } from './value-checks.js';

export type { RichResult, RichStatus, InvalidValue } from './evaluate.js';
export { evaluateItem, evaluateRichResults, FEATURES, RETIRED, valuesAt } from './evaluate.js';
export { richItemsOf, richItemsOfJsonLd, type RichItem } from './items.js';

type RichPage = Pick<PageArtifact, 'jsonLd' | 'markupData' | 'site' | 'lab'>;

const memo = new WeakMap<RichPage, RichResult[]>();

/** What the value rules need from the site phase: robots.txt, for images Googlebot-Image may fetch. */
export function richEnvOf(page: Pick<PageArtifact, 'site'>): CheckEnv {
  const robots = page.site?.robotsTxt;
  return robots ? { imageAllowed: (url) => isAllowedBy(robots, url, 'Googlebot-Image') } : {};
}

export function richResultsOf(page: RichPage): RichResult[] {
  let out = memo.get(page);
  if (out) return out;
  const rendered = page.lab?.rendered.ok ? (page.lab.rendered.jsonLd ?? null) : null;
  out = evaluateRichResults(richItemsOf(page, rendered), richEnvOf(page));
  memo.set(page, out);
  return out;
}

/** A JSON-LD node of another document (the fetched homepage) and the rich result entries it gets. */
export interface JudgedItem {
  item: RichItem;
  results: RichResult[];
}

const judgedMemo = new WeakMap<readonly JsonLdItem[], JudgedItem[]>();

/**
 * The rich result entries of already-read JSON-LD nodes, kept with the node each belongs to: how the
 * site-scope checks judge the homepage's markup (its facts hold JSON-LD nodes, not a page artifact).
 */
export function richResultsOfItems(items: readonly JsonLdItem[], env: CheckEnv = {}): JudgedItem[] {
  let out = judgedMemo.get(items);
  if (out) return out;
  out = richItemsOfJsonLd(items).map((item) => ({ item, results: evaluateItem(item, env) }));
  judgedMemo.set(items, out);
  return out;
}
