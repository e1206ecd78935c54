/**
 * Rich result eligibility of a page's items: each node that a feature reads (by type, position and the
 * feature's conditions) is judged against the feature's rules (features/*.ts), and each node of a retired
 * feature is reported as retired. The one interpreter of the rule data.
 */
import { isObject, type Json, type JsonObject } from '../jsonld.js';
import { isSubtypeOf } from '../schema-types.js';
import { firstText, nodeOf, textOf, valuesOf, type NodeIndex } from '../values.js';
import { FEATURES } from './features/index.js';
import type { ItemFormat, RichItem } from './items.js';
import { RETIRED } from './retired.js';
import type { FeatureRule, NodeCondition, PropertyRule } from './rule-types.js';
import { checkValue, present, type CheckEnv, type ValueReason } from './value-checks.js';

export type RichStatus = 'eligible' | 'invalid' | 'retired' | 'restricted';

export interface InvalidValue {
  property: string;
  value: string;
  reason: ValueReason;
  /** The value breaks a required property's rule (the item is invalid), not a recommended one's. */
  required: boolean;
}

export interface RichResult {
  /** schema.org type of the item ('Recipe'). */
  type: string;
  /** Google's name of the feature ('Recipe', 'Review snippet'). */
  feature: string;
  status: RichStatus;
  missingRequired: string[];
  missingRecommended: string[];
  invalidValues: InvalidValue[];
  source: 'raw' | 'rendered';
  /** Google's page for the feature. */
  docs: string;
  format: ItemFormat;
  line: number | null;
  /** The item's name or headline, to tell items apart (null when it has none). */
  name: string | null;
}

/** Entries kept per page: a hostile page may carry thousands of items. */
export const MAX_RESULTS = 200;
const MAX_VALUE_CHARS = 120;

/** A property's values, `{"@id": …}` references replaced by the node the page describes under that id. */
function resolved(v: Json | undefined, index: NodeIndex): Json[] {
  return valuesOf(v).map((x) => (isObject(x) ? (nodeOf(x, index) ?? x) : x));
}

/** Values at a path: each step descends into every value of the previous one, following references. */
export function valuesAt(node: JsonObject, path: string, index: NodeIndex = new Map()): Json[] {
  let current: Json[] = [node];
  for (const step of path.split('.')) {
    const next: Json[] = [];
    for (const v of current) if (isObject(v)) next.push(...resolved(v[step], index));
    current = next;
  }
  return current;
}

function holds(node: JsonObject, c: NodeCondition, index: NodeIndex): boolean {
  const values = valuesAt(node, c.path, index).filter(present);
  let ok: boolean;
  if (c.equals === undefined) ok = values.length > 0;
  else {
    const want = c.equals.map((e) => String(e).toLowerCase());
    ok = values.some((v) =>
      want.includes(String(typeof v === 'boolean' ? v : (textOf(v) ?? '')).toLowerCase()),
    );
  }
  return c.not ? !ok : ok;
}

const matchesType = (types: string[], wanted: string[], excluded: string[] = []): string | null =>
  types.find((t) => wanted.some((w) => isSubtypeOf(t, w)) && !excluded.some((x) => isSubtypeOf(t, x))) ??
  null;

function clip(v: Json): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > MAX_VALUE_CHARS ? `${s.slice(0, MAX_VALUE_CHARS - 1)}…` : s;
}

interface Judged {
  missing: string[];
  invalid: InvalidValue[];
}

/** Judges one list of property rules; `required` says which list, for the invalid values it finds. */
function judge(
  node: JsonObject,
  index: NodeIndex,
  type: string,
  rules: PropertyRule[],
  required: boolean,
  env: CheckEnv,
  skip: string[],
): Judged {
  const missing: string[] = [];
  const invalid: InvalidValue[] = [];
  for (const rule of rules) {
    if (rule.onlyFor !== undefined && !isSubtypeOf(type, rule.onlyFor)) continue;
    if (skip.includes(rule.path)) continue;
    // A path under a property already reported missing adds nothing ("offers" missing, then "offers.price").
    if (missing.some((m) => rule.path.startsWith(`${m}.`))) continue;
    if (rule.anyOf) {
      if (!rule.anyOf.some((p) => valuesAt(node, p, index).some(present))) {
        missing.push(rule.path);
        continue;
      }
    } else {
      const steps = rule.path.split('.');
      const leaf = steps.pop() as string;
      const parents = steps.length === 0 ? [node] : valuesAt(node, steps.join('.'), index).filter(isObject);
      if (rule.whenPresent && parents.length === 0) continue;
      const lacking = parents.filter(
        (p, i) => !(rule.exceptLast && i === parents.length - 1) && !resolved(p[leaf], index).some(present),
      );
      if (parents.length === 0 || lacking.length > 0) {
        missing.push(rule.path);
        continue;
      }
    }
    if (rule.value === undefined && rule.min === undefined) continue;
    const paths = rule.anyOf ?? [rule.path];
    for (const path of paths) {
      const steps = path.split('.');
      const leaf = steps.pop() as string;
      const parents = steps.length === 0 ? [node] : valuesAt(node, steps.join('.'), index).filter(isObject);
      for (const parent of parents) {
        const values = resolved(parent[leaf], index).filter(present);
        if (rule.min !== undefined && values.length > 0 && values.length < rule.min) {
          invalid.push({ property: path, value: String(values.length), reason: 'too-few', required });
        }
        for (const v of values) {
          const reason = checkValue(rule, v, parent, env);
          if (reason !== null) invalid.push({ property: path, value: clip(v), reason, required });
        }
      }
    }
  }
  return { missing, invalid };
}

function placed(
  item: RichItem,
  rule: { nestedUnder?: string[]; nestedParentTypes?: string[] },
): 'top' | 'nested' | null {
  if (item.parentProperty === null || item.parentProperty === 'mainEntity') return 'top';
  if (!rule.nestedUnder?.includes(item.parentProperty)) return null;
  const parents = rule.nestedParentTypes;
  if (parents && !item.parentTypes.some((t) => parents.some((p) => isSubtypeOf(t, p)))) return null;
  return 'nested';
}

/** The item's name or headline, clipped like values (a hostile page may write megabytes there). */
const nameOf = (data: JsonObject): string | null => {
  const name = firstText(data.name) ?? firstText(data.headline) ?? null;
  return name === null ? null : clip(name);
};

function evaluateFeature(item: RichItem, rule: FeatureRule, env: CheckEnv): RichResult | null {
  const type = matchesType(item.types, rule.types, rule.excludeTypes);
  if (type === null) return null;
  const where = placed(item, rule);
  if (where === null) return null;
  if (!(rule.when ?? []).every((c) => holds(item.data, c, item.index))) return null;
  const skip = where === 'nested' ? (rule.impliedWhenNested ?? []) : [];
  const req = judge(item.data, item.index, type, rule.required, true, env, skip);
  const rec = judge(item.data, item.index, type, rule.recommended, false, env, skip);
  const broken = req.missing.length > 0 || req.invalid.length > 0;
  return {
    type,
    feature: rule.feature,
    status: broken ? 'invalid' : rule.restrictedTo !== undefined ? 'restricted' : 'eligible',
    missingRequired: req.missing,
    missingRecommended: rec.missing,
    invalidValues: [...req.invalid, ...rec.invalid],
    source: item.source,
    docs: rule.docs,
    format: item.format,
    line: item.line,
    name: nameOf(item.data),
  };
}

/** The entries of one item: each current feature that reads it, and each retired one. */
export function evaluateItem(item: RichItem, env: CheckEnv = {}): RichResult[] {
  const out: RichResult[] = [];
  for (const rule of FEATURES) {
    const r = evaluateFeature(item, rule, env);
    if (r) out.push(r);
  }
  for (const retired of RETIRED) {
    const type = matchesType(item.types, retired.types, retired.excludeTypes);
    if (type === null || placed(item, {}) !== 'top') continue;
    if (!(retired.when ?? []).every((c) => holds(item.data, c, item.index))) continue;
    out.push({
      type,
      feature: retired.feature,
      status: 'retired',
      missingRequired: [],
      missingRecommended: [],
      invalidValues: [],
      source: item.source,
      docs: retired.docs,
      format: item.format,
      line: item.line,
      name: nameOf(item.data),
    });
  }
  return out;
}

/** The rich result entries of a page's items, in item order, at most MAX_RESULTS. */
export function evaluateRichResults(items: readonly RichItem[], env: CheckEnv = {}): RichResult[] {
  const out: RichResult[] = [];
  for (const item of items) {
    if (out.length >= MAX_RESULTS) break;
    out.push(...evaluateItem(item, env));
  }
  return out.slice(0, MAX_RESULTS);
}

/** Every feature's rule and every retired feature, for the conformance table and the docs. */
export { FEATURES, RETIRED };
