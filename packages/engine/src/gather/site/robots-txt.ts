/**
 * Site-level facts of robots.txt and llms.txt. One GET of /robots.txt on the audited origin (the page's
 * final URL; 600 KiB kept, redirects followed and recorded), parsed line by line; then a status request
 * for each listed sitemap (at most 20). Alongside: GET /llms.txt and HEAD /llms-full.txt, and the
 * robots.txt of up to 5 other same-site origins the page loads resources from. Other areas read the facts
 * through `sitemaps` and isAllowedBy().
 */
import { siteOf } from '../index.js';
import { resourceRefs } from '../resources.js';
import type { SiteContext } from './context.js';
import { fetchRobots, statusOf, type FetchedRobots } from './robots-txt-fetch.js';
import { gatherLlmsTxt } from './robots-txt-llms.js';
import { GOOGLE_ROBOTS_LIMIT } from './robots-txt-parse.js';
import type { LlmsTxtFacts, RobotsLint, RobotsTxtFacts } from './robots-txt-types.js';

export type * from './robots-txt-types.js';
export { groupFor, isAllowedBy, robotsFileFor, robotsMatch, type RobotsMatch } from './robots-txt-match.js';
export { GOOGLE_ROBOTS_LIMIT } from './robots-txt-parse.js';
export { readRobots, summary } from './robots-txt-fetch.js';
export { parseLlmsTxt } from './robots-txt-llms.js';

const MAX_SITEMAP_CHECKS = 20;
const MAX_RESOURCE_ORIGINS = 5;

/** Other origins of the page's own site that serve its stylesheets, scripts or images. */
function sameSiteResourceOrigins(ctx: SiteContext): string[] {
  const page = ctx.page.url;
  const site = siteOf(page.hostname);
  const origins = new Set<string>();
  for (const ref of resourceRefs(ctx.page)) {
    const u = new URL(ref.url);
    if (u.origin !== page.origin && siteOf(u.hostname) === site) origins.add(u.origin);
  }
  return [...origins];
}

const EMPTY_LINT: RobotsLint = {
  issues: [],
  issuesTotal: 0,
  html: false,
  unparsable: false,
  lines: 0,
  directives: 0,
  oversize: false,
};

/**
 * The facts of a robots.txt already read, before any further request (sitemap statuses, other origins
 * and llms.txt are filled in by the gatherer).
 */
export function robotsTxtFacts(read: FetchedRobots, llms: LlmsTxtFacts): RobotsTxtFacts {
  const { file, parse, html } = read;
  const sitemapLines = parse?.sitemapLines ?? [];
  const lint: RobotsLint = parse
    ? { ...parse.lint, html, oversize: file.fetch.bytes > GOOGLE_ROBOTS_LIMIT }
    : EMPTY_LINT;
  return {
    ...file,
    sitemaps: [...new Set(sitemapLines.flatMap((s) => (s.url === null ? [] : [s.url])))],
    sitemapLines,
    sitemapChecks: [],
    sitemapsSkipped: 0,
    lint,
    resourceOrigins: [],
    resourceOriginsSkipped: [],
    llms,
  };
}

export async function gatherRobotsTxt(ctx: SiteContext): Promise<RobotsTxtFacts> {
  const origin = ctx.page.url.origin;
  const others = sameSiteResourceOrigins(ctx);
  // All at once: llms.txt and the other origins do not depend on the audited origin's robots.txt.
  const [own, resourceOrigins, llms] = await Promise.all([
    fetchRobots(ctx, origin),
    Promise.all(others.slice(0, MAX_RESOURCE_ORIGINS).map(async (o) => (await fetchRobots(ctx, o)).file)),
    gatherLlmsTxt(ctx, origin),
  ]);
  const facts = robotsTxtFacts(own, llms);
  facts.sitemapChecks = await Promise.all(
    facts.sitemaps.slice(0, MAX_SITEMAP_CHECKS).map((url) => statusOf(ctx, url)),
  );
  facts.sitemapsSkipped = Math.max(0, facts.sitemaps.length - MAX_SITEMAP_CHECKS);
  facts.resourceOrigins = resourceOrigins;
  facts.resourceOriginsSkipped = others.slice(MAX_RESOURCE_ORIGINS);
  return facts;
}
