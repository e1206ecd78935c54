/**
 * Site-level facts: XML sitemaps. Discovery follows what crawlers do — the robots.txt `Sitemap:` lines,
 * else the well-known paths — then indexes are followed (bounded), every file is read (sitemaps-read.ts),
 * the audited page is looked up in the listed URLs, and a sample of those URLs is fetched to judge their
 * health (sitemaps-health.ts). What could not be fetched is recorded, never dropped.
 */
import { effectiveCanonical } from '../canonical.js';
import { normaliseUrl } from '../urls.js';
import type { SiteContext } from './context.js';
import type { RobotsTxtFacts } from './robots-txt.js';
import { checkSample, type SitemapHealth } from './sitemaps-health.js';
import { fetchSitemap, type LoadedSitemap } from './sitemaps-load.js';
import type { LastmodStats } from './sitemaps-lastmod.js';

export type { LastmodStats } from './sitemaps-lastmod.js';
export type { SampledUrl, SitemapHealth } from './sitemaps-health.js';

/** Why a sitemap file was fetched: listed in robots.txt, found at a well-known path, or listed by an index. */
export type SitemapSource = 'robots' | 'wellKnown' | 'index';

/** What a file turned out to be. 'text' is a plain list of URLs, which Google also accepts. */
export type SitemapKind = 'urlset' | 'sitemapindex' | 'text' | 'html' | 'other';

/**
 * html, notXml, syntax, root and gzip make a file unusable (search engines discard it); the others drop
 * entries or cast doubt on them: namespace (missing or not sitemaps.org 0.9), entity (an unescaped `&` or
 * an entity XML does not define), locMissing, locRelative, locCrossHost (another host or protocol than the
 * file's, without robots.txt vouching for it), nestedIndex (an index listed by an index).
 */
export type SitemapProblemCode =
  | 'html'
  | 'notXml'
  | 'syntax'
  | 'root'
  | 'gzip'
  | 'namespace'
  | 'entity'
  | 'locMissing'
  | 'locRelative'
  | 'locCrossHost'
  | 'nestedIndex';

export interface SitemapProblem {
  code: SitemapProblemCode;
  /** The offending thing as served: a <loc>, the namespace, the root tag, the XML parser's message, a snippet. */
  value: string;
  /** 1-based position in the uncompressed file, when known. */
  line: number | null;
  column: number | null;
}

export interface SitemapFile {
  url: string;
  source: SitemapSource;
  /** The index that listed it (source 'index'), else null. */
  parent: string | null;
  /** Final status (redirects followed); null when no response came (see error). */
  status: number | null;
  /** Fetch error code (TIMEOUT, DNS_FAILURE, TOO_LARGE…) when no response came. */
  error: string | null;
  finalUrl: string;
  contentType: string | null;
  /** Served as gzip data (a .gz file without Content-Encoding) and gunzipped here. */
  gzipped: boolean;
  /** Uncompressed size in bytes; a lower bound when overLimit. */
  bytes: number;
  /** Larger than the protocol's 50 MB: reading stopped there and the file was not parsed. */
  overLimit: boolean;
  /** What the body is; null when it was not read (no 200, over the limit). */
  kind: SitemapKind | null;
  /** <url> entries (urlset) or lines (text). */
  urlCount: number;
  /** <sitemap> entries (sitemapindex). */
  childCount: number;
  /** Problems found, at most 10 examples per code (problemCounts has the totals). */
  problems: SitemapProblem[];
  problemCounts: Partial<Record<SitemapProblemCode, number>>;
  /** <lastmod> statistics of a urlset's <url> entries; null for other kinds. */
  lastmod: LastmodStats | null;
}

export interface SitemapFacts {
  /** Whether robots.txt was read (answered 2xx, or 4xx: no file), so its Sitemap: lines are known. */
  robotsTxtRead: boolean;
  /** Sitemap URLs robots.txt lists. */
  robotsListed: string[];
  /** Well-known paths requested because no robots.txt sitemap answered 200, in order, until one did. */
  probed: { url: string; status: number | null; error: string | null; html: boolean }[];
  /** Every sitemap file fetched: robots.txt / well-known ones first, then index children. */
  files: SitemapFile[];
  /** Sitemap URLs found (robots.txt lines, index entries) but not fetched: over the bounds or the time budget. */
  notFetched: number;
  /** The audited page in canonical form (its canonical, else its final URL) and where it is listed. */
  page: {
    url: string;
    /** The first sitemap file that lists it, or null. */
    listedIn: string | null;
    /** A listed URL that differs only by protocol, www or a trailing slash, when the page is not listed. */
    nearMatch: string | null;
  };
  /** <loc> entries across the fetched urlsets and text sitemaps (usable, absolute ones). */
  listedUrls: number;
  health: SitemapHealth;
}

/** Bounds: the robots.txt sitemaps and index children fetched; the rest is counted in notFetched. */
const MAX_ROOTS = 10;
const MAX_CHILDREN = 20;
const WELL_KNOWN = ['/sitemap.xml', '/sitemap_index.xml', '/sitemap.xml.gz'];

/** The same URL in another protocol, with or without www, or with or without a trailing slash. */
function looseKey(href: string): string {
  return href
    .replace(/^https?:\/\/(?:www\.)?/i, '')
    .replace(/\/+(?=\?|$)/, '')
    .toLowerCase();
}

export async function gatherSitemaps(
  ctx: SiteContext,
  robotsFacts: Promise<RobotsTxtFacts | undefined>,
): Promise<SitemapFacts> {
  const robots = await robotsFacts;
  // Written against the robots.txt area's contract; `?? []` also covers a robots area that has no list.
  const robotsListed = [...new Set((robots?.sitemaps ?? []).map(normaliseUrl))];
  const loaded: LoadedSitemap[] = [];
  const seen = new Set<string>();
  let notFetched = Math.max(0, robotsListed.length - MAX_ROOTS);

  const load = async (urls: string[], source: SitemapSource, parent: string | null = null) => {
    for (const url of urls) seen.add(url);
    // robots.txt vouches for the files it lists, and their children, holding URLs of the audited origin.
    const vouched = source === 'robots' || loaded.some((l) => l.file.url === parent && l.vouched);
    const results = await Promise.all(urls.map((url) => fetchSitemap(ctx, url, source, parent, vouched)));
    for (const r of results) {
      if (r === null) notFetched++;
      else loaded.push(r);
    }
    return results;
  };

  const roots = await load(robotsListed.slice(0, MAX_ROOTS), 'robots');
  const probed: SitemapFacts['probed'] = [];
  if (!roots.some((r) => r?.file.status === 200)) {
    for (const path of WELL_KNOWN) {
      const url = new URL(path, ctx.page.url.origin).href;
      const [found] = await load([url], 'wellKnown');
      if (!found) break;
      // An HTML page at /sitemap.xml is the site's catch-all route (a soft 404), not a sitemap.
      const html = found.file.kind === 'html';
      probed.push({ url, status: found.file.status, error: found.file.error, html });
      if (found.file.status === 200 && !html) break;
      loaded.pop();
    }
  }

  // Index children, in index order, up to the bound; an index listed by an index is not followed further.
  const children = new Map<string, string>();
  for (const { file, read } of loaded) {
    for (const url of read?.children ?? [])
      if (!seen.has(url) && !children.has(url)) children.set(url, file.url);
  }
  notFetched += Math.max(0, children.size - MAX_CHILDREN);
  const followed = [...children].slice(0, MAX_CHILDREN);
  await Promise.all(followed.map(([url, parent]) => load([url], 'index', parent)));
  for (const l of loaded) {
    if (l.file.source === 'index' && l.read) notFetched += l.read.children.length;
  }

  const locs = loaded.flatMap((l) => l.read?.locs ?? []);
  const canonical = effectiveCanonical(ctx.page)?.url ?? ctx.page.fetch.finalUrl;
  const pageUrl = normaliseUrl(canonical);
  const listedIn = loaded.find((l) => l.read?.locs.includes(pageUrl))?.file.url ?? null;
  const key = looseKey(pageUrl);
  // The length test skips most of a long list cheaply: variants differ by at most "s", "www." and "/".
  const near = (u: string) => Math.abs(u.length - pageUrl.length) <= 6 && looseKey(u) === key;
  const nearMatch = listedIn === null ? (locs.find(near) ?? null) : null;

  return {
    // A 4xx robots.txt was read (there is none, so no Sitemap: line); a 5xx, timeout or skip was not.
    robotsTxtRead: robots?.policy === 'rules' || robots?.policy === 'allow-all',
    robotsListed,
    probed,
    files: loaded.map((l) => l.file),
    notFetched,
    page: { url: pageUrl, listedIn, nearMatch },
    listedUrls: locs.length,
    health: await checkSample(ctx, locs, robots),
  };
}
