import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { PAGE, SITEMAP, facts, file, pageWith, problem, withProblems } from '../../test-support/sitemaps.js';
import check from './sitemap-lists-page.js';

const notListed = { url: PAGE, listedIn: null, nearMatch: null };

describe('sitemap-lists-page', () => {
  it('passes when a sitemap lists the page in canonical form', () => {
    const out = runCheck(check, pageWith(facts()));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(`${PAGE} is listed in the sitemap ${SITEMAP}.`);
    expect(messageOf(check, out, 'es')).toBe(`${PAGE} figura en el sitemap ${SITEMAP}.`);
  });

  it('recommends adding the page when the sitemaps read do not list it', () => {
    const out = runCheck(check, pageWith(facts({ page: notListed, listedUrls: 1204 })));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(`${PAGE} is not listed in the one sitemap file read (1,204 URLs).`);
    expect(messageOf(check, out, 'fr')).toBe(
      `${PAGE} ne figure pas dans le seul fichier de sitemap lu (1\u202f204 URL).`,
    );
    expect(out.items).toEqual([{ value: PAGE }]);
  });

  it('names a listed variant of the URL (trailing slash, protocol, www)', () => {
    const near = 'https://www.example.com/shop/oak-table/';
    const out = runCheck(check, pageWith(facts({ page: { ...notListed, nearMatch: near } })));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      `${PAGE} is not in the sitemap as such; it lists ${near} instead, a variant of the URL (protocol, www or trailing slash).`,
    );
    expect(out.items).toEqual([{ value: PAGE, note: `listed as ${near}` }]);
  });

  it('does not conclude absence when listed sitemaps were not fetched', () => {
    const out = runCheck(check, pageWith(facts({ page: notListed, notFetched: 7 })));
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      `${PAGE} is not in the one sitemap file read (120 URLs), but 7 more listed sitemaps were not fetched, so its absence is not shown.`,
    );
  });

  it('is n/a for a page that is not indexable: noindex (meta or header) or an error status', () => {
    const sitemaps = facts({ page: notListed });
    const meta = runCheck(check, pageWith(sitemaps, '<meta name="robots" content="NOINDEX">'));
    expect(meta.key).toBe('notIndexable');
    const header = runCheck(
      check,
      pageWith(sitemaps, '<title>x</title>', { headers: { 'x-robots-tag': 'none' } }),
    );
    expect(header.status).toBe('na');
    expect(runCheck(check, pageWith(sitemaps, '<title>x</title>', { status: 404 })).status).toBe('na');
    // A noindex addressed to another crawler does not make the page non-indexable.
    const other = runCheck(check, pageWith(sitemaps, '<meta name="otherbot" content="noindex">'));
    expect(other.status).toBe('recommended');
  });

  it('is n/a when no sitemap with URLs could be read: an index only, a broken file, none', () => {
    const index = file({ kind: 'sitemapindex', childCount: 3, urlCount: 0 });
    expect(runCheck(check, pageWith(facts({ files: [index], page: notListed }))).key).toBe('noSitemap');
    const broken = withProblems([problem('syntax', 'Unclosed tag', 2, 1)]);
    expect(runCheck(check, pageWith(facts({ files: [broken], page: notListed }))).key).toBe('noSitemap');
    expect(runCheck(check, pageWith(facts({ files: [], page: notListed }))).key).toBe('noSitemap');
    expect(runCheck(check, pageWith(undefined)).key).toBe('noFacts');
  });
});
