/**
 * The checks whose fix each round-trip test proves: the fix applied to a page served over HTTP, the page
 * audited again, the check passing and no check that passed before failing. Each test asserts its own
 * list (the fix is written, and it passes); checks/registry.test.ts asserts that every check with a `fix`
 * is in one of them.
 */

/** fix/round-trip.test.ts on fixable.html: each fix written there (html, robots.txt, server) applied alone. */
export const FIXABLE_PAGE = [
  'title-present',
  'meta-description-present',
  'canonical-present',
  'viewport',
  'lang-present',
  'og-title',
  'twitter-card',
  'hreflang-self',
  'hreflang-x-default',
  'sd-present',
  'schema-breadcrumb',
  'img-missing-dimensions',
  'robots-txt-blocks-resources',
  'robots-txt-sitemap-directive',
  'compression',
  'x-content-type-options',
  'frame-protection',
  'referrer-policy',
  'permissions-policy',
] as const;

/** fix/round-trip.test.ts on fixable-conflicts.html: robots tags and header, canonical target, lang. */
export const CONFLICTS_PAGE = [
  'robots-meta-noindex', 'robots-meta-nofollow', 'robots-bot-specific', 'robots-unavailable-after',
  'x-robots-tag', 'canonical-target-indexable', 'canonical-self', 'lang-valid',
] as const; // prettier-ignore

/**
 * fix/round-trip-pages.test.ts: verified html fixes offered on the fixture and generated pages (each asserted
 * offered on some page; every offered fix passes alone and together).
 */
export const FIXTURE_PAGES = [
  'canonical-absolute',
  'canonical-present',
  'canonical-self',
  'canonical-single',
  'canonical-target-indexable',
  'deprecated-tags',
  'doctype',
  'h1-equals-title',
  'h1-length',
  'h1-present',
  'h1-single',
  'heading-empty',
  'hreflang-absolute',
  'hreflang-self',
  'hreflang-valid-codes',
  'hreflang-x-default',
  'img-missing-dimensions',
  'jsonld-parse',
  'keyword-consistency',
  'lang-present',
  'lang-valid',
  'meta-description-length',
  'meta-description-pixel-width',
  'meta-description-present',
  'meta-refresh',
  'og-description',
  'og-title',
  'og-type',
  'og-url',
  'robots-bot-specific',
  'robots-meta-nofollow',
  'robots-meta-noindex',
  'robots-snippet-controls',
  'robots-unavailable-after',
  'sd-present',
  'title-keyword-stuffing',
  'title-length',
  'title-pixel-width',
  'title-present',
  'twitter-card',
  'viewport',
] as const;

/**
 * fix/server-snippets.{nginx,apache,caddy}.test.ts: every primary snippet loaded in the real server, these
 * checks pass on the page it serves (broken-resources: the files stay reachable).
 */
export const SERVED_CHECKS = [
  'x-content-type-options',
  'frame-protection',
  'referrer-policy',
  'permissions-policy',
  'static-cache',
  'server-disclosure',
  'broken-resources',
];

/** Every check id some round-trip test proves the fix of. */
export const ROUND_TRIPPED: ReadonlySet<string> = new Set([
  ...FIXABLE_PAGE,
  ...CONFLICTS_PAGE,
  ...FIXTURE_PAGES,
  ...SERVED_CHECKS,
]);
