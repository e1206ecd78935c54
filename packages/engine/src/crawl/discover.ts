/**
 * What the crawler learns before and besides the pages: each origin's robots.txt (rules for the Rankscope
 * product token, Crawl-delay, Sitemap: lines) and the sitemap URLs that seed the crawl. Every request goes
 * through the safe fetcher; reading reuses the site phase's robots.txt and sitemap readers.
 */
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { isAuditError } from '../errors.js';
import { fetchPage, type FetchOptions } from '../fetch/index.js';
import { ROBOTS_MAX_BYTES, readRobots } from '../gather/site/robots-txt-fetch.js';
import { crawlDelayFor, fileMatch } from '../gather/site/robots-txt-match.js';
import type { FetchSummary } from '../gather/site/robots-txt-types.js';
import { readSitemap } from '../gather/site/sitemaps-read.js';

/** The product token the crawler obeys in robots.txt (its UA contains "Rankscope/…"). */
export const CRAWLER_TOKEN = 'rankscope';

/** Crawl-delay values above this are clipped: the time budget bounds the crawl anyway. */
const MAX_DELAY_MS = 30_000;

export interface OriginRobots {
  /** robots.txt's verdict for a URL of this origin. */
  allowed(url: string): boolean;
  /** Crawl-delay for our token (or '*'), in ms; 0 when none. */
  delayMs: number;
  /** Absolute URLs of its Sitemap: lines. */
  sitemaps: string[];
  /** How the file was read: 'rules', 'allow-all', 'disallow-all', 'unknown'. */
  policy: string;
  /**
   * robots.txt got no response at all (refused, DNS, timeout): the origin is unreachable, so its pages are
   * recorded with this error instead of being requested (RFC 9309 forbids crawling them anyway).
   */
  unreachable: { code: string; message: string } | null;
}

function failureSummary(url: string, err: unknown): FetchSummary {
  return {
    url,
    status: null,
    error: isAuditError(err) ? err.code : 'FETCH_FAILED',
    errorMessage: err instanceof Error ? err.message : String(err),
    contentType: null,
    redirects: [],
    finalUrl: url,
    bytes: 0,
    truncated: false,
  };
}

/** A GET of a non-page resource (robots.txt, sitemap), failures as a summary instead of a throw. */
async function getResource(
  url: string,
  fetch: FetchOptions,
  maxBytes: number,
): Promise<{ summary: FetchSummary; body: Buffer | null }> {
  try {
    const f = await fetchPage(url, {
      ...fetch,
      requireHtml: false,
      truncateAtBytes: maxBytes,
      hardLimitBytes: maxBytes * 2,
      totalTimeoutMs: Math.min(fetch.totalTimeoutMs ?? 20_000, 20_000),
    });
    const summary: FetchSummary = {
      url,
      status: f.status,
      error: null,
      errorMessage: null,
      contentType: f.contentType,
      redirects: f.redirects,
      finalUrl: f.finalUrl,
      bytes: f.bodyBytes,
      truncated: f.truncated,
    };
    return { summary, body: f.body };
  } catch (err) {
    return { summary: failureSummary(url, err), body: null };
  }
}

/**
 * robots.txt of an origin: 2xx → its rules; 4xx → everything allowed; 5xx, 429 or no answer → nothing
 * allowed (RFC 9309); refused by Rankscope itself (SSRF guard) → allowed, the pages are refused anyway.
 */
export async function loadRobots(origin: string, fetch: FetchOptions): Promise<OriginRobots> {
  const url = new URL('/robots.txt', origin).href;
  const { summary, body } = await getResource(url, fetch, ROBOTS_MAX_BYTES);
  const read = readRobots(url, summary, body);
  const policy = read.file.policy;
  if (policy !== 'rules' || read.file.text === null) {
    const allow = policy !== 'disallow-all';
    const unreachable =
      summary.status === null && !allow
        ? { code: summary.error ?? 'FETCH_FAILED', message: summary.errorMessage ?? 'unreachable' }
        : null;
    return { allowed: () => allow, delayMs: 0, sitemaps: [], policy, unreachable };
  }
  // The report's matcher, so the crawl obeys exactly what the report says about Rankscope.
  const file = read.file;
  const delay = crawlDelayFor(file, CRAWLER_TOKEN);
  const sitemaps = (read.parse?.sitemapLines ?? [])
    .map((l) => l.url)
    .filter((u): u is string => u !== null && /^https?:/i.test(u));
  return {
    allowed: (target) => fileMatch(file, target, CRAWLER_TOKEN).allowed !== false,
    delayMs: delay !== null && delay > 0 ? Math.min(delay * 1000, MAX_DELAY_MS) : 0,
    sitemaps,
    policy,
    unreachable: null,
  };
}

const gunzipAsync = promisify(gunzip);
/** Bounds of the seed sitemaps: files read, bytes per file, URLs kept. */
const MAX_SITEMAP_FILES = 20;
const MAX_SITEMAP_BYTES = 20 * 1024 * 1024;
const MAX_SITEMAP_URLS = 50_000;

export interface SitemapSeeds {
  /** Whether any sitemap file was read (urlset or index). */
  found: boolean;
  /** <loc> URLs of the site's sitemaps (as listed), up to MAX_SITEMAP_URLS. */
  urls: string[];
}

async function readSitemapFile(
  url: string,
  fetch: FetchOptions,
): Promise<{ locs: string[]; children: string[] } | null> {
  const { summary, body } = await getResource(url, fetch, MAX_SITEMAP_BYTES);
  if (summary.status !== 200 || body === null) return null;
  let data = body;
  if (data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b) {
    try {
      data = await gunzipAsync(data, { maxOutputLength: MAX_SITEMAP_BYTES });
    } catch {
      return null;
    }
  }
  const origins = new Set([new URL(url).origin, new URL(summary.finalUrl).origin]);
  const read = readSitemap(new TextDecoder('utf-8').decode(data), summary.contentType, {
    origins,
    now: Date.now(),
  });
  if (read.kind !== 'urlset' && read.kind !== 'sitemapindex' && read.kind !== 'text') return null;
  return { locs: read.locs, children: read.children };
}

/** The sitemaps robots.txt lists, else /sitemap.xml; index children one level deep. */
export async function loadSitemapSeeds(
  origin: string,
  robots: OriginRobots,
  fetch: FetchOptions,
): Promise<SitemapSeeds> {
  const roots = robots.sitemaps.length > 0 ? robots.sitemaps : [new URL('/sitemap.xml', origin).href];
  const urls = new Set<string>();
  let found = false;
  let files = 0;
  const queue = [...new Set(roots)].map((u) => ({ url: u, child: false }));
  const seen = new Set(queue.map((q) => q.url));
  while (queue.length > 0 && files < MAX_SITEMAP_FILES && urls.size < MAX_SITEMAP_URLS) {
    const batch = queue.splice(0, Math.min(4, MAX_SITEMAP_FILES - files));
    files += batch.length;
    const reads = await Promise.all(batch.map((b) => readSitemapFile(b.url, fetch)));
    reads.forEach((read, i) => {
      if (!read) return;
      found = true;
      for (const loc of read.locs) if (urls.size < MAX_SITEMAP_URLS) urls.add(loc);
      if (batch[i]?.child) return;
      for (const child of read.children) {
        if (seen.has(child)) continue;
        seen.add(child);
        queue.push({ url: child, child: true });
      }
    });
  }
  return { found, urls: [...urls] };
}
