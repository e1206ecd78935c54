/** Site-level facts: robots-txt (to be written by its owner; see gather/site/index.ts). */
import type { SiteContext } from './context.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RobotsTxtFacts {}

export async function gatherRobotsTxt(_ctx: SiteContext): Promise<RobotsTxtFacts> {
  return {};
}
