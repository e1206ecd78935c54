/**
 * Set-Cookie parsing (RFC 6265bis §5.6): the name=value pair up to the first ';', then attributes whose
 * names are case-insensitive. Only what the cookie-flags check judges is kept.
 */

export interface SetCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  /** SameSite as written (lower case: strict, lax, none, or an unknown value); null when absent. */
  sameSite: string | null;
  /** Max-Age in seconds (null when absent or not a number). */
  maxAge: number | null;
  /** Expires as epoch ms (null when absent or unparsable). */
  expires: number | null;
  /** The header line as served, for the report. */
  raw: string;
}

/**
 * A proxy that folds repeated Set-Cookie headers into one line joins them with ", ". Split there, but not
 * inside an Expires date ("Expires=Wed, 21 Oct 2026 07:28:00 GMT"): a new cookie starts with "name=".
 */
export function splitSetCookie(values: readonly string[]): string[] {
  return values
    .flatMap((v) => v.split(/,\s*(?=[!#$%&'*+\-.^_`|~0-9A-Za-z]+=)/))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...attrs] = line.split(';');
  const eq = pair.indexOf('=');
  // A pair without '=' is a cookie with an empty name and that value (RFC 6265bis 5.6 step 4).
  const name = eq === -1 ? '' : pair.slice(0, eq).trim();
  const cookie: SetCookie = {
    name,
    secure: false,
    httpOnly: false,
    sameSite: null,
    maxAge: null,
    expires: null,
    raw: line,
  };
  for (const attr of attrs) {
    const i = attr.indexOf('=');
    const key = (i === -1 ? attr : attr.slice(0, i)).trim().toLowerCase();
    const value = i === -1 ? '' : attr.slice(i + 1).trim();
    if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'samesite') cookie.sameSite = value.toLowerCase();
    else if (key === 'max-age' && /^-?\d+$/.test(value)) cookie.maxAge = Number(value);
    else if (key === 'expires' && Number.isFinite(Date.parse(value))) cookie.expires = Date.parse(value);
  }
  return cookie;
}

/** A Set-Cookie that removes the cookie (logout, consent reset): nothing is stored, so no flag matters. */
export function isDeletion(cookie: SetCookie, now: number): boolean {
  // Max-Age wins over Expires when both are present (RFC 6265bis 5.7).
  if (cookie.maxAge !== null) return cookie.maxAge <= 0;
  return cookie.expires !== null && cookie.expires <= now;
}

/**
 * Names that carry a login or session: script access to them (no HttpOnly) or sending them over HTTP
 * (no Secure) hands the account over. CSRF tokens are excluded: the double-submit pattern needs script
 * access (Angular's XSRF-TOKEN, Laravel's XSRF-TOKEN).
 */
const SESSION_LIKE = [
  /sess/, // session, sessionid, PHPSESSID, JSESSIONID, laravel_session, ASP.NET_SessionId
  /(^|[^a-z])sid([^a-z]|$)|sid$/, // sid, connect.sid, __Host-sid
  /token/,
  /auth(?!or)/, // auth, authToken, oauth (but not author)
  /jwt/,
  /login|logged_?in|signin/, // wordpress_logged_in_…
  /remember/, // remember_me, remember_web_…
  /identity|aspnetcore\.cookies/, // ASP.NET Core Identity and cookie authentication
];
const CSRF = /csrf|xsrf/;

export function isSessionLike(name: string): boolean {
  const n = name.toLowerCase();
  return !CSRF.test(n) && SESSION_LIKE.some((re) => re.test(n));
}
