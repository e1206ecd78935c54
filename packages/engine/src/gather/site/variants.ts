/**
 * Site-level facts: the URL variants of the audited page — its http:// version, its www / apex
 * counterpart, its trailing-slash counterpart — and a not-found probe (a random path that cannot exist).
 * Each is requested without following redirects and then followed hop by hop here (at most 10), so
 * every status and Location on the way is recorded; what could not be fetched keeps its error code.
 */
import { getDomain } from 'tldts';
import type { RedirectHop } from '../artifact.js';
import type { SiteContext } from './context.js';
import { followVariant, notFoundPageFacts } from './variants-chain.js';

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

export interface VariantsOptions {
  /** Port of the http:// variant (tests: an http server beside an https one). Default: 80, the http default. */
  httpPort?: number;
}

/** The apex ↔ www counterpart of a host, or null when the host is neither (an IP, localhost, another subdomain). */
export function wwwCounterpart(hostname: string): string | null {
  const domain = getDomain(hostname, { allowPrivateDomains: true });
  if (domain === null) return null;
  if (hostname === domain) return `www.${hostname}`;
  return hostname === `www.${domain}` ? domain : null;
}

/** '/blog' ↔ '/blog/'; null for '/', which has no counterpart. */
export function slashCounterpart(url: URL): string | null {
  if (url.pathname === '/') return null;
  const other = new URL(url.href);
  other.hash = '';
  other.pathname = url.pathname.endsWith('/') ? url.pathname.replace(/\/+$/, '') : `${url.pathname}/`;
  return other.href;
}

export async function gatherVariants(
  ctx: SiteContext,
  options: VariantsOptions = {},
): Promise<VariantsFacts> {
  const page = new URL(ctx.page.fetch.finalUrl);
  page.hash = '';

  let http: Promise<HttpVariant> | null = null;
  if (page.protocol === 'https:') {
    const url = new URL(page.href);
    url.protocol = 'http:';
    url.port = options.httpPort === undefined ? '' : String(options.httpPort);
    http = followVariant(ctx, url.href).then(({ result }) => ({
      ...result,
      // The page is this very URL on https, so reaching it is landing on the same path on https.
      samePathOnHttps: result.reachesPage,
    }));
  }

  const counterpart = wwwCounterpart(page.hostname);
  let www: Promise<VariantResult> | null = null;
  if (counterpart !== null) {
    const url = new URL(page.href);
    url.hostname = counterpart;
    www = followVariant(ctx, url.href, { canonical: true }).then(({ result }) => result);
  }

  const slash = slashCounterpart(page);
  const trailingSlash = slash === null ? null : followVariant(ctx, slash, { canonical: true });

  const probeUrl = new URL(`/__rankscope-404-${ctx.probeToken}`, page.origin).href;
  const notFound = followVariant(ctx, probeUrl, { parseAnyStatus: true }).then(({ result, parsed }) => ({
    ...result,
    ...notFoundPageFacts(parsed, result),
  }));

  const [h, w, s, n] = await Promise.all([http, www, trailingSlash, notFound]);
  return { pageUrl: page.href, http: h, www: w, trailingSlash: s?.result ?? null, notFound: n };
}
