/**
 * Strict-Transport-Security parsing as RFC 6797 §6.1 has browsers do it: directives separated by ';',
 * names case-insensitive, values optionally quoted, unknown directives ignored; a header without a valid
 * max-age, or with a directive repeated, is ignored entirely. Only the first header counts (§8.1).
 */

export type HstsParse =
  | { valid: true; maxAge: number; includeSubDomains: boolean; preload: boolean }
  | { valid: false; problem: 'noMaxAge' | 'badMaxAge' | 'duplicate' | 'syntax'; directive: string };

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function parseHsts(value: string): HstsParse {
  const seen = new Map<string, string | null>();
  for (const part of value.split(';')) {
    const raw = part.trim();
    if (raw === '') continue;
    const eq = raw.indexOf('=');
    const name = (eq === -1 ? raw : raw.slice(0, eq)).trim().toLowerCase();
    let v = eq === -1 ? null : raw.slice(eq + 1).trim();
    if (v !== null && v.length >= 2 && v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1);
    // "max-age 31536000" or "max-age:1": a name that is no token makes the whole header invalid.
    if (!TOKEN.test(name)) return { valid: false, problem: 'syntax', directive: raw };
    if (seen.has(name)) return { valid: false, problem: 'duplicate', directive: name };
    seen.set(name, v);
  }
  if (!seen.has('max-age')) return { valid: false, problem: 'noMaxAge', directive: 'max-age' };
  const maxAge = seen.get('max-age') ?? '';
  if (!/^\d+$/.test(maxAge)) return { valid: false, problem: 'badMaxAge', directive: `max-age=${maxAge}` };
  return {
    valid: true,
    // Very large values are legal; browsers clamp them, we only compare against a year.
    maxAge: Number(maxAge),
    includeSubDomains: seen.has('includesubdomains'),
    preload: seen.has('preload'),
  };
}

/**
 * The header value a browser acts on: the first Strict-Transport-Security header, and within it the part
 * before a comma (a proxy that folds repeated headers into one line joins them with ", "). Returns the
 * value and every other value that was sent and is ignored.
 */
export function firstHsts(values: readonly string[]): { first: string; ignored: string[] } | null {
  const all = values.flatMap((v) => v.split(',')).map((v) => v.trim());
  const [first, ...ignored] = all.filter((v) => v !== '');
  if (first === undefined) return all.length > 0 ? { first: '', ignored: [] } : null;
  return { first, ignored };
}
