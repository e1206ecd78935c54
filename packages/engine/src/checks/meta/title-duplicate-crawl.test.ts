import { describe, expect, it } from 'vitest';
import { crawlFacts, crawledPage, pageWithCrawl } from '../../test-support/crawl-fixtures.js';
import { messageOf, runCheck } from '../../test-support/index.js';
import check from './title-duplicate-crawl.js';

const u = (i: number): string => `https://example.com/p/${i}`;

describe('title-duplicate-crawl', () => {
  it('passes when every indexable page has its own title', () => {
    const out = runCheck(check, pageWithCrawl(crawlFacts([1, 2, 3].map((i) => crawledPage(u(i))))));
    expect(out).toMatchObject({ status: 'good', values: { pages: 3 } });
  });

  it('warns on a title shared by 2+ pages, compared case-folded with whitespace collapsed', () => {
    const pages = [
      crawledPage(u(1), { title: 'Red  Shoes' }),
      crawledPage(u(2), { title: 'red shoes ' }),
      ...[3, 4, 5, 6].map((i) => crawledPage(u(i))),
    ];
    const out = runCheck(check, pageWithCrawl(crawlFacts(pages)));
    expect(out.status).toBe('recommended');
    expect(out.items).toEqual([{ value: 'Red Shoes', note: `2 pages: ${u(1)}, ${u(2)}` }]);
    expect(messageOf(check, out)).toBe(
      '2 of 6 indexable crawled pages share a title with another page (1 group), e.g. "Red Shoes" on 2 pages.',
    );
  });

  it('fails on a template title over more than half of the pages; noindex and 404 pages do not count', () => {
    const pages = [
      ...[1, 2, 3].map((i) => crawledPage(u(i), { title: 'Shop' })),
      crawledPage(u(4)),
      crawledPage(u(5), { title: 'Shop', indexable: false }),
      crawledPage(u(6), { title: 'Shop', status: 404, score: null }),
    ];
    const out = runCheck(check, pageWithCrawl(crawlFacts(pages)));
    expect(out).toMatchObject({ status: 'critical', key: 'template', values: { shared: 3, pages: 4 } });
    // Exactly half is not a template yet.
    const half = [1, 2]
      .map((i) => crawledPage(u(i), { title: 'Shop' }))
      .concat([3, 4].map((i) => crawledPage(u(i))));
    expect(runCheck(check, pageWithCrawl(crawlFacts(half))).status).toBe('recommended');
  });

  it('is n/a without a crawl or with fewer than two indexable pages', () => {
    expect(runCheck(check, pageWithCrawl(null))).toMatchObject({ status: 'na', key: 'notChecked' });
    expect(runCheck(check, pageWithCrawl(crawlFacts([crawledPage(u(1))])))).toMatchObject({
      status: 'na',
      key: 'few',
    });
  });
});
