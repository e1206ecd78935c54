import { describe, expect, it } from 'vitest';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import { doc, pageFromHtml } from '../test-support/index.js';
import { isSchemaOrgContext, joinPath, jsonLdOf, parseJsonLd, schemaNameOfIri } from './jsonld.js';

const block = (json: string, line: number | null = 10) => ({ raw: json, line, inHead: true });

describe('parseJsonLd', () => {
  it('records each block with its line, and the source line of a syntax error', () => {
    const { blocks, items } = parseJsonLd([
      block('{"@context": "https://schema.org", "@type": "Thing"}', 4),
      block('\n{\n  "@type": "Product",\n}', 9),
      block('   ', 20),
    ]);
    expect(blocks[0]).toEqual({ index: 0, line: 4, empty: false, error: null });
    // The block starts on the <script> line: its 4th line is source line 12.
    expect(blocks[1]?.error).toMatchObject({ kind: 'trailing-comma', line: 3, column: 21, sourceLine: 11 });
    expect(blocks[2]).toEqual({ index: 2, line: 20, empty: true, error: null });
    expect(items).toHaveLength(1);
  });

  it('keeps the source line unknown when the block line is', () => {
    expect(parseJsonLd([block('{,}', null)]).blocks[0]?.error?.sourceLine).toBeNull();
  });

  it('flattens @graph members and nested typed nodes with their paths and parent properties', () => {
    const { items } = parseJsonLd([
      block(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Organization', '@id': '#org', name: 'Oak & Co', logo: { '@type': 'ImageObject' } },
            {
              '@type': 'Product',
              offers: [{ '@type': 'Offer' }, { '@type': 'Offer' }],
              brand: { '@id': '#org' },
            },
          ],
        }),
      ),
    ]);
    expect(items.map((i) => [i.path, i.parentProperty, i.topLevel, i.schemaTypes.join()])).toEqual([
      ['@graph[0]', null, true, 'Organization'],
      ['@graph[0].logo', 'logo', false, 'ImageObject'],
      ['@graph[1]', null, true, 'Product'],
      ['@graph[1].offers[0]', 'offers', false, 'Offer'],
      ['@graph[1].offers[1]', 'offers', false, 'Offer'],
    ]);
    // {"@id": …} alone is a reference, not a node.
    expect(items.find((i) => i.path.endsWith('brand'))).toBeUndefined();
    expect(items[0]?.id).toBe('#org');
  });

  it('lists the members of a top-level array as top-level nodes, each with its own context', () => {
    const { items } = parseJsonLd([
      block('[{"@context": "http://schema.org/", "@type": "WebSite"}, {"@type": "Organization"}]'),
    ]);
    expect(items.map((i) => [i.path, i.context, i.schemaTypes])).toEqual([
      ['[0]', 'schema.org', ['WebSite']],
      ['[1]', 'missing', []],
    ]);
  });

  it('resolves contexts: strings, @vocab, prefixes, arrays, full IRIs; nested nodes inherit', () => {
    const types = (json: unknown) =>
      parseJsonLd([block(JSON.stringify(json))]).items.map((i) => [i.context, i.schemaTypes.join()]);
    expect(types({ '@context': 'HTTPS://schema.org', '@type': 'Product' })).toEqual([
      ['schema.org', 'Product'],
    ]);
    expect(types({ '@context': { '@vocab': 'https://schema.org/' }, '@type': 'Event' })).toEqual([
      ['schema.org', 'Event'],
    ]);
    expect(types({ '@context': { s: 'https://schema.org/' }, '@type': 's:Event' })).toEqual([
      ['other', 'Event'],
    ]);
    expect(
      types({ '@context': ['https://schema.org', { ex: 'https://example.org/' }], '@type': 'Event' }),
    ).toEqual([['schema.org', 'Event']]);
    expect(types({ '@type': 'https://schema.org/Recipe' })).toEqual([['missing', 'Recipe']]);
    expect(types({ '@context': 'https://example.org/ctx', '@type': 'Product' })).toEqual([['other', '']]);
    // Without the slash, @vocab expands "Product" to "https://schema.orgProduct".
    expect(types({ '@context': { '@vocab': 'https://schema.org' }, '@type': 'Product' })).toEqual([
      ['other', ''],
    ]);
    expect(types({ '@context': 'https://www.schema.org', '@type': 'Product' })).toEqual([['other', '']]);
    expect(
      types({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        author: { '@type': ['Person', 'Thing'] },
      }),
    ).toEqual([
      ['schema.org', 'Recipe'],
      ['schema.org', 'Person,Thing'],
    ]);
  });

  it('skips value objects and does not list nodes nested absurdly deep', () => {
    let deep: unknown = { '@type': 'Thing' };
    for (let i = 0; i < 100; i++) deep = { '@type': 'Thing', hasPart: deep };
    const { items } = parseJsonLd([
      block(JSON.stringify({ '@context': 'https://schema.org', hasPart: deep })),
    ]);
    expect(items.length).toBeLessThan(70);
    const literal = parseJsonLd([
      block('{"@context": "https://schema.org", "name": {"@value": "x", "@type": "Text"}}'),
    ]);
    expect(literal.items).toEqual([]);
  });
});

describe('jsonLdOf', () => {
  it('reads the page’s blocks once and memoises the result per artifact', () => {
    const page = pageFromHtml(
      doc('\n<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing"}</script>'),
    );
    const first = jsonLdOf(page);
    expect(first.items[0]?.line).toBe(2);
    expect(jsonLdOf(page)).toBe(first);
  });
});

describe('helpers', () => {
  it('recognises schema.org contexts and IRIs', () => {
    for (const c of [
      'http://schema.org',
      'https://schema.org/',
      ' https://schema.org ',
      'https://schema.org/docs/jsonldcontext.json',
    ]) {
      expect(isSchemaOrgContext(c), c).toBe(true);
    }
    for (const c of [
      'https://schema.org.example.com',
      'schema.org',
      '//schema.org',
      'https://schema.org/Product',
    ]) {
      expect(isSchemaOrgContext(c), c).toBe(false);
    }
    expect(schemaNameOfIri('http://schema.org/Product')).toBe('Product');
    expect(schemaNameOfIri('https://example.org/Product')).toBeNull();
  });

  it('joins paths', () => {
    expect(joinPath(joinPath(joinPath('', '@graph'), 2), 'offers')).toBe('@graph[2].offers');
  });
});

describe('hostile nesting', () => {
  const depth = 100_000;
  const deepArray = '['.repeat(depth) + ']'.repeat(depth);
  const deepObject = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  const blocks = [
    `{"@context":"https://schema.org","@type":"Product","name":"Oak table","offers":${deepArray}}`,
    `{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":${deepObject},"name":"Home","item":"https://example.com/"}]}`,
    `{"@context":${deepObject},"@type":"Organization","name":"Smith","url":${deepObject}}`,
    `{"@context":"https://schema.org","@type":"Article","headline":"Oak","author":${deepArray},"datePublished":${deepObject}}`,
  ];

  it('lists the nodes of blocks nested 100,000 deep, with values cut at 64 levels', () => {
    const { items } = parseJsonLd(blocks.map((b) => block(b)));
    expect(items.map((i) => i.types[0])).toEqual([
      'Product',
      'BreadcrumbList',
      'ListItem',
      'Organization',
      'Article',
    ]);
    // Deep values are dropped, so anything that recurses over them later (JSON.stringify, clones) copes.
    expect(JSON.stringify(items).length).toBeLessThan(10_000);
    expect(structuredClone(items)).toEqual(items);
  });

  it('lets every check read such blocks without an error', () => {
    const page = pageFromHtml(
      doc(
        `<title>Oak</title>${blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('')}`,
      ),
    );
    const raw = runChecks(page, CHECKS);
    expect(raw.filter((r) => r.status === 'error').map((r) => `${r.entry.id}: ${r.error}`)).toEqual([]);
    expect(raw.find((r) => r.entry.id === 'jsonld-parse')?.status).toBe('good');
  });
});
