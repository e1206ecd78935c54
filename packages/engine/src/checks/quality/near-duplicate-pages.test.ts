import { describe, expect, it } from 'vitest';
import { crawlFacts, crawledPage, pageWithCrawl } from '../../test-support/crawl-fixtures.js';
import { contentHash, simhash } from '../../crawl/simhash.js';
import { prose } from '../../test-support/generated-site.js';
import { messageOf, runCheck } from '../../test-support/index.js';
import check from './near-duplicate-pages.js';

const u = (i: number): string => `https://example.com/p/${i}`;
const text = (t: string) => ({ simhash: simhash(t), contentHash: contentHash(t), wordCount: 160 });

describe('near-duplicate-pages', () => {
  it('passes when main texts differ', () => {
    const pages = [1, 2, 3].map((i) => crawledPage(u(i), text(prose(i))));
    expect(runCheck(check, pageWithCrawl(crawlFacts(pages)))).toMatchObject({ status: 'good', value: 0 });
  });

  it('warns on near duplicates (≥ 90 % similar)', () => {
    const words = prose(42).split(' ');
    const changed = [...words];
    changed[50] = 'changed';
    const pages = [
      crawledPage(u(1), text(words.join(' '))),
      crawledPage(u(2), text(changed.join(' '))),
      crawledPage(u(3), text(prose(3))),
    ];
    const out = runCheck(check, pageWithCrawl(crawlFacts(pages)));
    expect(out).toMatchObject({ status: 'recommended', key: 'near', value: 2 });
    expect(messageOf(check, out)).toMatch(
      /e\.g\. https:\/\/example\.com\/p\/1 and https:\/\/example\.com\/p\/2 are (9\d|100) % similar/,
    );
  });

  it('fails on exact duplicates without a canonical, but not when they canonicalise to each other', () => {
    const same = prose(7);
    const dup = [crawledPage(u(1), text(same)), crawledPage(u(2), text(same))];
    expect(runCheck(check, pageWithCrawl(crawlFacts(dup)))).toMatchObject({
      status: 'critical',
      key: 'exact',
    });
    // u(2) declares u(1) canonical: not indexable, and the pair is one page to search engines.
    const canon = [
      crawledPage(u(1), text(same)),
      crawledPage(u(2), { ...text(same), canonical: u(1), indexable: false }),
    ];
    expect(runCheck(check, pageWithCrawl(crawlFacts(canon))).status).not.toBe('critical');
  });

  it('ignores pages with too little text, and is n/a without a crawl', () => {
    const tiny = [
      crawledPage(u(1), { ...text('hello'), wordCount: 1 }),
      crawledPage(u(2), { ...text('hello'), wordCount: 1 }),
    ];
    expect(runCheck(check, pageWithCrawl(crawlFacts(tiny))).status).toBe('good');
    expect(runCheck(check, pageWithCrawl(null)).status).toBe('na');
  });
});
