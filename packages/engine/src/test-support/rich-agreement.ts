/**
 * What the rich-result rules (structured/rich) say of a page's items of some features, as the status a
 * schema-* check summarising them must give: any entry Google cannot use → critical; else any entry
 * lacking (or misusing) a recommended property → recommended; else good; no entry → n/a. The schema-*
 * tests put both side by side on the same real page to prove that the check says what the rules say.
 */
import type { PageArtifact } from '../artifact.js';
import type { CheckStatus } from '../report/index.js';
import { richResultsOf, type RichResult } from '../structured/rich/index.js';

export function rulesSay(page: PageArtifact, features: readonly string[]): RichResult[] {
  return richResultsOf(page).filter((r) => features.includes(r.feature) && r.status !== 'retired');
}

export function statusFromRules(entries: readonly RichResult[]): CheckStatus {
  if (entries.length === 0) return 'na';
  if (entries.some((r) => r.status === 'invalid')) return 'critical';
  const partial = (r: RichResult): boolean =>
    r.missingRecommended.length > 0 || r.invalidValues.some((v) => !v.required);
  return entries.some(partial) ? 'recommended' : 'good';
}
