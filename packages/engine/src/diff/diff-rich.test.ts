/** Comparing two crawls: pages that gained or lost eligibility for a rich result feature, in text and markdown. */
import { describe, expect, it } from 'vitest';
import type { CrawlFacts, CrawledPage } from '../crawl/types.js';
import { diffDocument } from '../print/diff-sections.js';
import { renderDiffText } from '../print/diff-text.js';
import { diffCrawls } from './diff-crawl.js';
import type { ReportDiff } from './types.js';

const O = 'https://shop.example';
const page = (url: string, richResults?: CrawledPage['richResults']): CrawledPage => ({
  url: `${O}${url}`,
  finalUrl: `${O}${url}`,
  status: 200,
  redirects: 0,
  depth: 1,
  contentType: 'text/html',
  inSitemap: true,
  indexable: true,
  canonical: null,
  wordCount: 300,
  score: 80,
  failedChecks: [],
  error: null,
  ms: 1,
  ...(richResults ? { richResults } : {}),
});
const crawl = (pages: CrawledPage[]): CrawlFacts => ({
  startUrl: `${O}/`,
  stopReason: 'complete',
  pages,
  statusCounts: { '200': pages.length },
  duplicateTitles: [],
  duplicateDescriptions: [],
  nearDuplicates: [],
  brokenLinks: [],
  redirectLinks: [],
  orphans: [],
  notInSitemap: null,
  issues: [],
  siteScore: 80,
  durationMs: 1,
});
const ok = (feature: string) => ({ feature, status: 'eligible' as const, warnings: false, problems: [] });

describe('rich results in a crawl diff', () => {
  const old = crawl([
    page('/p/oak', [ok('Merchant listing'), ok('Product snippet')]),
    page('/r/pie', [{ feature: 'Recipe', status: 'invalid', warnings: false, problems: ['image'] }]),
    page('/faq', [ok('Breadcrumb')]),
  ]);
  const now = crawl([
    page('/p/oak', [
      { feature: 'Merchant listing', status: 'invalid', warnings: false, problems: ['offers.price'] },
      ok('Product snippet'),
    ]),
    page('/r/pie', [ok('Recipe')]),
    page('/faq', []),
  ]);

  it('lists pages that lost eligibility (invalid now, or markup gone) and pages that gained it', () => {
    const { diff } = diffCrawls(old, now, (u) => u);
    expect(diff.richLost).toEqual([
      { url: `${O}/faq`, feature: 'Breadcrumb', status: 'absent', problems: [] },
      { url: `${O}/p/oak`, feature: 'Merchant listing', status: 'invalid', problems: ['offers.price'] },
    ]);
    expect(diff.richGained).toEqual([
      { url: `${O}/r/pie`, feature: 'Recipe', status: 'eligible', problems: [] },
    ]);
  });

  it('says so in the printed comparison, in the report language', () => {
    const { diff } = diffCrawls(old, now, (u) => u);
    const report: ReportDiff = {
      kind: 'crawl',
      old: {
        url: `${O}/`,
        fetchedAt: '2026-01-01T00:00:00Z',
        engineVersion: '1',
        catalogueVersion: '2026.11.2',
      },
      new: {
        url: `${O}/`,
        fetchedAt: '2026-01-02T00:00:00Z',
        engineVersion: '1',
        catalogueVersion: '2026.11.2',
      },
      originsDiffer: false,
      score: { old: 80, new: 80, delta: 0 },
      categories: [],
      checks: {
        new: [],
        fixed: [],
        worse: [],
        better: [],
        stillFailing: [],
        noLongerJudged: [],
        changedValue: [],
        withinNoise: [],
      },
      signals: [],
      lab: [],
      crawl: diff,
      notCompared: [],
    };
    const text = renderDiffText(report, 'en', { color: false });
    expect(text).toContain(`Rich results lost (page: feature, status now) (2)`);
    expect(text).toContain(`${O}/p/oak: Merchant listing (invalid: offers.price)`);
    expect(text).toContain(`Rich results gained (page: feature) (1)`);
    expect(JSON.stringify(diffDocument(report, 'fr'))).toContain('Résultats enrichis perdus');
  });

  it('compares nothing when a crawl predates rich results', () => {
    const older = crawl([page('/p/oak')]);
    const { diff } = diffCrawls(older, now, (u) => u);
    expect(diff.richLost).toBeUndefined();
    expect(diff.richGained).toBeUndefined();
  });
});
