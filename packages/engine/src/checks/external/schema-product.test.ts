import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import { rulesSay, statusFromRules } from '../../test-support/rich-agreement.js';
import check from './schema-product.js';

const ld = (json: unknown): string => `\n<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const OFFER = {
  '@type': 'Offer',
  price: '499.00',
  priceCurrency: 'EUR',
  availability: 'https://schema.org/InStock',
  itemCondition: 'https://schema.org/NewCondition',
  hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', applicableCountry: 'FR' },
  shippingDetails: { '@type': 'OfferShippingDetails', shippingDestination: 'FR' },
};
/** Every property Google requires and recommends for product snippets and merchant listings. */
const PRODUCT = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Oak table',
  description: 'A solid oak dining table.',
  image: 'https://oak.example/table.jpg',
  brand: { '@type': 'Brand', name: 'Oak & Co' },
  sku: 'T-100',
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 3 },
  review: {
    '@type': 'Review',
    author: { '@type': 'Person', name: 'Ann' },
    reviewRating: { '@type': 'Rating', ratingValue: 5 },
  },
  offers: OFFER,
};
const run = (...json: unknown[]) => runOn(check, doc(json.map(ld).join('')));
const FEATURES = ['Product snippet', 'Merchant listing'];

describe('schema-product', () => {
  it('passes with required and recommended properties', () => {
    const out = run(PRODUCT);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'Every Product item (1) has the required and recommended properties, e.g. "Oak table" at line 2.',
    );
  });

  it('accepts the other valid forms: numbers, priceSpecification, AggregateOffer, gtin, short availability', () => {
    const variants = [
      { ...PRODUCT, offers: { ...OFFER, price: 499, availability: 'InStock' } },
      {
        ...PRODUCT,
        offers: {
          ...OFFER,
          price: undefined,
          priceCurrency: undefined,
          availability: 'http://schema.org/PreOrder',
          priceSpecification: { price: 10, priceCurrency: 'USD' },
        },
      },
      {
        ...PRODUCT,
        offers: {
          ...OFFER,
          '@type': 'AggregateOffer',
          price: undefined,
          lowPrice: '10',
          highPrice: '20',
          priceCurrency: 'GBP',
          availability: 'schema:InStock',
        },
      },
      { ...PRODUCT, sku: undefined, gtin13: '4006381333931' },
    ];
    for (const p of variants) expect(run(p).status, JSON.stringify(p)).toBe('good');
  });

  it('fails a missing name or a product without offers, review or aggregateRating', () => {
    const out = run({
      ...PRODUCT,
      name: undefined,
      offers: undefined,
      review: undefined,
      aggregateRating: undefined,
    });
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The product "—" at line 2 lacks required properties or has invalid ones, so it is ineligible for the Product snippet rich result: name, offers.',
    );
    expect(out.items).toEqual([
      {
        value: 'Product snippet (Product)',
        note: 'missing: name, offers; recommended missing: aggregateRating, review, offers',
        line: 2,
      },
    ]);
    // Without offers, a rating is enough for a product snippet (and no merchant listing is read); Google
    // still recommends offers.
    const rated = run({ ...PRODUCT, offers: undefined });
    expect(rated.status).toBe('recommended');
    expect(messageOf(check, rated)).toContain('recommends for Product snippet, or has invalid ones: offers.');
  });

  it('fails a price that is not a number and a currency that is not ISO 4217, naming the property', () => {
    const out = run({ ...PRODUCT, offers: [OFFER, { ...OFFER, price: '€499', priceCurrency: 'EURO' }] });
    expect(out.key).toBe('required');
    expect(messageOf(check, out)).toBe(
      'The product "Oak table" at line 2 lacks required properties or has invalid ones, so it is ineligible for the Merchant listing rich result: offers.price (not-price), offers.priceCurrency (not-iso4217).',
    );
    expect(messageOf(check, out, 'es')).toContain(
      ': offers.price (not-price), offers.priceCurrency (not-iso4217).',
    );
    expect(run({ ...PRODUCT, offers: { ...OFFER, priceCurrency: 'eur' } }).key).toBe('required');
    expect(run({ ...PRODUCT, offers: { ...OFFER, price: '1,299.00' } }).key).toBe('required');
    expect(run({ ...PRODUCT, offers: { ...OFFER, priceCurrency: undefined } }).key).toBe('required');
  });

  it('recommends the missing recommended properties and a valid availability', () => {
    const out = run({
      ...PRODUCT,
      brand: undefined,
      sku: undefined,
      offers: { ...OFFER, availability: 'Available' },
    });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The product "Oak table" at line 2 lacks properties Google recommends for Merchant listing, or has invalid ones: brand, gtin, offers.availability (not-allowed-value).',
    );
  });

  it('wants a brand with a name', () => {
    const out = run({ ...PRODUCT, brand: { '@type': 'Brand' } });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain(': brand.name.');
  });

  it('follows offers given by @id in a @graph', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { ...PRODUCT, '@context': undefined, offers: { '@id': '#offer' } },
        { ...OFFER, '@id': '#offer', priceCurrency: 'XXX' },
      ],
    };
    const out = run(graph);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain(': offers.priceCurrency (not-iso4217).');
  });

  it('skips products that are only the item of an offer', () => {
    const offer = {
      '@context': 'https://schema.org',
      '@type': 'Offer',
      itemOffered: { '@type': 'Product', name: 'x' },
    };
    expect(run(offer).status).toBe('na');
  });

  it('is n/a without Product markup', () => {
    const out = run({ '@context': 'https://schema.org', '@type': 'WebPage' });
    expect(messageOf(check, out)).toBe('The page has no Product markup.');
  });

  describe('says what the product-snippet and merchant-listing rules say', () => {
    const pages: [string, unknown, string[]][] = [
      ['complete', PRODUCT, ['eligible', 'eligible']],
      // Google's merchant-listing page: gtin, mpn or sku identify the product; mpn alone is enough.
      ['identified only by mpn', { ...PRODUCT, sku: undefined, mpn: 'OAK-T100' }, ['eligible', 'eligible']],
      [
        'without image (merchant listings require it)',
        { ...PRODUCT, image: undefined },
        ['eligible', 'invalid'],
      ],
      ['without a price', { ...PRODUCT, offers: { ...OFFER, price: undefined } }, ['eligible', 'invalid']],
      ['rated, no offers', { ...PRODUCT, offers: undefined }, ['eligible']],
      ['only a name', { '@context': 'https://schema.org', '@type': 'Product', name: 'x' }, ['invalid']],
      ['without identifier', { ...PRODUCT, sku: undefined }, ['eligible', 'eligible']],
      ['in Microdata', null, ['eligible', 'eligible']],
    ];
    const microdata =
      '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Oak table</span>' +
      '<link itemprop="image" href="https://oak.example/t.jpg"><span itemprop="mpn">OAK-T100</span>' +
      '<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="10">' +
      '<meta itemprop="priceCurrency" content="EUR"></div></div>';
    it.each(pages)('%s', (_name, json, statuses) => {
      const page = pageFromHtml(json === null ? doc('', microdata) : doc(ld(json)));
      const entries = rulesSay(page, FEATURES);
      expect(entries.map((r) => r.status)).toEqual(statuses);
      expect(runCheck(check, page).status).toBe(statusFromRules(entries));
    });

    it('an mpn-only Product is identified for both: neither lists a missing identifier', () => {
      const page = pageFromHtml(doc(ld({ ...PRODUCT, sku: undefined, mpn: 'OAK-T100' })));
      const entries = rulesSay(page, FEATURES);
      expect(entries.flatMap((r) => r.missingRecommended)).not.toContain('gtin');
      const out = runCheck(check, page);
      expect(out.status).toBe('good');
      expect(JSON.stringify(out.items ?? [])).not.toContain('gtin');
      // Without any identifier, both ask for one.
      const none = pageFromHtml(doc(ld({ ...PRODUCT, sku: undefined })));
      expect(rulesSay(none, ['Merchant listing'])[0]?.missingRecommended).toEqual(['gtin']);
      expect(messageOf(check, runCheck(check, none))).toContain(
        'Merchant listing, or has invalid ones: gtin.',
      );
    });
  });
});
