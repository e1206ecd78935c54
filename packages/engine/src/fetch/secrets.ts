/**
 * Secrets never leave an audit (issue 26): every credential value is masked wherever text leaves the
 * engine (reports, error messages, progress, streamed crawl records). Reports do not show request headers;
 * this is the net under that, for what a site echoes back (a redirect URL carrying a token, a page quoting
 * its own Authorization header).
 */
import type { AuditCredentials } from './credentials.js';

/** What a masked secret reads as. */
export const MASK = '••••••';

/**
 * Values shorter than this are not searched for: masking every "ab" in a report would garble it. The
 * credentials forms say so (a real secret is longer).
 */
export const MIN_SECRET_CHARS = 4;

/** Every value of `credentials` that must not appear in the audit's output, longest first. */
export function secretsOf(credentials: AuditCredentials | null | undefined): string[] {
  if (!credentials) return [];
  const values: string[] = [];
  const addWithParts = (value: string): void => {
    values.push(value);
    // "Bearer <token>": the token alone is the secret too.
    for (const part of value.split(/[\s,;=]+/)) if (part.length >= 8) values.push(part);
  };
  for (const { value } of credentials.headers ?? []) addWithParts(value);
  for (const { value } of credentials.cookies ?? []) addWithParts(value);
  const basic = credentials.basicAuth;
  if (basic) {
    const pair = `${basic.username}:${basic.password}`;
    values.push(basic.password, pair, Buffer.from(pair, 'utf8').toString('base64'));
    values.push(encodeURIComponent(basic.password));
  }
  for (const { entries } of credentials.localStorage ?? []) for (const e of entries) addWithParts(e.value);
  for (const v of [...values]) {
    const encoded = encodeURIComponent(v);
    if (encoded !== v) values.push(encoded);
  }
  const unique = [...new Set(values.map((v) => v.trim()))].filter((v) => v.length >= MIN_SECRET_CHARS);
  return unique.sort((a, b) => b.length - a.length);
}

/** `text` with every secret replaced by MASK. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(MASK);
  return out;
}

/**
 * A copy of a JSON-like value (a Report, a crawl record) with every string masked; the value itself when
 * there is nothing to mask.
 */
export function maskDeep<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return maskSecrets(v, secrets);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object' && !(v instanceof Date) && !Buffer.isBuffer(v)) {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) out[maskSecrets(k, secrets)] = walk(item);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/** The same error with its message masked (in place: its code, class and cause stay). */
export function maskError<E>(err: E, secrets: readonly string[]): E {
  if (secrets.length > 0 && err instanceof Error) {
    const masked = maskSecrets(err.message, secrets);
    if (masked !== err.message) err.message = masked;
    if (err.stack) err.stack = maskSecrets(err.stack, secrets);
    // AuditError.url: the URL being fetched (a redirect target can carry a token).
    const url: unknown = (err as { url?: unknown }).url;
    if (typeof url === 'string' && maskSecrets(url, secrets) !== url)
      Object.defineProperty(err, 'url', { value: maskSecrets(url, secrets) });
  }
  return err;
}
