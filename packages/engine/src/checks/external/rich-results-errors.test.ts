import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './rich-results-errors.js';

const ld = (json: object): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...json })}</script>`;
const RECIPE = { '@type': 'Recipe', name: 'Apple pie', image: 'https://pies.example/a.jpg' };

describe('rich-results-errors', () => {
  it('passes when every item is valid', () => {
    const out = runOn(check, doc(ld(RECIPE)));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The rich result item is valid (Recipe).');
  });

  it('is critical when a required property is missing, naming the item and the property', () => {
    const out = runOn(check, doc(ld({ '@type': 'Recipe', name: 'Apple pie' })));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      '1 item of 1 cannot get a rich result: Recipe (Recipe) "Apple pie" lacks required image.',
    );
    expect(out.items).toEqual([{ value: 'Recipe (Recipe) "Apple pie"', note: 'missing: image', line: 1 }]);
  });

  it('is a recommended failure when only a required value is malformed, and names it in Spanish and French', () => {
    const event = {
      '@type': 'Event',
      name: 'Oak fair',
      startDate: '01/05/2026',
      location: { '@type': 'Place', address: '1 Oak St' },
    };
    const out = runOn(check, doc(ld(event)));
    expect(out.status).toBe('recommended');
    expect(out.items?.[0]?.note).toBe('invalid: startDate = "01/05/2026" (not-iso8601-date)');
    expect(messageOf(check, out, 'es')).toContain('startDate no es válido (not-iso8601-date)');
    expect(messageOf(check, out, 'fr')).toContain('startDate est invalide (not-iso8601-date)');
  });

  it('reads Microdata too, and is n/a without any item a feature reads', () => {
    const md = '<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Pie</span></div>';
    expect(runOn(check, doc('', md)).status).toBe('critical');
    expect(runOn(check, doc(ld({ '@type': 'Person', name: 'Ann' }))).status).toBe('na');
    // Retired markup is another check's business.
    expect(runOn(check, doc(ld({ '@type': 'HowTo', name: 'Oil' }))).status).toBe('na');
  });
});
