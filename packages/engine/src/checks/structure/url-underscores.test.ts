import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './url-underscores.js';

describe('url-underscores', () => {
  it('passes a hyphenated path and names the URL', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/oak-tables/big-one' });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The path of https://example.com/oak-tables/big-one has no underscores.',
    );
  });

  it('recommends hyphens, listing every underscored segment with the hyphenated form', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/oak_tables/shop/big_one_2' });
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toBe(
      'The path of https://example.com/oak_tables/shop/big_one_2 has underscores in 2 segments: oak_tables, big_one_2.',
    );
    expect(messageOf(check, out, 'es')).toContain('guiones bajos en 2 segmentos: oak_tables, big_one_2');
    expect(messageOf(check, out, 'fr')).toContain('tirets bas dans 2 segments : oak_tables, big_one_2');
    expect(out.items).toEqual([
      { value: 'oak_tables', note: '→ oak-tables' },
      { value: 'big_one_2', note: '→ big-one-2' },
    ]);
  });

  it('reads a percent-encoded underscore (%5F) as an underscore', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/oak%5Ftables' });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain(': oak_tables.');
    expect(out.items?.[0]?.value).toBe('oak%5Ftables');
  });

  it('ignores underscores in the query and the host', () => {
    const out = runOn(check, doc(''), {
      url: 'https://my_shop.example.com/oak-tables?utm_source=mail&sort_by=price',
    });
    expect(out.status).toBe('good');
  });

  it('judges the final URL after a redirect and names the requested one', () => {
    const out = runOn(check, doc(''), {
      url: 'https://example.com/old_page',
      finalUrl: 'https://example.com/new-page',
    });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The path of the final URL https://example.com/new-page (requested as https://example.com/old_page) has no underscores.',
    );
    const back = runOn(check, doc(''), { url: 'https://example.com/a', finalUrl: 'https://example.com/b_c' });
    expect(back.key).toBe('presentRedirected');
    expect(messageOf(check, back, 'es')).toContain('(solicitada como https://example.com/a)');
  });
});
