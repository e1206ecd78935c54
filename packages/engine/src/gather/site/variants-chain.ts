/**
 * Following one variant URL hop by hop through the site context (each hop requested with
 * followRedirects false, so every status and Location is recorded and every target passes the SSRF
 * guard), and reading the HTML it ends on.
 */
import { classifyContentType, sniffBody } from '../../fetch/sniff.js';
import type { FetchedPage, RedirectHop } from '../../fetch/types.js';
import type { PageFacts } from '../page-facts.js';
import { linksByRel } from '../page-facts.js';
import { gather } from '../index.js';
import { parseLinkHeaders } from '../link-header.js';
import type { SiteContext, SiteResponse } from './context.js';
import type { NotFoundProbe, VariantResult } from './variants-types.js';

/** Googlebot follows at most 10 hops; so does the audit's own fetch. */
export const MAX_HOPS = 10;
/** Variant pages are only read for their canonical, title and links. */
export const VARIANT_MAX_BYTES = 512 * 1024;
/** Timer skew between a request's own timeout and the phase budget's. */
const BUDGET_SLACK_MS = 200;
/** The statuses browsers follow; other 3xx (300, 304) are final answers. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface FollowOptions {
  /** Parse a final 200 HTML answer for its canonical (www and trailing-slash variants). */
  canonical?: boolean;
  /** Parse the final HTML answer whatever its status (the not-found probe reads its 404 page). */
  parseAnyStatus?: boolean;
}

export interface Followed {
  result: VariantResult;
  /** The final HTML document, parsed (the audited page's own artifact when the chain reached it). */
  parsed: PageFacts | null;
}

const key = (url: string): string => {
  const u = new URL(url);
  u.hash = '';
  return u.href;
};

function isHtml(fetched: FetchedPage): boolean {
  const verdict = classifyContentType(fetched.contentType);
  return verdict === 'html' || (verdict === 'sniff' && sniffBody(fetched.body).kind === 'html');
}

/** The canonical search engines honour: the first <link rel=canonical> in <head>, else the Link header's. */
function canonicalOf(page: PageFacts): string | null {
  const href = linksByRel(page, 'canonical').find((l) => l.inHead && l.attrs.href?.trim())?.attrs.href;
  const header = parseLinkHeaders(page.fetch.headers.link ?? []).find((e) => e.rel.includes('canonical'));
  const raw = href ?? header?.target;
  if (raw === undefined) return null;
  try {
    return new URL(raw.trim(), href !== undefined ? page.doc.baseUrl : page.url.href).href;
  } catch {
    return null;
  }
}

/** Follows `url` hop by hop; never throws. Stops on the audited page, whose answer is already known. */
export async function followVariant(
  ctx: SiteContext,
  url: string,
  options: FollowOptions = {},
): Promise<Followed> {
  const own = ctx.page.fetch;
  // The page's own chain: reaching any of its URLs means the rest of the way is known.
  const known = new Map<string, number>(own.redirects.map((h, i) => [key(h.url), i]));
  known.set(key(own.finalUrl), own.redirects.length);
  const redirects: RedirectHop[] = [];
  const visited = new Set<string>();
  const base = { url, redirects, canonical: null, reachesPage: false };
  const end = (current: string, res: Partial<VariantResult>): Followed => ({
    result: {
      ...base,
      firstStatus: redirects[0]?.status ?? res.status ?? null,
      location: redirects[0]?.location ?? null,
      finalUrl: current,
      status: null,
      error: null,
      errorMessage: null,
      contentType: null,
      ...res,
    },
    parsed: null,
  });
  let current = key(url);
  for (;;) {
    const at = known.get(current);
    if (at !== undefined) {
      redirects.push(...own.redirects.slice(at));
      const done = end(own.finalUrl, { status: own.status, contentType: own.contentType, reachesPage: true });
      return { ...done, parsed: ctx.page };
    }
    visited.add(current);
    const res = await ctx.fetch(current, { followRedirects: false, maxBytes: VARIANT_MAX_BYTES });
    if (res.status === null) return end(current, failure(ctx, res));
    const location = res.headers.location?.[0]?.trim();
    if (!REDIRECT_STATUSES.has(res.status) || !location) return answered(current, res, options, end);
    redirects.push({ url: current, status: res.status, location, timeMs: res.ttfbMs ?? 0 });
    let next: string;
    try {
      next = key(new URL(location, current).href);
    } catch {
      next = '';
    }
    if (!/^https?:/.test(next)) {
      const errorMessage = `${current} redirects to an invalid or non-http URL: "${location}".`;
      return end(current, { status: null, error: 'FETCH_FAILED', errorMessage });
    }
    if (visited.has(next) || redirects.length > MAX_HOPS) {
      const errorMessage = visited.has(next)
        ? `Redirect loop: ${[...visited, next].join(' → ')}`
        : `More than ${MAX_HOPS} redirects starting at ${url}.`;
      return end(next, { status: null, error: 'TOO_MANY_REDIRECTS', errorMessage });
    }
    current = next;
  }
}

function failure(ctx: SiteContext, res: SiteResponse): Partial<VariantResult> {
  // A request cut short by the phase budget says nothing about the server: report it as not checked. Each
  // request's timeout is capped at the budget left, so a timeout at the end of the budget is the budget's.
  const skipped =
    ctx.signal.aborted ||
    /^skipped:/.test(res.errorMessage ?? '') ||
    (res.error === 'TIMEOUT' && ctx.remainingMs() < BUDGET_SLACK_MS);
  return { status: null, error: skipped ? 'SKIPPED' : res.error, errorMessage: res.errorMessage };
}

function answered(
  current: string,
  res: SiteResponse,
  options: FollowOptions,
  end: (current: string, res: Partial<VariantResult>) => Followed,
): Followed {
  const done = end(current, { status: res.status, contentType: res.contentType });
  const fetched = res.fetched;
  const wanted = options.parseAnyStatus === true || (options.canonical === true && res.status === 200);
  if (!wanted || fetched === null || !isHtml(fetched)) return done;
  const parsed = gather(fetched, { lines: 'none' });
  const canonical = res.status === 200 ? canonicalOf(parsed) : null;
  return { result: { ...done.result, canonical }, parsed };
}

/** The not-found probe's page facts: navigation, title, words; empty when the answer is not HTML. */
export function notFoundPageFacts(
  parsed: PageFacts | null,
  result: VariantResult,
): Omit<NotFoundProbe, keyof VariantResult> {
  if (parsed === null) {
    return {
      html: false,
      internalLinks: 0,
      title: null,
      h1: null,
      wordCount: 0,
      embeds: 0,
      scripts: 0,
      text: '',
    };
  }
  const self = key(result.finalUrl);
  const internalLinks = parsed.anchors.filter((a) => a.internal && a.url !== null && key(a.url) !== self);
  return {
    html: true,
    internalLinks: internalLinks.length,
    title: parsed.titles[0]?.text ?? null,
    h1: parsed.headings.find((h) => h.level === 1)?.text ?? null,
    wordCount: parsed.text.wordCount,
    embeds:
      parsed.images.length +
      parsed.videos.length +
      parsed.iframes.length +
      parsed.plugins.length +
      parsed.forms.length,
    scripts: parsed.scripts.length,
    text: parsed.text.main.slice(0, 2000),
  };
}
