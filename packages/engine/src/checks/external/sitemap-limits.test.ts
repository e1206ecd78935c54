import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { SITEMAP, facts, file, pageWith } from '../../test-support/sitemaps.js';
import check from './sitemap-limits.js';
import type { SitemapFile } from '../../gather/site/sitemaps.js';

const MB = 1024 * 1024;
const INDEX = 'https://example.com/sitemap_index.xml';
const run = (...files: SitemapFile[]) => runCheck(check, pageWith(facts({ files })));

describe('sitemap-limits', () => {
  it('passes files within the limits, naming the largest', () => {
    const out = run(file({ urlCount: 40_000, bytes: 40 * MB }), file({ url: INDEX, urlCount: 12 }));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'All 2 sitemap files are within the limits: the largest has 40,000 URLs and 40 MB uncompressed.',
    );
  });

  it('recommends splitting close to the limits (over 40,000 URLs or 40 MB)', () => {
    const urls = run(file({ urlCount: 40_001 }));
    expect(urls.status).toBe('recommended');
    expect(messageOf(check, urls)).toBe(`${SITEMAP} lists 40,001 URLs, close to the 50,000 limit.`);
    expect(urls.items).toEqual([{ value: SITEMAP, note: '40001 URLs, 0.02 MB uncompressed' }]);
    const size = run(file({ bytes: 45.5 * MB }));
    expect(messageOf(check, size, 'fr')).toBe(
      `${SITEMAP} fait 45,5 Mo non compressés, près de la limite de 50 Mo.`,
    );
    const index = run(file({ url: INDEX, kind: 'sitemapindex', childCount: 45_000, urlCount: 0 }));
    expect(index.key).toBe('nearChildren');
  });

  it('fails files over the protocol limits (the file is rejected), the worst one first', () => {
    const near = file({ url: INDEX, urlCount: 41_000 });
    const over = file({ urlCount: 50_001, bytes: 12 * MB });
    const out = run(near, over);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      `${SITEMAP} lists 50,001 URLs, over the 50,000 limit: search engines reject the file.`,
    );
    expect(out.items).toHaveLength(2);
    expect(out.value).toBe(2);
    expect(run(file({ url: INDEX, kind: 'sitemapindex', childCount: 50_001 })).key).toBe('overChildren');
  });

  it('fails oversized files, exact when measured and "> 50" when reading stopped', () => {
    const exact = run(file({ overLimit: true, bytes: 52_500_000, kind: null, urlCount: 0 }));
    expect(messageOf(check, exact)).toBe(
      `${SITEMAP} is over the 50 MB limit (50.1 MB uncompressed): search engines reject the file.`,
    );
    const bomb = run(file({ overLimit: true, gzipped: true, bytes: 50 * MB + 1, kind: null, urlCount: 0 }));
    expect(messageOf(check, bomb)).toBe(
      `${SITEMAP} is over the 50 MB limit (> 50 MB uncompressed): search engines reject the file.`,
    );
    const huge = file({
      status: null,
      error: 'TOO_LARGE',
      overLimit: true,
      bytes: 0,
      kind: null,
      urlCount: 0,
    });
    expect(run(huge).status).toBe('critical');
    // 50 MB exactly is within the limit; one byte more is not.
    expect(run(file({ bytes: 50 * MB })).status).toBe('recommended');
    expect(run(file({ bytes: 50 * MB + 1 })).status).toBe('critical');
  });

  it('is n/a when no sitemap answered, or facts are absent', () => {
    expect(run(file({ status: 404, kind: null })).key).toBe('none');
    expect(run().key).toBe('none');
    expect(runCheck(check, pageWith(undefined)).key).toBe('noFacts');
  });
});
