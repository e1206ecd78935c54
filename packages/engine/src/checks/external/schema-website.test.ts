import { describe, expect, it } from 'vitest';
import type { HomepageFacts } from '../../gather/site/homepage.js';
import { homepageFacts, withHomepage } from '../../test-support/homepage-facts.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { rulesSay, statusFromRules } from '../../test-support/rich-agreement.js';
import check from './schema-website.js';

const HOME = 'https://oak.example/';
const ld = (json: unknown): string => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;

/** Homepage facts as the gatherer builds them when the audited page is the homepage (lines known). */
function homepage(html: string, over: Partial<HomepageFacts> = {}): HomepageFacts {
  return homepageFacts(html, HOME, true, over);
}

function runWith(facts: HomepageFacts) {
  return runCheck(check, withHomepage(pageFromHtml(doc(''), { url: HOME }), facts));
}

const SITE = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: 'Oak & Co',
  url: 'https://oak.example/',
};

describe('schema-website', () => {
  it('passes with name and url, saying whether alternateName is given', () => {
    const out = runWith(homepage(doc(ld(SITE))));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The homepage declares WebSite "Oak & Co" with url https://oak.example/ (no alternateName).',
    );
    const alt = runWith(homepage(doc(ld({ ...SITE, alternateName: ['Oak', 'OAK'] }))));
    expect(messageOf(check, alt)).toBe(
      'The homepage declares WebSite "Oak & Co" with url https://oak.example/ and alternateName "Oak".',
    );
    expect(messageOf(check, alt, 'es')).toContain('y alternateName "Oak"');
  });

  it('finds the WebSite node in a @graph; a relative url is not one Google reads', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage' }, SITE],
    };
    expect(runWith(homepage(doc(ld(graph)))).values).toMatchObject({ siteUrl: 'https://oak.example/' });
    const relative = runWith(homepage(doc(ld({ ...graph, '@graph': [{ ...SITE, url: '/' }] }))));
    expect(relative.key).toBe('noUrl');
  });

  it('recommends a name when the WebSite has none, pointing at the item', () => {
    const out = runWith(homepage(doc(`\n${ld({ ...SITE, name: '  ' })}`)));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('noName');
    expect(out.items).toEqual([{ value: 'Site name (WebSite)', note: 'missing: name', line: 2 }]);
  });

  it('recommends a url when the WebSite has none or an unusable one', () => {
    const out = runWith(homepage(doc(ld({ ...SITE, url: 'javascript:void(0)' }))));
    expect(out.key).toBe('noUrl');
    expect(messageOf(check, out, 'fr')).toBe(
      'Le WebSite "Oak & Co" de la page d’accueil n’a pas d’url utilisable\u00a0; indiquez l’URL de la page d’accueil.',
    );
    expect(runWith(homepage(doc(ld({ ...SITE, url: undefined })))).key).toBe('noUrl');
  });

  it('says when the WebSite is only nested in another node, which the rules do not read', () => {
    const page = {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      isPartOf: { ...SITE, '@context': undefined },
    };
    expect(runWith(homepage(doc(ld(page)))).key).toBe('nested');
  });

  it('says what the Site name rule says of the same homepage read as a page', () => {
    const cases: [unknown, string][] = [
      [SITE, 'eligible'],
      [{ ...SITE, alternateName: 'Oak' }, 'eligible'],
      [{ ...SITE, name: undefined }, 'invalid'],
      [{ ...SITE, url: '/' }, 'invalid'],
    ];
    for (const [json, status] of cases) {
      const html = doc(ld(json));
      const entries = rulesSay(pageFromHtml(html, { url: HOME }), ['Site name']);
      expect(entries.map((r) => r.status)).toEqual([status]);
      // The check recommends (weight of a site-level hint) where the rules find the item unusable.
      const expected = statusFromRules(entries) === 'critical' ? 'recommended' : statusFromRules(entries);
      expect(runWith(homepage(html)).status, JSON.stringify(json)).toBe(expected);
    }
  });

  it('recommends WebSite markup when the homepage has none', () => {
    const out = runWith(homepage(doc('<title>Oak</title>')));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe('The homepage https://oak.example/ has no WebSite markup in JSON-LD.');
  });

  it('is n/a for a WebSite in RDFa, and when the homepage could not be read', () => {
    const rdfa = runWith(homepage(doc('', '<div vocab="https://schema.org/" typeof="WebSite"></div>')));
    expect(rdfa.key).toBe('otherFormat');
    const down = runWith(homepage('', { status: null, error: 'DNS_FAILURE', parsed: false }));
    expect(messageOf(check, down, 'es')).toBe(
      'No comprobado: no se pudo obtener la página de inicio https://oak.example/ (DNS_FAILURE).',
    );
  });
});
