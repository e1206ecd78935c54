import { describe, expect, it } from 'vitest';
import { crawlFacts, crawledPage, pageWithCrawl } from '../../test-support/crawl-fixtures.js';
import { messageOf, runCheck } from '../../test-support/index.js';
import check from './url-depth.js';

describe('url-depth', () => {
  it('passes when every page is within 3 clicks and 4 segments', () => {
    const pages = [
      crawledPage('https://example.com/', { depth: 0 }),
      crawledPage('https://example.com/a/b/c/d', { depth: 3 }),
    ];
    const out = runCheck(check, pageWithCrawl(crawlFacts(pages)));
    expect(out).toMatchObject({ status: 'good', value: 3 });
    expect(messageOf(check, out)).toContain('(deepest: 3)');
  });

  it('warns at 4–5 clicks or more than 4 path segments', () => {
    const deep = [crawledPage('https://example.com/x', { depth: 4 })];
    expect(runCheck(check, pageWithCrawl(crawlFacts(deep)))).toMatchObject({
      status: 'recommended',
      items: [{ value: 'https://example.com/x', note: '4 clicks' }],
    });
    const long = [crawledPage('https://example.com/a/b/c/d/e', { depth: 1 })];
    expect(runCheck(check, pageWithCrawl(crawlFacts(long))).items?.[0]?.note).toBe('5 path segments');
  });

  it('fails for pages deeper than 5 clicks or reached only from the sitemap', () => {
    const pages = [
      crawledPage('https://example.com/deep', { depth: 6 }),
      crawledPage('https://example.com/orphan', { depth: 0, reachable: false, linkedFrom: [] }),
      crawledPage('https://example.com/ok', { depth: 5 }),
    ];
    const out = runCheck(check, pageWithCrawl(crawlFacts(pages)));
    expect(out).toMatchObject({ status: 'critical', key: 'unreachable', values: { critical: 2 } });
    expect(out.items?.map((i) => i.note)).toEqual(['6 clicks', 'not linked from the start page', '5 clicks']);
  });

  it('is n/a without a crawl or without indexable pages', () => {
    expect(runCheck(check, pageWithCrawl(null)).status).toBe('na');
    const none = [crawledPage('https://example.com/gone', { status: 404, score: null })];
    expect(runCheck(check, pageWithCrawl(crawlFacts(none)))).toMatchObject({ status: 'na', key: 'none' });
  });
});
