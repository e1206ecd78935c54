/**
 * postSafe(): a small POST to a URL a user gave (monitor alerts: Slack incoming webhooks, generic
 * webhooks) through the same SSRF guard as audits. Every hop is resolved, checked and pinned before
 * anything is sent; 307/308 redirects (which keep the method and body) are followed and re-checked;
 * other redirects are answers (a webhook is not re-sent as a GET). The answer's body is read up to a cap
 * and the whole exchange up to a time limit.
 */
import { request } from 'undici';
import { AuditError } from '../errors.js';
import { createPinnedAgent } from './agent.js';
import { toAuditError } from './map-error.js';
import { checkHost, defaultResolve, type Resolver } from './ssrf.js';
import { assertFetchableUrl } from './url.js';

export interface PostOptions {
  /** Default false: private, loopback, link-local and metadata addresses are refused. */
  allowPrivate?: boolean;
  /**
   * Origins exempt from the guard even when allowPrivate is false (tests that start at a local server);
   * every redirect target is checked again on its own.
   */
  trustedOrigins?: string[];
  /** Injectable DNS (tests). */
  resolve?: Resolver;
  headers?: Record<string, string>;
  /** Covers DNS, every hop and the answer's body. Default 10 000. */
  timeoutMs?: number;
  /** Bytes of the answer's body kept; the rest is not read (the connection is closed). Default 64 KiB. */
  maxResponseBytes?: number;
  /** 307/308 hops followed at most. Default 3. */
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface PostAnswer {
  status: number;
  headers: Record<string, string>;
  /** The answer's body as text, cut at maxResponseBytes. */
  body: string;
  /** The URL that answered (after redirects). */
  url: string;
}

const KEEP_METHOD_REDIRECTS = new Set([307, 308]);

/**
 * POSTs `body` to `url`. Throws an AuditError: INVALID_URL / UNSUPPORTED_SCHEME, BLOCKED_TARGET (the
 * first URL or a redirect target is not public), DNS_FAILURE, TIMEOUT, TOO_MANY_REDIRECTS, or another
 * network code; any HTTP status is an answer.
 */
export async function postSafe(input: string, body: string, options: PostOptions = {}): Promise<PostAnswer> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxResponseBytes ?? 64 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const resolve = options.resolve ?? defaultResolve;
  const trusted = new Set((options.trustedOrigins ?? []).map((o) => new URL(o).origin));
  const totalSignal = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, totalSignal]) : totalSignal;
  const pinned = createPinnedAgent(
    { connectTimeoutMs: timeoutMs, firstByteTimeoutMs: timeoutMs, bodyTimeoutMs: timeoutMs },
    false,
  );
  let current = parse(input, input);
  try {
    for (let hops = 0; ; hops++) {
      const guard = options.allowPrivate !== true && !trusted.has(current.origin);
      pinned.pin(await checkHost(current, guard, resolve, signal));
      const res = await request(current, {
        dispatcher: pinned.agent,
        method: 'POST',
        headers: options.headers ?? {},
        body,
        signal,
      });
      const location = headerValue(res.headers.location);
      if (KEEP_METHOD_REDIRECTS.has(res.statusCode) && location !== '') {
        await res.body.dump().catch(() => undefined);
        if (hops >= maxRedirects) {
          throw new AuditError('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects from ${input}.`, {
            url: current.href,
          });
        }
        current = parse(location, location, current);
        continue;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) headers[name] = headerValue(value);
      return {
        status: res.statusCode,
        headers,
        body: await readCapped(res.body, maxBytes),
        url: current.href,
      };
    }
  } catch (err) {
    if (err instanceof AuditError) throw err;
    throw toAuditError(err, {
      url: current.href,
      connectTimeoutMs: timeoutMs,
      firstByteTimeoutMs: timeoutMs,
      totalTimeoutMs: timeoutMs,
      totalTimedOut: totalSignal.aborted,
      cancelled: options.signal?.aborted === true ? { reason: options.signal.reason } : null,
    });
  } finally {
    pinned.close();
  }
}

function parse(value: string, shown: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch (err) {
    throw new AuditError('INVALID_URL', `"${shown.slice(0, 200)}" is not a valid URL.`, {
      url: shown,
      cause: err,
    });
  }
  assertFetchableUrl(url, shown);
  url.hash = '';
  return url;
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();
}

async function readCapped(
  stream: AsyncIterable<Buffer> & { destroy(): void },
  maxBytes: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.byteLength;
    if (size >= maxBytes) {
      // Enough: the rest is never received.
      stream.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}
