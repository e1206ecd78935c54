import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './pagination-canonical.js';

const canonical = (href: string): string => `\n<link rel="canonical" href="${href}">`;
const PAGE2 = 'https://example.com/list?page=2';

describe('pagination-canonical', () => {
  it('is n/a on a URL that is not paginated, naming it', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/list?page=all' });
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toContain('https://example.com/list?page=all is not a paginated URL');
  });

  it('is n/a on the first page: ?page=1, or rel="next" without rel="prev"', () => {
    expect(runOn(check, doc(''), { url: 'https://example.com/list?page=1' }).key).toBe('firstPage');
    const first = runOn(check, doc('<link rel="next" href="/list?page=2">'), {
      url: 'https://example.com/list',
    });
    expect(first.status).toBe('na');
    expect(first.key).toBe('firstPage');
  });

  it('passes page 2 that is self-canonical and indexable, or declares no canonical', () => {
    const out = runOn(check, doc(canonical(PAGE2)), { url: PAGE2 });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `The paginated page ${PAGE2} is indexable and canonical to itself (or declares no canonical).`,
    );
    expect(runOn(check, doc(''), { url: PAGE2 }).status).toBe('good');
  });

  it('fails page N canonicalised to the URL without the page parameter, naming both', () => {
    const out = runOn(check, doc(canonical('/list')), { url: PAGE2 });
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      `Page 2 of the series, ${PAGE2}, declares page 1 as its canonical: https://example.com/list.`,
    );
    expect(messageOf(check, out, 'fr')).toContain(
      'déclare la page 1 comme canonical : https://example.com/list',
    );
    expect(out.items).toEqual([
      { value: 'https://example.com/list', note: '<link rel="canonical">', line: 2 },
    ]);
  });

  it('fails a canonical to ?page=1, and keeps other parameters when comparing', () => {
    const out = runOn(check, doc(canonical('/list?sort=price&page=1')), {
      url: 'https://example.com/list?sort=price&page=4',
    });
    expect(out.key).toBe('toFirstPage');
    expect(messageOf(check, out, 'es')).toContain('La página 4 de la serie');
  });

  it('reads /page/N paths and ?p=N, with or without trailing slash, in any case', () => {
    expect(runOn(check, doc(canonical('/blog')), { url: 'https://example.com/blog/page/3/' }).key).toBe(
      'toFirstPage',
    );
    expect(runOn(check, doc(canonical('/blog/')), { url: 'https://example.com/blog/Page/3' }).key).toBe(
      'toFirstPage',
    );
    expect(runOn(check, doc(canonical('/')), { url: 'https://example.com/page/2' }).key).toBe('toFirstPage');
    expect(runOn(check, doc(canonical('/news')), { url: 'https://example.com/news?P=2' }).key).toBe(
      'toFirstPage',
    );
  });

  it('fails a canonical to the previous page when only rel="prev" marks the pagination', () => {
    const html = doc(`<link rel="prev" href="/list?offset=20">${canonical('/list?offset=20')}`);
    const out = runOn(check, html, { url: 'https://example.com/list?offset=40' });
    expect(out.key).toBe('toPreviousPage');
    expect(messageOf(check, out)).toContain('declares an earlier page of the series as its canonical');
  });

  it('fails a noindexed page 2, naming the directive, from meta or X-Robots-Tag', () => {
    const out = runOn(check, doc('\n<meta name="robots" content="noindex, follow">'), { url: PAGE2 });
    expect(out.key).toBe('noindex');
    expect(messageOf(check, out)).toBe(
      `The paginated page ${PAGE2} is excluded from the index (noindex, follow).`,
    );
    expect(out.items).toEqual([{ value: 'noindex, follow', note: '<meta name="robots">', line: 2 }]);
    expect(runOn(check, doc('<meta name="googlebot" content="NONE">'), { url: PAGE2 }).key).toBe('noindex');
    const header = runOn(check, doc(''), { url: PAGE2, headers: { 'X-Robots-Tag': 'googlebot: noindex' } });
    expect(header.key).toBe('noindex');
    expect(messageOf(check, header, 'es')).toContain('está excluida del índice (googlebot: noindex)');
  });

  it('ignores directives for other crawlers but reads valued directives', () => {
    expect(runOn(check, doc(''), { url: PAGE2, headers: { 'x-robots-tag': 'yandex: noindex' } }).status).toBe(
      'good',
    );
    // Bingbot is a major crawler: its noindex keeps page N out of Bing's index.
    expect(runOn(check, doc(''), { url: PAGE2, headers: { 'x-robots-tag': 'bingbot: noindex' } }).key).toBe(
      'noindex',
    );
    expect(
      runOn(check, doc(''), { url: PAGE2, headers: { 'x-robots-tag': 'max-snippet: 20, noindex' } }).key,
    ).toBe('noindex');
    expect(runOn(check, doc('<meta name="robots" content="index, follow">'), { url: PAGE2 }).status).toBe(
      'good',
    );
  });

  it('reports a canonical to page 1 and noindex together', () => {
    const out = runOn(check, doc(`${canonical('/list')}<meta name="robots" content="noindex">`), {
      url: PAGE2,
    });
    expect(out.key).toBe('canonicalAndNoindex');
    expect(messageOf(check, out)).toContain(
      '(https://example.com/list) and is excluded from the index (noindex)',
    );
    expect(out.items).toHaveLength(2);
  });

  it('reads the canonical from the Link header when there is no <link>', () => {
    const out = runOn(check, doc(''), {
      url: PAGE2,
      headers: { link: '<https://example.com/list>; rel="canonical"' },
    });
    expect(out.key).toBe('toFirstPage');
    expect(out.items).toEqual([
      { value: 'https://example.com/list', note: 'Link header', noteRef: { key: 'linkHeader' } },
    ]);
  });

  it('passes a canonical to another URL (a view-all page), naming it', () => {
    const out = runOn(check, doc(canonical('/list/all')), { url: PAGE2 });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('declares the canonical https://example.com/list/all');
  });
});
