/**
 * Fetching one image (og:image, favicon, touch icon) and measuring it from its own bytes: what a preview
 * scraper or browser would get. Never throws: an unreachable image is recorded with its error code, and
 * dimensions that cannot be read are recorded as unknown with the reason.
 */
import { imageSize } from 'image-size';
import { mimeEssence } from '../../fetch/index.js';
import type { SiteContext, SiteResponse } from './context.js';

export interface FetchedImage {
  /** The absolute URL requested. */
  url: string;
  /** Final status (redirects followed); null when no response came (see error). */
  status: number | null;
  /**
   * Error code when no response came (DNS_FAILURE, TIMEOUT, BLOCKED_TARGET…); 'SKIPPED' when the phase's
   * time budget ran out before the request started or cut it short (the image's state is then unknown).
   */
  error: string | null;
  finalUrl: string;
  /** Statuses of the redirect hops followed, in order. */
  redirects: number[];
  /** MIME essence of the Content-Type, lower case; null when absent. */
  contentType: string | null;
  /** File size: Content-Length (uncompressed responses), else the bytes read; null when unknown. */
  bytes: number | null;
  /** Pixel size read from the bytes (ICO: its largest entry; SVG: its width/height or viewBox). */
  width: number | null;
  height: number | null;
  /** Format recognised in the bytes by image-size ('png', 'jpg', 'ico', 'svg', 'webp'…), null when none. */
  format: string | null;
  /** Why width/height are null: not downloaded, no response, or what the image parser reported. */
  dimensionsError: string | null;
}

export const IMAGE_MAX_BYTES = 1024 * 1024;
// Neutral: a scraper asks for any image; a browser-like list could make a CDN negotiate a format for us only.
const ACCEPT = { accept: 'image/*,*/*;q=0.8' };

/** The size of the file as served; Content-Length counts encoded bytes, so only uncompressed bodies use it. */
function fileBytes(res: SiteResponse): number | null {
  const declared = res.headers['content-length']?.at(-1);
  if (declared !== undefined && /^\d+$/.test(declared.trim()) && res.contentEncoding === null) {
    return Number(declared);
  }
  return res.body !== null ? res.bodyBytes : null;
}

type Measured = Pick<FetchedImage, 'width' | 'height' | 'format' | 'dimensionsError'>;

/** Pixel size from the bytes; a truncated or corrupt file yields the parser's error instead of a guess. */
export function measure(body: Buffer, truncated: boolean): Measured {
  const unknown = (dimensionsError: string): Measured => ({
    width: null,
    height: null,
    format: null,
    dimensionsError,
  });
  if (body.length === 0) return unknown('empty body');
  const read = truncated ? ` (only the first ${body.length} bytes were read)` : '';
  try {
    const size = imageSize(body);
    const format = size.type ?? null;
    if (!(size.width > 0 && size.height > 0)) {
      return { ...unknown(`no pixel size in the ${format ?? 'image'} file${read}`), format };
    }
    return { width: size.width, height: size.height, format, dimensionsError: null };
  } catch (err) {
    // image-size throws TypeError for unknown formats and RangeError past the end of a cut-off file.
    return unknown(`${err instanceof Error ? err.message : String(err)}${read}`);
  }
}

function summary(url: string, res: SiteResponse): FetchedImage {
  return {
    url,
    status: res.status,
    error: res.error,
    finalUrl: res.finalUrl,
    redirects: res.redirects.map((h) => h.status),
    contentType: res.contentType === null ? null : mimeEssence(res.contentType) || null,
    bytes: res.status === null ? null : fileBytes(res),
    width: null,
    height: null,
    format: null,
    dimensionsError: res.status === null ? 'not fetched' : 'not downloaded',
  };
}

/** Not requested: the phase's time budget had already run out. */
export function skipped(url: string): FetchedImage {
  return {
    url,
    status: null,
    error: 'SKIPPED',
    finalUrl: url,
    redirects: [],
    contentType: null,
    bytes: null,
    width: null,
    height: null,
    format: null,
    dimensionsError: 'not fetched',
  };
}

/** Per-request timeout of the site context: a request given less than this was limited by the budget. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A TIMEOUT is the server's fault only when the request had its full timeout; one whose timeout the
 * phase budget shortened (less than a full timeout left when it started, nothing left now) says nothing
 * about the server, so it is reported as SKIPPED. Narrower than context.ts's cutByBudget: the callers
 * check for an aborted or spent budget before the request.
 */
export function timeoutShortenedByBudget(
  ctx: SiteContext,
  budgetAtStart: number,
  error: string | null,
): boolean {
  return error === 'TIMEOUT' && budgetAtStart < REQUEST_TIMEOUT_MS && ctx.remainingMs() < 100;
}

/** GET the image (first IMAGE_MAX_BYTES kept) and measure it; HEAD for the facts when it is too large to read. */
export async function fetchImage(ctx: SiteContext, url: string): Promise<FetchedImage> {
  const budget = ctx.remainingMs();
  if (ctx.signal.aborted || budget <= 0) return skipped(url);
  const res = await ctx.fetch(url, { maxBytes: IMAGE_MAX_BYTES, headers: ACCEPT });
  if (timeoutShortenedByBudget(ctx, budget, res.error)) return skipped(url);
  if (res.error === 'TOO_LARGE') {
    // Past the download limit the GET is abandoned; HEAD still gives status, type and Content-Length.
    const head = await ctx.fetch(url, { method: 'HEAD', headers: ACCEPT });
    const facts = summary(url, head);
    return head.status === null
      ? { ...facts, status: null, error: 'TOO_LARGE', dimensionsError: 'too large to download' }
      : { ...facts, dimensionsError: 'too large to download' };
  }
  const facts = summary(url, res);
  if (res.status === null || res.body === null) return facts;
  // An error page is not the image: measuring it would only report "unsupported file type".
  if (res.status < 200 || res.status >= 300) return { ...facts, dimensionsError: `HTTP ${res.status}` };
  return { ...facts, ...measure(res.body, res.truncated) };
}
