import { describe, expect, it } from 'vitest';
import { messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { SITEMAP, facts, file, pageWith } from '../../test-support/sitemaps.js';
import check from './sitemap-present.js';

const WELL_KNOWN = [
  { url: 'https://example.com/sitemap.xml', status: 404, error: null, html: false },
  { url: 'https://example.com/sitemap_index.xml', status: 200, error: null, html: true },
  { url: 'https://example.com/sitemap.xml.gz', status: 404, error: null, html: false },
];

describe('sitemap-present', () => {
  it('passes when the sitemap robots.txt lists answers 200', () => {
    const out = runCheck(check, pageWith(facts()));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `Sitemap found: ${SITEMAP} answers 200 (sitemap URLs in robots.txt: 1).`,
    );
    expect(messageOf(check, out, 'fr')).toBe(
      `Sitemap trouvé\u00a0: ${SITEMAP} répond 200 (URL de sitemap dans robots.txt\u00a0: 1).`,
    );
  });

  it('passes on a well-known path, saying when the robots.txt one is broken', () => {
    const found = file({ source: 'wellKnown' });
    const plain = runCheck(check, pageWith(facts({ robotsListed: [], files: [found] })));
    expect(messageOf(check, plain)).toBe(`Sitemap found at ${SITEMAP} (200).`);

    const listed = 'https://example.com/feeds/sitemap.xml';
    const broken = file({ url: listed, status: 404 });
    const out = runCheck(check, pageWith(facts({ robotsListed: [listed], files: [broken, found] })));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `Sitemap found at ${SITEMAP} (200), but the one robots.txt lists does not answer 200: ${listed} (404).`,
    );
  });

  it('recommends one when nothing is found, listing every URL tried with its answer', () => {
    const out = runCheck(check, pageWith(facts({ robotsListed: [], files: [], probed: WELL_KNOWN })));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'No sitemap found: robots.txt has no Sitemap: line and none of /sitemap.xml, /sitemap_index.xml, /sitemap.xml.gz serves one.',
    );
    expect(out.items).toEqual([
      { value: 'https://example.com/sitemap.xml', note: '404' },
      { value: 'https://example.com/sitemap_index.xml', note: '200, an HTML page, not a sitemap' },
      { value: 'https://example.com/sitemap.xml.gz', note: '404' },
    ]);
    expect(messageOf(check, out, 'es')).toContain(
      'ninguna de /sitemap.xml, /sitemap_index.xml, /sitemap.xml.gz',
    );
  });

  it('names the broken robots.txt sitemap, and says when robots.txt could not be read', () => {
    const listed = 'https://example.com/sitemap-2019.xml';
    const broken = file({ url: listed, status: 410 });
    const out = runCheck(
      check,
      pageWith(facts({ robotsListed: [listed], files: [broken], probed: WELL_KNOWN })),
    );
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain(`(${listed}: 410; sitemap URLs listed: 1)`);
    expect(out.items?.[0]).toEqual({ value: listed, note: '410' });

    const unread = facts({ robotsTxtRead: false, robotsListed: [], files: [], probed: WELL_KNOWN });
    expect(messageOf(check, runCheck(check, pageWith(unread)))).toBe(
      'No sitemap found at /sitemap.xml, /sitemap_index.xml, /sitemap.xml.gz; robots.txt could not be read, so its Sitemap: lines are unknown.',
    );
  });

  it('is n/a when no URL answered at all, or none was requested', () => {
    const timeouts = WELL_KNOWN.map((p) => ({ ...p, status: null, error: 'TIMEOUT', html: false }));
    const out = runCheck(check, pageWith(facts({ robotsListed: [], files: [], probed: timeouts })));
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      'Whether a sitemap exists is unknown: https://example.com/sitemap.xml did not answer (TIMEOUT).',
    );
    expect(runCheck(check, pageWith(facts({ robotsListed: [], files: [] }))).key).toBe('notChecked');
  });

  it('is n/a without sitemap facts', () => {
    expect(runCheck(check, pageWith(undefined)).key).toBe('noFacts');
    expect(runCheck(check, pageFromHtml('<title>x</title>')).key).toBe('noFacts');
  });
});
