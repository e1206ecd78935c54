import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './schema-product.js';

const ld = (json: unknown): string => `\n<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const OFFER = {
  '@type': 'Offer',
  price: '499.00',
  priceCurrency: 'EUR',
  availability: 'https://schema.org/InStock',
};
const PRODUCT = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Oak table',
  image: 'https://oak.example/table.jpg',
  brand: { '@type': 'Brand', name: 'Oak & Co' },
  sku: 'T-100',
  offers: OFFER,
};
const run = (...json: unknown[]) => runOn(check, doc(json.map(ld).join('')));

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
          '@type': 'Offer',
          availability: 'http://schema.org/PreOrder',
          priceSpecification: { price: 10, priceCurrency: 'USD' },
        },
      },
      {
        ...PRODUCT,
        offers: {
          '@type': 'AggregateOffer',
          lowPrice: '10',
          highPrice: '20',
          priceCurrency: 'GBP',
          availability: 'schema:InStock',
        },
      },
      { ...PRODUCT, sku: undefined, gtin13: '4006381333931' },
      { ...PRODUCT, '@type': 'Car' },
    ];
    for (const p of variants) expect(run(p).status, JSON.stringify(p)).toBe('good');
  });

  it('fails a missing name or a product without offers, review or aggregateRating', () => {
    const out = run({ ...PRODUCT, name: undefined, offers: undefined });
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The product "—" at line 2 lacks required properties or has invalid ones, so it is ineligible for product rich results: name, offers.',
    );
    expect(out.items).toEqual([
      { value: 'name', note: 'missing', line: 2 },
      { value: 'offers', note: 'none of offers, review or aggregateRating', line: 2 },
    ]);
    expect(
      run({ ...PRODUCT, offers: undefined, aggregateRating: { ratingValue: 4.5, reviewCount: 3 } }).status,
    ).toBe('good');
  });

  it('fails a price that is not a number and a currency that is not ISO 4217, naming the offer path', () => {
    const out = run({ ...PRODUCT, offers: [OFFER, { ...OFFER, price: '€499', priceCurrency: 'EURO' }] });
    expect(out.key).toBe('required');
    expect(out.items).toEqual([
      { value: 'offers[1].price', note: '"€499": not a number', line: 2 },
      { value: 'offers[1].priceCurrency', note: '"EURO": not an ISO 4217 code', line: 2 },
    ]);
    expect(messageOf(check, out, 'es')).toContain(': offers[1].price, offers[1].priceCurrency.');
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
      'The product "Oak table" at line 2 lacks recommended properties or has invalid ones: offers.availability, brand, sku.',
    );
    expect(out.items?.[0]).toEqual({
      value: 'offers.availability',
      note: '"Available": not an ItemAvailability value',
      line: 2,
    });
  });

  it('wants a brand with a name', () => {
    const out = run({ ...PRODUCT, brand: { '@type': 'Brand' } });
    expect(out.items).toEqual([{ value: 'brand', note: 'no name', line: 2 }]);
    expect(run({ ...PRODUCT, brand: 'Oak & Co' }).status).toBe('good');
  });

  it('follows offers given by @id in a @graph, with paths in the graph', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { ...PRODUCT, '@context': undefined, offers: { '@id': '#offer' } },
        { ...OFFER, '@id': '#offer', priceCurrency: 'XXX' },
      ],
    };
    const out = run(graph);
    expect(out.items).toEqual([
      { value: '@graph[0].offers.priceCurrency', note: '"XXX": not an ISO 4217 code', line: 2 },
    ]);
    expect(messageOf(check, out)).toContain(': offers.priceCurrency.');
  });

  it('judges variants of a ProductGroup, not the group; skips products that are only the item of an offer', () => {
    const group = {
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Tables',
      hasVariant: [PRODUCT],
    };
    expect(run(group).status).toBe('good');
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
});
