/** How long a browser may reuse a static asset without asking the server again (RFC 9111 freshness). */
import type { AssetFacts } from '../../gather/site/server.js';
import { parseRobotsDate } from '../../gather/robots-directives.js';

export const DAY_SECONDS = 86_400;
/** The catalogue's lifetimes: 30 days (or immutable) for fingerprinted files, 1 day for the others. */
export const FINGERPRINTED_MIN_SECONDS = 30 * DAY_SECONDS;
export const PLAIN_MIN_SECONDS = DAY_SECONDS;

export interface CachePolicy {
  /** Freshness lifetime in seconds; 0 for no-store, no-cache or an expired date; null without caching headers. */
  seconds: number | null;
  immutable: boolean;
  /** The header that decided, as served ("Cache-Control: max-age=600"), for item notes. */
  source: string;
}

function directives(cacheControl: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of cacheControl.split(',')) {
    const [name = '', ...rest] = part.split('=');
    const key = name.trim().toLowerCase();
    if (key !== '' && !out.has(key)) out.set(key, rest.join('=').trim().replace(/^"|"$/g, ''));
  }
  return out;
}

/**
 * The lifetime the browser applies: no-store/no-cache forbid reuse without a round trip; max-age wins over
 * Expires; an Expires that does not parse means "already expired" (RFC 9111 §5.3). Expires is measured
 * from the response's Date header, else from when the audit fetched the page (checks have no clock).
 */
export function cachePolicy(asset: AssetFacts, fetchedAt: number): CachePolicy {
  const cc = asset.cacheControl === null ? null : directives(asset.cacheControl);
  const immutable = cc?.has('immutable') ?? false;
  if (cc && asset.cacheControl !== null) {
    const source = `Cache-Control: ${asset.cacheControl}`;
    if (cc.has('no-store') || cc.has('no-cache')) return { seconds: 0, immutable, source };
    const maxAge = cc.get('max-age');
    if (maxAge !== undefined)
      return { seconds: /^\d+$/.test(maxAge) ? Number(maxAge) : 0, immutable, source };
  }
  if (asset.expires !== null) {
    const expires = parseRobotsDate(asset.expires);
    const date = (asset.date === null ? null : parseRobotsDate(asset.date)) ?? fetchedAt;
    const seconds = expires === null ? 0 : Math.max(0, Math.round((expires - date) / 1000));
    return { seconds, immutable, source: `Expires: ${asset.expires}` };
  }
  const source =
    asset.cacheControl === null ? 'no Cache-Control or Expires' : `Cache-Control: ${asset.cacheControl}`;
  return { seconds: null, immutable, source };
}

/** Long enough for its kind: fingerprinted files ≥ 30 days or immutable, other files ≥ 1 day. */
export function cachedLongEnough(asset: AssetFacts, policy: CachePolicy): boolean {
  if (asset.fingerprinted && policy.immutable) return true;
  const min = asset.fingerprinted ? FINGERPRINTED_MIN_SECONDS : PLAIN_MIN_SECONDS;
  return policy.seconds !== null && policy.seconds >= min;
}
