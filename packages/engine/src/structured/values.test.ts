import { describe, expect, it } from 'vitest';
import { parseJsonLd, type JsonObject } from './jsonld.js';
import {
  firstText,
  indexNodes,
  itemsOfType,
  looseTypes,
  nodeIs,
  nodeOf,
  parseIsoDate,
  textOf,
  urlOf,
  valuesOf,
} from './values.js';

const graph = parseJsonLd([
  {
    raw: JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://ex.com/#org',
          name: 'Oak',
          logo: { '@id': 'https://ex.com/#logo' },
        },
        { '@type': 'ImageObject', '@id': 'https://ex.com/#logo', url: 'https://ex.com/logo.png' },
        { '@id': 'https://ex.com/#org' },
      ],
    }),
    line: 3,
    inHead: true,
  },
]).items;
const index = indexNodes(graph);

describe('structured values', () => {
  it('indexes nodes by @id and follows references', () => {
    expect(index.size).toBe(2);
    const org = index.get('https://ex.com/#org') as JsonObject;
    expect(nodeOf(org.logo ?? null, index)).toMatchObject({ url: 'https://ex.com/logo.png' });
    expect(nodeOf({ '@id': '#unknown' }, index)).toEqual({ '@id': '#unknown' });
    expect(nodeOf('text', index)).toBeNull();
  });

  it('reads texts and lists', () => {
    expect(valuesOf(undefined)).toEqual([]);
    expect(valuesOf([1, [2, 3]])).toEqual([1, 2, 3]);
    expect(valuesOf({ '@list': ['a', 'b'] })).toEqual(['a', 'b']);
    expect(textOf('  Oak ')).toBe('Oak');
    expect(textOf('  ')).toBeNull();
    expect(textOf(12)).toBe('12');
    expect(textOf({ '@value': 'x' })).toBe('x');
    expect(firstText(['', 'second'])).toBe('second');
  });

  it('reads types loosely and matches subtypes', () => {
    expect(looseTypes({ '@type': ['https://schema.org/Dentist', 'schema:Thing', 'Place'] })).toEqual([
      'Dentist',
      'Thing',
      'Place',
    ]);
    expect(nodeIs({ '@type': 'Dentist' }, 'LocalBusiness')).toBe(true);
    expect(nodeIs({ '@type': 'Dentist' }, 'Product')).toBe(false);
    expect(itemsOfType(graph, 'Organization').map((i) => i.path)).toEqual(['@graph[0]']);
  });

  it('reads URLs from strings, nodes and references; resolves relative ones; flags other schemes', () => {
    const base = 'https://ex.com/a/page';
    const org = index.get('https://ex.com/#org') as JsonObject;
    expect(urlOf(org.logo, base, index)).toEqual({
      raw: 'https://ex.com/logo.png',
      url: 'https://ex.com/logo.png',
      problem: null,
    });
    expect(urlOf('../logo.svg', base, index).url).toBe('https://ex.com/logo.svg');
    expect(urlOf({ '@type': 'ImageObject', contentUrl: '/i.png' }, base, index).url).toBe(
      'https://ex.com/i.png',
    );
    expect(urlOf('data:image/png;base64,AAAA', base, index).problem).toBe('not-http');
    expect(urlOf('http://[bad', base, index).problem).toBe('invalid');
    expect(urlOf(undefined, base, index)).toEqual({ raw: null, url: null, problem: 'missing' });
  });

  it('parses ISO 8601 dates and date-times, rejecting other forms and impossible dates', () => {
    expect(parseIsoDate('2024-05-01')).toEqual({ time: Date.UTC(2024, 4, 1), dateOnly: true });
    expect(parseIsoDate('2024-05-01T09:30')?.time).toBe(Date.UTC(2024, 4, 1, 9, 30));
    expect(parseIsoDate('2024-05-01T09:30:00+02:00')?.time).toBe(Date.UTC(2024, 4, 1, 7, 30));
    expect(parseIsoDate('2024-05-01T09:30:00.123-0130')?.time).toBe(Date.UTC(2024, 4, 1, 11, 0));
    expect(parseIsoDate(' 2024-05-01T09:30:00Z ')?.dateOnly).toBe(false);
    for (const bad of [
      '01/05/2024',
      'May 1, 2024',
      '2024-02-30',
      '2024-13-01',
      '2024-05-01 09:30',
      '2024-5-1',
      '2024-05-01T25:00',
    ]) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
  });
});
