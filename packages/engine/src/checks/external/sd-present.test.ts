import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './sd-present.js';

const ld = (json: string): string => `<script type="application/ld+json">${json}</script>`;
const ORG =
  '{"@context": "https://schema.org", "@type": "Organization", "name": "Oak", "address": {"@type": "PostalAddress"}}';

describe('sd-present', () => {
  it('passes with JSON-LD, naming the top-level types and the format', () => {
    const out = runOn(
      check,
      doc(`${ld(ORG)}\n${ld('{"@context": "https://schema.org", "@type": "WebSite"}')}`),
    );
    expect(out.status).toBe('good');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toBe(
      'The page carries schema.org structured data (JSON-LD), 2 items: Organization, WebSite.',
    );
    expect(messageOf(check, out, 'es')).toBe(
      'La página contiene datos estructurados de schema.org (JSON-LD), 2 elementos: Organization, WebSite.',
    );
    expect(messageOf(check, out, 'fr')).toBe(
      'La page contient des données structurées schema.org (JSON-LD), 2 éléments : Organization, WebSite.',
    );
  });

  it('passes with Microdata or RDFa alone', () => {
    const micro = runOn(
      check,
      doc(
        '',
        '<div itemscope itemtype="https://schema.org/Product"><span itemprop="offers" itemscope itemtype="https://schema.org/Offer"></span></div>',
      ),
    );
    expect(messageOf(check, micro)).toBe(
      'The page carries schema.org structured data (Microdata), 1 item: Product.',
    );
    const rdfa = runOn(check, doc('', '<body vocab="https://schema.org/"><div typeof="Event"></div>'));
    expect(messageOf(check, rdfa)).toBe('The page carries schema.org structured data (RDFa), 1 item: Event.');
  });

  it('recommends structured data when there is none', () => {
    const out = runOn(check, doc('<title>Oak</title>', '<p>No markup</p>'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe('The page has no structured data: no JSON-LD, Microdata or RDFa.');
  });

  it('recommends when nothing found is a valid schema.org item, listing each unusable block or item', () => {
    const html = doc(
      `\n${ld('{"@context": "https://schema.org", "@type": "Organization",}')}` +
        `\n${ld('{"@context": "https://schema.org", "@type": "Organisation"}')}` +
        `\n${ld('{"@type": "Product"}')}`,
      '\n<div itemscope itemtype="http://data-vocabulary.org/Breadcrumb"></div>',
    );
    const out = runOn(check, html);
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The page has structured data (JSON-LD, Microdata) but no valid schema.org item; unusable blocks or items: 4.',
    );
    expect(out.items).toEqual([
      { value: 'JSON-LD', note: 'does not parse: trailing comma before "}"', line: 2 },
      { value: '@type Organisation', note: 'not a schema.org type', line: 3 },
      { value: '@type Product', note: 'no schema.org @context', line: 4 },
      { value: 'http://data-vocabulary.org/Breadcrumb', note: 'not a schema.org type', line: 5 },
    ]);
  });

  it('does not count an empty JSON-LD block or an untyped itemscope as structured data items', () => {
    const out = runOn(check, doc(`\n${ld('  ')}`, '\n<div itemscope></div>'));
    expect(out.key).toBe('invalid');
    expect(out.items).toEqual([
      { value: 'JSON-LD', note: 'empty block', line: 2 },
      { value: '(microdata)', note: 'no itemtype', line: 3 },
    ]);
  });

  it('names nested types only when no top-level node is a known type', () => {
    const out = runOn(
      check,
      doc(
        ld(
          '{"@context": "https://schema.org", "@type": "Custom", "author": {"@type": "Person", "name": "Ann"}}',
        ),
      ),
    );
    expect(messageOf(check, out)).toBe(
      'The page carries schema.org structured data (JSON-LD), 1 item: Person.',
    );
  });
});
