/** Site-level facts: links (to be written by its owner; see gather/site/index.ts). */
import type { SiteContext } from './context.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LinksFacts {}

export async function gatherLinks(_ctx: SiteContext): Promise<LinksFacts> {
  return {};
}
