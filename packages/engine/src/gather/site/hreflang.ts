/** Site-level facts: hreflang (to be written by its owner; see gather/site/index.ts). */
import type { SiteContext } from './context.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HreflangFacts {}

export async function gatherHreflang(_ctx: SiteContext): Promise<HreflangFacts> {
  return {};
}
