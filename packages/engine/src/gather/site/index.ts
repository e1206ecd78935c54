/**
 * The site phase of an audit: requests beyond the page itself — robots.txt, sitemaps, the homepage,
 * URL variants and probes, TLS, social images and icons, hreflang alternates, links — gathered once,
 * concurrently, within one time budget, into plain facts that the checks read (`page.site`). Each area
 * owns one module; a gatherer never throws (a failed area is left out and its checks are n/a with that
 * reason).
 *
 * Slow sites: the phase starts with the audit (startSite), before the page has arrived. The areas that
 * need only the URL — robots.txt and llms.txt, sitemaps, URL variants and the not-found probe, the
 * homepage, TLS — run at once against a stand-in page of the requested URL; their requests land in the
 * phase's shared cache. When the page arrives, finish(page) runs every area against the real page: the
 * URL-only requests are answered from the cache (or joined in flight), so the audit takes about as long
 * as its slowest fetch rather than the page fetch plus the site phase. A redirect to another origin only
 * wastes the early requests (bounded by the per-request timeout); nothing is read from them.
 */
import { gather } from '../index.js';
import type { FetchedPage } from '../../fetch/types.js';
import type { PageFacts } from '../page-facts.js';
import { createSiteSession, type SiteContext, type SiteContextOptions, type SiteSession } from './context.js';
import { gatherHomepage, type HomepageFacts } from './homepage.js';
import { gatherHreflang, type HreflangFacts } from './hreflang.js';
import { gatherLinks, type LinksFacts } from './links.js';
import { gatherRobotsTxt, type RobotsTxtFacts } from './robots-txt.js';
import { gatherServer, type ServerFacts } from './server.js';
import { gatherMobile } from './server-mobile.js';
import { fetchSitemap } from './sitemaps-load.js';
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

/** Sitemaps listed by robots.txt that the early half of the phase fetches (the gatherer reads up to 10). */
const EARLY_SITEMAPS = 10;

/** Robots.txt is shared: sitemaps, resources and canonical checks need it, so it is fetched once, first. */
type Gatherer = (
  ctx: SiteContext,
  robots: Promise<RobotsTxtFacts | undefined>,
  early: { tls?: Promise<TlsFacts | undefined> },
) => Promise<unknown>;

const AREAS: Record<Exclude<keyof SiteFacts, 'failed' | 'durationMs' | 'robotsTxt'>, Gatherer> = {
  sitemaps: (ctx, robots) => gatherSitemaps(ctx, robots),
  homepage: (ctx) => gatherHomepage(ctx),
  social: (ctx) => gatherSocial(ctx),
  hreflang: (ctx) => gatherHreflang(ctx),
  tls: (ctx, _robots, early) => early.tls ?? gatherTls(ctx),
  server: (ctx) => gatherServer(ctx),
  variants: (ctx) => gatherVariants(ctx),
  links: (ctx) => gatherLinks(ctx),
};

/** The site phase under way: finish it with the page, or cancel it when the page cannot be fetched. */
export interface SitePhase {
  /** The page fetch is over: the host slot it held is free for the phase's requests. */
  pageFetched(): void;
  finish(page: PageFacts): Promise<SiteFacts>;
  cancel(): void;
}

/** An empty HTML page at `url`: what the URL-only areas see before the real page arrives. */
function standInPage(url: string, fetchedAt: number): PageFacts {
  const fetched: FetchedPage = {
    requestedUrl: url,
    finalUrl: url,
    status: 200,
    statusText: 'OK',
    redirects: [],
    headers: {},
    contentType: 'text/html',
    httpVersion: '1.1',
    timings: { ttfbMs: 0, downloadMs: 0, totalMs: 0 },
    transferBytes: 0,
    bodyBytes: 0,
    body: Buffer.alloc(0),
    truncated: false,
    contentEncoding: null,
    fetchedAt,
  };
  return gather(fetched);
}

/** Starts the URL-only requests of the site phase at once (see the module comment). */
export function startSite(url: string, options: SiteContextOptions & { fetchedAt?: number }): SitePhase {
  const session = createSiteSession(options);
  const early = session.context(standInPage(url, options.fetchedAt ?? Date.now()));
  const origin = early.page.url.origin;
  // The page fetch holds one of the host's slots from the start (taken before any early request), so
  // the page and the early requests together stay within the per-host limit.
  let pageFetched = (): void => undefined;
  const fetching = new Promise<void>((resolve) => (pageFetched = resolve));
  void session.limiter.run(early.page.url.host, () => fetching);
  // Gatherers never throw; the catch only keeps an unexpected failure from going unhandled.
  const quiet = <T>(p: Promise<T>): Promise<T | undefined> => p.catch(() => undefined);
  const robots = quiet(gatherRobotsTxt(early));
  // TLS opens its own sockets (nothing to cache): its facts are reused when the page stays on this origin.
  const tls = quiet(gatherTls(early));
  // The sitemap files, not their URL sample: the sample may include the page, which is on its way.
  // robots.txt's status check of a listed sitemap is answered by this read of it (see context.ts).
  const wellKnown = new URL('/sitemap.xml', origin).href;
  void quiet(fetchSitemap(early, wellKnown, 'wellKnown', null, false));
  void robots.then((r) =>
    (r?.sitemaps ?? [])
      .slice(0, EARLY_SITEMAPS)
      .map((u) => quiet(fetchSitemap(early, u, 'robots', null, true))),
  );
  void quiet(gatherVariants(early));
  void quiet(gatherHomepage(early));
  // The mobile version of the page: a request of its own (another user agent), as slow as the page.
  void quiet(gatherMobile(early));
  return {
    pageFetched,
    cancel: () => {
      pageFetched();
      session.cancel();
    },
    finish: (page) => finishSite(session, page, page.url.origin === origin ? { tls } : {}),
  };
}

export async function gatherSite(page: PageFacts, options: SiteContextOptions): Promise<SiteFacts> {
  return finishSite(createSiteSession(options), page, {});
}

async function finishSite(
  session: SiteSession,
  page: PageFacts,
  early: { tls?: Promise<TlsFacts | undefined> },
): Promise<SiteFacts> {
  const started = performance.now();
  session.startBudget();
  const ctx = session.context(page, { isAuditedPage: true });
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
      gather(ctx, robots, early).then(
        (r) => Object.assign(facts, { [area]: r }),
        (err: unknown) => fail(area, err),
      ),
    ),
  ]);
  facts.durationMs = Math.round(performance.now() - started);
  return facts;
}
