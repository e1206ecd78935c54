import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './jsonld-context.js';

const ld = (json: unknown): string => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const run = (...blocks: unknown[]) => runOn(check, doc(blocks.map((b) => `\n${ld(b)}`).join('')));

describe('jsonld-context', () => {
  it('passes with the schema.org context in any accepted form and known types', () => {
    const out = run(
      { '@context': 'https://schema.org', '@type': 'Organization', address: { '@type': 'PostalAddress' } },
      { '@context': 'http://schema.org/', '@type': 'WebSite' },
      { '@context': { '@vocab': 'https://schema.org/' }, '@graph': [{ '@type': 'BreadcrumbList' }] },
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'Every typed JSON-LD node (4) uses the schema.org context and known types: Organization, WebSite, BreadcrumbList.',
    );
  });

  it('accepts types written as full schema.org IRIs without a context', () => {
    expect(run({ '@type': 'https://schema.org/Product' }).status).toBe('good');
  });

  it('fails a node without @context, naming its type and line', () => {
    const out = run(
      { '@context': 'https://schema.org', '@type': 'WebSite' },
      { '@type': 'Organization', name: 'Oak' },
    );
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'JSON-LD nodes without @context, whose vocabulary is therefore not recognised: 1; the first is Organization at line 3.',
    );
    expect(out.items).toEqual([{ value: '(root)', note: 'no @context', line: 3 }]);
  });

  it('fails a context that does not resolve to schema.org', () => {
    const out = run({ '@context': 'https://schema.org.example.com', '@type': 'Product' });
    expect(out.key).toBe('wrongContext');
    expect(messageOf(check, out, 'es')).toBe(
      'Nodos JSON-LD cuyo @context no remite a schema.org: 1, p. ej. "https://schema.org.example.com" en la línea 2.',
    );
  });

  it('checks each member of a top-level array for its own context', () => {
    const out = run([{ '@context': 'https://schema.org', '@type': 'Product' }, { '@type': 'Offer' }]);
    expect(out.key).toBe('missing');
    expect(out.items).toEqual([{ value: '[1]', note: 'no @context', line: 2 }]);
  });

  it('recommends fixing misspelled or wrongly cased types, with a suggestion', () => {
    const out = run({
      '@context': 'https://schema.org',
      '@type': 'Organisation',
      founder: { '@type': 'person' },
    });
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('misspelled');
    expect(messageOf(check, out)).toBe(
      '@type values that are not schema.org types: 2, e.g. "Organisation" at line 2; did you mean "Organization"?',
    );
    expect(messageOf(check, out, 'fr')).toContain('vouliez-vous dire "Organization" ?');
    expect(out.items).toEqual([
      {
        value: '(root)',
        note: '@type Organisation: not a schema.org type; did you mean Organization?',
        line: 2,
      },
      { value: 'founder', note: '@type person: not a schema.org type; did you mean Person?', line: 2 },
    ]);
  });

  it('recommends replacing unknown types without a guess', () => {
    const out = run({ '@context': 'https://schema.org', '@type': 'MySpecialWidget' });
    expect(out.key).toBe('unknown');
    expect(messageOf(check, out)).toBe(
      '@type values that are not schema.org types: 1, e.g. "MySpecialWidget" at line 2.',
    );
  });

  it('recommends replacing deprecated types', () => {
    const out = run({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      interactionStatistic: { '@type': 'UserComments' },
    });
    expect(out.key).toBe('deprecated');
    expect(messageOf(check, out)).toBe(
      'Deprecated schema.org @type values: 1, e.g. "UserComments" at line 2; use "InteractionCounter" instead.',
    );
  });

  it('leaves types of other vocabularies alone', () => {
    const out = run({
      '@context': ['https://schema.org', { gr: 'http://purl.org/goodrelations/v1#' }],
      '@type': ['Product', 'gr:Offering'],
    });
    expect(out.status).toBe('good');
  });

  it('is n/a without typed JSON-LD (absent, unparsable or untyped)', () => {
    expect(runOn(check, doc('')).status).toBe('na');
    expect(runOn(check, doc('<script type="application/ld+json">{"@type": "Thing",}</script>')).status).toBe(
      'na',
    );
    const out = run({ '@context': 'https://schema.org', name: 'x' });
    expect(messageOf(check, out)).toBe(
      'The page has no typed JSON-LD node to check (no JSON-LD, or none that parses).',
    );
  });
});
