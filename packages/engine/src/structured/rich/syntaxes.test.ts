/**
 * The three syntaxes through the real parser into one item model: Microdata and RDFa versions of Product,
 * Recipe and Breadcrumb as Google's own examples write them, `@graph` with `@id` references, retired
 * features, and hostile JSON-LD that must cost little and never throw.
 */
import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../../test-support/index.js';
import { richResultsOf, type RichResult } from './index.js';

const ld = (json: unknown): string => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const results = (head: string, body = '', attrs?: string): RichResult[] =>
  richResultsOf(pageFromHtml(doc(head, body, attrs), { url: 'https://shop.example/p/oak' }));
const one = (all: RichResult[], feature: string): RichResult => {
  const found = all.filter((r) => r.feature === feature);
  expect(found, feature).toHaveLength(1);
  return found[0]!;
};

const MICRODATA_PRODUCT = `
<div itemtype="https://schema.org/Product" itemscope>
  <meta itemprop="name" content="Oak table">
  <link itemprop="image" href="/img/oak.jpg">
  <meta itemprop="description" content="Solid oak.">
  <div itemprop="brand" itemtype="https://schema.org/Brand" itemscope><meta itemprop="name" content="Oak &amp; Co"></div>
  <meta itemprop="sku" content="T-1">
  <div itemprop="offers" itemtype="https://schema.org/Offer" itemscope>
    <span itemprop="price" content="499.00">€499</span>
    <meta itemprop="priceCurrency" content="EUR">
    <link itemprop="availability" href="https://schema.org/InStock">
    <link itemprop="itemCondition" href="https://schema.org/NewCondition">
  </div>
  <div itemprop="aggregateRating" itemtype="https://schema.org/AggregateRating" itemscope>
    <meta itemprop="ratingValue" content="4.4"><meta itemprop="reviewCount" content="89">
  </div>
</div>`;

const RDFA_PRODUCT = `
<div vocab="https://schema.org/" typeof="Product">
  <span property="name">Oak table</span>
  <img property="image" src="/img/oak.jpg" alt="">
  <div property="offers" typeof="Offer">
    <meta property="price" content="499.00"><meta property="priceCurrency" content="EUR">
    <link property="availability" href="https://schema.org/InStock">
  </div>
</div>`;

const MICRODATA_RECIPE = `
<div itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Apple pie</h1>
  <img itemprop="image" src="https://shop.example/pie.jpg" alt="">
  <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></span>
  <time itemprop="prepTime" datetime="PT20M">20 minutes</time>
  <time itemprop="cookTime" datetime="1 hour">1 hour</time>
  <span itemprop="recipeIngredient">3 apples</span>
</div>`;

const RDFA_RECIPE = `
<div vocab="https://schema.org/" typeof="Recipe">
  <h1 property="name">Apple pie</h1>
  <span property="totalTime" content="PT1H20M">1 h 20</span>
</div>`;

const MICRODATA_BREADCRUMB = `
<ol itemscope itemtype="https://schema.org/BreadcrumbList">
  <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">
    <a itemprop="item" href="https://shop.example/books"><span itemprop="name">Books</span></a>
    <meta itemprop="position" content="1">
  </li>
  <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">
    <span itemprop="name">Oak</span><meta itemprop="position" content="2">
  </li>
</ol>`;

const RDFA_BREADCRUMB = `
<ol vocab="https://schema.org/" typeof="BreadcrumbList">
  <li property="itemListElement" typeof="ListItem">
    <a property="item" typeof="WebPage" href="https://shop.example/books"><span property="name">Books</span></a>
    <meta property="position" content="1">
  </li>
  <li property="itemListElement" typeof="ListItem">
    <span property="name">Oak</span><meta property="position" content="two">
  </li>
</ol>`;

describe('Microdata', () => {
  it('reads a Product with its nested offer, brand and rating (merchant listing eligible)', () => {
    const all = results('', MICRODATA_PRODUCT);
    const merchant = one(all, 'Merchant listing');
    expect(merchant).toMatchObject({
      status: 'eligible',
      format: 'microdata',
      type: 'Product',
      name: 'Oak table',
    });
    expect(merchant.missingRequired).toEqual([]);
    expect(merchant.missingRecommended).toEqual([
      'offers.hasMerchantReturnPolicy',
      'offers.shippingDetails',
      'review',
    ]);
    expect(one(all, 'Product snippet').status).toBe('eligible');
    // The rating inside the product is a review snippet of the product.
    expect(one(all, 'Review snippet')).toMatchObject({ status: 'eligible', type: 'AggregateRating' });
  });

  it('reads a Recipe; <time datetime> values are checked as ISO 8601 durations', () => {
    const recipe = one(results('', MICRODATA_RECIPE), 'Recipe');
    expect(recipe.status).toBe('eligible');
    expect(recipe.invalidValues).toEqual([
      { property: 'cookTime', value: '1 hour', reason: 'not-iso8601-duration', required: false },
    ]);
  });

  it('reads a Breadcrumb whose last item is the current page', () => {
    const crumbs = one(results('', MICRODATA_BREADCRUMB), 'Breadcrumb');
    expect(crumbs).toMatchObject({ status: 'eligible', missingRequired: [], invalidValues: [] });
  });

  it('follows itemref, and stops at an item that refers back to itself', () => {
    const html = `<div itemscope itemtype="https://schema.org/Product" itemref="extra" id="loop"><span itemprop="name">Oak</span></div>
      <div id="extra"><div itemprop="isRelatedTo" itemscope itemtype="https://schema.org/Product" itemref="loop"></div>
      <meta itemprop="sku" content="T-1"></div>`;
    const page = pageFromHtml(doc('', html));
    expect(page.markupData[0]?.data).toMatchObject({ '@type': 'Product', name: 'Oak', sku: 'T-1' });
    expect(richResultsOf(page).length).toBeGreaterThan(0);
  });
});

describe('RDFa', () => {
  it('reads a Product (vocab on an ancestor, typed nested offer)', () => {
    const all = results('', RDFA_PRODUCT);
    expect(one(all, 'Merchant listing')).toMatchObject({
      status: 'eligible',
      format: 'rdfa',
      missingRequired: [],
    });
  });

  it('reads a Recipe and names what it lacks', () => {
    const recipe = one(results('', RDFA_RECIPE), 'Recipe');
    expect(recipe).toMatchObject({ status: 'invalid', missingRequired: ['image'] });
  });

  it('reads a Breadcrumb whose name sits on the item, and flags a position that is not a number', () => {
    const crumbs = one(results('', RDFA_BREADCRUMB), 'Breadcrumb');
    expect(crumbs.status).toBe('invalid');
    expect(crumbs.missingRequired).toEqual([]);
    expect(crumbs.invalidValues).toEqual([
      { property: 'itemListElement.position', value: 'two', reason: 'not-position', required: true },
    ]);
  });

  it('reads schema: prefixes without a vocab', () => {
    const html = `<div typeof="schema:Recipe"><span property="schema:name">Pie</span><img property="schema:image" src="/p.jpg" alt=""></div>`;
    expect(one(results('', html), 'Recipe').status).toBe('eligible');
  });
});

describe('JSON-LD @graph and @id', () => {
  it('follows references to nodes described elsewhere in the graph', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', '@id': '#org', name: 'Oak & Co', logo: 'https://shop.example/logo.png' },
        { '@type': 'Offer', '@id': '#offer', price: '499', priceCurrency: 'EUR' },
        {
          '@type': 'Product',
          name: 'Oak table',
          image: 'https://shop.example/t.jpg',
          offers: { '@id': '#offer' },
          brand: { '@id': '#org' },
        },
      ],
    };
    const merchant = one(results(ld(graph)), 'Merchant listing');
    expect(merchant.status).toBe('eligible');
    expect(merchant.missingRecommended).not.toContain('brand.name');
    expect(one(results(ld(graph)), 'Organization').status).toBe('eligible');
  });

  it('names a property missing behind a reference to nothing', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Product', name: 'Oak', image: 'https://s.example/i.jpg', offers: { '@id': '#nowhere' } },
      ],
    };
    const merchant = one(results(ld(graph)), 'Merchant listing');
    expect(merchant.missingRequired).toEqual(['offers.price', 'offers.priceCurrency']);
  });
});

describe('retired features', () => {
  it.each([
    [
      'FAQ',
      {
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Q', acceptedAnswer: { '@type': 'Answer', text: 'A' } }],
      },
    ],
    ['How-to', { '@type': 'HowTo', name: 'Oil a table', step: [{ '@type': 'HowToStep', text: 'Oil it.' }] }],
    [
      'Practice problem',
      { '@type': 'Quiz', hasPart: { '@type': 'Question', eduQuestionType: 'Multiple choice' } },
    ],
    ['Special announcement', { '@type': 'SpecialAnnouncement', name: 'Closed' }],
    ['Claim review', { '@type': 'ClaimReview', claimReviewed: 'Oak is soft' }],
    ['Vehicle listing', { '@type': 'Car', name: 'Oak car', offers: { '@type': 'Offer', price: 1 } }],
    [
      'Sitelinks search box',
      {
        '@type': 'WebSite',
        name: 'S',
        url: 'https://s.example/',
        potentialAction: { '@type': 'SearchAction' },
      },
    ],
  ])('%s is reported as retired, neither an error nor eligible', (feature, node) => {
    const all = results(ld({ '@context': 'https://schema.org', ...node }));
    // A WebSite is also read for the site name, a current feature judged on its own.
    const site = all.filter((r) => r.feature === 'Site name').map((r) => r.status);
    expect(site).toEqual(node['@type'] === 'WebSite' ? ['eligible'] : []);
    expect(all.filter((r) => r.feature !== 'Site name').map((r) => [r.feature, r.status])).toEqual([
      [feature, 'retired'],
    ]);
  });

  it('a Recipe (a HowTo subtype) is not a retired How-to', () => {
    const all = results(
      ld({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Pie',
        image: 'https://s.example/p.jpg',
      }),
    );
    expect(all.map((r) => r.feature)).toEqual(['Recipe']);
  });
});

describe('hostile JSON-LD', () => {
  it('deep nesting costs little and throws nothing', () => {
    const depth = 100_000;
    const open = '{"@context":"https://schema.org","@type":"Product","name":"p","isRelatedTo":'.repeat(depth);
    const head = `<script type="application/ld+json">${open}{"@type":"Thing"}${'}'.repeat(depth)}</script>`;
    const started = performance.now();
    const all = results(head);
    expect(all.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('cyclic @id references are followed without looping', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Product', '@id': '#a', name: 'A', isRelatedTo: { '@id': '#b' }, offers: { '@id': '#o' } },
        { '@type': 'Product', '@id': '#b', name: 'B', isRelatedTo: { '@id': '#a' } },
        { '@type': 'Offer', '@id': '#o', price: 1, priceCurrency: 'EUR', itemOffered: { '@id': '#a' } },
      ],
    };
    const snippets = results(ld(graph)).filter((r) => r.feature === 'Product snippet');
    expect(snippets.map((r) => [r.name, r.status])).toEqual([
      ['A', 'eligible'],
      ['B', 'invalid'],
    ]);
  });

  it('a huge graph of mutual references stays bounded', () => {
    const nodes = Array.from({ length: 3_000 }, (_, i) => ({
      '@type': 'Product',
      '@id': `#p${i}`,
      name: `P${i}`,
      isRelatedTo: [{ '@id': `#p${(i + 1) % 3_000}` }, { '@id': `#p${(i + 7) % 3_000}` }],
    }));
    const started = performance.now();
    const all = results(ld({ '@context': 'https://schema.org', '@graph': nodes }));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(all.length).toBeLessThanOrEqual(200);
    expect(all[0]).toMatchObject({
      feature: 'Product snippet',
      status: 'invalid',
      missingRequired: ['offers'],
    });
  });
});
