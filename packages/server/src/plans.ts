/**
 * Plans (product.md §4): Pro unlocks PDF download and share links. The operator grants it by listing the
 * email in PRO_EMAILS (case-insensitive); with PLAN_GATING off (self-hosted) everyone signed in is Pro.
 */
import type { ServerContext } from './context.js';

export function isPro(ctx: Pick<ServerContext, 'config'>, email: string): boolean {
  if (!ctx.config.PLAN_GATING) return true;
  const wanted = email.trim().toLowerCase();
  return ctx.config.PRO_EMAILS.some((e) => e.toLowerCase() === wanted);
}
