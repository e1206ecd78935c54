/**
 * Site-level facts: server performance and delivery. Warm time-to-first-byte samples of the document,
 * the delivery headers of the page's same-origin static assets, and the page as a mobile browser gets
 * it. Read by the server checks ttfb, compression, http-version, static-cache and mobile-desktop-parity.
 */
import type { SiteContext } from './context.js';
import { gatherAssets, type AssetsFacts } from './server-assets.js';
import { gatherMobile, type MobileFacts } from './server-mobile.js';
import { failureCode } from './server-shared.js';

export type { AssetFacts, AssetKind, AssetsFacts } from './server-assets.js';
export type { MobileFacts, ParityFacts } from './server-mobile.js';

export interface TtfbSample {
  /** Request start to response headers (DNS + connect + TLS + wait), or null when no response came. */
  ttfbMs: number | null;
  status: number | null;
  /** Error code when no response came (TIMEOUT, TIME_BUDGET…). */
  error: string | null;
}

export interface TtfbFacts {
  /** The URL sampled: the page's final URL. */
  url: string;
  /** One entry per request made, in order. */
  samples: TtfbSample[];
  /** Median TTFB of the samples that answered; null when none did. */
  medianMs: number | null;
  /** No warm samples: the first, cold answer already took longer than SLOW_COLD_TTFB_MS. */
  skippedSlowCold?: boolean;
}

export interface ServerFacts {
  ttfb: TtfbFacts;
  assets: AssetsFacts;
  mobile: MobileFacts;
}

/** Warm samples taken after the audit's own (cold) fetch of the page. */
export const TTFB_SAMPLES = 3;

export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/**
 * A first answer slower than this (the ttfb check's limit) is judged on its own: each warm sample would
 * cost as long again after the page arrived, and the verdict cannot get better than "very slow" for a
 * visitor who meets the cold answer.
 */
export const SLOW_COLD_TTFB_MS = 1800;

async function sampleTtfb(ctx: SiteContext): Promise<TtfbFacts> {
  const url = ctx.page.fetch.finalUrl;
  if (ctx.page.fetch.timings.ttfbMs > SLOW_COLD_TTFB_MS)
    return { url, samples: [], medianMs: null, skippedSlowCold: true };
  const samples: TtfbSample[] = [];
  // One after another: concurrent samples would queue behind each other on the server and measure that.
  for (let i = 1; i <= TTFB_SAMPLES; i++) {
    // ctx.fetch caches identical requests; a harmless header makes each sample a request of its own.
    const res = await ctx.fetch(url, {
      maxBytes: 0,
      followRedirects: false,
      headers: { 'x-rankscope-sample': String(i) },
    });
    samples.push({
      ttfbMs: res.status === null ? null : res.ttfbMs,
      status: res.status,
      error: failureCode(ctx, res),
    });
  }
  const answered = samples.map((s) => s.ttfbMs).filter((t): t is number => t !== null);
  const mid = median(answered);
  return { url, samples, medianMs: mid === null ? null : Math.round(mid * 10) / 10 };
}

export async function gatherServer(ctx: SiteContext): Promise<ServerFacts> {
  const [ttfb, assets, mobile] = await Promise.all([sampleTtfb(ctx), gatherAssets(ctx), gatherMobile(ctx)]);
  return { ttfb, assets, mobile };
}
