/**
 * Site-level facts: the page's hreflang alternates, each fetched once (GET, redirects not followed) to
 * see whether it can take part in the set — answers 200, is indexable, is its own canonical — and whether
 * its own hreflang set (HTML and Link header) links back to this page. Google ignores a pair without the
 * return link, so this is what hreflang-reciprocal judges.
 */
import { normaliseUrl, sameUrl } from '../urls.js';
import {
  allRobotsGroups,
  blocksIndexing,
  isIndexable,
  isMajorCrawler,
  robotsTag,
} from '../robots-directives.js';
import type { FetchedPage } from '../../fetch/types.js';
import type { PageFacts } from '../page-facts.js';
import { linksByRel } from '../page-facts.js';
import { gather } from '../index.js';
import { parseLinkHeaders } from '../link-header.js';
import { cutByBudget, type SiteContext, type SiteResponse } from './context.js';

/** At most this many alternates are fetched per page; the rest are recorded as skipped. */
export const MAX_ALTERNATES = 20;
const MAX_BYTES = 2 * 1024 * 1024;

/** One alternate URL of the page and what fetching it showed. */
export interface HreflangAlternate {
  /** The alternate URL as declared, resolved and without fragment. */
  url: string;
  /** hreflang codes this page gives the URL, as written (one URL may serve several, e.g. "en" and "x-default"). */
  langs: string[];
  /** Status of the unfollowed response; null when none came (see error). */
  status: number | null;
  /** AuditError code when no response came (TIMEOUT, DNS_FAILURE, BLOCKED_TARGET…). */
  error: string | null;
  /** For a 3xx: the Location, resolved against the URL (null when absent or not a redirect). */
  redirectTo: string | null;
  contentType: string | null;
  /** Robots directives (meta and X-Robots-Tag) allow indexing; null when the response was not a 2xx. */
  indexable: boolean | null;
  /** The first directive that keeps it out of the index, as served ("X-Robots-Tag: noindex"), or null. */
  noindex: string | null;
  /** Its canonical URL (first <link rel=canonical> in <head>, else the Link header), or null when none. */
  canonical: string | null;
  /** No canonical, or one pointing to the alternate itself; null when the response was not a 2xx. */
  selfCanonical: boolean | null;
  /** Its own hreflang set (HTML and Link header) has an entry for this page's URL; null when not a 2xx. */
  returnLink: boolean | null;
  /** hreflang codes of those return links, as written. */
  returnLangs: string[];
  /**
   * When there is no exact return link: an entry that points to this page's URL with another scheme,
   * `www.` or trailing slash, which Google does not count ("http://example.com/en" for https://…/en/).
   */
  nearReturn: string | null;
  /** Number of entries in its own hreflang set. */
  hreflangCount: number;
}

export interface HreflangFacts {
  /** This page's URL (final, normalised): the URL return links must point to. */
  pageUrl: string;
  /** Distinct alternate URLs other than the page itself. */
  total: number;
  /** The alternates fetched (a response or a recorded failure), in declaration order. */
  alternates: HreflangAlternate[];
  /** Alternates not fetched: beyond MAX_ALTERNATES, or started after the time budget ran out. */
  skipped: { url: string; reason: 'limit' | 'budget' }[];
}

/** The page's distinct alternate URLs other than itself, with the codes that name each. */
function alternatesOf(page: PageFacts): Map<string, string[]> {
  const byUrl = new Map<string, string[]>();
  for (const entry of page.hreflang) {
    // An unparsable href has nothing to fetch: hreflang-absolute reports it.
    if (entry.url === null || sameUrl(entry.url, page.fetch.finalUrl)) continue;
    const url = normaliseUrl(entry.url);
    const langs = byUrl.get(url) ?? [];
    if (!langs.includes(entry.lang)) langs.push(entry.lang);
    byUrl.set(url, langs);
  }
  return byUrl;
}

/** scheme, `www.` and trailing slash dropped: the differences a near-miss hreflang URL usually has. */
function loose(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname.replace(/\/+$/, '');
    return `${u.hostname.replace(/^www\./, '')}${u.port ? `:${u.port}` : ''}${path}${u.search}`;
  } catch {
    return url;
  }
}

/**
 * Different URLs that differ only in scheme, `www.` or a trailing slash: meant as the same page, but
 * hreflang matches URLs exactly, so such a link does not count.
 */
export function nearlySameUrl(a: string, b: string): boolean {
  return !sameUrl(a, b) && loose(a) === loose(b);
}

function canonicalOf(alt: PageFacts): string | null {
  const resolve = (href: string, base: string): string | null => {
    try {
      return new URL(href.trim(), base).href;
    } catch {
      return null;
    }
  };
  // Search engines honour a canonical in <head> (before the Link header) and ignore one in <body>.
  const head = linksByRel(alt, 'canonical').find((l) => l.inHead && (l.attrs.href ?? '').trim() !== '');
  if (head) return resolve(head.attrs.href ?? '', alt.doc.baseUrl);
  const header = parseLinkHeaders(alt.fetch.headers['link'] ?? []).find((e) => e.rel.includes('canonical'));
  return header ? resolve(header.target, alt.url.href) : null;
}

/** What a 2xx alternate says about itself: robots, canonical, and its own hreflang set. */
function inspect(
  fetched: FetchedPage,
  pageUrl: string,
): Pick<
  HreflangAlternate,
  | 'indexable'
  | 'noindex'
  | 'canonical'
  | 'selfCanonical'
  | 'returnLink'
  | 'returnLangs'
  | 'nearReturn'
  | 'hreflangCount'
> {
  // A non-HTML alternate (a PDF) can still carry hreflang, canonical and robots in its headers: parse the
  // headers alone rather than feeding binary bytes to the HTML parser.
  const html = /html/i.test(fetched.contentType ?? 'text/html');
  const alt = gather(html ? fetched : { ...fetched, body: Buffer.alloc(0) }, { lines: 'none' });
  const blocking = allRobotsGroups(alt).find((g) => isMajorCrawler(g.agent) && blocksIndexing(g));
  const canonical = canonicalOf(alt);
  const returns = alt.hreflang.filter((e) => e.url !== null && sameUrl(e.url, pageUrl));
  const near = alt.hreflang.find((e) => e.url !== null && nearlySameUrl(e.url, pageUrl));
  return {
    indexable: isIndexable(alt),
    noindex: blocking ? robotsTag(blocking) : null,
    canonical,
    selfCanonical: canonical === null || sameUrl(canonical, fetched.finalUrl),
    returnLink: returns.length > 0,
    returnLangs: [...new Set(returns.map((e) => e.lang))],
    nearReturn: returns.length === 0 && near?.url ? near.url : null,
    hreflangCount: alt.hreflang.length,
  };
}

/** The Location of a redirect, resolved against the URL (as served when it does not resolve). */
function locationOf(res: SiteResponse, url: string): string | null {
  const location = res.headers['location']?.[0];
  if (!location) return null;
  try {
    return new URL(location, url).href;
  } catch {
    return location;
  }
}

function alternateFacts(url: string, langs: string[], res: SiteResponse, pageUrl: string): HreflangAlternate {
  const base: HreflangAlternate = {
    url,
    langs,
    status: res.status,
    error: res.error,
    redirectTo: null,
    contentType: res.contentType,
    indexable: null,
    noindex: null,
    canonical: null,
    selfCanonical: null,
    returnLink: null,
    returnLangs: [],
    nearReturn: null,
    hreflangCount: 0,
  };
  if (res.status === null || res.fetched === null) return base;
  if (res.status >= 300 && res.status < 400) {
    return { ...base, redirectTo: locationOf(res, url) };
  }
  if (res.status < 200 || res.status >= 300) return base;
  return { ...base, ...inspect(res.fetched, pageUrl) };
}

export async function gatherHreflang(ctx: SiteContext): Promise<HreflangFacts> {
  const pageUrl = normaliseUrl(ctx.page.fetch.finalUrl);
  const all = [...alternatesOf(ctx.page)];
  const skipped: HreflangFacts['skipped'] = all
    .slice(MAX_ALTERNATES)
    .map(([url]) => ({ url, reason: 'limit' as const }));
  const results = await Promise.all(
    all.slice(0, MAX_ALTERNATES).map(async ([url, langs]) => {
      if (ctx.signal.aborted) return { url, skipped: true as const };
      const res = await ctx.fetch(url, { method: 'GET', followRedirects: false, maxBytes: MAX_BYTES });
      if (notCheckedInTime(ctx, res)) return { url, skipped: true as const };
      return { url, skipped: false as const, alternate: alternateFacts(url, langs, res, pageUrl) };
    }),
  );
  const alternates: HreflangAlternate[] = [];
  for (const r of results) {
    if (r.skipped) skipped.push({ url: r.url, reason: 'budget' });
    else alternates.push(r.alternate);
  }
  return { pageUrl, total: all.length, alternates, skipped };
}

/**
 * The alternate was not checked in time: its request was cut by the phase budget (skipped, not failed),
 * unless its error is a fact about the URL itself, which stands whatever the clock says.
 */
function notCheckedInTime(ctx: SiteContext, res: SiteResponse): boolean {
  if (res.status !== null) return false;
  // These are facts about the URL itself, whatever the clock says.
  if (res.error === 'BLOCKED_TARGET' || res.error === 'INVALID_URL' || res.error === 'UNSUPPORTED_SCHEME') {
    return false;
  }
  return cutByBudget(ctx, res);
}
