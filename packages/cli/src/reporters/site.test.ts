import { describe, expect, it } from 'vitest';
import { label } from '@rankscope/engine';
import type { CrawlFacts, CrawledPage } from '../../../engine/src/crawl/types.js';
import { csvCell, renderCsv } from './csv.js';
import { renderSiteHtml, withSiteSection } from './site-html.js';
import { renderSiteText } from './site-text.js';

function page(overrides: Partial<CrawledPage> & Pick<CrawledPage, 'url'>): CrawledPage {
  return {
    finalUrl: overrides.url,
    status: 200,
    redirects: 0,
    depth: 1,
    contentType: 'text/html',
    linkedFrom: [],
    inSitemap: true,
    indexable: true,
    title: 'A page',
    description: null,
    canonical: null,
    simhash: '0123456789abcdef',
    wordCount: 300,
    score: 80,
    failedChecks: [],
    error: null,
    ms: 12,
    ...overrides,
  };
}

const O = 'https://shop.example';
const crawl: CrawlFacts = {
  startUrl: `${O}/`,
  stopReason: 'max-pages',
  pages: [
    page({ url: `${O}/`, depth: 0, title: 'Home', score: 91 }),
    page({
      url: `${O}/a`,
      title: '=HYPERLINK("http://evil","click"), "quoted"\nline',
      score: 55,
      failedChecks: ['meta-description', 'h1-present'],
    }),
    page({ url: `${O}/gone`, status: 404, score: null, title: null, indexable: false, simhash: null }),
    page({
      url: `${O}/down`,
      status: 0,
      score: null,
      title: null,
      error: 'Connection refused \u001b[31m',
    }),
  ],
  statusCounts: { '200': 2, '404': 1, '0': 1 },
  duplicateTitles: [{ value: 'Shop <b>', urls: [`${O}/x`, `${O}/y`] }],
  duplicateDescriptions: [],
  nearDuplicates: [{ value: 'Product template', urls: [`${O}/p1`, `${O}/p2`], similarity: 0.93 }],
  brokenLinks: [{ url: `${O}/gone`, status: 404, error: null, linkedFrom: [`${O}/`, `${O}/a`] }],
  redirectLinks: [{ url: `${O}/old`, hops: 2, linkedFrom: [`${O}/a`] }],
  canonicalChains: [
    { url: `${O}/c`, chain: [`${O}/c`, `${O}/b<i>`, `${O}/a`], loop: false },
    { url: `${O}/x`, chain: [`${O}/x`, `${O}/y`, `${O}/x`], loop: true },
  ],
  orphans: [`${O}/lonely`],
  notInSitemap: [`${O}/a`],
  issues: [
    { checkId: 'meta-description', pages: 3 },
    { checkId: 'h1-present', pages: 1 },
  ],
  siteScore: 73,
  durationMs: 4321,
};

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+33 1 23', "'+33 1 23"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=A1,B1', `"'=A1,B1"`],
    ['\t=1', "'\t=1"],
  ])('quotes and defuses %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers, booleans and nulls as they are', () => {
    expect([csvCell(-1), csvCell(200), csvCell(true), csvCell(null)]).toEqual(['-1', '200', 'true', '']);
  });

  it('writes a header and one RFC 4180 row per crawled page', () => {
    const csv = renderCsv(crawl);
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe(
      'url,final_url,status,depth,score,indexable,in_sitemap,title,failed_checks,error,rich_results',
    );
    expect(rows[1]).toBe(`${O}/,${O}/,200,0,91,true,true,Home,,,`);
    // The hostile title is quoted, its quotes doubled, its formula defused; the line break stays inside the quotes.
    expect(csv).toContain(
      `${O}/a,${O}/a,200,1,55,true,true,"'=HYPERLINK(""http://evil"",""click""), ""quoted""\nline",meta-description h1-present,,`,
    );
    expect(csv).toContain(`${O}/gone,${O}/gone,404,1,,false,true,,,,`);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(5);
  });
});

describe('site text section', () => {
  it('shows pages and why the crawl stopped, statuses, issues, duplicates, broken links, orphans and the page table', () => {
    const text = renderSiteText(crawl, 'en', { color: false });
    expect(text).toContain(`Site: ${O}/`);
    expect(text).toContain('Site score: 73/100');
    expect(text).toContain('4 pages crawled in 4.3 s — the page limit was reached');
    expect(text).toContain('failed: 1 · 200: 2 · 404: 1');
    // Named by the check's title in the report language (an unknown id stands for itself).
    expect(text).toMatch(
      /Issues by pages affected\n\s+3 {2}meta-description \(meta-description\)\n\s+1 {2}H1 heading \(h1-present\)/,
    );
    expect(text).toContain('Duplicate titles (1)\n  “Shop <b>”\n    https://shop.example/x');
    expect(text).toContain('“Product template” (93% similar)');
    expect(text).toContain(`Broken links (1)\n  404 ${O}/gone\n    linked from:\n      ${O}/\n      ${O}/a`);
    expect(text).toContain(`Links to redirects (1)\n  ${O}/old (2 hops)`);
    expect(text).toMatch(/Canonical chains [^\n]*\(2\)\n/);
    expect(text).toContain(`  ${O}/c → ${O}/b<i> → ${O}/a\n  ${O}/x → ${O}/y → ${O}/x (loop)`);
    expect(text).toContain(`In a sitemap but not linked (orphans) (1)\n  ${O}/lonely`);
    expect(text).toContain(`Not in any sitemap (1)\n  ${O}/a`);
    expect(text).toContain(`  200       55  ${O}/a — meta-description h1-present`);
    expect(text).toContain(`  404        –  ${O}/gone`);
    // Control characters from the site never reach the terminal.
    expect(text).toContain(`  ERR        –  ${O}/down — Connection refused [31m`);
    expect(text).not.toContain('\u001b');
  });

  it('speaks the report language and shortens long lists', () => {
    const many = {
      ...crawl,
      orphans: Array.from({ length: 14 }, (_, i) => `${O}/o${i}`),
      notInSitemap: null,
    };
    const text = renderSiteText(many, 'es', { color: false, maxItems: 10 });
    expect(text).toContain('se alcanzó el límite de páginas');
    expect(text).toContain(`${O}/o9\n  … ${label('es', 'more', { n: 4 })}`);
    expect(text).toContain('El sitio no tiene sitemap.');
    expect(renderSiteText(crawl, 'fr', { color: false })).toContain('Liens cassés (1)');
  });
});

describe('site html section', () => {
  it('escapes everything from the site and sits inside the engine page', () => {
    const section = renderSiteHtml(crawl, 'en');
    expect(section).toContain('Shop &#60;b&#62;');
    expect(section).not.toContain('Shop <b>');
    expect(section).toContain('Broken links (1)');
    expect(section).toContain(`${O}/c → ${O}/b&#60;i&#62; → ${O}/a`);
    expect(section).toContain('(loop)');
    expect(section).toContain('<td class="n">404</td>');
    const page = withSiteSection('<html><body><main><h1>x</h1></main></body></html>', crawl, 'en');
    expect(page.indexOf('class="site"')).toBeGreaterThan(page.indexOf('<h1>'));
    expect(page.indexOf('class="site"')).toBeLessThan(page.indexOf('</main>'));
  });
});

describe('the text summary of a large crawl', () => {
  it('lists the worst pages, errors first, instead of every page', () => {
    const many = Array.from({ length: 200 }, (_, i) => page({ url: `${O}/p${i}`, score: 60 + (i % 40) }));
    many.push(page({ url: `${O}/broken`, status: 500, score: null }));
    const text = renderSiteText({ ...crawl, pages: many }, 'en', { color: false });
    expect(text).toContain('Worst 50 of 201 pages (errors first, then the lowest scores)');
    const listed = text.split('\n').filter((l) => /^ {2}(200|500) /.test(l));
    expect(listed).toHaveLength(50);
    expect(listed[0]).toContain(`${O}/broken`);
    expect(listed.slice(1).every((l) => / 6\d {2}/.test(l))).toBe(true);
    expect(renderSiteText({ ...crawl, pages: many.slice(0, 3) }, 'en', { color: false })).toContain(
      'Pages (3)',
    );
  });
});

describe('rich results in the site section', () => {
  const rich: CrawlFacts = {
    ...crawl,
    pages: [
      page({
        url: `${O}/p/oak`,
        richResults: [
          { feature: 'Merchant listing', status: 'invalid', warnings: false, problems: ['offers.price'] },
          { feature: 'Product snippet', status: 'eligible', warnings: true, problems: [] },
        ],
      }),
    ],
    richResults: {
      matrix: [
        { feature: 'Merchant listing', eligible: 0, invalid: 2, warnings: 0, retired: 0 },
        { feature: 'Product snippet', eligible: 2, invalid: 0, warnings: 2, retired: 0 },
      ],
      templates: [
        {
          feature: 'Merchant listing',
          problem: 'offers.price',
          pattern: '/p/*',
          pages: 2,
          examples: [`${O}/p/oak`, `${O}/p/<ash>`],
        },
      ],
    },
  };

  it('text: the matrix per feature and the templates sharing a problem, in the report language', () => {
    const text = renderSiteText(rich, 'en', { color: false });
    expect(text).toMatch(
      /Rich results \(pages per feature\)\n\s+Feature\s+eligible\s+invalid\s+with warnings\s+retired\n\s+Merchant listing\s+0\s+2\s+0\s+0\n\s+Product snippet\s+2\s+0\s+2\s+0/,
    );
    expect(text).toContain(
      `Templates sharing a rich result problem (1)\n  /p/* — Merchant listing: offers.price (2 pages)\n    ${O}/p/oak`,
    );
    expect(renderSiteText(rich, 'fr', { color: false })).toContain(
      '/p/* — Merchant listing : offers.price (2 pages)',
    );
    expect(renderSiteText(crawl, 'en', { color: false })).not.toContain('Rich results');
  });

  it('html: the same, every value escaped', () => {
    const html = renderSiteHtml(rich, 'es');
    expect(html).toContain('<h3>Resultados enriquecidos (páginas por función)</h3>');
    expect(html).toContain(
      '<td>Merchant listing</td><td class="n">0</td><td class="n needs-improvement">2</td>',
    );
    expect(html).toContain(`${O}/p/&#60;ash&#62;`);
  });

  it('csv: one cell per page listing each feature, its status and what breaks it', () => {
    const rows = renderCsv(rich).split('\r\n');
    expect(
      rows[1]?.endsWith(',Merchant listing: invalid (offers.price); Product snippet: eligible+warnings'),
    ).toBe(true);
  });
});
