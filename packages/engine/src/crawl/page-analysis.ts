/**
 * The per-page work of the crawl, in one pure function so it can run on a worker thread: gather the HTML
 * page once, run every page-scope check, score it, fingerprint its main text, and reduce it to what the
 * crawl keeps — the summary fields of a CrawledPage and the same-site links to follow. The artifact never
 * leaves this function. Inputs and result are plain, structured-cloneable data.
 */
import { composeArtifact } from '../artifact.js';
import { pageDescription, pageTitle } from '../report/build.js';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import type { FetchedPage } from '../fetch/types.js';
import { effectiveCanonical } from '../gather/canonical.js';
import { gather } from '../gather/index.js';
import { genericMetaMatch, isIndexable } from '../gather/robots-directives.js';
import { computeScore } from '../score/index.js';
import { normalizeCrawlUrl, paramMatcher } from './normalize.js';
import { fingerprint } from './simhash.js';
import type { CrawledPage } from './types.js';
import { richResultsOf } from '../structured/rich/index.js';
import { pageRichResults } from './rich-results.js';

export interface AnalysisContext {
  /** The page's final URL, normalised (the crawl's key for it). */
  finalUrl: string;
  /** Query parameters the crawl strips (CrawlOptions.stripParams). */
  stripParams: readonly string[];
}

export interface PageAnalysis extends Pick<
  CrawledPage,
  | 'title'
  | 'description'
  | 'canonical'
  | 'h1'
  | 'indexable'
  | 'simhash'
  | 'contentHash'
  | 'wordCount'
  | 'hreflang'
  | 'score'
  | 'failedChecks'
  | 'richResults'
> {
  /**
   * Same-site link targets (normalised, first occurrence order, the page itself included), with whether
   * the crawl may follow them: not when the link or the page says nofollow.
   */
  links: Array<{ url: string; follow: boolean }>;
}

const matchers = new Map<string, (name: string) => boolean>();
function stripFor(params: readonly string[]): (name: string) => boolean {
  const key = params.join('\n');
  let matcher = matchers.get(key);
  if (!matcher) {
    matcher = paramMatcher(params);
    matchers.set(key, matcher);
  }
  return matcher;
}

export function analysePage(fetched: FetchedPage, context: AnalysisContext): PageAnalysis {
  const strip = stripFor(context.stripParams);
  const normalize = (u: string): string | null => normalizeCrawlUrl(u, strip);
  const artifact = composeArtifact(gather(fetched, { lines: 'none' }));
  const raw = runChecks(artifact, CHECKS);
  const scored = computeScore(
    raw.map((r) => ({ entry: r.entry, status: r.status, score: r.outcome?.score })),
  );
  const canonicalRaw = effectiveCanonical(artifact)?.url ?? null;
  const canonical = canonicalRaw !== null ? normalize(canonicalRaw) : null;
  const print = fingerprint(artifact.text.main);

  const nofollowPage = genericMetaMatch(artifact, ['nofollow', 'none']).matching.length > 0;
  const links = new Map<string, boolean>();
  for (const a of artifact.anchors) {
    // The gather already tells same-site links apart; an analysed page is on the crawl's site.
    if (a.url === null || !a.sameSite) continue;
    const target = normalize(a.url);
    if (target === null) continue;
    const follow = !nofollowPage && !a.rel.includes('nofollow');
    links.set(target, (links.get(target) ?? false) || follow);
  }

  return {
    title: pageTitle(artifact),
    description: pageDescription(artifact),
    canonical,
    h1: artifact.headings.find((h) => h.level === 1)?.text ?? null,
    indexable: isIndexable(artifact) && (canonical === null || canonical === context.finalUrl),
    simhash: print?.simhash ?? null,
    contentHash: print?.contentHash ?? null,
    wordCount: artifact.text.wordCount,
    hreflang: artifact.hreflang.flatMap((h) => {
      const url = h.url !== null ? normalize(h.url) : null;
      return url !== null ? [{ lang: h.lang.toLowerCase(), url }] : [];
    }),
    score: scored.seoScore,
    failedChecks: raw
      .filter((r) => r.status === 'recommended' || r.status === 'critical')
      .map((r) => r.entry.id),
    richResults: pageRichResults(richResultsOf(artifact)),
    links: [...links].map(([url, follow]) => ({ url, follow })),
  };
}
