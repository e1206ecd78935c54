import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './rich-results-recommended.js';

const ld = (json: object): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...json })}</script>`;
const VIDEO = {
  '@type': 'VideoObject',
  name: 'Oiling oak',
  thumbnailUrl: 'https://v.example/t.jpg',
  uploadDate: '2026-01-01T08:00:00+01:00',
};

describe('rich-results-recommended', () => {
  it('warns about the recommended properties an eligible item lacks', () => {
    const out = runOn(check, doc(ld(VIDEO)));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      '1 eligible item of 1 lacks recommended properties, e.g. Video (VideoObject) "Oiling oak": contentUrl, description, duration, embedUrl, expires, hasPart, interactionStatistic, publication.',
    );
  });

  it('counts a malformed recommended value as a warning', () => {
    const out = runOn(
      check,
      doc(ld({ '@type': 'Recipe', name: 'Pie', image: 'https://p.example/p.jpg', totalTime: '1h' })),
    );
    expect(out.status).toBe('recommended');
    expect(out.items?.[0]?.note).toContain('invalid: totalTime = "1h" (not-iso8601-duration)');
  });

  it('passes when every recommended property is there', () => {
    const crumbs = {
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/' }],
    };
    const out = runOn(check, doc(ld(crumbs)));
    expect(out.status).toBe('good');
    expect(messageOf(check, out, 'fr')).toBe(
      'L’élément éligible a toutes les propriétés que Google recommande.',
    );
  });

  it('is n/a when no item is eligible (invalid items are the errors check’s)', () => {
    expect(runOn(check, doc(ld({ '@type': 'Recipe', name: 'Pie' }))).status).toBe('na');
    expect(runOn(check, doc('')).status).toBe('na');
  });
});
