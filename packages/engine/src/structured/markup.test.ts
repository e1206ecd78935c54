import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../test-support/index.js';
import { markupItems } from './markup.js';

describe('markupItems', () => {
  it('reads Microdata item types, nested items and untyped items', () => {
    const page = pageFromHtml(
      doc(
        '',
        '\n<div itemscope itemtype="https://schema.org/Product http://schema.org/Thing">' +
          '\n<div itemprop="offers" itemscope itemtype="http://schema.org/Offer"></div>' +
          '\n<div itemscope itemtype="http://data-vocabulary.org/Breadcrumb"></div>' +
          '\n<div itemscope></div></div>',
      ),
    );
    expect(markupItems(page)).toEqual([
      { format: 'microdata', raw: 'https://schema.org/Product', name: 'Product', nested: false, line: 2 },
      { format: 'microdata', raw: 'http://schema.org/Thing', name: 'Thing', nested: false, line: 2 },
      { format: 'microdata', raw: 'http://schema.org/Offer', name: 'Offer', nested: true, line: 3 },
      {
        format: 'microdata',
        raw: 'http://data-vocabulary.org/Breadcrumb',
        name: null,
        nested: false,
        line: 4,
      },
      { format: 'microdata', raw: '', name: null, nested: false, line: 5 },
    ]);
  });

  it('reads RDFa terms under a schema.org vocab declared on an ancestor, and the schema: prefix', () => {
    const page = pageFromHtml(
      doc(
        '',
        '<div vocab="https://schema.org/">\n<ol typeof="BreadcrumbList">\n<li property="itemListElement" typeof="ListItem"></li></ol></div>' +
          '\n<p typeof="schema:Person"></p><p prefix="ex: https://example.org/" typeof="ex:Thing"></p>',
      ),
    );
    expect(markupItems(page).map((m) => [m.raw, m.name, m.nested, m.line])).toEqual([
      ['BreadcrumbList', 'BreadcrumbList', false, 2],
      ['ListItem', 'ListItem', true, 3],
      ['schema:Person', 'Person', false, 4],
      ['ex:Thing', null, false, 4],
    ]);
  });

  it('leaves RDFa terms unresolved without a schema.org vocab, and honours prefixes on <html>', () => {
    const bare = pageFromHtml(doc('', '<p typeof="Person"></p>'));
    expect(markupItems(bare)[0]?.name).toBeNull();
    const prefixed = pageFromHtml(
      doc('', '<p typeof="s:Event"></p>', 'lang="en" prefix="s: http://schema.org/"'),
    );
    expect(markupItems(prefixed)[0]?.name).toBe('Event');
  });
});
