/**
 * Two crawls of one site compared page by page (pages keyed by URL, read as paths when the two crawls
 * are of different origins) and by their site-wide findings. Each kind of change is ordered by its effect:
 * the most linked pages, the largest score drops and the most widespread issues first.
 */
import type { CrawlFacts, CrawledPage } from '../crawl/types.js';
import type { CrawlDiff, CrawlIssueChange, CrawlPageChange, RichEligibilityChange } from './types.js';

/** A page score drop worth listing; smaller moves come from a shifting lab-free score of one check. */
const SCORE_DROP = 5;

const ok = (status: number): boolean => status >= 200 && status < 300;

function delta(a: number | null, b: number | null): CrawlDiff['siteScore'] {
  return { old: a, new: b, delta: a === null || b === null ? null : Math.round((b - a) * 10) / 10 };
}

export function diffCrawls(
  old: CrawlFacts,
  now: CrawlFacts,
  local: (url: string) => string,
): { diff: CrawlDiff; h1Compared: boolean; detailCompared: boolean } {
  const before = new Map(old.pages.map((p) => [local(p.url), p]));
  const after = new Map(now.pages.map((p) => [local(p.url), p]));
  // A compact crawl lists its pages without texts and inbound links (CrawlFacts.pageDetail): titles and
  // H1s are then not compared, and pages are ordered by URL alone.
  const detailCompared = old.pageDetail !== 'compact' && now.pageDetail !== 'compact';
  const inlinks = (p: CrawledPage | undefined): number => p?.linkedFrom?.length ?? 0;
  const byInlinks = (pages: Map<string, CrawledPage>) => (x: string, y: string) =>
    inlinks(pages.get(y)) - inlinks(pages.get(x)) || x.localeCompare(y);

  const added = [...after.keys()].filter((u) => !before.has(u)).sort(byInlinks(after));
  const removed = [...before.keys()].filter((u) => !after.has(u)).sort(byInlinks(before));
  const statusChanged: CrawlPageChange[] = [];
  const becameNonIndexable: string[] = [];
  const becameIndexable: string[] = [];
  const titleChanged: CrawlPageChange[] = [];
  const canonicalChanged: CrawlPageChange[] = [];
  const h1Changed: CrawlPageChange[] = [];
  const scoreDropped: CrawlPageChange[] = [];
  // Engines before the h1 field wrote none on any page; pages not analysed (errors, non-HTML) have none either.
  const recordsH1 = (c: CrawlFacts): boolean =>
    c.pages.length === 0 || c.pages.some((p) => p.h1 !== undefined);
  const h1Compared = detailCompared && recordsH1(old) && recordsH1(now);
  for (const [url, b] of after) {
    const a = before.get(url);
    if (!a) continue;
    if (a.status !== b.status) statusChanged.push({ url, old: a.status, new: b.status });
    if (a.indexable && !b.indexable) becameNonIndexable.push(url);
    if (!a.indexable && b.indexable) becameIndexable.push(url);
    if (detailCompared && a.title !== b.title)
      titleChanged.push({ url, old: a.title ?? null, new: b.title ?? null });
    const ca = a.canonical === null ? null : local(a.canonical);
    const cb = b.canonical === null ? null : local(b.canonical);
    if (ca !== cb) canonicalChanged.push({ url, old: ca, new: cb });
    if (h1Compared && (a.h1 ?? null) !== (b.h1 ?? null))
      h1Changed.push({ url, old: a.h1 ?? null, new: b.h1 ?? null });
    if (a.score !== null && b.score !== null && a.score - b.score >= SCORE_DROP) {
      scoreDropped.push({ url, old: a.score, new: b.score });
    }
  }
  // Pages that stopped answering 2xx first, then by how linked they are.
  const broke = (c: CrawlPageChange): number => Number(ok(Number(c.old)) && !ok(Number(c.new)));
  statusChanged.sort((x, y) => broke(y) - broke(x) || byInlinks(after)(x.url, y.url));
  for (const list of [becameNonIndexable, becameIndexable]) list.sort(byInlinks(after));
  for (const list of [titleChanged, canonicalChanged, h1Changed])
    list.sort((x, y) => byInlinks(after)(x.url, y.url));
  scoreDropped.sort((x, y) => Number(x.new) - Number(x.old) - (Number(y.new) - Number(y.old)));

  const brokenBefore = new Set(old.brokenLinks.map((l) => local(l.url)));
  const brokenAfter = new Set(now.brokenLinks.map((l) => local(l.url)));
  const newBrokenLinks = now.brokenLinks
    .filter((l) => !brokenBefore.has(local(l.url)))
    .map((l) => ({ url: local(l.url), status: l.status, linkedFrom: l.linkedFrom.map(local) }))
    .sort((x, y) => y.linkedFrom.length - x.linkedFrom.length);
  const fixedBrokenLinks = [...brokenBefore].filter((u) => !brokenAfter.has(u));

  const issuesBefore = new Map(old.issues.map((i) => [i.checkId, i.pages]));
  const issuesAfter = new Map(now.issues.map((i) => [i.checkId, i.pages]));
  const issues: CrawlDiff['issues'] = { new: [], fixed: [], spread: [], shrunk: [] };
  for (const id of new Set([...issuesBefore.keys(), ...issuesAfter.keys()])) {
    const c: CrawlIssueChange = {
      checkId: id,
      oldPages: issuesBefore.get(id) ?? 0,
      newPages: issuesAfter.get(id) ?? 0,
    };
    if (c.oldPages === 0 && c.newPages > 0) issues.new.push(c);
    else if (c.oldPages > 0 && c.newPages === 0) issues.fixed.push(c);
    else if (c.newPages > c.oldPages) issues.spread.push(c);
    else if (c.newPages < c.oldPages) issues.shrunk.push(c);
  }
  const size = (c: CrawlIssueChange): number => Math.abs(c.newPages - c.oldPages);
  for (const list of Object.values(issues))
    list.sort((x, y) => size(y) - size(x) || x.checkId.localeCompare(y.checkId));

  const rich = richChanges(old, now, before, after, byInlinks(after));

  return {
    h1Compared,
    detailCompared,
    diff: {
      pagesOld: old.pages.length,
      pagesNew: now.pages.length,
      added,
      removed,
      statusChanged,
      becameNonIndexable,
      becameIndexable,
      titleChanged,
      canonicalChanged,
      h1Changed,
      scoreDropped,
      newBrokenLinks,
      fixedBrokenLinks,
      issues,
      siteScore: delta(old.siteScore, now.siteScore),
      ...rich,
      partial: old.stopReason !== 'complete' || now.stopReason !== 'complete',
    },
  };
}

const eligible = (status: string | undefined): boolean => status === 'eligible' || status === 'restricted';

/** Pages present in both crawls whose eligibility for a feature changed, when both crawls record it. */
function richChanges(
  old: CrawlFacts,
  now: CrawlFacts,
  before: Map<string, CrawledPage>,
  after: Map<string, CrawledPage>,
  order: (x: string, y: string) => number,
): Pick<CrawlDiff, 'richGained' | 'richLost'> {
  const records = (c: CrawlFacts): boolean => c.pages.some((p) => p.richResults !== undefined);
  if (!records(old) || !records(now)) return {};
  const richGained: RichEligibilityChange[] = [];
  const richLost: RichEligibilityChange[] = [];
  for (const [url, b] of after) {
    const a = before.get(url);
    if (!a || a.richResults === undefined || b.richResults === undefined) continue;
    const was = new Map(a.richResults.map((r) => [r.feature, r]));
    const is = new Map(b.richResults.map((r) => [r.feature, r]));
    for (const feature of new Set([...was.keys(), ...is.keys()])) {
      const x = was.get(feature);
      const y = is.get(feature);
      const change = { url, feature, status: y?.status ?? ('absent' as const), problems: y?.problems ?? [] };
      if (!eligible(x?.status) && eligible(y?.status)) richGained.push(change);
      if (eligible(x?.status) && !eligible(y?.status)) richLost.push(change);
    }
  }
  for (const list of [richGained, richLost])
    list.sort((x, y) => order(x.url, y.url) || x.feature.localeCompare(y.feature));
  return { richGained, richLost };
}
