/**
 * Turning what a user typed into the URL we audit, and validating every URL we are about to request
 * (the first one and each redirect target).
 */
import { isIP } from 'node:net';
import { AuditError } from '../errors.js';
import { bareHostname } from './ssrf.js';

const HAS_AUTHORITY_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** "example.com:8080/x" looks like scheme "example.com:" to a URL parser: it is a host and port. */
const HOST_AND_PORT = /^[^\s/:?#@]+:\d+(?:[/?#]|$)/;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function invalid(input: string, why?: string): AuditError {
  const shown = input.length > 200 ? `${input.slice(0, 200)}…` : input;
  return new AuditError(
    'INVALID_URL',
    `"${shown}" is not a valid URL${why === undefined ? '.' : `: ${why}.`}`,
    {
      url: input,
    },
  );
}

function withScheme(input: string): string {
  if (HAS_AUTHORITY_SCHEME.test(input)) return input;
  if (input.startsWith('//')) return `https:${input}`;
  if (HOST_AND_PORT.test(input)) return `https://${input}`;
  if (ANY_SCHEME.test(input)) return input; // mailto:, javascript:, data:… refused below
  return `https://${input}`;
}

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

/** WHATWG URL already lower-cases, punycodes and rejects forbidden code points; check DNS shape. */
function isValidDomain(hostname: string): boolean {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (name.length === 0 || name.length > 253) return false;
  return name.split('.').every((label) => LABEL.test(label));
}

/**
 * Check a parsed URL can be requested: http(s), no credentials, a valid host. `shown` is the text
 * used in messages (what the user typed, or the redirect Location).
 */
export function assertFetchableUrl(url: URL, shown: string): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuditError(
      'UNSUPPORTED_SCHEME',
      `Only http:// and https:// URLs can be audited; "${shown}" uses ${url.protocol}`,
      { url: shown },
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw invalid(shown, 'URLs with credentials (user:password@) are not accepted');
  }
  const host = bareHostname(url.hostname);
  if (isIP(host) === 0 && !isValidDomain(host)) throw invalid(shown, `"${host}" is not a valid host name`);
}

/**
 * True when the user typed the scheme ("http://…", "https://…"). A bare host ("example.com",
 * "localhost:3000/x") gets https:// assumed, and may be retried over http:// (see scheme-fallback.ts).
 */
export function hasTypedScheme(input: string): boolean {
  const trimmed = input.trim();
  return HAS_AUTHORITY_SCHEME.test(trimmed) || (!HOST_AND_PORT.test(trimmed) && ANY_SCHEME.test(trimmed));
}

/** Normalise user input into an absolute http(s) URL without fragment. */
export function normalizeAuditUrl(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') throw invalid(input, 'it is empty');
  let url: URL;
  try {
    url = new URL(withScheme(trimmed));
  } catch (err) {
    throw new AuditError('INVALID_URL', invalid(trimmed).message, { url: trimmed, cause: err });
  }
  assertFetchableUrl(url, trimmed);
  url.hash = '';
  return url.href;
}
