import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './robots-unavailable-after.js';

const NOW = 'Wed, 25 Jun 2025 07:00:00 GMT';
const fetchedAt = Date.parse(NOW);
const meta = (content: string, at = fetchedAt) =>
  runOn(check, doc(`<meta name="robots" content="${content}">`), { fetchedAt: at });

describe('robots-unavailable-after', () => {
  it('passes without the directive', () => {
    const out = meta('noindex');
    expect(out.status).toBe('good');
    expect(out.key).toBe('absent');
  });

  it('fails on a past RFC 822 date and names it and the response date in every language', () => {
    const out = meta('unavailable_after: 25 Jun 2010 15:00:00 PST');
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain(`25 Jun 2010 15:00:00 PST has passed (audit date: ${NOW})`);
    expect(messageOf(check, out, 'es')).toContain('(25 Jun 2010 15:00:00 PST) ya ha pasado');
    expect(messageOf(check, out, 'fr')).toContain('(25 Jun 2010 15:00:00 PST) est passée');
    expect(out.items?.[0]?.note).toContain('2010-06-25T23:00:00.000Z, past');
  });

  it('reads an RFC 850 date with commas from the X-Robots-Tag header', () => {
    const out = runOn(check, doc(''), {
      headers: {
        'x-robots-tag': 'unavailable_after: Wednesday, 25-Jun-10 15:00:00 EST, noarchive',
      },
    });
    expect(out.status).toBe('critical');
    expect(out.value).toBe('Wednesday, 25-Jun-10 15:00:00 EST');
    expect(out.items?.[0]?.note).toMatch(/^X-Robots-Tag header; .*2010-06-25T20:00:00\.000Z, past$/);
  });

  it('is informational for a future ISO date and counts the days left', () => {
    const out = meta('unavailable_after: 2025-07-05T07:00:00Z');
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('future');
    expect(messageOf(check, out)).toContain('after 2025-07-05T07:00:00Z, 10 days after this response');
  });

  it('treats the exact response time as past and one second later as future', () => {
    expect(meta('unavailable_after: 2025-06-25T07:00:00Z').status).toBe('critical');
    const out = meta('unavailable_after: 2025-06-25T07:00:01Z');
    expect(out.key).toBe('future');
    expect(out.values?.days).toBe(1);
  });

  it('applies time zones before comparing', () => {
    // 23:30 PST = 07:30 UTC the next day: still ahead of 07:00 UTC, behind 08:00 UTC.
    expect(meta('unavailable_after: 24 Jun 2025 23:30:00 PST').status).toBe('recommended');
    const later = meta(
      'unavailable_after: 24 Jun 2025 23:30:00 PST',
      Date.parse('Wed, 25 Jun 2025 08:00:00 GMT'),
    );
    expect(later.status).toBe('critical');
    expect(meta('unavailable_after: 2025-06-25T09:00:00+02:00').status).toBe('critical');
  });

  it('recommends fixing an unparsable date and quotes it', () => {
    const out = meta('unavailable_after: next tuesday');
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('"next tuesday" cannot be parsed');
    expect(meta('unavailable_after: 2025-02-31').key).toBe('unparsable');
    expect(meta('unavailable_after:').key).toBe('unparsable');
  });

  it('counts googlebot tags but not other crawlers', () => {
    const html = doc('<meta name="googlebot" content="unavailable_after: 2001-01-01">');
    expect(runOn(check, html, { fetchedAt }).status).toBe('critical');
    const other = runOn(check, doc(''), {
      fetchedAt,
      headers: { 'x-robots-tag': 'otherbot: unavailable_after: 2001-01-01' },
    });
    expect(other.status).toBe('good');
    expect(messageOf(check, other)).toContain('(otherbot)');
    expect(other.items?.[0]?.note).toContain('otherbot only, not scored');
  });

  it('reports the past date when several are set', () => {
    const out = runOn(check, doc('<meta name="robots" content="unavailable_after: 2030-01-01">'), {
      fetchedAt,
      headers: { 'x-robots-tag': 'unavailable_after: 2020-01-01' },
    });
    expect(out.status).toBe('critical');
    expect(out.values?.date).toBe('2020-01-01');
    expect(out.items).toHaveLength(2);
  });
});
