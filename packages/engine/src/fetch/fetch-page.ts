/**
 * fetchPage(): the safe fetch of the audited URL. Redirects are followed by hand so each hop is
 * recorded and re-checked by the SSRF guard before anything is sent to it.
 */
import { request } from 'undici';
import { AuditError } from '../errors.js';
import type { FetchedPage, RedirectHop } from './types.js';
import { createPinnedAgent, type PinnedAgent } from './agent.js';
import { toAuditError } from './map-error.js';
import { resolveOptions, type FetchOptions, type ResolvedOptions } from './options.js';
import { discardBody, finalResponse, round1, type Response, type Run } from './response.js';
import { checkHost } from './ssrf.js';
import { assertFetchableUrl, normalizeAuditUrl } from './url.js';

/** The statuses the Fetch standard follows; other 3xx (300, 304…) are final responses. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

async function sendHop(run: Run, url: URL): Promise<Response> {
  const { opts } = run;
  const guard = !opts.allowPrivate && !opts.trustedOrigins.has(url.origin);
  run.pinned.pin(await checkHost(url, guard, opts.resolve, run.signal));
  // Per hop: a redirect to another origin goes without the credentials (credentials-scope.ts).
  const credentials = opts.credentials ? await opts.credentials.headersFor(url) : {};
  const res = await request(url, {
    dispatcher: run.pinned.agent,
    method: opts.method,
    headers: { ...opts.headers, ...credentials },
    signal: run.signal,
  });
  // Before the next hop: a login step answers with its session cookie and a redirect.
  await opts.credentials?.remember(url, res.headers['set-cookie']);
  return res;
}

function redirectTarget(location: string, from: URL): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch (err) {
    throw new AuditError('FETCH_FAILED', `${from.href} redirects to an invalid URL: "${location}".`, {
      url: from.href,
      cause: err,
    });
  }
  assertFetchableUrl(next, location);
  next.hash = '';
  return next;
}

export async function fetchPage(input: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const opts = resolveOptions(options);
  const requestedUrl = normalizeAuditUrl(input);
  const totalSignal = AbortSignal.timeout(opts.totalTimeoutMs);
  const signal = opts.signal === undefined ? totalSignal : AbortSignal.any([opts.signal, totalSignal]);
  const pinned = opts.agent ?? agentFor(opts);
  const run: Run = {
    opts,
    signal,
    pinned,
    startedAt: performance.now(),
    fetchedAt: Date.now(),
    requestedUrl,
    current: new URL(requestedUrl),
  };
  try {
    return await followRedirects(run);
  } catch (err) {
    throw toAuditError(err, {
      url: run.current.href,
      connectTimeoutMs: opts.connectTimeoutMs,
      firstByteTimeoutMs: opts.firstByteTimeoutMs,
      totalTimeoutMs: opts.totalTimeoutMs,
      cancelled: opts.signal?.aborted === true ? { reason: opts.signal.reason } : null,
      totalTimedOut: totalSignal.aborted,
    });
  } finally {
    if (pinned !== opts.agent) pinned.close();
  }
}

function agentFor(opts: ResolvedOptions): PinnedAgent {
  return createPinnedAgent(
    {
      connectTimeoutMs: opts.connectTimeoutMs,
      firstByteTimeoutMs: opts.firstByteTimeoutMs,
      bodyTimeoutMs: opts.totalTimeoutMs,
    },
    opts.allowH2,
    opts.ca,
  );
}

/**
 * A connection pool for many fetchPage() calls (FetchOptions.agent), with the timeouts and TLS settings
 * of `options`; the caller closes it when done.
 */
export function createFetchAgent(options: FetchOptions = {}): PinnedAgent {
  return agentFor(resolveOptions(options));
}

async function followRedirects(run: Run): Promise<FetchedPage> {
  const redirects: RedirectHop[] = [];
  const visited = [run.current.href];
  for (;;) {
    const hopStart = performance.now();
    const res = await sendHop(run, run.current);
    const headersAt = performance.now();
    const location = res.headers.location;
    const target = Array.isArray(location) ? location[0] : location;
    const isRedirect = REDIRECT_STATUSES.has(res.statusCode) && target !== undefined && target.trim() !== '';
    if (!isRedirect || !run.opts.followRedirects) {
      return finalResponse(run, res, redirects, { hopStart, headersAt });
    }
    await discardBody(res);
    redirects.push({
      url: run.current.href,
      status: res.statusCode,
      location: target,
      timeMs: round1(headersAt - hopStart),
    });
    const next = redirectTarget(target.trim(), run.current);
    if (visited.includes(next.href)) {
      throw new AuditError('TOO_MANY_REDIRECTS', `Redirect loop: ${[...visited, next.href].join(' → ')}`, {
        url: run.current.href,
      });
    }
    if (redirects.length > run.opts.maxRedirects) {
      throw new AuditError(
        'TOO_MANY_REDIRECTS',
        `Too many redirects: more than ${run.opts.maxRedirects} starting at ${run.requestedUrl}.`,
        { url: run.current.href },
      );
    }
    const refusal = (await run.opts.vetRedirect?.(next)) ?? null;
    if (refusal !== null) throw refusal;
    visited.push(next.href);
    run.current = next;
  }
}
