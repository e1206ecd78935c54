/**
 * Test fixtures for the variant checks: hand-made VariantsFacts (the gatherer has its own tests against
 * real servers). Imported by tests only.
 */
import type { PageArtifact, RedirectHop } from '../artifact.js';
import type { HttpVariant, NotFoundProbe, VariantResult, VariantsFacts } from '../gather/site/variants.js';

export const hop = (url: string, status: number, location: string): RedirectHop => ({
  url,
  status,
  location,
  timeMs: 3,
});

/** A variant that answered `status` directly; pass `redirects` (and the rest) to describe a chain. */
export function variant(
  url: string,
  status: number | null,
  extra: Partial<VariantResult> = {},
): VariantResult {
  const redirects = extra.redirects ?? [];
  return {
    url,
    firstStatus: redirects[0]?.status ?? status,
    location: redirects[0]?.location ?? null,
    redirects,
    finalUrl: url,
    status,
    error: status === null ? 'TIMEOUT' : null,
    errorMessage: null,
    contentType: status === null ? null : 'text/html; charset=utf-8',
    reachesPage: false,
    canonical: null,
    ...extra,
  };
}

/** A variant that redirects once (`status`) to `target`, which is the page itself unless told otherwise. */
export function redirected(url: string, status: number, target: string, extra: Partial<VariantResult> = {}) {
  return variant(url, 200, {
    redirects: [hop(url, status, target)],
    finalUrl: target,
    reachesPage: true,
    ...extra,
  });
}

/** The http:// variant: it lands on the same path on https exactly when it reaches the (https) page. */
export const asHttp = (v: VariantResult): HttpVariant => ({ ...v, samePathOnHttps: v.reachesPage });

export function notFound(
  url: string,
  status: number | null,
  extra: Partial<NotFoundProbe> = {},
): NotFoundProbe {
  return {
    ...variant(url, status),
    html: true,
    internalLinks: 3,
    title: 'Page not found',
    h1: 'Page not found',
    wordCount: 12,
    embeds: 0,
    scripts: 0,
    text: 'Page not found. Go back to the home page.',
    ...extra,
  };
}

/** Sets page.site with the given variants (the rest absent), as the site phase would. */
export function withVariants(page: PageArtifact, facts: Partial<VariantsFacts>): PageArtifact {
  const pageUrl = page.fetch.finalUrl;
  const variants: VariantsFacts = {
    pageUrl,
    http: null,
    www: null,
    trailingSlash: null,
    notFound: notFound(new URL('/__rankscope-404-00ff', pageUrl).href, 404),
    ...facts,
  };
  page.site = { failed: [], durationMs: 0, variants };
  return page;
}
