/** Site-level facts: homepage (to be written by its owner; see gather/site/index.ts). */
import type { SiteContext } from './context.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HomepageFacts {}

export async function gatherHomepage(_ctx: SiteContext): Promise<HomepageFacts> {
  return {};
}
