import { describe, expect, it } from 'vitest';
import type { PageArtifact } from '../../artifact.js';
import type { HreflangAlternate, HreflangFacts } from '../../gather/site/hreflang.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { crawledPage, crawlFacts } from '../../test-support/crawl-fixtures.js';
import check from './hreflang-reciprocal.js';

const EN = 'https://example.com/en/';
const DE = 'https://example.com/de/';
const FR = 'https://example.com/fr/';
const link = (lang: string, href: string) => `\n<link rel="alternate" hreflang="${lang}" href="${href}">`;
const HEAD = link('en', EN) + link('de', DE) + link('fr', FR) + link('x-default', EN);

/** An alternate that answers 200, is indexable and self-canonical, and links back. */
function healthy(url: string, lang: string, extra: Partial<HreflangAlternate> = {}): HreflangAlternate {
  return {
    url,
    langs: [lang],
    status: 200,
    error: null,
    redirectTo: null,
    contentType: 'text/html; charset=utf-8',
    indexable: true,
    noindex: null,
    canonical: url,
    selfCanonical: true,
    returnLink: true,
    returnLangs: ['en'],
    nearReturn: null,
    hreflangCount: 3,
    ...extra,
  };
}

function withFacts(alternates: HreflangAlternate[], more: Partial<HreflangFacts> = {}): PageArtifact {
  const page = pageFromHtml(doc(HEAD), { url: EN });
  const hreflang = { pageUrl: EN, total: alternates.length, alternates, skipped: [], ...more };
  page.site = { failed: [], durationMs: 0, hreflang };
  return page;
}

const broken = (extra: Partial<HreflangAlternate>) =>
  healthy(DE, 'de', { indexable: null, selfCanonical: null, returnLink: null, returnLangs: [], ...extra });

describe('hreflang-reciprocal', () => {
  it('passes when every alternate is healthy and links back, naming the count and the page URL', () => {
    const out = runCheck(check, withFacts([healthy(DE, 'de'), healthy(FR, 'fr')]));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'All 2 hreflang alternates answer 200, are indexable and their own canonical, and link back to https://example.com/en/.',
    );
  });

  it('warns when some return links are missing, listing them with the line of their <link>', () => {
    const out = runCheck(
      check,
      withFacts([healthy(DE, 'de'), healthy(FR, 'fr', { returnLink: false, returnLangs: [] })]),
    );
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      '1 of 2 hreflang alternates does not link back to https://example.com/en/, e.g. https://example.com/fr/.',
    );
    expect(out.items).toEqual([
      { value: FR, note: 'hreflang="fr": no return link among 3 hreflang entries', line: 4 },
    ]);
  });

  it('fails when no alternate links back, naming near misses', () => {
    const near = healthy(DE, 'de', { returnLink: false, nearReturn: 'https://example.com/en' });
    const none = healthy(FR, 'fr', { returnLink: false, hreflangCount: 0 });
    const out = runCheck(check, withFacts([near, none]));
    expect([out.status, out.key]).toEqual(['critical', 'noReturn']);
    expect(messageOf(check, out, 'es')).toBe(
      'Ninguna de las 2 alternativas hreflang enlaza de vuelta a https://example.com/en/, p. ej. https://example.com/de/.',
    );
    expect(out.items?.map((i) => i.note)).toEqual([
      'hreflang="de": links back to https://example.com/en, not https://example.com/en/',
      'hreflang="fr": no hreflang annotations',
    ]);
  });

  it('fails alternates that redirect, answer an error, are noindex, canonicalised elsewhere or unreachable', () => {
    const cases: [Partial<HreflangAlternate>, string][] = [
      [{ status: 301, redirectTo: 'https://example.com/de-de/' }, '301 → https://example.com/de-de/'],
      [{ status: 404 }, '404'],
      [{ status: 200, indexable: false, noindex: 'X-Robots-Tag: noindex' }, 'noindex: X-Robots-Tag: noindex'],
      [{ status: 200, indexable: true, selfCanonical: false, canonical: FR }, `canonical → ${FR}`],
      [{ status: null, error: 'TIMEOUT' }, 'TIMEOUT'],
    ];
    for (const [extra, fact] of cases) {
      const out = runCheck(check, withFacts([broken(extra), healthy(FR, 'fr')]));
      expect(out.status).toBe('critical');
      expect(messageOf(check, out)).toBe(
        `1 of 2 hreflang alternates cannot take part in the set (not 200, noindex or canonicalised elsewhere), e.g. ${DE} (${fact}).`,
      );
      expect(out.items?.[0]).toEqual({ value: DE, note: `hreflang="de": ${fact}`, line: 3 });
    }
  });

  it('says how many alternates were checked when some were skipped', () => {
    const skipped = [{ url: 'https://example.com/it/', reason: 'budget' as const }];
    const out = runCheck(check, withFacts([healthy(DE, 'de'), healthy(FR, 'fr')], { total: 3, skipped }));
    expect(out.key).toBe('passPartial');
    expect(messageOf(check, out)).toBe(
      'Checked 2 of 3 hreflang alternates (1 skipped by the 20-URL limit or the time budget): all answer 200, are indexable and their own canonical, and link back to https://example.com/en/.',
    );
    const missing = runCheck(
      check,
      withFacts([healthy(DE, 'de'), healthy(FR, 'fr', { returnLink: false })], { total: 3, skipped }),
    );
    expect(messageOf(check, missing, 'fr')).toBe(
      'Alternatives hreflang vérifiées : 2 sur 3 (1 ignorée à cause de la limite de 20 URL ou faute de temps) ; 1 ne renvoie pas vers https://example.com/en/, par ex. https://example.com/fr/.',
    );
    expect(runCheck(check, withFacts([broken({ status: 500 })], { total: 2, skipped })).key).toBe(
      'unhealthyPartial',
    );
    expect(
      runCheck(check, withFacts([healthy(DE, 'de', { returnLink: false })], { total: 2, skipped })).key,
    ).toBe('noReturnPartial');
  });

  it('notes alternates declared in the Link header as such', () => {
    const page = pageFromHtml(doc(link('en', EN)), {
      url: EN,
      headers: { link: `<${DE}>; rel="alternate"; hreflang="de"` },
    });
    const alternates = [healthy(DE, 'de', { status: 410 })];
    page.site = { failed: [], durationMs: 0, hreflang: { pageUrl: EN, total: 1, alternates, skipped: [] } };
    expect(runCheck(check, page).items).toEqual([{ value: DE, note: 'hreflang="de" (Link header): 410' }]);
  });

  it('is n/a without hreflang, without site facts, with only a self-reference, or when all were skipped', () => {
    expect(runCheck(check, pageFromHtml(doc(''))).key).toBe('none');
    const noSite = runCheck(check, pageFromHtml(doc(HEAD), { url: EN }));
    expect([noSite.status, messageOf(check, noSite)]).toEqual([
      'na',
      'The hreflang alternates were not fetched: the site checks did not run or failed.',
    ]);
    expect(runCheck(check, withFacts([])).key).toBe('onlySelf');
    const skipped = [DE, FR].map((url) => ({ url, reason: 'budget' as const }));
    const all = runCheck(check, withFacts([], { total: 2, skipped }));
    expect([all.status, messageOf(check, all)]).toEqual([
      'na',
      'None of the 2 hreflang alternates could be checked (2 skipped by the 20-URL limit or the time budget).',
    ]);
  });

  it('with a crawl, checks every hreflang pair between crawled pages', () => {
    const page = pageFromHtml(doc('<title>t</title>'));
    page.crawl = crawlFacts([crawledPage(EN)]);
    page.crawl.hreflang = { pairs: 6, missingReturn: [] };
    const all = runCheck(check, page);
    expect(all.status).toBe('good');
    expect(messageOf(check, all)).toBe('All 6 hreflang pairs between crawled pages link back to each other.');
    page.crawl.hreflang = { pairs: 6, missingReturn: [{ url: DE, alternate: FR, lang: 'fr' }] };
    const some = runCheck(check, page);
    expect(some.status).toBe('recommended');
    expect(messageOf(check, some)).toBe(
      `1 of 6 hreflang pairs between crawled pages has no return link, e.g. ${FR} does not link back to ${DE}.`,
    );
    expect(some.items).toEqual([
      {
        value: DE,
        note: `fr: ${FR} does not link back`,
        noteRef: { key: 'noReturnLink', values: { lang: 'fr', alternate: FR } },
      },
    ]);
    page.crawl.hreflang = {
      pairs: 2,
      missingReturn: [
        { url: EN, alternate: FR, lang: 'fr' },
        { url: FR, alternate: EN, lang: 'en' },
      ],
    };
    expect(runCheck(check, page).status).toBe('critical');
  });
});
