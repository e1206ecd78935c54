import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import { rulesSay, statusFromRules } from '../../test-support/rich-agreement.js';
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
      'The BlogPosting "How to oil an oak table" at line 2 has every property Google recommends for articles.',
    );
  });

  it('follows @id references to the author and image, as Yoast writes them', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { ...ARTICLE, '@type': 'Article', author: { '@id': '#ann' }, image: { '@id': '#img' } },
        { '@type': 'Person', '@id': '#ann', name: 'Ann Oak', url: 'https://oak.example/ann' },
        { '@type': 'ImageObject', '@id': '#img', url: 'https://oak.example/img/table.jpg' },
      ],
    };
    expect(run(graph).status).toBe('good');
  });

  it('recommends the missing properties, listing them', () => {
    const out = run({ ...ARTICLE, '@type': 'NewsArticle', image: undefined, dateModified: undefined });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The NewsArticle at line 2 lacks recommended properties: dateModified, image.',
    );
    expect(out.items).toEqual([
      {
        value: 'Article (NewsArticle) "How to oil an oak table"',
        note: 'recommended missing: dateModified, image',
        line: 2,
      },
    ]);
  });

  it('wants the author as a node with a name (and url), not a text', () => {
    const out = run({ ...ARTICLE, author: 'Ann Oak' });
    expect(out.key).toBe('missing');
    expect(messageOf(check, out)).toBe(
      'The BlogPosting at line 2 lacks recommended properties: author.name, author.url.',
    );
    const org = { '@type': 'Organization', name: 'Oak Press', url: 'https://oak.example/' };
    expect(run({ ...ARTICLE, author: [org] }).status).toBe('good');
  });

  it('flags a date that is not ISO 8601 (a recommended property Google cannot read)', () => {
    const out = run({ ...ARTICLE, datePublished: '01/05/2024' });
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('invalid');
    expect(messageOf(check, out)).toBe(
      'The BlogPosting at line 2 has values Google does not read, or lacks recommended properties: datePublished (not-iso8601-date).',
    );
    expect(messageOf(check, out, 'fr')).toBe(
      'Le BlogPosting ligne 2 a des valeurs que Google ne lit pas, ou il lui manque des propriétés recommandées\u00a0: datePublished (not-iso8601-date).',
    );
    expect(run({ ...ARTICLE, dateModified: '2024-02-30' }).key).toBe('invalid');
  });

  it('reports the first article with a gap and lists the gaps of all', () => {
    const out = runOn(
      check,
      doc(`${ld(ARTICLE)}${ld({ ...ARTICLE, headline: '', datePublished: 'yesterday' })}`),
    );
    expect(out.key).toBe('invalid');
    expect(out.items).toEqual([
      {
        value: 'Article (BlogPosting)',
        note: 'recommended missing: headline; invalid: datePublished = "yesterday" (not-iso8601-date)',
        line: 3,
      },
    ]);
  });

  it('recommends Article markup on a page that declares og:type article without it', () => {
    const out = runOn(check, doc('\n<meta property="og:type" content=" Article ">'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The page declares og:type "article" but has no Article, NewsArticle or BlogPosting markup.',
    );
    expect(out.items).toEqual([{ value: 'og:type = article', line: 2 }]);
  });

  it('is n/a on other pages', () => {
    expect(runOn(check, doc('<meta property="og:type" content="website">')).status).toBe('na');
    expect(run({ '@context': 'https://schema.org', '@type': 'Product', name: 'Oak' }).status).toBe('na');
  });

  describe('says what the Article rules say', () => {
    const microdata =
      '<article itemscope itemtype="https://schema.org/NewsArticle"><h1 itemprop="headline">Oak</h1>' +
      '<meta itemprop="datePublished" content="2024-05-01"></article>';
    const pages: [string, string, string[]][] = [
      ['complete', ld(ARTICLE), ['eligible']],
      // Google lists no required property for articles: a bare one is eligible, with gaps.
      ['bare', ld({ '@context': 'https://schema.org', '@type': 'Article' }), ['eligible']],
      ['bad date', ld({ ...ARTICLE, dateModified: 'soon' }), ['eligible']],
      // Google states no order between the dates: an earlier dateModified is not a rule.
      ['modified before published', ld({ ...ARTICLE, dateModified: '2024-04-30' }), ['eligible']],
      ['two articles', ld(ARTICLE) + ld({ ...ARTICLE, image: 'not a url' }), ['eligible', 'eligible']],
      ['in Microdata', microdata, ['eligible']],
      ['none', '', []],
    ];
    it.each(pages)('%s', (_name, head, statuses) => {
      const page = pageFromHtml(doc(head === microdata ? '' : head, head === microdata ? microdata : ''));
      const entries = rulesSay(page, ['Article']);
      expect(entries.map((r) => r.status)).toEqual(statuses);
      expect(runCheck(check, page).status).toBe(statusFromRules(entries));
    });
  });
});
