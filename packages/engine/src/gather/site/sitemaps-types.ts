/** The sitemap facts and the files they are made of (shared by sitemaps.ts, -load, -read). */
import type { SitemapHealth } from './sitemaps-health.js';
import type { LastmodStats } from './sitemaps-lastmod.js';

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
