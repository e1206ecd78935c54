/**
 * The site phase of an audit: requests beyond the page itself — robots.txt, sitemaps, the homepage,
 * URL variants and probes, TLS, social images and icons, hreflang alternates, links — gathered once,
 * concurrently, within one time budget, into plain facts that the checks read (`page.site`). Each area
 * owns one module; a gatherer never throws (a failed area is left out and its checks are n/a with that
 * reason).
 */
import type { PageArtifact } from '../artifact.js';
import { createSiteContext, type SiteContext, type SiteContextOptions } from './context.js';
import { gatherHomepage, type HomepageFacts } from './homepage.js';
import { gatherHreflang, type HreflangFacts } from './hreflang.js';
import { gatherLinks, type LinksFacts } from './links.js';
import { gatherRobotsTxt, type RobotsTxtFacts } from './robots-txt.js';
import { gatherServer, type ServerFacts } from './server.js';
import { gatherSitemaps, type SitemapFacts } from './sitemaps.js';
import { gatherSocial, type SocialFacts } from './social.js';
import { gatherTls, type TlsFacts } from './tls.js';
import { gatherVariants, type VariantsFacts } from './variants.js';

export interface SiteFacts {
  robotsTxt?: RobotsTxtFacts;
  sitemaps?: SitemapFacts;
  homepage?: HomepageFacts;
  social?: SocialFacts;
  hreflang?: HreflangFacts;
  tls?: TlsFacts;
  server?: ServerFacts;
  /** http/https, www/apex and trailing-slash variants of the URL, and a not-found probe. */
  variants?: VariantsFacts;
  links?: LinksFacts;
  /** Areas whose gatherer failed, with the reason (their checks are n/a). */
  failed: { area: string; reason: string }[];
  /** Wall time of the site phase. */
  durationMs: number;
}

export type { SiteContext } from './context.js';

/** Robots.txt is shared: sitemaps, resources and canonical checks need it, so it is fetched once, first. */
type Gatherer = (ctx: SiteContext, robots: Promise<RobotsTxtFacts | undefined>) => Promise<unknown>;

const AREAS: Record<Exclude<keyof SiteFacts, 'failed' | 'durationMs' | 'robotsTxt'>, Gatherer> = {
  sitemaps: (ctx, robots) => gatherSitemaps(ctx, robots),
  homepage: (ctx) => gatherHomepage(ctx),
  social: (ctx) => gatherSocial(ctx),
  hreflang: (ctx) => gatherHreflang(ctx),
  tls: (ctx) => gatherTls(ctx),
  server: (ctx) => gatherServer(ctx),
  variants: (ctx) => gatherVariants(ctx),
  links: (ctx) => gatherLinks(ctx),
};

export async function gatherSite(page: PageArtifact, options: SiteContextOptions): Promise<SiteFacts> {
  const started = performance.now();
  const ctx = createSiteContext(page, options);
  const facts: SiteFacts = { failed: [], durationMs: 0 };
  const fail = (area: string, err: unknown): undefined => {
    facts.failed.push({ area, reason: err instanceof Error ? err.message : String(err) });
    return undefined;
  };
  const robots = gatherRobotsTxt(ctx).then(
    (r) => (facts.robotsTxt = r),
    (err: unknown) => fail('robotsTxt', err),
  );
  await Promise.all([
    robots,
    ...Object.entries(AREAS).map(([area, gather]) =>
      gather(ctx, robots).then(
        (r) => Object.assign(facts, { [area]: r }),
        (err: unknown) => fail(area, err),
      ),
    ),
  ]);
  facts.durationMs = Math.round(performance.now() - started);
  return facts;
}
