/**
 * The value rules Google states, per ValueKind: ISO 8601 dates and durations, ISO 4217 currencies,
 * absolute URLs, prices, ratings within their scale, list positions, enumeration members, and images a
 * crawler may fetch. Each returns a reason code (stable, translated at the edge) or null when the value fits.
 */
import { isCurrencyCode } from '../iso-4217.js';
import { isObject, type Json, type JsonObject } from '../jsonld.js';
import { parseIsoDate, textOf, valuesOf } from '../values.js';
import type { PropertyRule } from './rule-types.js';

export type ValueReason =
  | 'not-text'
  | 'not-absolute-url'
  | 'not-iso8601-date'
  | 'not-iso8601-duration'
  | 'not-iso4217'
  | 'not-number'
  | 'not-price'
  | 'rating-out-of-range'
  | 'not-position'
  | 'not-allowed-value'
  | 'too-short'
  | 'too-long'
  | 'too-few'
  | 'image-blocked-by-robots-txt';

export interface CheckEnv {
  /** Whether Googlebot-Image may fetch an image URL per robots.txt; null when unknown. */
  imageAllowed?: (url: string) => boolean | null;
}

const DURATION =
  /^P(?!$)(?:\d+(?:[.,]\d+)?Y)?(?:\d+(?:[.,]\d+)?M)?(?:\d+(?:[.,]\d+)?W)?(?:\d+(?:[.,]\d+)?D)?(?:T(?=\d)(?:\d+(?:[.,]\d+)?H)?(?:\d+(?:[.,]\d+)?M)?(?:\d+(?:[.,]\d+)?S)?)?$/;
const PRICE = /^\s*\d+(?:\.\d+)?\s*$/;
const SCHEMA_PREFIX = /^(?:https?:\/\/schema\.org\/|schema:)/i;

/** Whether a value counts as given: non-blank text, a number, a boolean, or a node with some content. */
export function present(v: Json): boolean {
  if (typeof v === 'boolean' || typeof v === 'number') return true;
  if (textOf(v) !== null) return true;
  // A typed node counts even when empty ({"@type": "ReadAction"}): what it lacks is reported one level down.
  return isObject(v) && !('@value' in v) && Object.keys(v).some((k) => k !== '@context');
}

export function toNumber(v: Json | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const t = textOf(v);
  if (t === null || !/^[+-]?\d+(?:\.\d+)?$/.test(t.replace(',', '.'))) return null;
  return Number(t.replace(',', '.'));
}

/** The URL a value stands for: a string, or a node's contentUrl / url / @id. */
export function urlText(v: Json): string | null {
  if (isObject(v) && !('@value' in v)) {
    for (const k of ['contentUrl', 'url', '@id']) {
      const t = valuesOf(v[k])
        .map(textOf)
        .find((x) => x !== null);
      if (t) return t;
    }
    return null;
  }
  return textOf(v);
}

function absoluteHttp(u: string): boolean {
  if (!/^https?:\/\//i.test(u)) return false;
  try {
    new URL(u);
    return true;
  } catch {
    return false;
  }
}

const bare = (v: string): string => v.trim().replace(SCHEMA_PREFIX, '').toLowerCase();

/** The reason one value breaks the rule's kind, or null. `parent` is the node holding it (for ratings). */
export function checkValue(
  rule: PropertyRule,
  v: Json,
  parent: JsonObject,
  env: CheckEnv,
): ValueReason | null {
  const text = textOf(v);
  switch (rule.value) {
    case undefined:
      return null;
    case 'text': {
      if (text === null) return isObject(v) ? null : 'not-text';
      if (rule.minLength !== undefined && text.length < rule.minLength) return 'too-short';
      if (rule.maxLength !== undefined && text.length > rule.maxLength) return 'too-long';
      return null;
    }
    case 'url': {
      const u = urlText(v);
      return u !== null && absoluteHttp(u) ? null : 'not-absolute-url';
    }
    case 'image': {
      const u = urlText(v);
      if (u === null || !absoluteHttp(u)) return 'not-absolute-url';
      return env.imageAllowed?.(u) === false ? 'image-blocked-by-robots-txt' : null;
    }
    case 'date':
      return text !== null && parseIsoDate(text) !== null ? null : 'not-iso8601-date';
    case 'duration':
      return text !== null && DURATION.test(text) ? null : 'not-iso8601-duration';
    case 'currency':
      return text !== null && isCurrencyCode(text) ? null : 'not-iso4217';
    case 'number':
      return toNumber(v) === null ? 'not-number' : null;
    case 'price':
      return typeof v === 'number' || (text !== null && PRICE.test(text)) ? null : 'not-price';
    case 'position': {
      const n = toNumber(v);
      return n !== null && Number.isInteger(n) && n >= 1 ? null : 'not-position';
    }
    case 'rating': {
      const n = toNumber(v);
      if (n === null) return 'not-number';
      const best = toNumber(valuesOf(parent.bestRating)[0]) ?? 5;
      const worst = toNumber(valuesOf(parent.worstRating)[0]) ?? 1;
      return n < worst || n > best ? 'rating-out-of-range' : null;
    }
    case 'enum': {
      const s = typeof v === 'boolean' ? String(v) : text;
      const allowed = (rule.values ?? []).map(bare);
      return s !== null && allowed.includes(bare(s)) ? null : 'not-allowed-value';
    }
  }
}
