/**
 * Delivery headers of the page's same-origin static assets (stylesheets, scripts, preloaded fonts,
 * images): what compression, HTTP version and caching the server gives the files it serves itself.
 * HEAD first (no body to download); servers that refuse HEAD are asked again with a headers-only GET.
 */
import type { PageFacts } from '../page-facts.js';
import { linksByRel } from '../page-facts.js';
import { safeResolve } from '../resources.js';
import type { SiteContext, SiteResponse } from './context.js';
import { failureCode, joinedHeader, TIME_BUDGET } from './server-shared.js';

export type AssetKind = 'stylesheet' | 'script' | 'font' | 'image';

export interface AssetFacts {
  url: string;
  kind: AssetKind;
  /** Source line of the first element that loads it. */
  line: number | null;
  /** The request these facts come from: HEAD, or a headers-only GET when HEAD failed. */
  method: 'HEAD' | 'GET';
  /** Final status; null when no response came (see error). */
  status: number | null;
  error: string | null;
  finalUrl: string;
  contentType: string | null;
  /** Content-Encoding as served (all values joined), null when the body is sent as is. */
  contentEncoding: string | null;
  /** Content-Length in bytes as served (the encoded size when compressed), null when not declared. */
  contentLength: number | null;
  /**
   * Decoded body size counted by the confirming GET of an uncompressed text asset that declared no
   * Content-Length (read only to learn whether it is above COMPRESSION_MIN_BYTES); null otherwise.
   */
  measuredBytes: number | null;
  cacheControl: string | null;
  expires: string | null;
  /** Age header in seconds (time spent in a shared cache), null when absent. */
  age: number | null;
  /** Date header of the response, the reference point of Expires. */
  date: string | null;
  /** '2' or '1.1' as negotiated for this request; null when no response came. */
  httpVersion: string | null;
  /** The URL carries a content hash (file name or ?v=), so it can be cached for a long time. */
  fingerprinted: boolean;
  /**
   * A text format that compression shrinks (CSS, JS, JSON, XML, SVG, TTF/OTF/EOT fonts…), judged by the
   * Content-Type, else by the file extension. WOFF and WOFF2 are compressed inside already.
   */
  compressible: boolean;
}

export interface AssetsFacts {
  /** Every asset requested, in priority order; failures kept with status null and their error code. */
  checked: AssetFacts[];
  /** Same-origin assets the page references. */
  total: number;
  /** Not requested: over the limit of MAX_ASSETS per page. */
  overLimit: number;
  /** Not requested (or cut short) because the time budget of the site phase ran out. */
  skippedByBudget: number;
}

export const MAX_ASSETS = 30;
/** What a browser advertises today; the catalogue measures compression for exactly this. */
export const ASSET_ACCEPT_ENCODING = 'br, gzip, zstd';

interface AssetRef {
  url: string;
  kind: AssetKind;
  line: number | null;
}

/** Same-origin assets, text files first (compression matters most there), deduplicated, fragments dropped. */
export function sameOriginAssets(page: PageFacts): AssetRef[] {
  const refs = new Map<string, AssetRef>();
  const add = (href: string | null | undefined, kind: AssetKind, line: number | null): void => {
    if (!href) return;
    const resolved = safeResolve(href, page.doc.baseUrl);
    if (resolved === null) return;
    const url = new URL(resolved);
    if (url.origin !== page.url.origin) return;
    url.hash = '';
    if (!refs.has(url.href)) refs.set(url.href, { url: url.href, kind, line });
  };
  for (const l of linksByRel(page, 'stylesheet')) add(l.attrs.href, 'stylesheet', l.line);
  for (const s of page.scripts) add(s.attrs.src, 'script', s.line);
  for (const l of linksByRel(page, 'preload')) {
    if ((l.attrs.as ?? '').trim().toLowerCase() === 'font') add(l.attrs.href, 'font', l.line);
  }
  for (const img of page.images) if (img.kind !== 'role-img') add(img.src, 'image', img.line);
  return [...refs.values()];
}

const VERSION_PARAM = /^(?:v|ver|version|hash|rev|build)$/i;

/** A bundler hash: hex (webpack), mixed-case base64url (Rollup/Vite) or upper-case base32 (esbuild). */
function isHashToken(token: string): boolean {
  if (token.length < 8 || token.length > 64 || !/\d/.test(token)) return false;
  if (/^[0-9a-f]+$/.test(token)) return /[a-f]/.test(token);
  if (/^[A-Z0-9]+$/.test(token)) return /[A-Z]/.test(token);
  return /^[A-Za-z0-9_-]+$/.test(token) && /[a-z]/.test(token) && /[A-Z]/.test(token);
}

/** Whether the URL changes when the file does: a hash in a path segment or file name, or a ?v= style query. */
export function looksFingerprinted(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  for (const [key, value] of url.searchParams)
    if (VERSION_PARAM.test(key) && value.trim() !== '') return true;
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const file = segments.pop() ?? '';
  if (segments.some(isHashToken)) return true;
  if (file.split(/[.\-_~]/).some(isHashToken)) return true;
  // Rollup's base64url hashes may contain '-' or '_' themselves: also read `name-<8 chars>.ext` whole.
  const tail = /[.\-_]([A-Za-z0-9_-]{8})\.[^.]+$/.exec(file)?.[1];
  return tail !== undefined && isHashToken(tail);
}

const TEXT_TYPES = new Set([
  'application/javascript', 'application/x-javascript', 'application/ecmascript', 'application/json',
  'application/xml', 'image/svg+xml', 'font/ttf', 'font/otf', 'font/sfnt',
  'font/eot', 'application/x-font-ttf', 'application/x-font-otf', 'application/font-sfnt',
  'application/x-font-truetype', 'application/vnd.ms-fontobject',
]); // prettier-ignore
const TEXT_EXTENSIONS = /\.(?:css|js|mjs|cjs|json|map|xml|svg|txt|html?|ttf|otf|eot)$/i;

/** Whether compressing the body pays off: text formats, SVG, and font formats without their own compression. */
export function isCompressible(contentType: string | null, url: string): boolean {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (essence === '') return TEXT_EXTENSIONS.test(url.split(/[?#]/)[0] ?? '');
  return essence.startsWith('text/') || TEXT_TYPES.has(essence) || /\+(?:json|xml)$/.test(essence);
}

/** No Content-Encoding, or only `identity`. */
export function isUncompressed(contentEncoding: string | null): boolean {
  return contentEncoding === null || /^\s*(?:identity\s*)?$/i.test(contentEncoding);
}

/** Bodies up to this size gain too little from compression to count (the catalogue's 1 KiB). */
export const COMPRESSION_MIN_BYTES = 1024;

function factsOf(ref: AssetRef, method: 'HEAD' | 'GET', res: SiteResponse, ctx: SiteContext): AssetFacts {
  const h = res.headers;
  const number = (name: string): number | null => {
    const v = h[name]?.at(-1)?.trim();
    return v !== undefined && /^\d+$/.test(v) ? Number(v) : null;
  };
  return {
    url: ref.url,
    kind: ref.kind,
    line: ref.line,
    method,
    status: res.status,
    error: failureCode(ctx, res),
    finalUrl: res.finalUrl,
    contentType: res.contentType,
    contentEncoding: joinedHeader(h, 'content-encoding'),
    contentLength: number('content-length'),
    measuredBytes: null,
    cacheControl: joinedHeader(h, 'cache-control'),
    expires: h.expires?.at(-1) ?? null,
    age: number('age'),
    date: h.date?.at(-1) ?? null,
    httpVersion: res.status === null ? null : res.httpVersion,
    fingerprinted: looksFingerprinted(ref.url),
    compressible: isCompressible(res.contentType, res.finalUrl),
  };
}

async function inspect(ctx: SiteContext, ref: AssetRef): Promise<AssetFacts> {
  const options = {
    maxBytes: 0,
    headers: { 'accept-encoding': ASSET_ACCEPT_ENCODING, accept: '*/*' },
  };
  const head = factsOf(ref, 'HEAD', await ctx.fetch(ref.url, { ...options, method: 'HEAD' }), ctx);
  const failed = head.status === null || head.status >= 400;
  // Compression middleware often skips HEAD (Express's `compression` does): confirm before reporting it.
  const unconfirmed =
    !failed &&
    head.compressible &&
    isUncompressed(head.contentEncoding) &&
    (head.contentLength === null || head.contentLength > COMPRESSION_MIN_BYTES);
  if ((!failed && !unconfirmed) || ctx.signal.aborted) return head;
  // Some servers refuse HEAD (405/501) or answer it wrongly: a headers-only GET gets the real headers.
  // A text file of unknown size is read just past 1 KiB: the fetcher counts the rest without keeping it.
  const measure = unconfirmed && head.contentLength === null;
  const maxBytes = measure ? COMPRESSION_MIN_BYTES + 1 : 0;
  const res = await ctx.fetch(ref.url, { ...options, method: 'GET', maxBytes });
  const get = factsOf(ref, 'GET', res, ctx);
  if (res.status === null) return failed ? get : head;
  if (measure && get.contentLength === null) get.measuredBytes = res.bodyBytes;
  return get;
}

export async function gatherAssets(ctx: SiteContext): Promise<AssetsFacts> {
  const all = sameOriginAssets(ctx.page);
  const selected = all.slice(0, MAX_ASSETS);
  const results = await Promise.all(selected.map((ref) => inspect(ctx, ref)));
  const checked = results.filter((a) => a.error !== TIME_BUDGET);
  return {
    checked,
    total: all.length,
    overLimit: all.length - selected.length,
    skippedByBudget: results.length - checked.length,
  };
}
