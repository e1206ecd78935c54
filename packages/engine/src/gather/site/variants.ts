/** Site-level facts: variants (to be written by its owner; see gather/site/index.ts). */
import type { SiteContext } from './context.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface VariantsFacts {}

export async function gatherVariants(_ctx: SiteContext): Promise<VariantsFacts> {
  return {};
}
