/**
 * Rich results across a real crawl (HTTP, worker threads): the per-feature matrix counts pages eligible,
 * invalid and with warnings, and the product template whose pages all lack a price is named once, with
 * the number of pages it breaks.
 */
import { describe, expect, it } from 'vitest';
import { closeAfterEach, html, startTestServer } from '../test-support/test-server.js';
import { crawlSite } from './crawler.js';
import { pageRichResults, urlPattern } from './rich-results.js';

const track = closeAfterEach();
const ld = (json: object): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...json })}</script>`;
const page = (head: string, links = ''): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${links}</body></html>`;
const product = (name: string) =>
  ld({
    '@type': 'Product',
    name,
    image: `https://shop.example/${name}.jpg`,
    offers: { '@type': 'Offer', priceCurrency: 'EUR' },
  });

describe('rich results in a crawl', () => {
  it('builds the feature matrix and the templates sharing a problem', async () => {
    const s = track(
      await startTestServer({
        '/': html(
          page(
            '',
            '<a href="/products/oak">o</a><a href="/products/ash">a</a><a href="/products/elm">e</a><a href="/recipes/pie">p</a><a href="/faq">f</a>',
          ),
        ),
        '/products/oak': html(page(product('oak'))),
        '/products/ash': html(page(product('ash'))),
        '/products/elm': html(page(product('elm'))),
        '/recipes/pie': html(
          page(ld({ '@type': 'Recipe', name: 'Pie', image: 'https://shop.example/pie.jpg' })),
        ),
        '/faq': html(page(ld({ '@type': 'FAQPage', mainEntity: [] }))),
      }),
    );
    const facts = await crawlSite(s.url('/'), { maxPages: 20, allowPrivate: true });
    expect(facts.richResults?.matrix).toEqual([
      { feature: 'FAQ', eligible: 0, invalid: 0, warnings: 0, retired: 1 },
      { feature: 'Merchant listing', eligible: 0, invalid: 3, warnings: 0, retired: 0 },
      { feature: 'Product snippet', eligible: 3, invalid: 0, warnings: 3, retired: 0 },
      { feature: 'Recipe', eligible: 1, invalid: 0, warnings: 1, retired: 0 },
    ]);
    expect(facts.richResults?.templates).toEqual([
      {
        feature: 'Merchant listing',
        problem: 'offers.price',
        pattern: '/products/*',
        pages: 3,
        examples: expect.arrayContaining([s.url('/products/oak')]) as unknown as string[],
      },
    ]);
    const oak = facts.pages.find((p) => p.url === s.url('/products/oak'));
    expect(oak?.richResults).toContainEqual({
      feature: 'Merchant listing',
      status: 'invalid',
      warnings: false,
      problems: ['offers.price'],
    });
  }, 60_000);

  it('leaves the section out when no page carries rich result markup', async () => {
    const s = track(await startTestServer({ '/': html(page('')) }));
    const facts = await crawlSite(s.url('/'), { allowPrivate: true });
    expect(facts.richResults).toBeUndefined();
  });
});

describe('urlPattern', () => {
  it.each([
    ['https://s.example/', '/'],
    ['https://s.example/products/oak-table', '/products/*'],
    ['https://s.example/blog/2024/05/oak', '/blog/*/*/*'],
    ['https://s.example/shop/tables/', '/shop/*/'],
  ])('%s → %s', (url, pattern) => {
    expect(urlPattern(url)).toBe(pattern);
  });
});

describe('pageRichResults', () => {
  it('keeps the worst status per feature and the problems of every item', () => {
    const base = {
      type: 'Product',
      source: 'raw' as const,
      docs: '',
      format: 'jsonld' as const,
      line: 1,
      name: null,
    };
    const out = pageRichResults([
      {
        ...base,
        feature: 'Product snippet',
        status: 'eligible',
        missingRequired: [],
        missingRecommended: ['review'],
        invalidValues: [],
      },
      {
        ...base,
        feature: 'Product snippet',
        status: 'invalid',
        missingRequired: ['name'],
        missingRecommended: [],
        invalidValues: [{ property: 'offers.price', value: '€1', reason: 'not-price', required: true }],
      },
    ]);
    expect(out).toEqual([
      {
        feature: 'Product snippet',
        status: 'invalid',
        warnings: true,
        problems: ['name', 'offers.price (invalid)'],
      },
    ]);
  });
});
