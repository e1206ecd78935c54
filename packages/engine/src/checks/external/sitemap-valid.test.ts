import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { SITEMAP, facts, file, pageWith, problem, withProblems } from '../../test-support/sitemaps.js';
import check from './sitemap-valid.js';

const INDEX = 'https://example.com/sitemap_index.xml';
const CHILD = 'https://example.com/sitemap-posts.xml';
const run = (...files: ReturnType<typeof file>[]) => runCheck(check, pageWith(facts({ files })));

describe('sitemap-valid', () => {
  it('passes valid files, counting their entries, and says when some were not fetched', () => {
    const index = file({ url: INDEX, kind: 'sitemapindex', urlCount: 0, childCount: 2 });
    const child = file({ url: CHILD, source: 'index', parent: INDEX, urlCount: 340 });
    const out = run(index, child);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'All 2 sitemap files are valid sitemaps.org XML (342 entries with absolute URLs on their own host).',
    );
    const partial = runCheck(check, pageWith(facts({ files: [index, child], notFetched: 14 })));
    expect(messageOf(check, partial, 'es')).toBe(
      'Los 2 archivos de sitemap leídos son XML sitemaps.org válido (342 entradas); no se obtuvieron 14 sitemaps más de la lista.',
    );
  });

  it('fails on a parse error, naming the parser message and position', () => {
    const broken = withProblems(
      [
        problem(
          'syntax',
          "Expected closing tag 'url' (opened in line 3, col 1) instead of closing tag 'urlset'.",
          9,
          3,
        ),
      ],
      { urlCount: 0 },
    );
    const out = run(broken, file({ url: CHILD }));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      `${SITEMAP} is not well-formed XML: Expected closing tag 'url' (opened in line 3, col 1) instead of closing tag 'urlset'. (line 9, column 3; 1 of 2 files unusable).`,
    );
    expect(out.items).toEqual([
      {
        value: SITEMAP,
        note: "XML error at line 9, column 3: Expected closing tag 'url' (opened in line 3, col 1) instead of closing tag 'urlset'.",
      },
    ]);
  });

  it('fails on HTML served, non-XML bodies, foreign roots and corrupt gzip', () => {
    const html = run(withProblems([problem('html', 'text/html; charset=UTF-8')], { kind: 'html' }));
    expect(messageOf(check, html)).toBe(
      `${SITEMAP} serves an HTML page (text/html; charset=UTF-8) instead of XML (1 of 1 file unusable).`,
    );
    expect(run(withProblems([problem('notXml', 'Sitemap coming soon')])).key).toBe('notXml');
    const rss = run(withProblems([problem('root', '<rss>')], { kind: 'other' }));
    expect(messageOf(check, rss, 'fr')).toBe(
      `L’élément racine de ${SITEMAP} est <rss>, ni <urlset> ni <sitemapindex> (1 fichier inutilisable sur 1).`,
    );
    const gz = run(withProblems([problem('gzip', 'unexpected end of file')], { gzipped: true }));
    expect(gz.status).toBe('critical');
    expect(gz.items).toEqual([{ value: SITEMAP, note: 'gzip error: unexpected end of file' }]);
  });

  it('fails when an index lists a sitemap that does not answer 200', () => {
    const index = file({ url: INDEX, kind: 'sitemapindex', childCount: 2 });
    const gone = file({ url: CHILD, source: 'index', parent: INDEX, status: 404, kind: null });
    const out = run(index, gone);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      `The index ${INDEX} lists ${CHILD}, which answers 404 (1 of 2 files unusable).`,
    );
    expect(out.items).toEqual([{ value: CHILD, note: `listed by ${INDEX}, answers 404` }]);
  });

  it('recommends fixing the namespace (wrong or missing)', () => {
    const wrong = run(withProblems([problem('namespace', 'http://www.google.com/schemas/sitemap/0.84')]));
    expect(wrong.status).toBe('recommended');
    expect(messageOf(check, wrong)).toBe(
      `${SITEMAP} declares the namespace http://www.google.com/schemas/sitemap/0.84 instead of http://www.sitemaps.org/schemas/sitemap/0.9.`,
    );
    const missing = run(withProblems([problem('namespace', '(none)')]));
    expect(missing.key).toBe('namespaceMissing');
    expect(missing.items).toEqual([{ value: SITEMAP, note: 'no sitemaps.org namespace' }]);
  });

  it('recommends escaping entities, counting all of them across files', () => {
    const first = withProblems(
      [problem('entity', 'https://example.com/?a=1&b=2', 14, 38)],
      {},
      { entity: 31 },
    );
    const second = withProblems([problem('entity', 'Tom & Jerry', 3, 20)], { url: CHILD });
    const out = run(first, second);
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      `Unescaped & or undefined entities: 32, e.g. in ${SITEMAP} at line 14: "https://example.com/?a=1&b=2".`,
    );
    expect(out.value).toBe(32);
    expect(out.items?.[1]).toEqual({
      value: 'Tom & Jerry',
      note: `unescaped & or undefined entity, line 3, column 20, in ${CHILD}`,
    });
  });

  it('recommends fixing cross-host, relative and missing <loc>s and nested indexes', () => {
    const cross = run(withProblems([problem('locCrossHost', 'https://shop.example.net/oak')]));
    expect(messageOf(check, cross)).toBe(
      `<loc> URLs on another host or protocol than their sitemap: 1, e.g. https://shop.example.net/oak in ${SITEMAP}.`,
    );
    expect(cross.items).toEqual([
      {
        value: 'https://shop.example.net/oak',
        note: `other host or protocol than the sitemap, in ${SITEMAP}`,
      },
    ]);
    const relative = run(withProblems([problem('locRelative', '/oak'), problem('locMissing', '(no <loc>)')]));
    expect(messageOf(check, relative)).toBe(
      `<loc> values that are not absolute http(s) URLs: 1, e.g. "/oak" in ${SITEMAP}.`,
    );
    expect(relative.items).toHaveLength(2);
    const nested = { url: CHILD, source: 'index' as const, parent: INDEX, kind: 'sitemapindex' as const };
    const out = run(
      file({ url: INDEX, kind: 'sitemapindex' }),
      withProblems([problem('nestedIndex', CHILD)], nested),
    );
    expect(messageOf(check, out)).toBe(
      `The index ${INDEX} lists another index, ${CHILD}; search engines do not follow nested indexes.`,
    );
  });

  it('is n/a without a readable file, an oversized one, or facts', () => {
    expect(run(file({ status: 404, kind: null })).key).toBe('none');
    expect(run(file({ overLimit: true, kind: null, bytes: 60_000_000 })).key).toBe('tooLarge');
    expect(runCheck(check, pageWith(undefined)).key).toBe('noFacts');
  });
});
