import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { SITEMAP, facts, file, lastmod, pageWith } from '../../test-support/sitemaps.js';
import check from './sitemap-lastmod.js';
import type { LastmodStats } from '../../gather/site/sitemaps.js';

const POSTS = 'https://example.com/sitemap-posts.xml';
const run = (...stats: LastmodStats[]) =>
  runCheck(
    check,
    pageWith(facts({ files: stats.map((s, i) => file({ url: i === 0 ? SITEMAP : POSTS, lastmod: s })) })),
  );

describe('sitemap-lastmod', () => {
  it('passes valid, varied dates, none in the future', () => {
    const out = run(lastmod(), lastmod({ entries: 30, valid: 30, distinct: 30 }));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'All 150 URLs in 2 sitemap files have a valid <lastmod>, none in the future, and the dates vary.',
    );
  });

  it('recommends fixing future dates, naming one and counting all', () => {
    const out = run(lastmod({ future: 3, futureExamples: ['2027-01-01', '2026-12-31', '2026-06-01'] }));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      `3 of 120 <lastmod> dates are in the future, e.g. 2027-01-01 in ${SITEMAP}.`,
    );
    expect(out.items?.[0]).toEqual({ value: '2027-01-01', note: `future date, in ${SITEMAP}` });
  });

  it('recommends W3C Datetime for invalid values', () => {
    const out = run(
      lastmod(),
      lastmod({ entries: 40, valid: 38, invalid: 2, invalidExamples: ['2025-03-09 10:30:00', '09/03/2025'] }),
    );
    expect(messageOf(check, out)).toBe(
      `2 of 160 <lastmod> values are not W3C Datetime, e.g. "2025-03-09 10:30:00" in ${POSTS}.`,
    );
    expect(messageOf(check, out, 'es')).toBe(
      `2 de 160 valores <lastmod> no son W3C Datetime, p. ej. "2025-03-09 10:30:00" en ${POSTS}.`,
    );
    expect(out.items).toHaveLength(2);
  });

  it('recommends real dates when every URL has the generation timestamp', () => {
    const stamp = '2026-01-15T03:00:00+00:00';
    const out = run(lastmod({ distinct: 1, firstValid: stamp }));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      `All 120 <lastmod> values of ${SITEMAP} are the same (${stamp}): the generation time, not when each page changed.`,
    );
    expect(out.items).toEqual([{ value: SITEMAP, note: `all 120 <lastmod> are ${stamp}` }]);
  });

  it('does not call two URLs with the same date a generation timestamp (threshold: 3)', () => {
    expect(run(lastmod({ entries: 2, valid: 2, distinct: 1 })).status).toBe('good');
    expect(run(lastmod({ entries: 3, valid: 3, distinct: 1 })).key).toBe('identical');
  });

  it('recommends adding missing dates', () => {
    const out = run(lastmod({ missing: 45, valid: 75, distinct: 60 }));
    expect(messageOf(check, out)).toBe(`45 of 120 sitemap URLs have no <lastmod>, e.g. in ${SITEMAP}.`);
    expect(out.items).toEqual([{ value: SITEMAP, note: '45 of 120 <url> without <lastmod>' }]);
    const none = run(lastmod({ missing: 120, valid: 0, distinct: 0, firstValid: null }));
    expect(none.key).toBe('missing');
  });

  it('is n/a without urlset entries (an index, a text sitemap, an empty urlset) or facts', () => {
    const index = file({ kind: 'sitemapindex', lastmod: null });
    expect(runCheck(check, pageWith(facts({ files: [index] }))).key).toBe('none');
    expect(runCheck(check, pageWith(facts({ files: [file({ kind: 'text' })] }))).key).toBe('none');
    expect(run(lastmod({ entries: 0, valid: 0, distinct: 0 })).key).toBe('none');
    expect(runCheck(check, pageWith(undefined)).key).toBe('noFacts');
  });
});
