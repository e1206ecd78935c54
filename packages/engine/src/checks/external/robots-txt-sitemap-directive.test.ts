import { describe, expect, it } from 'vitest';
import type { FetchSummary, RobotsTxtFacts } from '../../gather/site/robots-txt.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { answered as answer, ROBOTS_URL, robotsFacts, withRobots } from '../../test-support/robots-facts.js';
import check from './robots-txt-sitemap-directive.js';

const answered = (url: string, status: number | null, over: Partial<FetchSummary> = {}): FetchSummary =>
  answer(url, status, { contentType: 'application/xml', ...over });

/** Facts for a robots.txt body, each listed sitemap answering the status given (200 by default). */
function facts(body: string, statuses: Record<string, number | null> = {}, status = 200): RobotsTxtFacts {
  const f = robotsFacts(body, answered(ROBOTS_URL, status));
  f.sitemapChecks = f.sitemaps.map((u) => answered(u, statuses[u] === undefined ? 200 : statuses[u]));
  return f;
}

function run(f: RobotsTxtFacts) {
  return runCheck(check, withRobots(pageFromHtml(doc('')), f));
}

const A = 'https://example.com/sitemap.xml';
const B = 'https://example.com/news-sitemap.xml';

describe('robots-txt-sitemap-directive', () => {
  it('passes absolute sitemaps that answer 200', () => {
    const out = run(facts(`User-agent: *\nDisallow:\n\nSitemap: ${A}\nSitemap: ${B}\n`));
    expect([out.status, out.value]).toEqual(['good', 2]);
    expect(messageOf(check, out)).toBe(
      `Sitemaps listed in robots.txt: 2, all absolute and answering 200, e.g. ${A}.`,
    );
  });

  it('recommends a Sitemap line when there is none', () => {
    const out = run(facts('User-agent: *\nDisallow: /cart\n'));
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out, 'es')).toContain(
      'https://example.com/robots.txt no tiene ninguna línea Sitemap:',
    );
  });

  it('recommends absolute URLs, naming the relative value and its line', () => {
    const out = run(facts(`Sitemap: ${A}\nSitemap: /sitemap-2.xml\n`));
    expect([out.status, out.key]).toEqual(['recommended', 'relative']);
    expect(messageOf(check, out)).toBe(
      'Sitemaps listed in robots.txt with a relative URL: 1, e.g. "/sitemap-2.xml" on line 2; crawlers expect a full URL.',
    );
    expect(out.items).toEqual([
      {
        value: '/sitemap-2.xml',
        note: 'robots.txt line 2: not an absolute URL',
        noteRef: { key: 'robotsNotAbsolute', values: { line: 2 } },
      },
    ]);
  });

  it('recommends fixing sitemaps that do not answer 200, with status or error', () => {
    const moved = answered(B, 200, {
      redirects: [{ url: B, status: 301, location: '/news.xml', timeMs: 2 }],
      finalUrl: 'https://example.com/news.xml',
    });
    const f = facts(`Sitemap: ${A}\nSitemap: ${B}\nSitemap: https://example.com/x.xml`, {
      [A]: 404,
      'https://example.com/x.xml': null,
    });
    f.sitemapChecks[1] = moved;
    f.sitemapChecks[2] = answered('https://example.com/x.xml', null, { error: 'TIMEOUT' });
    const out = run(f);
    expect([out.status, out.key]).toEqual(['recommended', 'unreachable']);
    expect(messageOf(check, out)).toBe(
      `Sitemaps listed in robots.txt that do not answer 200: 2 of 3, e.g. ${A} (404).`,
    );
    expect(out.items).toEqual([
      { value: A, note: '404' },
      { value: 'https://example.com/x.xml', note: 'TIMEOUT' },
    ]);
  });

  it('says how many were checked when some were skipped', () => {
    const f = facts(`Sitemap: ${A}\nSitemap: ${B}\n`);
    f.sitemapChecks = [answered(A, 200)];
    f.sitemapsSkipped = 1;
    const out = run(f);
    expect([out.status, out.key]).toEqual(['good', 'passPartial']);
    expect(messageOf(check, out, 'fr')).toBe(
      `Sitemaps listés dans robots.txt\u00a0: 2, par ex. ${A}\u202f; tous ceux vérifiés répondent 200 (1 vérifié, 1 non vérifié\u00a0: limite ou temps écoulé).`,
    );
    // A request skipped by the time budget counts as not checked, not as broken.
    f.sitemapChecks.push(answered(B, null, { error: 'FETCH_FAILED', errorMessage: 'skipped: budget' }));
    expect(run(f).key).toBe('passPartial');
  });

  it('recommends a robots.txt when there is none, and is n/a when it could not be read', () => {
    const missing = run(facts('', {}, 404));
    expect([missing.status, missing.key]).toEqual(['recommended', 'noFile']);
    expect(messageOf(check, missing)).toBe(
      'There is no robots.txt to list a sitemap: https://example.com/robots.txt answered 404.',
    );
    expect(run(facts('', {}, 500)).key).toBe('notRead');
    const page = pageFromHtml(doc(''));
    expect(runCheck(check, page).status).toBe('na');
  });
});
