/**
 * Addresses as people type them: a bare host ("example.com") is fetched over https:// first and, when
 * https:// cannot connect at all (refused, reset, TLS failure — a dev server or an old site with no
 * certificate), over http://. An HTTP answer of any status over https:// is an answer: no fallback then,
 * and never when the user typed the scheme.
 */
import { isAuditError, type ErrorCode } from '../errors.js';
import type { FetchedPage } from './types.js';
import { fetchPage } from './fetch-page.js';
import type { FetchOptions } from './options.js';
import { hasTypedScheme } from './url.js';

/** Failures that mean "nothing speaks https here", as opposed to a slow or erroring server. */
const NO_HTTPS: ReadonlySet<ErrorCode> = new Set(['CONNECTION_REFUSED', 'CONNECTION_RESET', 'TLS_ERROR']);

export interface SchemeFallback {
  /** The https:// address tried first. */
  tried: string;
  /** Why it failed. */
  code: ErrorCode;
  message: string;
}

export interface TypedFetch {
  fetched: FetchedPage;
  /** The URL audited: `url`, or its http:// form after a fallback. */
  url: string;
  fallback: SchemeFallback | null;
}

/** Fetches `url` (the normalised form of `input`), falling back to http:// for a bare host. */
export async function fetchTyped(input: string, url: string, options: FetchOptions): Promise<TypedFetch> {
  try {
    return { fetched: await fetchPage(url, options), url, fallback: null };
  } catch (err) {
    if (hasTypedScheme(input) || !url.startsWith('https:') || !isAuditError(err) || !NO_HTTPS.has(err.code))
      throw err;
    options.signal?.throwIfAborted();
    const http = new URL(url);
    http.protocol = 'http:';
    // The user named the host, not the scheme: its http:// form is the audited origin now.
    options.credentials?.allow(http.origin);
    const fetched = await fetchPage(http.href, options);
    return { fetched, url: http.href, fallback: { tried: url, code: err.code, message: err.message } };
  }
}
