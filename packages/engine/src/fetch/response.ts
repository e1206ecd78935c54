/**
 * The final (non-redirect) response of fetchPage(): refuse what cannot be audited, read the body
 * within the limits, and assemble the FetchedPage.
 */
import { STATUS_CODES } from 'node:http';
import type { Dispatcher } from 'undici';
import { AuditError } from '../errors.js';
import type { FetchedPage, RedirectHop } from './types.js';
import type { PinnedAgent } from './agent.js';
import { formatMegabytes, readBody, type BodyResult } from './body.js';
import type { ResolvedOptions } from './options.js';
import { classifyContentType, mimeEssence, sniffedNotHtml } from './sniff.js';

export type Response = Dispatcher.ResponseData;

/** State of one fetchPage() call. */
export interface Run {
  opts: ResolvedOptions;
  signal: AbortSignal;
  pinned: PinnedAgent;
  startedAt: number;
  /** Epoch ms when the fetch started. */
  fetchedAt: number;
  requestedUrl: string;
  /** URL of the hop in flight, for error messages. */
  current: URL;
}

export const round1 = (ms: number): number => Math.round(ms * 10) / 10;

/** Header names lower-cased (undici already does), repeated values kept in order, h2 pseudo-headers dropped. */
export function normalizeHeaders(raw: Response['headers']): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || name.startsWith(':')) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? [...value] : [value];
  }
  return out;
}

function lastHeader(headers: Record<string, string[]>, name: string): string | null {
  return headers[name]?.at(-1) ?? null;
}

export async function discardBody(res: Response): Promise<void> {
  try {
    await res.body.dump();
  } catch {
    // A redirect's body is never used; a failure here surfaces on the next hop if it matters.
  }
}

/**
 * Body errors reach us through its iteration; this listener only keeps undici's destroy(), which it
 * reports as an 'error' event, from becoming an uncaught exception when we stop reading early.
 */
function ignoreStrayErrors(res: Response): void {
  res.body.on('error', () => undefined);
}

function notHtml(url: string, what: string): AuditError {
  return new AuditError('NOT_HTML', `The URL returned ${what}, not an HTML page.`, { url });
}

/** Refuse before reading a body that cannot be audited: clearly non-HTML, or declared too large. */
function precheck(run: Run, res: Response, contentType: string | null, checkHtml: boolean): void {
  const url = run.current.href;
  if (checkHtml && classifyContentType(contentType) === 'not-html') {
    throw notHtml(url, `${mimeEssence(contentType)} content`);
  }
  const declared = Number(res.headers['content-length']);
  if (
    run.opts.method !== 'HEAD' &&
    run.opts.readBody &&
    Number.isFinite(declared) &&
    declared > run.opts.hardLimitBytes
  ) {
    throw new AuditError(
      'TOO_LARGE',
      `The page is larger than ${formatMegabytes(run.opts.hardLimitBytes)} (Content-Length: ${declared}).`,
      { url },
    );
  }
}

const EMPTY_BODY: BodyResult = {
  body: Buffer.alloc(0),
  transferBytes: 0,
  bodyBytes: 0,
  truncated: false,
  decodeError: null,
};

export async function finalResponse(
  run: Run,
  res: Response,
  redirects: RedirectHop[],
  t: { hopStart: number; headersAt: number },
): Promise<FetchedPage> {
  const { opts } = run;
  const url = run.current.href;
  const headers = normalizeHeaders(res.headers);
  const contentType = lastHeader(headers, 'content-type');
  const contentEncoding = headers['content-encoding']?.join(', ') ?? null;
  const checkHtml = opts.requireHtml && res.statusCode >= 200 && res.statusCode < 300;
  ignoreStrayErrors(res);
  const wantBody = opts.method !== 'HEAD' && opts.readBody;
  let body: BodyResult = EMPTY_BODY;
  try {
    precheck(run, res, contentType, checkHtml);
    if (wantBody) body = await readBody(res.body, contentEncoding, opts, url);
    else if (opts.method === 'HEAD') await discardBody(res);
    else res.body.destroy(); // status probe: closing beats downloading a body nobody reads
  } catch (err) {
    res.body.destroy();
    throw err;
  }
  const doneAt = performance.now();
  if (checkHtml && wantBody && classifyContentType(contentType) === 'sniff') {
    const what = sniffedNotHtml(contentType, body.body);
    const served = contentType === null ? 'no Content-Type' : `Content-Type ${mimeEssence(contentType)}`;
    if (what !== null) throw notHtml(url, `${what} (${served})`);
  }
  return {
    requestedUrl: run.requestedUrl,
    finalUrl: url,
    status: res.statusCode,
    statusText: res.statusText || (STATUS_CODES[res.statusCode] ?? ''),
    redirects,
    headers,
    contentType,
    httpVersion: run.pinned.httpVersion(run.current.origin),
    timings: {
      ttfbMs: round1(t.headersAt - t.hopStart),
      downloadMs: round1(doneAt - t.headersAt),
      totalMs: round1(doneAt - run.startedAt),
    },
    transferBytes: body.transferBytes,
    bodyBytes: body.bodyBytes,
    body: body.body,
    truncated: body.truncated,
    contentEncoding,
    fetchedAt: run.fetchedAt,
  };
}
