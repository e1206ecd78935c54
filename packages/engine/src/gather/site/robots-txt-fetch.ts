/** Requests of the robots-txt area: robots.txt files, status checks, and how their responses are read. */
import type { SiteContext, SiteResponse } from './context.js';
import { GOOGLE_ROBOTS_LIMIT, parseRobotsTxt, type RobotsParse } from './robots-txt-parse.js';
import type { FetchSummary, RobotsFile, RobotsPolicy } from './robots-txt-types.js';

/** Kept of a robots.txt: more than Google's 500 KiB so an oversized file is measured, not just cut. */
export const ROBOTS_MAX_BYTES = 600 * 1024;

export function summary(r: SiteResponse): FetchSummary {
  return {
    url: r.url,
    status: r.status,
    error: r.error,
    errorMessage: r.errorMessage,
    contentType: r.contentType,
    redirects: r.redirects,
    finalUrl: r.finalUrl,
    bytes: r.bodyBytes,
    truncated: r.truncated,
  };
}

/** Errors that say nothing about the site: Rankscope refused or gave up before asking. */
const OWN_ERRORS = new Set(['BLOCKED_TARGET', 'INVALID_URL', 'UNSUPPORTED_SCHEME', 'TOO_LARGE']);

/** RFC 9309 §2.3.1 with Google's reading of 429 and redirect loops; see RobotsPolicy. */
export function robotsPolicy(f: FetchSummary): RobotsPolicy {
  if (f.status === null) {
    if (f.error === 'TOO_MANY_REDIRECTS') return 'allow-all';
    const skipped = (f.errorMessage ?? '').startsWith('skipped:');
    return skipped || OWN_ERRORS.has(f.error ?? '') ? 'unknown' : 'disallow-all';
  }
  if (f.status >= 200 && f.status < 300) return 'rules';
  if (f.status === 429 || f.status >= 500) return 'disallow-all';
  return 'allow-all';
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * UTF-8 text of the body without its BOM, cut at `limit` bytes (the part a crawler reads). Like robots.cc,
 * a truncated BOM ("\xEF" or "\xEF\xBB") is skipped as well.
 */
export function decodeText(body: Buffer, limit: number): { text: string; bom: boolean } {
  let skip = 0;
  while (skip < BOM.length && body[skip] === BOM[skip]) skip++;
  const bytes = body.subarray(skip, limit + skip);
  return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), bom: skip > 0 };
}

/** Markup at the start of a body, or an HTML Content-Type over a body with HTML tags. */
export function looksLikeHtml(text: string, contentType: string | null): boolean {
  if (/^\s*<(?:!doctype\s+html|html|head|body|!--)\b/i.test(text)) return true;
  return (
    /html/i.test(contentType ?? '') && /<(?:html|head|body|div|p|a|script|meta)\b/i.test(text.slice(0, 4096))
  );
}

export interface FetchedRobots {
  file: RobotsFile;
  parse: RobotsParse | null;
  html: boolean;
}

/** Reads a robots.txt response already in hand: policy, and when it answered 2xx, the parse. */
export function readRobots(url: string, fetch: FetchSummary, body: Buffer | null): FetchedRobots {
  const policy = robotsPolicy(fetch);
  if (policy !== 'rules') {
    return { file: { url, fetch, policy, text: null, groups: [] }, parse: null, html: false };
  }
  const { text, bom } = decodeText(body ?? Buffer.alloc(0), GOOGLE_ROBOTS_LIMIT);
  const parse = parseRobotsTxt(text, url, bom);
  const html = looksLikeHtml(text, fetch.contentType);
  return { file: { url, fetch, policy, text, groups: parse.groups }, parse, html };
}

/** GET /robots.txt of an origin (redirects followed and recorded) and read it. */
export async function fetchRobots(ctx: SiteContext, origin: string): Promise<FetchedRobots> {
  const url = new URL('/robots.txt', origin).href;
  const res = await ctx.fetch(url, { maxBytes: ROBOTS_MAX_BYTES });
  return readRobots(url, summary(res), res.body);
}

/** Status of a URL without its body: HEAD, then a body-less GET when the server refuses HEAD. */
export async function statusOf(ctx: SiteContext, url: string): Promise<FetchSummary> {
  const head = await ctx.fetch(url, { method: 'HEAD' });
  // 405/501 (and some servers' 403/404 on HEAD only) would misreport a file that GET serves.
  if (head.status !== null && head.status >= 400) {
    const get = await ctx.fetch(url, { method: 'GET', maxBytes: 0 });
    if (get.status !== null) return summary(get);
  }
  return summary(head);
}
