/**
 * Test fixtures for the sitemap checks: hand-made SitemapFacts on a real parsed page (the gatherer has its
 * own tests against real servers). Imported by tests only.
 */
import type { PageArtifact } from '../artifact.js';
import type {
  LastmodStats,
  SampledUrl,
  SitemapFacts,
  SitemapFile,
  SitemapProblem,
} from '../gather/site/sitemaps.js';
import { doc, pageFromHtml, type PageOptions } from './index.js';

export const PAGE = 'https://example.com/shop/oak-table';
export const SITEMAP = 'https://example.com/sitemap.xml';

/** A sitemap file that answered 200 as a urlset with no problems; override what the test is about. */
export function file(extra: Partial<SitemapFile> = {}): SitemapFile {
  return {
    url: SITEMAP,
    source: 'robots',
    parent: null,
    status: 200,
    error: null,
    finalUrl: extra.url ?? SITEMAP,
    contentType: 'application/xml',
    gzipped: false,
    bytes: 20_480,
    overLimit: false,
    kind: 'urlset',
    urlCount: 120,
    childCount: 0,
    problems: [],
    problemCounts: {},
    lastmod: null,
    ...extra,
  };
}

/** A file with the given problems, their counts derived (or given for totals over the examples). */
export function withProblems(
  problems: SitemapProblem[],
  extra: Partial<SitemapFile> = {},
  counts: SitemapFile['problemCounts'] = {},
): SitemapFile {
  const derived: SitemapFile['problemCounts'] = {};
  for (const p of problems) derived[p.code] = (derived[p.code] ?? 0) + 1;
  return file({ problems, problemCounts: { ...derived, ...counts }, ...extra });
}

export const problem = (
  code: SitemapProblem['code'],
  value: string,
  line: number | null = null,
  column: number | null = null,
): SitemapProblem => ({ code, value, line, column });

export function lastmod(extra: Partial<LastmodStats> = {}): LastmodStats {
  return {
    entries: 120,
    missing: 0,
    invalid: 0,
    future: 0,
    valid: 120,
    distinct: 87,
    firstValid: '2025-11-02',
    invalidExamples: [],
    futureExamples: [],
    ...extra,
  };
}

export function sampled(url: string, extra: Partial<SampledUrl> = {}): SampledUrl {
  return {
    url,
    status: 200,
    error: null,
    location: null,
    noindex: null,
    canonical: null,
    robotsBlocked: false,
    ...extra,
  };
}

/** Facts of a site whose robots.txt lists one healthy sitemap that lists the page. */
export function facts(extra: Partial<SitemapFacts> = {}): SitemapFacts {
  return {
    robotsTxtRead: true,
    robotsListed: [SITEMAP],
    probed: [],
    files: [file()],
    notFetched: 0,
    page: { url: PAGE, listedIn: SITEMAP, nearMatch: null },
    listedUrls: 120,
    health: { sampled: 0, checked: [], skipped: 0 },
    ...extra,
  };
}

/** The audited page (real HTML through the real parser) with the given sitemap facts. */
export function pageWith(
  sitemaps: SitemapFacts | undefined,
  head = '<title>Oak table</title>',
  options: PageOptions = {},
): PageArtifact {
  const page = pageFromHtml(doc(head, '<h1>Oak table</h1>'), { url: PAGE, ...options });
  page.site = { failed: [], durationMs: 0, ...(sitemaps ? { sitemaps } : {}) };
  return page;
}
