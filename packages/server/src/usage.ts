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

function allowanceOf(ctx: ServerContext, visitor: Visitor, used: number): Allowance {
  if (visitor.email) {
    const limit = ctx.config.SIGNED_IN_AUDITS_PER_DAY;
    return { signedIn: true, remaining: -1, limit, used, allowed: used < limit };
  }
  const limit = ctx.config.FREE_AUDITS_PER_DAY;
  return { signedIn: false, remaining: Math.max(0, limit - used), limit, used, allowed: used < limit };
}

export async function allowance(ctx: ServerContext, visitor: Visitor): Promise<Allowance> {
  return allowanceOf(ctx, visitor, await ctx.store.countUsage(keysOf(visitor), USAGE_WINDOW_MS, ctx.now()));
}

/**
 * Takes one audit from the visitor's allowance, atomically across every API process: `ticket` is null
 * when none is left (the allowance says how many were used). An audit that does not finish hands its
 * ticket back (returnAudit), so only finished audits count.
 */
export async function takeAudit(
  ctx: ServerContext,
  visitor: Visitor,
): Promise<{ ticket: string | null; allowance: Allowance }> {
  const limit = visitor.email ? ctx.config.SIGNED_IN_AUDITS_PER_DAY : ctx.config.FREE_AUDITS_PER_DAY;
  const { ticket, used } = await ctx.store.takeUsage(keysOf(visitor), limit, USAGE_WINDOW_MS, ctx.now());
  return { ticket, allowance: allowanceOf(ctx, visitor, used) };
}

export async function returnAudit(ctx: ServerContext, ticket: string): Promise<void> {
  await ctx.store.returnUsage(ticket);
}

/** Counts one audit against every key of the visitor, whatever is left. */
export async function recordAudit(ctx: ServerContext, visitor: Visitor): Promise<void> {
  await ctx.store.takeUsage(keysOf(visitor), Infinity, USAGE_WINDOW_MS, ctx.now());
}

/** spec.md §5's message, with the number of remaining checks. */
export function limitMessage(remaining: number): string {
  return `You've reached your free check limit (${remaining} remaining). Please sign in with Google to continue analyzing websites.`;
}
