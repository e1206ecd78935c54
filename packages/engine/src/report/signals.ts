/**
 * The page's SEO signals in the report (`report.signals`): the exact facts a comparison of two audits
 * needs (diff/signals.ts), read from the artifact once. Checks judge these facts; the signals only state
 * them, so "the canonical moved to another host" is found by comparing values, not by parsing messages.
 */
import type { PageArtifact } from '../artifact.js';
import { effectiveCanonical } from '../gather/canonical.js';
import { allRobotsGroups, blocksIndexing, isIndexable, isMajorCrawler } from '../gather/robots-directives.js';
import { robotsMatch } from '../gather/site/robots-txt.js';
import type { ReportSignals } from './index.js';
import { jsonLdOf } from '../structured/jsonld.js';

/** Page text kept in signals is page-controlled: bounded so a hostile page cannot inflate the report. */
const MAX_TEXT = 300;
const MAX_LIST = 50;

const clip = (s: string): string => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);
const clipList = (list: string[]): string[] => list.slice(0, MAX_LIST).map(clip);

/** Googlebot's robots.txt verdict for the page: null when robots.txt was not read (site phase off or failed). */
function robotsTxtAllows(page: PageArtifact): boolean | null {
  const facts = page.site?.robotsTxt;
  if (!facts) return null;
  return robotsMatch(facts, page.fetch.finalUrl, 'Googlebot').allowed;
}

/** Listed in a sitemap read by the site phase; null when no sitemap could be read or some were not fetched. */
function sitemapListing(page: PageArtifact): boolean | null {
  const facts = page.site?.sitemaps;
  if (!facts || facts.files.every((f) => f.status !== 200)) return null;
  if (facts.page.listedIn !== null) return true;
  return facts.notFetched > 0 ? null : false;
}

/** `text`: the page's own title and description as report/build.ts reads them (null when missing). */
export function pageSignals(
  page: PageArtifact,
  text: { title: string | null; description: string | null },
): ReportSignals {
  const status = page.fetch.status;
  const robotsTxt = robotsTxtAllows(page);
  const noindex = allRobotsGroups(page)
    .filter((g) => isMajorCrawler(g.agent) && blocksIndexing(g))
    .map((g) => (g.source === 'header' ? `X-Robots-Tag: ${g.raw.trim()}` : `${g.metaName}: ${g.raw.trim()}`));
  const types = new Set(jsonLdOf(page).items.flatMap((item) => item.schemaTypes));
  const hreflang = page.hreflang.map((h) => `${h.lang.trim().toLowerCase()} ${h.url ?? h.href}`).sort();
  const anchors = page.anchors.filter((a) => a.url !== null && /^https?:/i.test(a.url));
  const canonical = effectiveCanonical(page)?.url ?? null;
  const internal = anchors.filter((a) => a.internal).length;
  return {
    status,
    indexable: status >= 200 && status < 300 && isIndexable(page) && robotsTxt !== false,
    noindex: clipList(noindex),
    robotsTxtAllowed: robotsTxt,
    canonical: canonical === null ? null : clip(canonical),
    title: text.title === null ? null : clip(text.title),
    description: text.description === null ? null : clip(text.description),
    h1: clipList(page.headings.filter((h) => h.level === 1).map((h) => h.text)),
    hreflang: clipList(hreflang),
    jsonLdTypes: clipList([...types].sort()),
    inSitemap: sitemapListing(page),
    internalLinks: internal,
    externalLinks: anchors.length - internal,
    wordCount: page.text.wordCount,
  };
}
