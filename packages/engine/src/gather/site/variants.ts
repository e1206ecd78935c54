/**
 * Site-level facts: the URL variants of the audited page — its http:// version, its www / apex
 * counterpart, its trailing-slash counterpart — and a not-found probe (a random path that cannot exist).
 * Each is requested without following redirects and then followed hop by hop here (at most 10), so
 * every status and Location on the way is recorded; what could not be fetched keeps its error code.
 */
import { getDomain } from 'tldts';
import type { SiteContext } from './context.js';
import { followVariant, notFoundPageFacts } from './variants-chain.js';
import type { HttpVariant, VariantResult, VariantsFacts } from './variants-types.js';

export type * from './variants-types.js';

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
