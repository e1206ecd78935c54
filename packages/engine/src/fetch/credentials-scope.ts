/**
 * Where an audit's credentials may go (issue 26): the credential origins are the audited URL's origin
 * and `credentials.origins`. The https:// form of an http:// credential origin is one too (a site that
 * upgrades http → https on the same host keeps its credentials: the upgrade only makes the channel safer);
 * the reverse never holds, so an https:// audit never sends its secrets over plain http://. fetchPage()
 * asks the scope on every hop, so a redirect to another origin drops the credentials and a redirect back
 * to a credential origin carries them again.
 *
 * Cookies a credential origin sets (Set-Cookie) are kept in a jar (tough-cookie: domain, path, Secure and
 * expiry per RFC 6265) and sent on later requests, so a session cookie issued by the first page keeps
 * working for the probes, the site phase and the crawl. Nothing of it is ever written anywhere.
 */
import { CookieJar } from 'tough-cookie';
import type { AuditCredentials } from './credentials.js';
import { secretsOf } from './secrets.js';

export interface CredentialScope {
  /** Whether a request to `url` carries the credentials. */
  covers(url: URL): boolean;
  /** The credential headers for a request to `url` (lower-case names); empty outside the scope. */
  headersFor(url: URL): Promise<Record<string, string>>;
  /** Keeps the cookies a response from `url` sets, when `url` is in the scope. */
  remember(url: URL, setCookie: string | string[] | undefined): Promise<void>;
  /** Adds an origin: the http:// form of a bare host audited over http:// because https:// could not connect. */
  allow(origin: string): void;
  /** The values to mask wherever text leaves the audit (maskSecrets). */
  readonly secrets: readonly string[];
}

/** Headers a caller may not set: they belong to the connection or to the fetcher. */
const RESERVED = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-connection',
]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const COOKIE_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Cookie values per RFC 6265 §4.1.1 (cookie-octet), optionally quoted.
const COOKIE_VALUE =
  /^(?:"[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*"|[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*)$/;
// Field values: visible characters, spaces and tabs (no CR, LF or NUL: no header injection).
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** A credential that cannot be sent. The message names what is wrong, never the value. */
export class CredentialsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialsError';
  }
}

/** Checks the credentials can be sent as they are; throws CredentialsError (without the values) if not. */
export function validateCredentials(credentials: AuditCredentials): void {
  for (const { name, value } of credentials.headers ?? []) {
    // An invalid name is not quoted: a header typed without its colon is all value.
    if (!TOKEN.test(name))
      throw new CredentialsError("A header name may hold letters, digits and !#$%&'*+-.^_`|~ only.");
    if (RESERVED.has(name.toLowerCase()))
      throw new CredentialsError(`The ${name} header cannot be set: the connection sets it.`);
    if (!FIELD_VALUE.test(value))
      throw new CredentialsError(`The value of the ${name} header has characters a header cannot hold.`);
  }
  for (const { name, value } of credentials.cookies ?? []) {
    if (!COOKIE_NAME.test(name))
      throw new CredentialsError("A cookie name may hold letters, digits and !#$%&'*+-.^_`|~ only.");
    if (!COOKIE_VALUE.test(value))
      throw new CredentialsError(
        `The value of the ${name} cookie has characters a cookie cannot hold (spaces, quotes, commas, semicolons).`,
      );
  }
  const basic = credentials.basicAuth;
  if (basic) {
    if (basic.username.includes(':'))
      throw new CredentialsError('A Basic auth user name cannot contain ":".');
    if (!FIELD_VALUE.test(basic.username) || !FIELD_VALUE.test(basic.password))
      throw new CredentialsError('The Basic auth user name or password has control characters.');
  }
  for (const origin of credentials.origins ?? []) credentialOrigin(origin);
}

/** An origin as typed, shown in an error without control characters (an origin is not a secret). */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters never reach an error message
  return text.replace(/[\x00-\x1f\x7f]/g, '?').slice(0, 100);
}

/** The origin of an `--auth-origin` value (http or https only). */
export function credentialOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new CredentialsError(`"${printable(value)}" is not an origin like https://api.example.com.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CredentialsError(`"${printable(value)}" is not an http:// or https:// origin.`);
  if (url.username !== '' || url.password !== '')
    throw new CredentialsError('An origin cannot hold a user name or password: use --auth.');
  return url.origin;
}

/** The origins a credential origin covers: itself and, for http://, its https:// upgrade on the same host. */
function withUpgrade(origin: string): string[] {
  const url = new URL(origin);
  if (url.protocol !== 'http:') return [origin];
  // Port 80 becomes https's default 443; any other port stays as it is.
  const upgraded = new URL(origin);
  upgraded.protocol = 'https:';
  if (url.port === '') upgraded.port = '';
  return [origin, upgraded.origin];
}

/**
 * The scope of `credentials` for an audit of `auditedUrl` (the URL as requested, before any redirect).
 * Throws CredentialsError when a credential cannot be sent.
 */
export function createCredentialScope(auditedUrl: string, credentials: AuditCredentials): CredentialScope {
  validateCredentials(credentials);
  const origins = new Set<string>();
  const add = (origin: string): void => withUpgrade(origin).forEach((o) => origins.add(o));
  add(new URL(auditedUrl).origin);
  for (const origin of credentials.origins ?? []) add(credentialOrigin(origin));

  const fixed: Record<string, string> = {};
  const basic = credentials.basicAuth;
  if (basic) {
    const token = Buffer.from(`${basic.username}:${basic.password}`, 'utf8').toString('base64');
    fixed.authorization = `Basic ${token}`;
  }
  // The user's own headers come last: an explicit Authorization header wins over --auth.
  for (const { name, value } of credentials.headers ?? []) fixed[name.toLowerCase()] = value;
  const userCookies = (credentials.cookies ?? []).map(({ name, value }) => ({ name, value }));
  // A Cookie header given with --header joins the cookies rather than replacing them.
  const headerCookie = fixed.cookie;
  delete fixed.cookie;
  const jar = new CookieJar();

  const covers = (url: URL): boolean => origins.has(url.origin);
  return {
    covers,
    async headersFor(url) {
      if (!covers(url)) return {};
      const fromSite = await jar.getCookies(url.href);
      // What the site set since is newer than what the user passed: a rotated session wins.
      const names = new Set(fromSite.map((c) => c.key));
      const pairs = [
        ...userCookies.filter((c) => !names.has(c.name)).map((c) => `${c.name}=${c.value}`),
        ...(headerCookie ? [headerCookie] : []),
        ...fromSite.map((c) => c.cookieString()),
      ];
      return pairs.length > 0 ? { ...fixed, cookie: pairs.join('; ') } : { ...fixed };
    },
    async remember(url, setCookie) {
      if (setCookie === undefined || !covers(url)) return;
      for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
        // A cookie the jar refuses (another domain, a public suffix) is simply not kept, as in a browser.
        await jar.setCookie(line, url.href, { ignoreError: true });
      }
    },
    allow(origin) {
      add(new URL(origin).origin);
    },
    secrets: secretsOf(credentials),
  };
}
