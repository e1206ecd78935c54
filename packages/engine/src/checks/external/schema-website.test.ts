import { describe, expect, it } from 'vitest';
import type { HomepageFacts } from '../../gather/site/homepage.js';
import { homepageFacts, withHomepage } from '../../test-support/homepage-facts.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
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

  it('finds the WebSite node in a @graph and resolves a relative url', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage' }, { ...SITE, url: '/' }],
    };
    const out = runWith(homepage(doc(ld(graph))));
    expect(out.values).toMatchObject({ siteUrl: 'https://oak.example/' });
  });

  it('recommends a name when the WebSite has none, pointing at the property', () => {
    const out = runWith(homepage(doc(`\n${ld({ ...SITE, name: '  ' })}`)));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('noName');
    expect(out.items).toEqual([{ value: 'name', note: 'missing', line: 2 }]);
  });

  it('recommends a url when the WebSite has none or an unusable one', () => {
    const out = runWith(homepage(doc(ld({ ...SITE, url: 'javascript:void(0)' }))));
    expect(out.key).toBe('noUrl');
    expect(messageOf(check, out, 'fr')).toBe(
      'Le WebSite "Oak & Co" de la page d’accueil n’a pas d’url utilisable ; indiquez l’URL de la page d’accueil.',
    );
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
