import { describe, expect, it } from 'vitest';
import type { HomepageFacts } from '../../gather/site/homepage.js';
import { homepageFacts, withHomepage } from '../../test-support/homepage-facts.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { rulesSay, statusFromRules } from '../../test-support/rich-agreement.js';
import check from './schema-organization.js';

const HOME = 'https://oak.example/';
const ld = (json: unknown): string =>
  `<script type="application/ld+json">${typeof json === 'string' ? json : JSON.stringify(json)}</script>`;

/** Homepage facts as the gatherer builds them for a fetched homepage (no lines: another document). */
function homepage(html: string, over: Partial<HomepageFacts> = {}): HomepageFacts {
  return homepageFacts(html, HOME, false, over);
}

function runWith(facts: HomepageFacts | undefined) {
  return runCheck(
    check,
    withHomepage(pageFromHtml(doc(''), { url: 'https://oak.example/about/team' }), facts),
  );
}

const ORG = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Oak & Co',
  url: 'https://oak.example/',
  logo: 'https://oak.example/logo.png',
  sameAs: ['https://www.linkedin.com/company/oak', 'https://x.com/oak'],
};

describe('schema-organization', () => {
  it('passes with name, url, logo and sameAs, saying the logo size was not measured', () => {
    const out = runWith(homepage(doc(ld(ORG))));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The homepage https://oak.example/ declares Organization "Oak & Co" with name, url, logo and sameAs as Google recommends. The logo’s size (at least 112×112 px) was not measured.',
    );
    expect(messageOf(check, out, 'es')).toContain('No se midió el tamaño del logo');
    expect(messageOf(check, out, 'fr')).toContain('n’a pas été mesurée');
  });

  it('follows @id references of a Yoast-style @graph to the logo ImageObject, and accepts subtypes', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', publisher: { '@id': 'https://oak.example/#org' } },
        {
          '@type': 'Corporation',
          '@id': 'https://oak.example/#org',
          name: 'Oak Corp',
          url: 'https://oak.example/',
          logo: { '@id': 'https://oak.example/#logo' },
          sameAs: 'https://facebook.com/oakcorp',
        },
        {
          '@type': 'ImageObject',
          '@id': 'https://oak.example/#logo',
          contentUrl: 'https://oak.example/img/logo.png',
        },
      ],
    };
    const out = runWith(homepage(doc(ld(graph))));
    expect(out.status).toBe('good');
    expect(out.values).toMatchObject({ type: 'Corporation', name: 'Oak Corp' });
  });

  it('leaves a LocalBusiness to the local business rules', () => {
    const out = runWith(homepage(doc(ld({ ...ORG, '@type': 'Dentist' }))));
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      'The homepage https://oak.example/ marks up a Dentist, which Google reads as a local business rather than as an Organization; schema-local-business judges it on that page.',
    );
  });

  it('recommends completing markup without logo and sameAs, listing each property', () => {
    const out = runWith(homepage(doc(ld({ ...ORG, logo: undefined, sameAs: undefined }))));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The homepage’s Organization markup lacks or misuses: logo, sameAs. The logo’s size (at least 112×112 px) was not measured.',
    );
    expect(out.items).toEqual([
      {
        value: 'Organization (Organization) "Oak & Co"',
        note: 'recommended missing: logo, sameAs',
        line: null,
      },
    ]);
  });

  it('flags a logo that is not an absolute http(s) URL', () => {
    const out = runWith(homepage(doc(ld({ ...ORG, logo: 'data:image/png;base64,iVBORw0KGgo=' }))));
    expect(out.key).toBe('incomplete');
    expect(messageOf(check, out)).toContain(': logo (not-absolute-url).');
  });

  it('judges the most complete of several organizations (a publisher stub does not count against it)', () => {
    const html = doc(
      ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Stub' }) + ld(ORG),
    );
    expect(runWith(homepage(html)).status).toBe('good');
  });

  it('says when the organization is only nested in another node, which the rules do not read', () => {
    const html = doc(
      ld({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Oak', publisher: ORG }),
    );
    const out = runWith(homepage(html));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('nested');
  });

  it('says what the Organization rules say of the same homepage read as a page', () => {
    const cases: unknown[] = [
      ORG,
      { ...ORG, sameAs: undefined },
      { ...ORG, url: '/' },
      { '@context': 'https://schema.org', '@type': 'NGO', name: 'Oak Trust' },
    ];
    for (const json of cases) {
      const html = doc(ld(json));
      const entries = rulesSay(pageFromHtml(html, { url: HOME }), ['Organization']);
      expect(entries.map((r) => r.status)).toEqual(['eligible']);
      expect(runWith(homepage(html)).status, JSON.stringify(json)).toBe(statusFromRules(entries));
    }
  });

  it('recommends Organization markup when the homepage has none, or only broken JSON-LD', () => {
    const none = runWith(
      homepage(doc(ld({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Oak' }))),
    );
    expect(none.status).toBe('recommended');
    expect(messageOf(check, none)).toBe(
      'The homepage https://oak.example/ has no Organization markup in JSON-LD.',
    );
    const broken = runWith(homepage(doc(ld('{"@type": "Organization", "name": "Oak",}'))));
    expect(messageOf(check, broken)).toBe(
      'The homepage https://oak.example/ has no readable Organization markup; JSON-LD blocks that do not parse: 1.',
    );
  });

  it('is n/a when the organization is only in Microdata (its properties are not read)', () => {
    const html = doc(
      '',
      '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Oak</span></div>',
    );
    const out = runWith(homepage(html));
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toContain(
      'marks up an organization in Microdata (https://schema.org/Organization)',
    );
  });

  it('is n/a when the homepage could not be read, saying why', () => {
    expect(messageOf(check, runWith(undefined))).toBe(
      'Not checked: the homepage was not read in this audit.',
    );
    const down = runWith(homepage('', { status: null, error: 'TIMEOUT', parsed: false }));
    expect(messageOf(check, down)).toBe(
      'Not checked: the homepage https://oak.example/ could not be fetched (TIMEOUT).',
    );
    const error = runWith(homepage('', { status: 503, parsed: false }));
    expect(messageOf(check, error, 'fr')).toBe(
      "Non vérifié : la page d'accueil https://oak.example/ a répondu HTTP 503.",
    );
    const pdf = runWith(homepage('', { contentType: 'application/pdf', parsed: false }));
    expect(pdf.key).toBe('notHtml');
  });
});
