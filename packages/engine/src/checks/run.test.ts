import { describe, expect, it } from 'vitest';
import { crawlFacts, crawledPage, pageWithCrawl } from '../test-support/crawl-fixtures.js';
import { doc, pageFromHtml } from '../test-support/index.js';
import { CHECKS } from './index.js';
import { runChecks, type RawResult } from './run.js';

const byId = (raw: readonly RawResult[], id: string): RawResult => {
  const result = raw.find((r) => r.entry.id === id);
  if (!result) throw new Error(`no result for ${id}`);
  return result;
};

describe('runChecks', () => {
  it('makes a check n/a without running it when an input it needs was not gathered, naming that input', () => {
    const raw = runChecks(pageFromHtml(doc('<title>Oak tables</title>')), CHECKS);
    expect(raw.length).toBe(CHECKS.length);
    expect(byId(raw, 'robots-txt-present')).toMatchObject({
      status: 'na',
      naReason: 'na.site',
      outcome: null,
    });
    expect(byId(raw, 'lcp')).toMatchObject({ status: 'na', naReason: 'na.lab', outcome: null });
    expect(byId(raw, 'url-depth')).toMatchObject({ status: 'na', naReason: 'na.crawl', outcome: null });
    // A page check that reads the site phase only when present still runs.
    expect(byId(raw, 'ttfb')).toMatchObject({ naReason: null, outcome: { key: expect.any(String) } });
    expect(byId(raw, 'title-present')).toMatchObject({ status: 'good', naReason: null });
  });

  it('runs the crawl checks on a crawl without the site phase (rankscope --crawl --no-site)', () => {
    const pages = [1, 2, 3].map((i) => crawledPage(`https://example.com/p/${i}`));
    const page = pageWithCrawl(crawlFacts(pages));
    expect(page.site).toBeNull();
    const raw = runChecks(page, CHECKS);
    for (const id of ['title-duplicate-crawl', 'url-depth', 'crawl-error-pages']) {
      expect(byId(raw, id).naReason, id).toBeNull();
      expect(byId(raw, id).outcome, id).not.toBeNull();
    }
    expect(byId(raw, 'internal-broken-links')).toMatchObject({ status: 'na', naReason: 'na.site' });
  });
});
