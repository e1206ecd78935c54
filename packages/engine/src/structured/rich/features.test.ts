/**
 * Every current feature, through the real parser: its complete example is eligible; taking away each
 * required property makes it invalid and names the property; taking away the recommended ones leaves it
 * eligible with those listed as missing.
 */
import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../../test-support/index.js';
import { isSubtypeOf } from '../schema-types.js';
import { FEATURES, richResultsOf, type RichResult } from './index.js';
import type { FeatureRule, PropertyRule } from './rule-types.js';
import { EXAMPLES } from './test-support/feature-examples.js';

type Node = Record<string, unknown>;

const clone = (v: Node): Node => structuredClone(v);

/** Deletes the last step of `path` from every node the earlier steps reach. */
function remove(node: Node, path: string): void {
  const steps = path.split('.');
  const leaf = steps.pop() as string;
  let current: unknown[] = [node];
  for (const step of steps) {
    current = current.flatMap((v) => {
      const child = v && typeof v === 'object' ? (v as Node)[step] : undefined;
      return Array.isArray(child) ? child : child === undefined ? [] : [child];
    });
  }
  for (const v of current) if (v && typeof v === 'object') delete (v as Node)[leaf];
}

function resultsFor(rule: FeatureRule, node: Node): RichResult[] {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...node });
  const page = pageFromHtml(doc(`<script type="application/ld+json">${json}</script>`));
  return richResultsOf(page).filter((r) => r.feature === rule.feature && r.line !== null);
}

const typeOf = (node: Node): string => [node['@type']].flat()[0] as string;
const applies = (rule: PropertyRule, node: Node): boolean =>
  rule.onlyFor === undefined || isSubtypeOf(typeOf(node), rule.onlyFor);
/** Removing a path a feature's condition reads (merchant listing: offers) takes the item out of the feature. */
const conditional = (feature: FeatureRule, path: string): boolean =>
  (feature.when ?? []).some((c) => c.path === path || c.path.startsWith(`${path}.`));

describe.each(FEATURES.map((f) => [f.feature, f] as const))('%s', (_name, feature) => {
  const example = EXAMPLES[feature.id];
  if (!example) throw new Error(`no example for ${feature.id}`);

  it('is eligible (or restricted) with every property', () => {
    const [top] = resultsFor(feature, example);
    expect(top).toBeDefined();
    expect(top?.status).toBe(feature.restrictedTo ? 'restricted' : 'eligible');
    expect(top?.missingRequired).toEqual([]);
    expect(top?.missingRecommended).toEqual([]);
    expect(top?.invalidValues).toEqual([]);
    expect(top?.docs).toBe(feature.docs);
  });

  for (const rule of feature.required.filter((r) => applies(r, example))) {
    it(`is invalid without ${rule.path}, and says so`, () => {
      const node = clone(example);
      for (const path of rule.anyOf ?? [rule.path]) remove(node, path);
      const results = resultsFor(feature, node);
      if ((rule.anyOf ?? [rule.path]).some((p) => conditional(feature, p))) {
        expect(results).toEqual([]);
        return;
      }
      expect(results[0]?.status).toBe('invalid');
      expect(results[0]?.missingRequired).toContain(rule.path);
    });
  }

  if (feature.recommended.some((r) => applies(r, example))) {
    it('stays eligible without the recommended properties, listing them', () => {
      const node = clone(example);
      const recommended = feature.recommended.filter((r) => applies(r, example));
      const required = new Set(feature.required.flatMap((r) => [r.path, ...(r.anyOf ?? [])]));
      // Only what no required rule needs (recommended `offers.priceCurrency` under required `offers.price`…).
      const removable = recommended.filter(
        (r) =>
          ![...required].some((q) => q === r.path || q.startsWith(`${r.path}.`)) &&
          !conditional(feature, r.path),
      );
      for (const r of removable) for (const p of r.anyOf ?? [r.path]) remove(node, p);
      const [top] = resultsFor(feature, node);
      expect(top?.status).toBe(feature.restrictedTo ? 'restricted' : 'eligible');
      expect(top?.missingRecommended.length).toBeGreaterThan(0);
      for (const r of removable) {
        const listed = top?.missingRecommended.some((m) => m === r.path || r.path.startsWith(`${m}.`));
        expect(listed, r.path).toBe(true);
      }
    });
  }
});
