import { describe, expect, it } from 'vitest';
import type { NotFoundProbe } from '../../gather/site/variants.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { hop, notFound, withVariants } from '../../test-support/variants.js';
import check from './custom-404.js';

const PAGE = 'https://example.com/shop/oak-table';
const PROBE = 'https://example.com/__rankscope-404-a1b2';

const run = (probe: NotFoundProbe) =>
  runCheck(check, withVariants(pageFromHtml(doc(''), { url: PAGE }), { notFound: probe }));

const redirectedTo = (target: string, status: number, extra: Partial<NotFoundProbe> = {}) =>
  notFound(PROBE, status, { redirects: [hop(PROBE, 302, target)], finalUrl: target, ...extra });

describe('custom-404', () => {
  it('passes a 404 or 410 HTML page with site navigation', () => {
    const out = run(notFound(PROBE, 404, { internalLinks: 12 }));
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 404 });
    expect(messageOf(check, out)).toBe(
      `The made-up URL ${PROBE} answers 404 with an HTML page linking back into the site (12 internal links).`,
    );
    expect(run(notFound(PROBE, 410, { internalLinks: 1 })).status).toBe('good');
  });

  it('recommends a page with navigation over a bare server page', () => {
    const noLinks = run(notFound(PROBE, 404, { internalLinks: 0 }));
    expect(noLinks).toMatchObject({ status: 'recommended', key: 'bareHtml' });
    const text = run(
      notFound(PROBE, 404, { html: false, internalLinks: 0, contentType: 'text/plain; charset=utf-8' }),
    );
    expect(text).toMatchObject({ status: 'recommended', key: 'bareText' });
    expect(messageOf(check, text)).toBe(
      `The made-up URL ${PROBE} answers 404 with a bare text/plain response instead of an HTML error page with the site navigation.`,
    );
    const untyped = run(notFound(PROBE, 410, { html: false, contentType: null }));
    expect(messageOf(check, untyped, 'fr')).toContain('avec une réponse no Content-Type nue');
  });

  it('fails a made-up URL answering 200', () => {
    const out = run(notFound(PROBE, 200));
    expect(out).toMatchObject({ status: 'critical', key: 'ok', value: 200 });
    expect(messageOf(check, out)).toBe(
      `The made-up URL ${PROBE} answers 200: every missing URL looks like a real page to search engines (soft 404).`,
    );
    expect(messageOf(check, out, 'es')).toContain(`La URL inventada ${PROBE} responde 200`);
  });

  it('fails a redirect to the home page, also per language, or to any page that answers 200', () => {
    const home = run(redirectedTo('https://example.com/', 200));
    expect(home).toMatchObject({ status: 'critical', key: 'home' });
    expect(messageOf(check, home)).toBe(
      `The made-up URL ${PROBE} redirects to the home page https://example.com/ (302 → https://example.com/ (200)): search engines treat this as a soft 404.`,
    );
    expect(home.items).toEqual([{ value: PROBE, note: '302 → https://example.com/' }]);
    expect(run(redirectedTo('https://example.com/en/', 200)).key).toBe('home');
    expect(run(redirectedTo('https://example.com/index.php', 200)).key).toBe('home');
    const search = run(redirectedTo('https://example.com/search?q=a1b2', 200));
    expect(search).toMatchObject({ status: 'critical', key: 'redirect200' });
  });

  it('recommends answering 404 at the URL itself rather than redirecting to an error page', () => {
    const out = run(redirectedTo('https://example.com/404.html', 404));
    expect(out).toMatchObject({ status: 'recommended', key: 'redirectGone' });
  });

  it('fails server errors and recommends other statuses', () => {
    expect(run(notFound(PROBE, 503))).toMatchObject({ status: 'critical', key: 'serverError' });
    const forbidden = run(notFound(PROBE, 403));
    expect(forbidden).toMatchObject({ status: 'recommended', key: 'otherStatus' });
    expect(messageOf(check, forbidden)).toBe(`The made-up URL ${PROBE} answers 403 instead of 404 or 410.`);
    const loop = notFound(PROBE, null, {
      redirects: [hop(PROBE, 301, PROBE + '/')],
      error: 'TOO_MANY_REDIRECTS',
    });
    expect(run(loop)).toMatchObject({ status: 'recommended', key: 'broken' });
  });

  it('is n/a when the probe was not answered, skipped or not run', () => {
    const timeout = run(notFound(PROBE, null, { error: 'TIMEOUT' }));
    expect(timeout).toMatchObject({ status: 'na', key: 'unreachable' });
    expect(messageOf(check, timeout)).toBe(
      `The made-up URL ${PROBE} could not be fetched (TIMEOUT), so the 404 handling is unknown.`,
    );
    expect(run(notFound(PROBE, null, { error: 'SKIPPED' }))).toMatchObject({ status: 'na', key: 'skipped' });
    expect(runCheck(check, pageFromHtml(doc(''), { url: PAGE }))).toMatchObject({
      status: 'na',
      key: 'noFacts',
    });
  });
});
