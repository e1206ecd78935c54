/** Options of fetchPage() and their defaults. */
import type { AuditError } from '../errors.js';
import type { PinnedAgent } from './agent.js';
import type { CredentialScope } from './credentials-scope.js';
import { defaultResolve, type ResolvedAddress } from './ssrf.js';

export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Rankscope/0.1 (+https://github.com/rankscope)';

/** Googlebot reads the first 15 MB of an HTML file; we analyse the same amount. */
export const DEFAULT_TRUNCATE_AT_BYTES = 15 * 1024 * 1024;

export interface FetchOptions {
  /** Default false: the SSRF guard is on. */
  allowPrivate?: boolean;
  /**
   * Origins (e.g. 'http://127.0.0.1:4321') exempt from the guard even when allowPrivate is false.
   * For tests that start at a local fixture; every redirect target is checked again on its own.
   */
  trustedOrigins?: string[];
  /** Injectable DNS (tests). Default: dns.promises.lookup(host, { all: true }). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  userAgent?: string;
  /** Extra request headers; they override the defaults (names are case-insensitive). */
  headers?: Record<string, string>;
  method?: 'GET' | 'HEAD';
  /** Default 10. */
  maxRedirects?: number;
  /** Default 10 000. */
  connectTimeoutMs?: number;
  /** Time to response headers once the request is sent. Default 15 000. */
  firstByteTimeoutMs?: number;
  /** Covers DNS, every hop and the body. Default 30 000. */
  totalTimeoutMs?: number;
  /** Decoded bytes kept for analysis. Default 15 MB. */
  truncateAtBytes?: number;
  /** Wire or decoded bytes beyond this abort with TOO_LARGE. Default 4 × truncateAtBytes. */
  hardLimitBytes?: number;
  /** Default true: refuse clearly non-HTML 2xx responses with NOT_HTML. */
  requireHtml?: boolean;
  /** Negotiate HTTP/2 over TLS when the server offers it. Default true. */
  allowH2?: boolean;
  /** Extra certificate authorities to trust (PEM), e.g. an internal CA; the system store stays trusted. */
  ca?: string | Buffer;
  /** Default true. False: the first response is final even when it is a redirect (status probes). */
  followRedirects?: boolean;
  /** Default true. False: stop after the headers; body, transferBytes and bodyBytes stay empty (status probes). */
  readBody?: boolean;
  /**
   * Caller cancellation. Aborting with a TimeoutError reason (AbortSignal.timeout) gives TIMEOUT,
   * any other reason FETCH_FAILED.
   */
  signal?: AbortSignal;
  /**
   * A connection pool shared by many fetches (createFetchAgent), so keep-alive connections are reused
   * from one to the next; its owner closes it. Every hop is still checked and pinned before it is sent.
   * Default: a pool of its own per fetch, closed when the fetch ends.
   */
  agent?: PinnedAgent;
  /**
   * Asked before each redirect is followed (the crawl checks robots.txt here); an AuditError it returns
   * ends the fetch with that error. The first URL is the caller's to vet.
   */
  vetRedirect?: (target: URL) => AuditError | null | Promise<AuditError | null>;
  /**
   * An audit's credentials (createCredentialScope): asked on every hop, so a request carries them only to
   * the credential origins, and the cookies those origins set are kept for the next requests.
   */
  credentials?: CredentialScope;
}

export interface ResolvedOptions {
  allowPrivate: boolean;
  trustedOrigins: Set<string>;
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  headers: Record<string, string>;
  method: 'GET' | 'HEAD';
  maxRedirects: number;
  connectTimeoutMs: number;
  firstByteTimeoutMs: number;
  totalTimeoutMs: number;
  truncateAtBytes: number;
  hardLimitBytes: number;
  requireHtml: boolean;
  allowH2: boolean;
  ca: string | Buffer | undefined;
  followRedirects: boolean;
  readBody: boolean;
  signal: AbortSignal | undefined;
  agent: PinnedAgent | undefined;
  vetRedirect: FetchOptions['vetRedirect'];
  credentials: CredentialScope | undefined;
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

function requestHeaders(
  userAgent: string,
  extra: Record<string, string> | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': userAgent,
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-encoding': 'br, gzip, deflate',
  };
  for (const [name, value] of Object.entries(extra ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

export function resolveOptions(options: FetchOptions): ResolvedOptions {
  const truncateAtBytes = options.truncateAtBytes ?? DEFAULT_TRUNCATE_AT_BYTES;
  return {
    allowPrivate: options.allowPrivate ?? false,
    trustedOrigins: new Set((options.trustedOrigins ?? []).map(originOf)),
    resolve: options.resolve ?? defaultResolve,
    headers: requestHeaders(options.userAgent ?? DEFAULT_USER_AGENT, options.headers),
    method: options.method ?? 'GET',
    maxRedirects: options.maxRedirects ?? 10,
    connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    firstByteTimeoutMs: options.firstByteTimeoutMs ?? 15_000,
    totalTimeoutMs: options.totalTimeoutMs ?? 30_000,
    truncateAtBytes,
    hardLimitBytes: Math.max(options.hardLimitBytes ?? 4 * truncateAtBytes, truncateAtBytes),
    requireHtml: options.requireHtml ?? true,
    allowH2: options.allowH2 ?? true,
    ca: options.ca,
    followRedirects: options.followRedirects ?? true,
    readBody: options.readBody ?? true,
    signal: options.signal,
    agent: options.agent,
    vetRedirect: options.vetRedirect,
    credentials: options.credentials,
  };
}
