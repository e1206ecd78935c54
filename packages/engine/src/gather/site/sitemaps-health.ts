/**
 * Health of the URLs a sitemap lists, on a sample: up to 50 URLs spread evenly over the list, each
 * fetched once without following redirects (a sitemap should list final URLs) and judged as a crawler
 * would — status, redirect target, noindex, canonical pointing elsewhere, robots.txt disallow.
 */
import { effectiveCanonical } from '../canonical.js';
import {
  blocksIndexing,
  isMajorCrawler,
  metaRobotsGroups,
  robotsTag,
  valueBlocksIndexing,
} from '../robots-directives.js';
import { resolveHref, sameUrl } from '../urls.js';
import { gather } from '../index.js';
import type { SiteContext, SiteResponse } from './context.js';
import { isAllowedBy, type RobotsTxtFacts } from './robots-txt.js';
import { cutByBudget } from './context.js';

export const SAMPLE_SIZE = 50;
const PAGE_BYTES = 512 * 1024;

export interface SampledUrl {
  url: string;
  /** Status of the URL itself (redirects not followed); null when it was not fetched (see error). */
  status: number | null;
  /** Fetch error code when no response came; null when it answered or was not fetched (robots-blocked). */
  error: string | null;
  /** Resolved Location of a 3xx answer. */
  location: string | null;
  /** The directive keeping it out of the index, as served ('X-Robots-Tag: noindex', '<meta …>'). */
  noindex: string | null;
  /** Its canonical URL when that points elsewhere. */
  canonical: string | null;
  /** Disallowed for Googlebot by robots.txt (then not fetched); null when robots.txt is unknown. */
  robotsBlocked: boolean | null;
}

export interface SitemapHealth {
  /** URLs picked for the sample: all listed ones up to 50, else 50 spread evenly over the list. */
  sampled: number;
  /** Sampled URLs checked: fetched, or known to be disallowed by robots.txt. */
  checked: SampledUrl[];
  /** Sampled URLs not checked because the time budget ran out. */
  skipped: number;
}

/** Up to `size` distinct URLs spread evenly over the list (first, …, near the last), deterministic. */
export function pickSample(urls: readonly string[], size = SAMPLE_SIZE): string[] {
  const unique = [...new Set(urls)];
  if (unique.length <= size) return unique;
  return Array.from({ length: size }, (_, i) => unique[Math.floor((i * unique.length) / size)] ?? '');
}

/** What the answer says about indexing: the noindex directive and a canonical pointing elsewhere. */
function judge(url: string, res: SiteResponse): Pick<SampledUrl, 'noindex' | 'canonical'> {
  const header = (res.headers['x-robots-tag'] ?? []).find((v) => valueBlocksIndexing(v, true));
  const headerNoindex = header === undefined ? null : `X-Robots-Tag: ${header}`;
  // Only HTML has robots meta and a <link> canonical; a PDF can still be noindexed by its header.
  if (res.status !== 200 || !res.fetched || !/html/i.test(res.contentType ?? 'text/html')) {
    return { noindex: headerNoindex, canonical: null };
  }
  const page = gather(res.fetched, { lines: 'none' });
  const meta = metaRobotsGroups(page).find((g) => isMajorCrawler(g.agent) && blocksIndexing(g));
  const canonical = effectiveCanonical(page)?.url ?? null;
  return {
    noindex: meta ? robotsTag(meta) : headerNoindex,
    canonical: canonical !== null && !sameUrl(canonical, url) ? canonical : null,
  };
}

async function checkOne(
  ctx: SiteContext,
  url: string,
  robots: RobotsTxtFacts | undefined,
): Promise<SampledUrl | null> {
  // null: no robots.txt facts, or none for this URL's origin (isAllowedBy cannot tell).
  const allowed = robots === undefined ? null : isAllowedBy(robots, url, 'Googlebot');
  const robotsBlocked = allowed === null ? null : !allowed;
  const none = { status: null, error: null, location: null, noindex: null, canonical: null };
  // A disallowed URL is unhealthy whatever it answers; fetching it would also ignore the site's wish.
  if (robotsBlocked === true) return { url, ...none, robotsBlocked };
  const res = await ctx.fetch(url, { maxBytes: PAGE_BYTES, followRedirects: false });
  if (res.status === null) {
    return cutByBudget(ctx, res) ? null : { url, ...none, error: res.error, robotsBlocked };
  }
  const target = res.status >= 300 && res.status < 400 ? res.headers.location?.[0] : undefined;
  const location = target === undefined ? null : (resolveHref(target, url)?.href ?? target);
  return { ...none, url, status: res.status, location, ...judge(url, res), robotsBlocked };
}

/** Checks the sample within the time budget; what the budget cut off is counted as skipped. */
export async function checkSample(
  ctx: SiteContext,
  urls: readonly string[],
  robots: RobotsTxtFacts | undefined,
): Promise<SitemapHealth> {
  const sample = pickSample(urls);
  const results = await Promise.all(sample.map((url) => checkOne(ctx, url, robots)));
  const checked = results.filter((r): r is SampledUrl => r !== null);
  return { sampled: sample.length, checked, skipped: sample.length - checked.length };
}
