/**
 * Which requests of a lab run carry an audit's credentials (issue 26), as plain data and pure decisions:
 * the credential origins (the audited page's origin and `credentials.origins`, compared as exact
 * scheme + host + port), the headers sent to them (HTTP Basic as a preemptive `Authorization` header,
 * then the user's headers, which win on a name clash), the cookies for the browser's jar, and the
 * localStorage entries of those origins only. The browser side that applies them is credential-cdp.ts.
 * Nothing here logs or throws a value: the values are secrets.
 */
import type { AuditCredentials } from '../fetch/credentials.js';

export interface Header {
  name: string;
  value: string;
}

export interface CredentialScope {
  /** Exact origins ('https://example.com', 'http://127.0.0.1:4321') that receive the credentials. */
  origins: ReadonlySet<string>;
  /** Headers added to every request to those origins. */
  headers: readonly Header[];
  /**
   * Cookies added to the Cookie header of every request to those origins (not put in the browser's jar:
   * the jar scopes by host, not port, and sent them to every port of the audited host).
   */
  cookies: ReadonlyArray<{ name: string; value: string }>;
  /** localStorage entries, only for credential origins. */
  localStorage: ReadonlyArray<{ origin: string; entries: ReadonlyArray<{ name: string; value: string }> }>;
}

/** The origin of an http(s) URL, or null (other schemes, invalid URLs, opaque origins). */
export function httpOrigin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

// RFC 9110 token for names; values: no CR, LF or NUL (a header injection otherwise).
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * Framing and hop-by-hop headers, which are no credential: Chromium refuses a request given any of them
 * (measured on Chromium 156: the request then went without every added header), so they are left out
 * and the others still go.
 */
const REFUSED =
  /^(?:host|content-length|connection|keep-alive|te|trailer|transfer-encoding|upgrade|expect|cookie2|proxy-.*)$/i;
const validHeader = (h: Header): boolean =>
  HEADER_NAME.test(h.name) && !REFUSED.test(h.name) && !/[\r\n\0]/.test(h.value);

/**
 * The scope of `credentials` for a lab run of `pageUrl`, or null when there is nothing to send (no
 * credentials, or only empty parts). Invalid origins and malformed headers are left out.
 */
export function credentialScope(
  pageUrl: string,
  credentials: AuditCredentials | null | undefined,
): CredentialScope | null {
  if (!credentials) return null;
  const page = httpOrigin(pageUrl);
  if (page === null) return null;
  const origins = new Set<string>([page]);
  for (const extra of credentials.origins ?? []) {
    const origin = httpOrigin(extra);
    if (origin !== null) origins.add(origin);
  }
  const byName = new Map<string, Header>();
  const basic = credentials.basicAuth;
  if (basic) {
    const token = Buffer.from(`${basic.username}:${basic.password}`, 'utf8').toString('base64');
    byName.set('authorization', { name: 'Authorization', value: `Basic ${token}` });
  }
  for (const h of credentials.headers ?? []) {
    if (validHeader(h)) byName.set(h.name.toLowerCase(), { name: h.name, value: h.value });
  }
  const cookies = (credentials.cookies ?? []).filter(
    (c) => c.name !== '' && !/[;=\s\0]/.test(c.name) && !/[;\r\n\0]/.test(c.value),
  );
  const localStorage = (credentials.localStorage ?? [])
    .map((s) => ({ origin: httpOrigin(s.origin), entries: s.entries }))
    .filter(
      (s): s is { origin: string; entries: Array<{ name: string; value: string }> } =>
        s.origin !== null && origins.has(s.origin) && s.entries.length > 0,
    );
  const headers = [...byName.values()];
  if (headers.length === 0 && cookies.length === 0 && localStorage.length === 0) return null;
  return { origins, headers, cookies, localStorage };
}

/** Whether `url` is on one of the scope's origins (exact scheme, host and port). */
export function isCredentialOrigin(url: string, scope: CredentialScope): boolean {
  const origin = httpOrigin(url);
  return origin !== null && scope.origins.has(origin);
}

/** The `name=value` pairs of a Cookie header, as written. */
function cookiePairs(header: string): string[] {
  return header
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
const cookieName = (pair: string): string => pair.slice(0, Math.max(0, pair.indexOf('='))).trim();

/**
 * The headers a paused request should go on with, or null to let it go on unchanged. To a credential
 * origin: its own headers with the credential headers set (replacing any of the same name) and the
 * credential cookies added to its Cookie header (a cookie the site set meanwhile, of the same name, wins:
 * a signed-in browser keeps the site's newer value). Anywhere else: its own headers without any header
 * or cookie carrying one of the credential values (a request that inherited them, e.g. the hop of a
 * redirect to another origin), or null when it carries none.
 */
export function headersForRequest(
  url: string,
  requestHeaders: Readonly<Record<string, string>>,
  scope: CredentialScope,
): Header[] | null {
  const own = Object.entries(requestHeaders).map(([name, value]) => ({ name, value }));
  const isCookie = (h: Header): boolean => h.name.toLowerCase() === 'cookie';
  if (isCredentialOrigin(url, scope)) {
    if (scope.headers.length === 0 && scope.cookies.length === 0) return null;
    const replaced = new Set(scope.headers.map((h) => h.name.toLowerCase()));
    const out = own.filter((h) => !replaced.has(h.name.toLowerCase()) && !isCookie(h));
    out.push(...scope.headers);
    const jar = own.filter(isCookie).flatMap((h) => cookiePairs(h.value));
    const present = new Set(jar.map(cookieName));
    const added = scope.cookies.filter((c) => !present.has(c.name)).map((c) => `${c.name}=${c.value}`);
    const cookie = [...jar, ...added];
    if (cookie.length > 0) out.push({ name: 'Cookie', value: cookie.join('; ') });
    return out;
  }
  const secret = (h: Header): boolean =>
    scope.headers.some((s) => s.name.toLowerCase() === h.name.toLowerCase() && s.value === h.value);
  const ours = new Set(scope.cookies.map((c) => `${c.name}=${c.value}`));
  const inherited = (pair: string): boolean => ours.has(pair);
  const carries = own.some((h) => secret(h) || (isCookie(h) && cookiePairs(h.value).some(inherited)));
  if (!carries) return null;
  return own.flatMap((h) => {
    if (secret(h)) return [];
    if (!isCookie(h)) return [h];
    const kept = cookiePairs(h.value).filter((p) => !inherited(p));
    return kept.length > 0 ? [{ name: h.name, value: kept.join('; ') }] : [];
  });
}
