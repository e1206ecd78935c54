/**
 * A page's rich result entries, computed once per artifact: the items of the three syntaxes (and, with the
 * lab's rendered DOM, the JSON-LD scripts added), judged against Google's rules, images checked against
 * robots.txt for Googlebot-Image when the site phase read it.
 */
import type { PageArtifact } from '../../artifact.js';
import { isAllowedBy } from '../../gather/site/robots-txt-match.js';
import { evaluateRichResults, type RichResult } from './evaluate.js';
import { richItemsOf } from './items.js';
import type { CheckEnv } from './value-checks.js';

export type { RichResult, RichStatus, InvalidValue } from './evaluate.js';
export { evaluateItem, evaluateRichResults, FEATURES, RETIRED, valuesAt } from './evaluate.js';
export { richItemsOf, type RichItem } from './items.js';

type RichPage = Pick<PageArtifact, 'jsonLd' | 'markupData' | 'site' | 'lab'>;

const memo = new WeakMap<RichPage, RichResult[]>();

export function richResultsOf(page: RichPage): RichResult[] {
  let out = memo.get(page);
  if (out) return out;
  const rendered = page.lab?.rendered.ok ? (page.lab.rendered.jsonLd ?? null) : null;
  const robots = page.site?.robotsTxt;
  const env: CheckEnv = robots ? { imageAllowed: (url) => isAllowedBy(robots, url, 'Googlebot-Image') } : {};
  out = evaluateRichResults(richItemsOf(page, rendered), env);
  memo.set(page, out);
  return out;
}
