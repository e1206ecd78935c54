import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './rich-results-retired.js';

const ld = (json: object): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...json })}</script>`;

describe('rich-results-retired', () => {
  it('lists markup of retired features (informational: weight 0)', () => {
    const faq = {
      '@type': 'FAQPage',
      mainEntity: { '@type': 'Question', name: 'Q', acceptedAnswer: { '@type': 'Answer', text: 'A' } },
    };
    const out = runOn(check, doc(ld(faq) + ld({ '@type': 'HowTo', name: 'Oil a table' })));
    expect(out.status).toBe('recommended');
    expect(check.weight).toBe(0);
    expect(messageOf(check, out)).toBe(
      '2 items are for features Google has retired: FAQ, How-to. They are not shown in Google Search any more.',
    );
    expect(out.items?.map((i) => i.value)).toEqual(['FAQ (FAQPage)', 'How-to (HowTo) "Oil a table"']);
  });

  it('passes when the structured data is for current features only', () => {
    expect(runOn(check, doc(ld({ '@type': 'Recipe', name: 'Pie' }))).status).toBe('good');
  });

  it('reads retired RDFa, and is n/a without structured data', () => {
    const rdfa =
      '<div vocab="https://schema.org/" typeof="SpecialAnnouncement"><span property="name">Closed</span></div>';
    expect(runOn(check, doc('', rdfa)).status).toBe('recommended');
    expect(runOn(check, doc('<title>x</title>')).status).toBe('na');
  });
});
