import { describe, expect, it } from 'vitest';
import type { VariantResult } from '../../gather/site/variants.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { asHttp, hop, redirected, variant, withVariants } from '../../test-support/variants.js';
import check from './http-to-https.js';

const PAGE = 'https://example.com/shop?page=2';
const HTTP = 'http://example.com/shop?page=2';
const WWW = 'https://www.example.com/shop?page=2';

function run(http: VariantResult | null, url = PAGE) {
  const page = pageFromHtml(doc('<title>Shop</title>'), { url });
  return runCheck(check, withVariants(page, { http: http && asHttp(http) }));
}

describe('http-to-https', () => {
  it('passes one permanent redirect to the same page on https', () => {
    const out = run(redirected(HTTP, 301, PAGE));
    expect(out).toMatchObject({ status: 'good', value: 301 });
    expect(messageOf(check, out)).toBe(`${HTTP} redirects with a single 301 to ${PAGE}.`);
    expect(messageOf(check, out, 'es')).toBe(`${HTTP} redirige con un único 301 a ${PAGE}.`);
    expect(out.items).toEqual([{ value: HTTP, note: `301 → ${PAGE}` }]);
    expect(run(redirected(HTTP, 308, PAGE)).status).toBe('good');
  });

  it('recommends a permanent code over 302 or 307', () => {
    const out = run(redirected(HTTP, 302, PAGE));
    expect(out).toMatchObject({ status: 'recommended', key: 'temporary' });
    expect(messageOf(check, out, 'fr')).toContain('par une 302 temporaire');
  });

  it('recommends one hop when the redirect goes through another host first', () => {
    const via = 'http://www.example.com/shop?page=2';
    const chain = variant(HTTP, 200, {
      redirects: [hop(HTTP, 301, via), hop(via, 301, PAGE)],
      finalUrl: PAGE,
      reachesPage: true,
    });
    const out = run(chain);
    expect(out).toMatchObject({ status: 'recommended', key: 'extraHops' });
    expect(messageOf(check, out)).toBe(
      `${HTTP} reaches ${PAGE} only after 2 redirects (301 → 301 → ${PAGE} (200)); one hop is enough.`,
    );
    expect(out.items).toHaveLength(2);
  });

  it('fails http serving content, and a redirect to another path such as the home page', () => {
    const serves = run(variant(HTTP, 200));
    expect(serves).toMatchObject({ status: 'critical', key: 'serves' });
    expect(messageOf(check, serves)).toBe(
      `${HTTP} answers 200 with content instead of redirecting to ${PAGE}: the insecure copy competes with the https page.`,
    );
    const home = redirected(HTTP, 301, 'https://example.com/', { reachesPage: false });
    const out = run(home);
    expect(out).toMatchObject({ status: 'critical', key: 'elsewhere' });
    expect(messageOf(check, out)).toContain(
      `redirects to https://example.com/ (301 → https://example.com/ (200))`,
    );
    // Dropping the query is a different page too.
    const noQuery = redirected(HTTP, 301, 'https://example.com/shop', { reachesPage: false });
    expect(run(noQuery).key).toBe('elsewhere');
  });

  it('recommends pointing at the page itself when http lands on the same path on another host', () => {
    const out = run(redirected(HTTP, 301, WWW, { reachesPage: false }));
    expect(out).toMatchObject({ status: 'recommended', key: 'otherHost' });
  });

  it('fails a redirect loop, naming the error', () => {
    const loop = variant(HTTP, null, {
      redirects: [hop(HTTP, 301, HTTP.replace('http:', 'https:') + '&x')],
      error: 'TOO_MANY_REDIRECTS',
    });
    const out = run(loop);
    expect(out).toMatchObject({ status: 'critical', key: 'broken' });
    expect(messageOf(check, out)).toContain('TOO_MANY_REDIRECTS');
  });

  it('recommends fixing an http host that errors or does not answer at all', () => {
    expect(run(variant(HTTP, 403))).toMatchObject({ status: 'recommended', key: 'status' });
    const refused = run(variant(HTTP, null, { error: 'CONNECTION_REFUSED' }));
    expect(refused).toMatchObject({ status: 'recommended', key: 'noAnswer' });
    expect(messageOf(check, refused)).toContain(`${HTTP} does not answer (CONNECTION_REFUSED)`);
  });

  it('is n/a for an http page, an http variant skipped by the budget, or without site facts', () => {
    expect(run(null, 'http://example.com/shop')).toMatchObject({ status: 'na', key: 'notHttps' });
    const skipped = run(variant(HTTP, null, { error: 'SKIPPED' }));
    expect(skipped).toMatchObject({ status: 'na', key: 'skipped' });
    expect(messageOf(check, skipped)).toBe(
      `The http:// version ${HTTP} was not checked within the time budget of the site requests.`,
    );
    expect(runCheck(check, pageFromHtml(doc(''), { url: PAGE }))).toMatchObject({
      status: 'na',
      key: 'noFacts',
    });
  });
});
