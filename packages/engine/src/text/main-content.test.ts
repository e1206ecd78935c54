import { readFileSync } from 'node:fs';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { pageFromHtml } from '../test-support/index.js';
import { emphasisOf, extractKeywords, rankedTerms } from './keywords.js';
import { mainContent } from './main-content.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../test-support/fixtures/real-world/${name}.html`, import.meta.url), 'utf8');

/** The 15 keywords the report shows, as the report ranks them. */
function shown(name: string): { top: string[]; content: string; landmarkTop: string[] } {
  const page = pageFromHtml(fixture(name));
  const options = { lang: page.language.effective, emphasis: emphasisOf(page.titles, page.headings) };
  const top = rankedTerms(page.keywords, options)
    .slice(0, 15)
    .map((k) => k.word);
  // What the keywords were before: the landmark-based main text, no readability pass.
  const before = extractKeywords(page.text.main, { lang: page.language.effective });
  const landmarkTop = [...before.words, ...before.phrases]
    .sort((a, b) => b.count - a.count)
    .slice(0, 30)
    .map((k) => k.word);
  return { top, content: page.text.content, landmarkTop };
}

const CASES = [
  {
    name: 'news-en',
    lead: ['harbour', 'flood', 'barrier'],
    gone: [
      'main story',
      'story',
      'caption',
      'media',
      'continue',
      'reading',
      'mr',
      'share',
      'said',
      'cookies',
    ],
  },
  {
    name: 'encyclopedia-en',
    lead: ['lighthouse', 'keeper', 'lighthouse keeper'],
    gone: ['retrieved', 'edit', 'com', 'org', 'www', 'https', 'openpedia', 'categories', 'contents'],
  },
  {
    name: 'news-fr',
    lead: ['jardins', 'sécheresse', 'agglomération', 'arrosage'],
    gone: [
      'd’un',
      'd’une',
      'l’arrosage',
      'fr',
      'partager',
      'lire',
      'cookies',
      'dit',
      'commentaires',
      'juillet',
      '18h02',
      'accepter',
    ],
  },
  {
    name: 'shop-es',
    lead: ['cafetera', 'café', 'acero inoxidable'],
    gone: [
      'cookies',
      'carrito',
      'inicio',
      'opiniones',
      'compartir',
      'es',
      'www',
      'molinillo',
      'aceptar',
      'añadir',
      'cantidad',
    ],
  },
  {
    name: 'blog-en',
    lead: ['tomatoes', 'balcony'],
    gone: ['share', 'says', 'reply', 'comments', 'related', 'posted', 'facebook', 'com'],
  },
] as const;

describe('main-content keywords on real-world page structures', () => {
  for (const c of CASES) {
    it(`${c.name}: the topic leads and the boilerplate is gone`, () => {
      const { top, landmarkTop } = shown(c.name);
      expect(top.slice(0, c.lead.length + 1)).toEqual(expect.arrayContaining(c.lead.slice(0, 2)));
      for (const word of c.lead) expect(top).toContain(word);
      for (const word of c.gone) expect(top).not.toContain(word);
      // The fixture does carry boilerplate the landmark main text kept: the test can fail.
      expect(c.gone.some((w) => landmarkTop.includes(w))).toBe(true);
    });
  }

  it('drops captions, reference lists, share widgets, cookie banners and screen-reader labels from the text', () => {
    const news = shown('news-en').content;
    expect(news).toContain('The flood barrier meant to protect the harbour');
    expect(news).not.toMatch(/Media caption|Continue reading|Share on|cookies|Most read|Related Topics/);
    const wiki = shown('encyclopedia-en').content;
    expect(wiki).toContain('A lighthouse keeper is a person responsible');
    expect(wiki).not.toMatch(
      /Retrieved|\[edit\]|\bedit\b|Jump to content|Contents|Maritime pilot|Categories/,
    );
    const blog = shown('blog-en').content;
    expect(blog).not.toMatch(/says:|Share this|Leave a Reply|Recent Posts/);
  });
});

describe('mainContent', () => {
  const content = (html: string): string => mainContent(parse(html)).text;

  it('takes <main> when there is one, else the article with most of the text', () => {
    expect(content('<body><div>Menu text here</div><main><p>The real content.</p></main></body>')).toBe(
      'The real content.',
    );
    const articles =
      '<body><p>Intro</p><article><p>Long article about oak tables and their joinery, built by hand.</p></article><article><p>Short teaser.</p></article></body>';
    expect(content(articles)).toBe('Long article about oak tables and their joinery, built by hand.');
  });

  it('drops link-dense blocks without a telling class, and keeps headings', () => {
    const html =
      '<body><h2>Oak tables</h2><p>We build <a href="/t">oak tables</a> by hand in our workshop.</p><div><a href="/a">Chairs</a> <a href="/b">Beds</a> <a href="/c">Desks</a></div></body>';
    expect(content(html)).toBe('Oak tables\nWe build oak tables by hand in our workshop.');
  });

  it('keeps a content element whose class also names a weak hint', () => {
    expect(content('<body><div class="sidebar main-content"><p>Kept text.</p></div></body>')).toBe(
      'Kept text.',
    );
    expect(content('<body><div class="sidebar"><p>Dropped.</p></div><p>Kept.</p></body>')).toBe('Kept.');
  });

  it('walks very deep markup without overflowing the stack', () => {
    const depth = 20_000;
    const html = `<body>${'<div>'.repeat(depth)}<p>Deep text.</p>${'</div>'.repeat(depth)}</body>`;
    expect(content(html)).toBe('Deep text.');
  });
});
