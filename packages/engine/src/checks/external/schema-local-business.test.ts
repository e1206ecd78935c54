import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import { rulesSay, statusFromRules } from '../../test-support/rich-agreement.js';
import check from './schema-local-business.js';

const ld = (json: unknown): string => `\n<script type="application/ld+json">${JSON.stringify(json)}</script>`;
/** Everything Google's local business page requires and recommends for a restaurant. */
const BUSINESS = {
  '@context': 'https://schema.org',
  '@type': 'Restaurant',
  name: 'Chez Chêne',
  url: 'https://chene.example/',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '1 Rue du Chêne',
    addressLocality: 'Lyon',
    postalCode: '69001',
  },
  telephone: '+33 4 00 00 00 00',
  openingHoursSpecification: [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '12:00', closes: '14:00' },
  ],
  geo: { '@type': 'GeoCoordinates', latitude: 45.76, longitude: '4.83' },
  priceRange: '€€',
  menu: 'https://chene.example/menu',
  servesCuisine: 'French',
  department: { '@type': 'BarOrPub', name: 'Le Bar' },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
  review: {
    '@type': 'Review',
    author: { '@type': 'Person', name: 'Ann' },
    reviewRating: { '@type': 'Rating', ratingValue: 5 },
  },
};
const run = (json: unknown) => runOn(check, doc(ld(json)));

describe('schema-local-business', () => {
  it('passes a complete LocalBusiness subtype', () => {
    const out = run(BUSINESS);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The Restaurant "Chez Chêne" at line 2 has every property Google requires and recommends for local businesses.',
    );
  });

  it('asks menu and servesCuisine of food establishments only', () => {
    const dentist = { ...BUSINESS, '@type': 'Dentist', menu: undefined, servesCuisine: undefined };
    expect(run(dentist).status).toBe('good');
    expect(messageOf(check, run({ ...BUSINESS, menu: undefined }))).toContain(': menu.');
  });

  it('fails a business without name or address', () => {
    const out = run({ ...BUSINESS, name: undefined, address: undefined });
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The Restaurant "—" at line 2 lacks name, address (or has it invalid), which local results require.',
    );
    expect(out.items).toEqual([
      { value: 'Local business (Restaurant)', note: 'missing: name, address', line: 2 },
    ]);
  });

  it('recommends telephone, opening hours and usable coordinates', () => {
    const out = run({
      ...BUSINESS,
      telephone: ' ',
      openingHoursSpecification: undefined,
      geo: { latitude: 'north' },
    });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out, 'es')).toBe(
      'Al Restaurant "Chez Chêne" de la línea 2 le faltan propiedades recomendadas: geo.longitude, openingHoursSpecification, telephone, geo.latitude (not-number).',
    );
  });

  it('is n/a without LocalBusiness markup (an Organization is not one)', () => {
    expect(run({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak' }).status).toBe('na');
  });

  describe('says what the Local business rules say', () => {
    const bare = {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Oak',
      address: '1 Oak St, Lyon',
    };
    const pages: [string, unknown, string[]][] = [
      ['complete', BUSINESS, ['eligible']],
      ['name and a text address', bare, ['eligible']],
      // The rules ask for an address, not for its parts: an empty PostalAddress node counts as given.
      ['empty PostalAddress', { ...bare, address: { '@type': 'PostalAddress' } }, ['eligible']],
      ['no address', { ...bare, address: undefined }, ['invalid']],
      // Read where Google reads it: top level, a page's mainEntity, a carousel's ListItem; not an event's venue.
      ['venue of an event', { '@context': 'https://schema.org', '@type': 'Event', location: bare }, []],
    ];
    it.each(pages)('%s', (_name, json, statuses) => {
      const page = pageFromHtml(doc(ld(json)));
      const entries = rulesSay(page, ['Local business']);
      expect(entries.map((r) => r.status)).toEqual(statuses);
      expect(runCheck(check, page).status).toBe(statusFromRules(entries));
    });
  });
});
