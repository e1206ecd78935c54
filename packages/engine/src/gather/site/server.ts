/** Site-level facts: server (to be written by its owner; see gather/site/index.ts). */
import type { SiteContext } from './context.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ServerFacts {}

export async function gatherServer(_ctx: SiteContext): Promise<ServerFacts> {
  return {};
}
