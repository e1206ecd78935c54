/** Site-level facts: social (to be written by its owner; see gather/site/index.ts). */
import type { SiteContext } from './context.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SocialFacts {}

export async function gatherSocial(_ctx: SiteContext): Promise<SocialFacts> {
  return {};
}
