import { describe, expect, it } from 'vitest';
import { readSitemap, SITEMAP_NS } from './sitemaps-read.js';

const ctx = { origins: new Set(['https://example.com']), now: Date.UTC(2026, 0, 15, 12) };
const read = (text: string, type: string | null = 'application/xml') => readSitemap(text, type, ctx);

describe('readSitemap', () => {
  it('reads a urlset: locs in WHATWG form without fragment, lastmod statistics', () => {
    const r = read(
      `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- generated -->\n<urlset xmlns="${SITEMAP_NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n` +
        '<url><loc> https://EXAMPLE.com/a#top </loc><lastmod>2025-01-01</lastmod>' +
        '<image:image><image:loc>https://cdn.example.net/a.jpg</image:loc></image:image></url>\n' +
        '<url><loc><![CDATA[https://example.com/b?x=1&y=2]]></loc><lastmod>2025-02-01</lastmod></url>\n' +
        '<url><loc>https://example.com/caf&#xE9;</loc></url>\n</urlset>',
    );
    expect(r.kind).toBe('urlset');
    expect(r.problems).toEqual([]);
    expect(r.urlCount).toBe(3);
    expect(r.locs).toEqual([
      'https://example.com/a',
      'https://example.com/b?x=1&y=2',
      'https://example.com/caf%C3%A9',
    ]);
    expect(r.lastmod).toMatchObject({ entries: 3, missing: 1, valid: 2, distinct: 2 });
  });

  it('reads an empty urlset and an index', () => {
    expect(read(`<urlset xmlns="${SITEMAP_NS}"/>`)).toMatchObject({ kind: 'urlset', urlCount: 0, locs: [] });
    const index = read(
      `<sitemapindex xmlns="${SITEMAP_NS}"><sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>`,
    );
    expect(index).toMatchObject({ kind: 'sitemapindex', childCount: 1, lastmod: null });
    expect(index.children).toEqual(['https://example.com/s1.xml']);
  });

  it('reports undefined entities and bare & but not those in comments or CDATA', () => {
    const r = read(
      `<urlset xmlns="${SITEMAP_NS}">\n<!-- a & b -->\n<url><loc>https://example.com/caf&eacute;</loc></url>\n` +
        '<url><loc><![CDATA[https://example.com/?a&b]]></loc></url>\n' +
        '<url><loc>https://example.com/?q=1&amp;r=2&#0;</loc></url>\n</urlset>',
    );
    expect(r.problems).toEqual([
      { code: 'entity', value: 'https://example.com/caf&eacute;', line: 3, column: 34 },
      { code: 'entity', value: 'https://example.com/?q=1&amp;r=2&#0;', line: 5, column: 43 },
    ]);
    expect(r.urlCount).toBe(3);
  });

  it('tells HTML, JSON and other XML roots from sitemaps', () => {
    expect(read('<!DOCTYPE html><html><body>Not found</body></html>', 'text/html').kind).toBe('html');
    expect(read('<html><head></head><body><br></body></html>', null).problems).toEqual([
      { code: 'html', value: '(no Content-Type)', line: null, column: null },
    ]);
    expect(read('<rss version="2.0"><channel></channel></rss>').problems).toEqual([
      { code: 'root', value: '<rss>', line: null, column: null },
    ]);
    expect(read('').problems[0]).toMatchObject({ code: 'notXml', value: '(empty)' });
    expect(read('User-agent: *\nDisallow: /').problems[0]).toMatchObject({
      code: 'notXml',
      value: 'User-agent: *',
    });
  });

  it('flags a missing or wrong namespace, and an unprefixed root whose xmlns is on another prefix', () => {
    expect(read('<urlset><url><loc>https://example.com/</loc></url></urlset>').problems).toEqual([
      { code: 'namespace', value: '(none)', line: null, column: null },
    ]);
    expect(
      read(`<urlset xmlns="https://www.sitemaps.org/schemas/sitemap/0.9"></urlset>`).problems[0]?.value,
    ).toBe('https://www.sitemaps.org/schemas/sitemap/0.9');
    expect(read(`<urlset xmlns:sm="${SITEMAP_NS}"></urlset>`).problemCounts).toEqual({ namespace: 1 });
  });

  it('keeps a syntax error with its line and column, and reads nothing further', () => {
    const r = read(
      `<urlset xmlns="${SITEMAP_NS}">\n  <url><loc>https://example.com/</loc></url>\n  <url>\n</urlset>`,
    );
    expect(r.kind).toBe('urlset');
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ code: 'syntax', line: 4 });
    expect(r.locs).toEqual([]);
  });

  it('reads text sitemaps line by line', () => {
    const r = read(
      'https://example.com/\r\n\r\nhttps://example.com/about\nhttp://example.com/old\n',
      'text/plain',
    );
    expect(r).toMatchObject({ kind: 'text', urlCount: 3, problemCounts: { locCrossHost: 1 } });
  });
});
