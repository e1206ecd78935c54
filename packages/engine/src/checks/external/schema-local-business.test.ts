import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './schema-local-business.js';

const ld = (json: unknown): string => `\n<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const BUSINESS = {
  '@context': 'https://schema.org',
  '@type': 'Restaurant',
  name: 'Chez Chêne',
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
};
const run = (json: unknown) => runOn(check, doc(ld(json)));

describe('schema-local-business', () => {
  it('passes a complete LocalBusiness subtype', () => {
    const out = run(BUSINESS);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The Restaurant "Chez Chêne" at line 2 has name, address, telephone, opening hours and geo coordinates.',
    );
  });

  it('accepts openingHours text instead of a specification, and an address given as text', () => {
    expect(
      run({ ...BUSINESS, openingHoursSpecification: undefined, openingHours: 'Mo-Fr 12:00-14:00' }).status,
    ).toBe('good');
    expect(run({ ...BUSINESS, address: '1 Rue du Chêne, 69001 Lyon' }).status).toBe('good');
  });

  it('fails a business without name or address', () => {
    const out = run({ ...BUSINESS, name: undefined, address: { '@type': 'PostalAddress' } });
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The Restaurant "—" at line 2 lacks name, address, which local results require.',
    );
    expect(out.items).toEqual([
      { value: 'name', note: 'missing', line: 2 },
      { value: 'address', note: 'no address part', line: 2 },
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
      'Al Restaurant "Chez Chêne" de la línea 2 le faltan propiedades recomendadas: telephone, openingHours, geo.',
    );
    expect(out.items?.[2]).toEqual({ value: 'geo', note: 'no numeric latitude/longitude', line: 2 });
  });

  it('judges businesses nested in other nodes, with their path', () => {
    const event = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      location: { '@type': 'BarOrPub', name: 'The Oak' },
    };
    const out = run(event);
    expect(out.key).toBe('required');
    expect(out.items?.[0]).toEqual({ value: 'location.address', note: 'missing', line: 2 });
  });

  it('is n/a without LocalBusiness markup (an Organization is not one)', () => {
    expect(run({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak' }).status).toBe('na');
  });
});
