/**
 * Probes: the few requests an audit makes besides the page itself — the canonical, AMP and prev/next
 * targets, and the status of the page's own images, stylesheets and scripts. Every request goes through
 * the safe fetcher (SSRF guard, limits, timeouts); concurrency is bounded per host and overall, and the
 * whole phase has a time budget so a page with hundreds of resources still finishes fast.
 */
import { isAuditError } from '../errors.js';
import { fetchPage, type FetchOptions } from '../fetch/index.js';
import type { FetchedPage } from '../fetch/types.js';
import { linksByRel, metasBy, type PageFacts } from './page-facts.js';
import type { ProbedPage, Probes, UrlStatus } from './probe-types.js';
import { gather } from './index.js';
import { parseLinkHeaders } from './link-header.js';
import { Limiter, type HostLimiter } from './limiter.js';
import { resourceRefs, safeResolve } from './resources.js';

export interface ProbeOptions {
  fetch: FetchOptions;
  /** Time budget for the whole probe phase. */
  budgetMs?: number;
  /** At most this many resources are checked (the rest are reported as skipped). */
  maxResources?: number;
  perHostConcurrency?: number;
  concurrency?: number;
  /** A limiter shared with other work on the same hosts (runSiteAudit); replaces the two limits above. */
  limiter?: HostLimiter;
  signal?: AbortSignal;
}

const PROBE_PAGE_BYTES = 2 * 1024 * 1024;

/** The facts a probe keeps of an HTML page: robots directives, canonical, AMP flag and link relations. */
export function probedPage(fetched: FetchedPage): ProbedPage {
  const page = gather(fetched, { lines: 'none' });
  const linkRels: Record<string, string[]> = {};
  for (const rel of ['canonical', 'prev', 'previous', 'next', 'amphtml']) {
    const targets = linksByRel(page, rel)
      .map((l) => (l.attrs.href ? safeResolve(l.attrs.href, page.doc.baseUrl) : null))
      .filter((u): u is string => u !== null);
    if (targets.length) linkRels[rel === 'previous' ? 'prev' : rel] = targets;
  }
  const headerCanonical = parseLinkHeaders(page.fetch.headers['link'] ?? []).find((e) =>
    e.rel.includes('canonical'),
  );
  const canonical =
    linkRels.canonical?.[0] ?? (headerCanonical ? safeResolve(headerCanonical.target, page.url.href) : null);
  const amp = page.doc.htmlAttrs;
  return {
    robotsMeta: [...metasBy(page, 'name', 'robots'), ...metasBy(page, 'name', 'googlebot')].map(
      (m) => m.attrs.content ?? '',
    ),
    xRobotsTag: page.fetch.headers['x-robots-tag'] ?? [],
    canonical,
    isAmp: 'amp' in amp || '⚡' in amp,
    linkRels,
  };
}

/** Fetches one URL and summarises it; never throws (failures become status null + error code). */
export async function probeUrl(
  url: string,
  options: FetchOptions & { followRedirects?: boolean; parse?: boolean },
): Promise<UrlStatus> {
  try {
    const fetched = await fetchPage(url, {
      ...options,
      requireHtml: false,
      truncateAtBytes: options.parse ? PROBE_PAGE_BYTES : 0,
      readBody: options.parse === true,
    });
    const status: UrlStatus = {
      url,
      status: fetched.status,
      redirects: fetched.redirects,
      finalUrl: fetched.finalUrl,
      error: null,
      contentType: fetched.contentType,
      xRobotsTag: fetched.headers['x-robots-tag'] ?? [],
    };
    if (options.parse && fetched.status < 300 && /html/i.test(fetched.contentType ?? 'text/html')) {
      status.page = probedPage(fetched);
    }
    return status;
  } catch (err) {
    return {
      url,
      status: null,
      redirects: [],
      finalUrl: url,
      error: isAuditError(err) ? err.code : 'FETCH_FAILED',
      contentType: null,
      xRobotsTag: [],
    };
  }
}

/** Runs every probe the page calls for, within the time budget. */
export async function runProbes(page: PageFacts, options: ProbeOptions): Promise<Probes> {
  const budget = AbortSignal.timeout(options.budgetMs ?? 8000);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  const limiter = options.limiter ?? new Limiter(options.concurrency ?? 8, options.perHostConcurrency ?? 4);
  const base = {
    ...options.fetch,
    signal,
    totalTimeoutMs: Math.min(options.fetch.totalTimeoutMs ?? 10_000, 10_000),
  };
  const self = page.fetch.finalUrl;
  const hostOf = (u: string): string => new URL(u).host;
  const probes: Probes = {};
  const jobs: Promise<void>[] = [];

  const pageProbe = (
    rel: string,
    key: 'canonicalTarget' | 'amp' | 'prev' | 'next',
    follow: boolean,
  ): void => {
    const href =
      linksByRel(page, rel)[0]?.attrs.href ??
      (rel === 'prev' ? linksByRel(page, 'previous')[0]?.attrs.href : undefined);
    const target = href ? safeResolve(href, page.doc.baseUrl) : null;
    if (!target || !/^https?:/.test(target) || target === self) return;
    jobs.push(
      limiter
        .run(hostOf(target), () => probeUrl(target, { ...base, followRedirects: follow, parse: true }))
        .then((r) => {
          probes[key] = r;
        }),
    );
  };
  // The canonical search engines honour: the first one in <head>, else the HTTP Link header's.
  const headCanonical = linksByRel(page, 'canonical').find((l) => l.inHead && l.attrs.href?.trim())?.attrs
    .href;
  const headerCanonical = parseLinkHeaders(page.fetch.headers['link'] ?? []).find((e) =>
    e.rel.includes('canonical'),
  );
  const canonical = headCanonical
    ? safeResolve(headCanonical, page.doc.baseUrl)
    : headerCanonical
      ? safeResolve(headerCanonical.target, page.url.href)
      : null;
  if (canonical && /^https?:/.test(canonical) && canonical !== self) {
    jobs.push(
      limiter
        .run(hostOf(canonical), () => probeUrl(canonical, { ...base, followRedirects: false, parse: true }))
        .then((r) => {
          probes.canonicalTarget = r;
        }),
    );
  }
  pageProbe('amphtml', 'amp', true);
  pageProbe('prev', 'prev', true);
  pageProbe('next', 'next', true);

  const all = resourceRefs(page).map((r) => r.url);
  const max = options.maxResources ?? 100;
  const selected = all.slice(0, max);
  const checked: UrlStatus[] = [];
  let skipped = all.length - selected.length;
  jobs.push(
    ...selected.map((url) =>
      limiter.run(hostOf(url), async () => {
        if (budget.aborted) {
          skipped++;
          return;
        }
        let result = await probeUrl(url, { ...base, method: 'HEAD', followRedirects: true });
        // Some servers refuse HEAD (405/501) or answer it wrongly: confirm with GET before calling it broken.
        if (result.status === null || result.status >= 400) {
          if (budget.aborted) {
            skipped++;
            return;
          }
          result = await probeUrl(url, { ...base, method: 'GET', followRedirects: true });
        }
        if (result.error === 'TIMEOUT' && budget.aborted) skipped++;
        else checked.push(result);
      }),
    ),
  );
  await Promise.all(jobs);
  probes.resources = { checked, total: all.length, skipped };
  return probes;
}
