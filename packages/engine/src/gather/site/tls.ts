/** Site-level facts: tls (to be written by its owner; see gather/site/index.ts). */
import type { SiteContext } from './context.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TlsFacts {}

export async function gatherTls(_ctx: SiteContext): Promise<TlsFacts> {
  return {};
}
