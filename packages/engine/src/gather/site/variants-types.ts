/** What the URL variants of the audited page led to (shared by variants.ts and variants-chain.ts). */
import type { RedirectHop } from '../../fetch/types.js';

/** One variant URL and where it led. */
export interface VariantResult {
  /** The variant URL requested. */
  url: string;
  /** Status of the variant's own (first) answer; null when it got none (see error). */
  firstStatus: number | null;
  /** Location header of that first answer, as served (null when it did not redirect). */
  location: string | null;
  /** Every redirect answered on the way, in order; the first is the variant's own answer. */
  redirects: RedirectHop[];
  /** The last URL of the chain (the variant itself when it did not redirect). */
  finalUrl: string;
  /** Status of the last response; null when it got none (see error). */
  status: number | null;
  /**
   * Why the last request got no response: an AuditError code (DNS_FAILURE, TLS_ERROR, TIMEOUT,
   * CONNECTION_REFUSED, TOO_MANY_REDIRECTS for a loop or more than 10 hops, FETCH_FAILED for an
   * invalid Location…), or 'SKIPPED' when the time budget of the site phase ran out before an answer came.
   */
  error: string | null;
  /** Human-readable reason that goes with `error`. */
  errorMessage: string | null;
  /** Content-Type of the last response. */
  contentType: string | null;
  /**
   * True when the chain reached the audited page (or a hop of its own redirect chain): its answer is
   * known, so it is not requested again, and `status` is the page's.
   */
  reachesPage: boolean;
  /** Resolved canonical of the last response when it answered 200 with HTML (null otherwise or when it has none). */
  canonical: string | null;
}

export interface HttpVariant extends VariantResult {
  /** The chain ends on https with the page's own host, path and query: the page itself. */
  samePathOnHttps: boolean;
}

/** What the response to a URL that cannot exist looks like, read from the last response of its chain. */
export interface NotFoundProbe extends VariantResult {
  /** The last response is an HTML document (by Content-Type, or sniffed when it has none). */
  html: boolean;
  /** Links to the same host in that HTML (site navigation), self-links excluded. */
  internalLinks: number;
  /** First <title>, whitespace-collapsed; null when absent or not HTML. */
  title: string | null;
  /** First <h1>; null when absent or not HTML. */
  h1: string | null;
  /** Words of the main text (navigation, header and footer landmarks excluded). */
  wordCount: number;
  /** Images, videos, iframes, objects/embeds and forms: content that is not words. */
  embeds: number;
  /** <script> elements (an empty body with scripts is rendered client-side). */
  scripts: number;
  /** Start of the main text (at most 2000 characters), for not-found phrase matching. */
  text: string;
}

export interface VariantsFacts {
  /** The audited page's final URL the variants are derived from. */
  pageUrl: string;
  /** The http:// version of the page; null when the page itself is served over http. */
  http: HttpVariant | null;
  /** The same URL on the www / apex counterpart host; null when there is none (IP, localhost, other subdomain). */
  www: VariantResult | null;
  /** The same URL with the trailing slash added or removed; null for the root path '/'. */
  trailingSlash: VariantResult | null;
  /** A random path on the page's origin, `/__rankscope-404-<hex>`. */
  notFound: NotFoundProbe;
}
