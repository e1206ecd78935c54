import { describe, expect, it } from 'vitest';
import { crawledPage, crawlFacts } from '../test-support/crawl-fixtures.js';

const O = 'https://example.com';

describe('canonical chains across the crawl', () => {
  it('lists pages whose canonical target names another canonical, and loops, not single hops', () => {
    const facts = crawlFacts([
      crawledPage(`${O}/`),
      // One hop to a page that is its own canonical: fine.
      crawledPage(`${O}/print`, { canonical: `${O}/`, indexable: false }),
      // c → b → a.
      crawledPage(`${O}/a`, { canonical: `${O}/a` }),
      crawledPage(`${O}/b`, { canonical: `${O}/a`, indexable: false }),
      crawledPage(`${O}/c`, { canonical: `${O}/b`, indexable: false }),
      // x ↔ y.
      crawledPage(`${O}/x`, { canonical: `${O}/y`, indexable: false }),
      crawledPage(`${O}/y`, { canonical: `${O}/x`, indexable: false }),
      // A canonical to a page not crawled, and a failed page's stale field: not judged.
      crawledPage(`${O}/d`, { canonical: `${O}/elsewhere`, indexable: false }),
      crawledPage(`${O}/gone`, { status: 404, canonical: `${O}/b`, score: null }),
    ]);
    expect(facts.canonicalChains).toEqual([
      { url: `${O}/c`, chain: [`${O}/c`, `${O}/b`, `${O}/a`], loop: false },
      { url: `${O}/x`, chain: [`${O}/x`, `${O}/y`, `${O}/x`], loop: true },
      { url: `${O}/y`, chain: [`${O}/y`, `${O}/x`, `${O}/y`], loop: true },
    ]);
  });
});
