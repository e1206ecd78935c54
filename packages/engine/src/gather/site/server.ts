/**
 * Site-level facts: server performance and delivery. Warm time-to-first-byte samples of the document,
 * the delivery headers of the page's same-origin static assets, and the page as a mobile browser gets
 * it. Read by the server checks ttfb, compression, http-version, static-cache and mobile-desktop-parity.
 */
import type { SiteContext } from './context.js';
import { gatherAssets, type AssetsFacts } from './server-assets.js';
import { gatherMobile, type MobileFacts } from './server-mobile.js';
import { disturbed, startHostProbe } from './host-busy.js';
import { failureCode } from './server-shared.js';

export type { AssetFacts, AssetKind, AssetsFacts } from './server-assets.js';
export type { MobileFacts, ParityFacts } from './server-mobile.js';

export interface TtfbSample {
  /** Request start to response headers (DNS + connect + TLS + wait), or null when no response came. */
  ttfbMs: number | null;
  status: number | null;
  /** Error code when no response came (TIMEOUT, TIME_BUDGET…). */
  error: string | null;
  /** How long this host held the measuring process up during the request, in ms (host-busy.ts). */
  lagMs?: number;
  /** The host held it up for a good part of its time: not counted when clean samples exist. */
  disturbed?: boolean;
}

export interface TtfbFacts {
  /** The URL sampled: the page's final URL. */
  url: string;
  /** One entry per request made, in order. */
  samples: TtfbSample[];
  /** Median TTFB of the samples that answered; null when none did. */
  medianMs: number | null;
  /**
   * No more warm samples: the first, cold answer took longer than SLOW_COLD_TTFB_MS and one warm request
   * made to check it, with the host not busy, did too.
   */
  skippedSlowCold?: boolean;
  /**
   * Every answered sample was disturbed by this host's own load (host-busy.ts): the median is of them
   * all and can only be too high. `lagMs`: the longest the measuring process was held up.
   */
  busy?: { lagMs: number };
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
 * A first answer slower than this (the ttfb check's limit) is checked with one warm request: when that one
 * is as slow on a host that was not busy, it is judged on its own (each further sample would cost as long
 * again, and the verdict cannot get better than "very slow"); when it is fast, the cold answer was an
 * outlier and the warm samples decide.
 */
export const SLOW_COLD_TTFB_MS = 1800;

/** Requests made at most: disturbed samples are taken again, once each. */
const MAX_REQUESTS = TTFB_SAMPLES * 2;

async function oneSample(ctx: SiteContext, url: string, i: number): Promise<TtfbSample> {
  const probe = startHostProbe();
  // ctx.fetch caches identical requests; a harmless header makes each sample a request of its own.
  const res = await ctx.fetch(url, {
    maxBytes: 0,
    followRedirects: false,
    headers: { 'x-rankscope-sample': String(i) },
  });
  const lagMs = probe.stop();
  const ttfbMs = res.status === null ? null : res.ttfbMs;
  return {
    ttfbMs,
    status: res.status,
    error: failureCode(ctx, res),
    ...(lagMs > 0 ? { lagMs } : {}),
    ...(ttfbMs !== null && disturbed(ttfbMs, lagMs) ? { disturbed: true } : {}),
  };
}

const isDisturbed = (s: TtfbSample): boolean => s.disturbed === true;

async function sampleTtfb(ctx: SiteContext): Promise<TtfbFacts> {
  const url = ctx.page.fetch.finalUrl;
  const samples: TtfbSample[] = [];
  const clean = (): TtfbSample[] => samples.filter((s) => s.ttfbMs !== null && !isDisturbed(s));
  // One after another: concurrent samples would queue behind each other on the server and measure that.
  if (ctx.page.fetch.timings.ttfbMs > SLOW_COLD_TTFB_MS) {
    const check = await oneSample(ctx, url, 1);
    samples.push(check);
    if (check.ttfbMs !== null && check.ttfbMs > SLOW_COLD_TTFB_MS && !isDisturbed(check))
      return { url, samples, medianMs: null, skippedSlowCold: true };
  }
  for (let i = samples.length + 1; i <= MAX_REQUESTS; i++) {
    const taken = samples.length;
    const undisturbed = clean().length;
    const answered = samples.filter((s) => s.ttfbMs !== null).length;
    // Enough clean samples, or as many requests as planned with nothing to take again.
    if (undisturbed >= TTFB_SAMPLES || (taken >= TTFB_SAMPLES && answered === undisturbed)) break;
    if (taken >= TTFB_SAMPLES && ctx.signal.aborted) break;
    samples.push(await oneSample(ctx, url, i));
  }
  const usable = clean();
  const answered = samples.filter((s) => s.ttfbMs !== null);
  const judged = usable.length > 0 ? usable : answered;
  const mid = median(judged.map((s) => s.ttfbMs as number));
  const busy =
    usable.length === 0 && answered.length > 0
      ? { busy: { lagMs: Math.max(...answered.map((s) => s.lagMs ?? 0)) } }
      : {};
  return { url, samples, medianMs: mid === null ? null : Math.round(mid * 10) / 10, ...busy };
}

export async function gatherServer(ctx: SiteContext): Promise<ServerFacts> {
  const [ttfb, assets, mobile] = await Promise.all([sampleTtfb(ctx), gatherAssets(ctx), gatherMobile(ctx)]);
  return { ttfb, assets, mobile };
}
