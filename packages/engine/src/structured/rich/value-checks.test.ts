/**
 * The value rules Google states, through the real parser: ISO 8601 dates and durations, ISO 4217
 * currencies, absolute URLs, ratings within their scale, and required images Googlebot-Image may fetch
 * (robots.txt read by the site phase).
 */
import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../../test-support/index.js';
import { robotsFacts, withRobots } from '../../test-support/robots-facts.js';
import { richResultsOf } from './index.js';

const ld = (json: object): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...json })}</script>`;
const entry = (json: object, feature: string, robots?: string) => {
  const page = pageFromHtml(doc(ld(json)), { url: 'https://example.com/page' });
  if (robots !== undefined) withRobots(page, robotsFacts(robots));
  return richResultsOf(page).find((r) => r.feature === feature);
};
const reasons = (r: ReturnType<typeof entry>) => r?.invalidValues.map((v) => [v.property, v.reason]);

describe('value rules', () => {
  it('dates must be ISO 8601, durations too', () => {
    const event = {
      '@type': 'Event',
      name: 'Fair',
      startDate: 'May 1, 2026',
      location: { '@type': 'Place', address: 'Hall' },
    };
    expect(reasons(entry(event, 'Event'))).toEqual([['startDate', 'not-iso8601-date']]);
    const recipe = {
      '@type': 'Recipe',
      name: 'Pie',
      image: 'https://example.com/p.jpg',
      prepTime: 'PT20M',
      cookTime: '45 min',
    };
    expect(reasons(entry(recipe, 'Recipe'))).toEqual([['cookTime', 'not-iso8601-duration']]);
  });

  it('currencies must be ISO 4217 codes and prices plain numbers', () => {
    const product = {
      '@type': 'Product',
      name: 'Oak',
      image: 'https://example.com/o.jpg',
      offers: { '@type': 'Offer', price: '1,299.00', priceCurrency: '€' },
    };
    expect(reasons(entry(product, 'Merchant listing'))).toEqual([
      ['offers.price', 'not-price'],
      ['offers.priceCurrency', 'not-iso4217'],
    ]);
  });

  it('URLs must be absolute', () => {
    const crumbs = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/home' },
        { '@type': 'ListItem', position: 2, name: 'Here' },
      ],
    };
    expect(reasons(entry(crumbs, 'Breadcrumb'))).toEqual([['itemListElement.item', 'not-absolute-url']]);
  });

  it('ratings must sit within their scale (1 to 5 unless bestRating/worstRating say otherwise)', () => {
    const review = (ratingValue: number, bestRating?: number) => ({
      '@type': 'Review',
      itemReviewed: { '@type': 'Book', name: 'Oak' },
      author: { '@type': 'Person', name: 'Ann' },
      reviewRating: { '@type': 'Rating', ratingValue, ...(bestRating ? { bestRating } : {}) },
    });
    expect(reasons(entry(review(7), 'Review snippet'))).toEqual([
      ['reviewRating.ratingValue', 'rating-out-of-range'],
    ]);
    expect(reasons(entry(review(7, 10), 'Review snippet'))).toEqual([]);
  });

  it('a required image that robots.txt keeps from Googlebot-Image makes the item invalid', () => {
    const recipe = { '@type': 'Recipe', name: 'Pie', image: 'https://example.com/private/p.jpg' };
    const blocked = entry(recipe, 'Recipe', 'User-agent: Googlebot-Image\nDisallow: /private/\n');
    expect(blocked?.status).toBe('invalid');
    expect(reasons(blocked)).toEqual([['image', 'image-blocked-by-robots-txt']]);
    expect(entry(recipe, 'Recipe', 'User-agent: *\nDisallow: /admin/\n')?.status).toBe('eligible');
    // Without the site phase, crawlability is unknown: not flagged.
    expect(entry(recipe, 'Recipe')?.status).toBe('eligible');
  });
});
