/** Site-level facts: sitemaps (to be written by its owner; see gather/site/index.ts). */
import type { SiteContext } from './context.js';
import type { RobotsTxtFacts } from './robots-txt.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SitemapFacts {}

export async function gatherSitemaps(
  _ctx: SiteContext,
  _robots: Promise<RobotsTxtFacts | undefined>,
): Promise<SitemapFacts> {
  return {};
}
