/**
 * Fair use (product.md §2–3): anonymous visitors get FREE_AUDITS_PER_DAY audits per rolling 24 h, counted
 * both by salted IP hash and by anonymous cookie id — clearing cookies or local storage does not reset the
 * IP-based count, and sharing an IP (offices) does not hide a cookie's own count. Signed-in users are
 * unlimited up to the SIGNED_IN_AUDITS_PER_DAY fair-use cap. Remaining -1 means unlimited (spec.md §5).
 */
import type { ServerContext, Visitor } from './context.js';

export const USAGE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Allowance {
  signedIn: boolean;
  /** Audits left in the rolling window; -1 for signed-in users (unlimited as far as the UI is concerned). */
  remaining: number;
  limit: number;
  used: number;
  allowed: boolean;
}

const keysOf = (v: Visitor): string[] =>
  v.email ? [`user:${v.email}`] : [`ip:${v.ipHash}`, `anon:${v.anonId}`];

export function allowance(ctx: ServerContext, visitor: Visitor): Allowance {
  const now = ctx.now();
  const used = Math.max(...keysOf(visitor).map((k) => ctx.store.countUsage(k, USAGE_WINDOW_MS, now)));
  if (visitor.email) {
    const limit = ctx.config.SIGNED_IN_AUDITS_PER_DAY;
    return { signedIn: true, remaining: -1, limit, used, allowed: used < limit };
  }
  const limit = ctx.config.FREE_AUDITS_PER_DAY;
  return { signedIn: false, remaining: Math.max(0, limit - used), limit, used, allowed: used < limit };
}

/** Counts one audit against every key of the visitor. */
export function recordAudit(ctx: ServerContext, visitor: Visitor): void {
  const now = ctx.now();
  for (const key of keysOf(visitor)) ctx.store.recordUsage(key, now);
}

/** spec.md §5's message, with the number of remaining checks. */
export function limitMessage(remaining: number): string {
  return `You've reached your free check limit (${remaining} remaining). Please sign in with Google to continue analyzing websites.`;
}
