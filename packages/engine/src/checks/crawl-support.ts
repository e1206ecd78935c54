/**
 * Shared by the five crawl checks: the pages they judge and how groups become report items. The crawl's
 * site facts (crawl/aggregate.ts) count the same pages, so it takes the two predicates from here.
 */
import type { CrawlFacts, CrawledPage, DuplicateGroup } from '../artifact.js';
import { fail, notApplicable, pass, warn, type CheckItem, type CheckOutcome } from './types.js';

/** Errors that are Rankscope's own refusal, not the site's failure. */
const OWN_ERRORS = new Set(['BLOCKED_TARGET', 'INVALID_URL', 'UNSUPPORTED_SCHEME', 'DISALLOWED_BY_ROBOTS']);

/** A crawled page's facts without its inbound links (what the crawl's store holds per page). */
type PageFacts = Omit<CrawledPage, 'linkedFrom'>;

/** A crawled HTML page answering 2xx, indexable: the pages duplicates are looked for among. */
export function isComparable(p: PageFacts): boolean {
  return p.status >= 200 && p.status < 300 && p.indexable && p.score !== null;
}

/** A URL answering 4xx/5xx, or not at all for a reason of the site's (timeouts, refused, loops). */
export function isErrorPage(p: PageFacts): boolean {
  if (p.status >= 400) return true;
  return p.status === 0 && !OWN_ERRORS.has(p.errorCode ?? '');
}

/** Indexable HTML pages answering 2xx: the pages duplicate and depth checks compare. */
export function comparablePages(crawl: CrawlFacts): CrawledPage[] {
  return crawl.pages.filter(isComparable);
}

/** URLs listed in a group's note. */
const URLS_IN_NOTE = 5;

/** One item per group: the shared value, and how many pages share it with the first few URLs. */
export function groupItems(groups: readonly DuplicateGroup[]): CheckItem[] {
  return groups.map((g) => {
    const shown = g.urls.slice(0, URLS_IN_NOTE).join(', ');
    const more = g.urls.length > URLS_IN_NOTE ? ` and ${g.urls.length - URLS_IN_NOTE} more` : '';
    const similar =
      g.similarity !== undefined && g.similarity < 1 ? ` (${Math.round(g.similarity * 100)} % similar)` : '';
    return { value: g.value, note: `${g.urls.length} pages${similar}: ${shown}${more}` };
  });
}

/** Pages in the groups, each counted once. */
export function pagesIn(groups: readonly DuplicateGroup[]): number {
  return new Set(groups.flatMap((g) => g.urls)).size;
}

/**
 * The duplicate-title and duplicate-description checks: n/a without a crawl or with fewer than two
 * comparable pages; recommended for shared values; critical when one value covers more than half the
 * pages (a template value, not a slip). `name` is the message placeholder holding the shared value.
 */
export function duplicateValuesOutcome(
  crawl: CrawlFacts | null,
  pick: (crawl: CrawlFacts) => readonly DuplicateGroup[],
  name: 'title' | 'description',
): CheckOutcome {
  if (!crawl) return notApplicable('notChecked');
  const pages = comparablePages(crawl).length;
  if (pages < 2) return notApplicable('few', { pages });
  const groups = pick(crawl);
  const largest = groups[0];
  if (!largest) return pass('pass', { pages }, { value: 0 });
  const count = pagesIn(groups);
  const extra = { items: groupItems(groups), value: count };
  const values = { groups: groups.length, count, pages, [name]: largest.value, shared: largest.urls.length };
  if (largest.urls.length * 2 > pages) return fail('template', values, extra);
  return warn('duplicates', values, extra);
}
