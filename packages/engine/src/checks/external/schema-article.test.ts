import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './schema-article.js';

const ld = (json: unknown): string => `\n<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const ARTICLE = {
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: 'How to oil an oak table',
  image: ['https://oak.example/img/table.jpg'],
  datePublished: '2024-05-01T09:30:00+02:00',
  dateModified: '2024-05-03',
  author: { '@type': 'Person', name: 'Ann Oak', url: 'https://oak.example/ann' },
};
const run = (json: unknown, head = '') => runOn(check, doc(`${head}${ld(json)}`));

describe('schema-article', () => {
  it('passes with every recommended property and valid dates', () => {
    const out = run(ARTICLE);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The BlogPosting "How to oil an oak table" at line 2 has every recommended property; published 2024-05-01T09:30:00+02:00, modified 2024-05-03.',
    );
    expect(messageOf(check, out, 'es')).toContain(
      'publicado 2024-05-01T09:30:00+02:00, modificado 2024-05-03',
    );
  });

  it('follows @id references to the author and image, as Yoast writes them', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { ...ARTICLE, '@type': 'Article', author: { '@id': '#ann' }, image: { '@id': '#img' } },
        { '@type': 'Person', '@id': '#ann', name: 'Ann Oak' },
        { '@type': 'ImageObject', '@id': '#img', url: '/img/table.jpg' },
      ],
    };
    expect(run(graph).status).toBe('good');
  });

  it('recommends the missing properties, listing each with its path', () => {
    const out = run({ ...ARTICLE, '@type': 'NewsArticle', image: undefined, dateModified: undefined });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The NewsArticle at line 2 lacks recommended properties: image, dateModified.',
    );
    expect(out.items).toEqual([
      { value: 'image', note: 'missing', line: 2 },
      { value: 'dateModified', note: 'missing', line: 2 },
    ]);
  });

  it('wants the author as a Person or Organization with a name, not a text', () => {
    const out = run({ ...ARTICLE, author: 'Ann Oak' });
    expect(out.key).toBe('missing');
    expect(out.items).toEqual([
      { value: 'author', note: 'not a Person or Organization with a name', line: 2 },
    ]);
    expect(run({ ...ARTICLE, author: [{ '@type': 'Organization', name: 'Oak Press' }] }).status).toBe('good');
  });

  it('fails a date that is not ISO 8601', () => {
    const out = run({ ...ARTICLE, datePublished: '01/05/2024' });
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The BlogPosting at line 2 has datePublished "01/05/2024", which is not an ISO 8601 date such as 2024-05-01T09:30:00+02:00.',
    );
    expect(run({ ...ARTICLE, dateModified: '2024-02-30' }).key).toBe('badDate');
  });

  it('fails dateModified before datePublished; a same-day date without time is not earlier', () => {
    const out = run({ ...ARTICLE, dateModified: '2024-05-01T07:00:00Z' });
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'fr')).toBe(
      'Le BlogPosting ligne 2 a dateModified 2024-05-01T07:00:00Z, antérieure à sa datePublished 2024-05-01T09:30:00+02:00.',
    );
    expect(run({ ...ARTICLE, dateModified: '2024-05-01' }).status).toBe('good');
    expect(run({ ...ARTICLE, dateModified: '2024-04-30' }).key).toBe('modifiedBefore');
    // Time zones count: 07:45Z is after 09:30+02:00 (07:30Z).
    expect(run({ ...ARTICLE, dateModified: '2024-05-01T07:45:00Z' }).status).toBe('good');
  });

  it('reports the worst of several articles and lists the problems of all', () => {
    const out = runOn(
      check,
      doc(`${ld(ARTICLE)}${ld({ ...ARTICLE, headline: '', datePublished: 'yesterday' })}`),
    );
    expect(out.key).toBe('badDate');
    expect(out.items?.map((i) => [i.value, i.line])).toEqual([
      ['headline', 3],
      ['datePublished', 3],
    ]);
  });

  it('recommends Article markup on a page that declares og:type article without it', () => {
    const out = runOn(check, doc('\n<meta property="og:type" content=" Article ">'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The page declares og:type "article" but has no Article, NewsArticle or BlogPosting markup in JSON-LD.',
    );
    expect(out.items).toEqual([{ value: 'og:type = article', line: 2 }]);
  });

  it('is n/a on other pages', () => {
    expect(runOn(check, doc('<meta property="og:type" content="website">')).status).toBe('na');
    expect(run({ '@context': 'https://schema.org', '@type': 'Product', name: 'Oak' }).status).toBe('na');
  });
});
