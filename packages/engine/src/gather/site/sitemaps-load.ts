/**
 * Fetching one sitemap file within the protocol's size limit: GET through the site context, gunzip a
 * .gz file that came without Content-Encoding (the fetcher already decodes Content-Encoding), stop
 * counting past 50 MB, and read what came (sitemaps-read.ts).
 */
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { cutByBudget, type SiteContext } from './context.js';
import { readSitemap, type SitemapRead } from './sitemaps-read.js';
import type { SitemapFile, SitemapSource } from './sitemaps-types.js';

/** The protocol's limit per file, uncompressed: 50 MB = 52,428,800 bytes (sitemaps.org). */
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;
/** Kept bytes per response: a little over the limit, so an oversized file is measured as such. */
const FETCH_BYTES = 55 * 1024 * 1024;
/** Large sitemaps take longer than a page; the phase budget still caps every request. */
const FETCH_TIMEOUT_MS = 20_000;

const gunzipAsync = promisify(gunzip);

export interface LoadedSitemap {
  file: SitemapFile;
  /** What was read; null when the file was not read (no 200, over the limit, corrupt gzip). */
  read: SitemapRead | null;
  /** robots.txt vouches for it (listed there, or by an index listed there). */
  vouched: boolean;
}

const isGzip = (b: Buffer): boolean => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

type Unzipped = { data: Buffer; overLimit: boolean } | { error: string };

/** Gunzips at most one byte past the limit: enough to know the file is over it, no decompression bomb. */
async function gunzipCapped(body: Buffer, truncated: boolean): Promise<Unzipped> {
  try {
    return { data: await gunzipAsync(body, { maxOutputLength: MAX_SITEMAP_BYTES + 1 }), overLimit: false };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    // A compressed body cut at the fetch limit decompresses to far more than the protocol allows.
    if (code === 'ERR_BUFFER_TOO_LARGE' || truncated) return { data: Buffer.alloc(0), overLimit: true };
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Fetches and reads one sitemap file. Returns null when the time budget ran out before it could be
 * fetched (the caller counts it as not fetched); any other failure is recorded in the file's facts.
 */
export async function fetchSitemap(
  ctx: SiteContext,
  url: string,
  source: SitemapSource,
  parent: string | null,
  vouched: boolean,
): Promise<LoadedSitemap | null> {
  const res = await ctx.fetch(url, { maxBytes: FETCH_BYTES, timeoutMs: FETCH_TIMEOUT_MS });
  if (cutByBudget(ctx, res)) return null;
  const file: SitemapFile = {
    url,
    source,
    parent,
    status: res.status,
    error: res.error,
    finalUrl: res.finalUrl,
    contentType: res.contentType,
    gzipped: false,
    bytes: res.bodyBytes,
    // TOO_LARGE: the body ran past the fetcher's hard limit, far beyond the protocol's.
    overLimit: res.error === 'TOO_LARGE' || res.bodyBytes > MAX_SITEMAP_BYTES,
    kind: null,
    urlCount: 0,
    childCount: 0,
    problems: [],
    problemCounts: {},
    lastmod: null,
  };
  if (res.status !== 200 || res.body === null || file.overLimit) return { file, read: null, vouched };

  let data = res.body;
  if (isGzip(data)) {
    file.gzipped = true;
    const unzipped = await gunzipCapped(data, res.truncated);
    if ('error' in unzipped) {
      file.kind = 'other';
      file.problems = [{ code: 'gzip', value: unzipped.error, line: null, column: null }];
      file.problemCounts = { gzip: 1 };
      return { file, read: null, vouched };
    }
    file.overLimit = unzipped.overLimit;
    file.bytes = unzipped.overLimit ? MAX_SITEMAP_BYTES + 1 : unzipped.data.length;
    if (unzipped.overLimit) return { file, read: null, vouched };
    data = unzipped.data;
  }

  const origins = new Set([new URL(url).origin, new URL(res.finalUrl).origin]);
  if (vouched) origins.add(ctx.page.url.origin);
  // Sitemaps are UTF-8 by protocol; TextDecoder drops a BOM.
  const text = new TextDecoder('utf-8').decode(data);
  const read = readSitemap(text, res.contentType, { origins, now: ctx.page.fetch.fetchedAt });
  // Google does not follow an index listed by an index.
  if (source === 'index' && read.kind === 'sitemapindex') {
    read.problems.push({ code: 'nestedIndex', value: url, line: null, column: null });
    read.problemCounts.nestedIndex = 1;
  }
  Object.assign(file, {
    kind: read.kind,
    urlCount: read.urlCount,
    childCount: read.childCount,
    problems: read.problems,
    problemCounts: read.problemCounts,
    lastmod: read.lastmod,
  });
  return { file, read, vouched };
}
