import { describe, expect, it } from 'vitest';
import type { VariantResult } from '../../gather/site/variants.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { hop, redirected, variant, withVariants } from '../../test-support/variants.js';
import check from './trailing-slash.js';

const PAGE = 'https://example.com/docs/';
const BARE = 'https://example.com/docs';

function run(trailingSlash: VariantResult | null, url = PAGE) {
  return runCheck(check, withVariants(pageFromHtml(doc(''), { url }), { trailingSlash }));
}

describe('trailing-slash', () => {
  it('passes a permanent redirect from the other form to the served one', () => {
    const out = run(redirected(BARE, 301, PAGE));
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 301 });
    expect(messageOf(check, out)).toBe(`${BARE} redirects permanently to ${PAGE} (301 → ${PAGE} (200)).`);
  });

  it('passes a 404 or 410, directly or at the end of a redirect', () => {
    const out = run(variant(BARE, 404));
    expect(out).toMatchObject({ status: 'good', key: 'notFound' });
    expect(messageOf(check, out)).toBe(`${BARE} answers 404, so it does not duplicate ${PAGE}.`);
    expect(messageOf(check, out, 'es')).toBe(`${BARE} responde 404, así que no duplica ${PAGE}.`);
    const gone = variant(BARE, 410, {
      redirects: [hop(BARE, 301, '/docs/index')],
      finalUrl: 'https://example.com/docs/index',
    });
    expect(run(gone).key).toBe('notFound');
  });

  it('recommends a permanent code, and the served form as target', () => {
    const out = run(redirected(BARE, 302, PAGE));
    expect(out).toMatchObject({ status: 'recommended', key: 'temporary', values: { status: 302 } });
    expect(messageOf(check, out, 'fr')).toContain('par une 302 temporaire');
    const home = run(redirected(BARE, 301, 'https://example.com/', { reachesPage: false }));
    expect(home).toMatchObject({ status: 'recommended', key: 'elsewhere' });
  });

  it('recommends a redirect when the other form answers 200 with a canonical to the served form', () => {
    const out = run(variant(BARE, 200, { canonical: PAGE }));
    expect(out).toMatchObject({ status: 'recommended', key: 'canonical' });
    expect(messageOf(check, out)).toBe(
      `${BARE} also answers 200, with a canonical to ${PAGE}; a 301 redirect would remove the duplicate URL.`,
    );
  });

  it('fails a duplicate 200 with no canonical or a self canonical', () => {
    const out = run(variant(BARE, 200));
    expect(out).toMatchObject({ status: 'critical', key: 'duplicate', value: 200 });
    expect(out.items).toEqual([{ value: BARE, note: '200, canonical: none' }]);
    const self = run(variant(BARE, 200, { canonical: BARE }), PAGE);
    expect(self.items).toEqual([{ value: BARE, note: `200, canonical: ${BARE}` }]);
    expect(self.status).toBe('critical');
  });

  it('recommends fixing a server error or a redirect loop on the other form', () => {
    expect(run(variant(BARE, 500))).toMatchObject({ status: 'recommended', key: 'status' });
    const loop = variant(BARE, null, {
      redirects: [hop(BARE, 301, PAGE + 'x')],
      error: 'TOO_MANY_REDIRECTS',
    });
    const out = run(loop);
    expect(out).toMatchObject({ status: 'recommended', key: 'broken' });
    expect(messageOf(check, out)).toContain('TOO_MANY_REDIRECTS');
  });

  it('is n/a for the root path, an unanswered or skipped request, or without site facts', () => {
    expect(run(null, 'https://example.com/')).toMatchObject({ status: 'na', key: 'root' });
    const refused = run(variant(BARE, null, { error: 'CONNECTION_RESET' }));
    expect(refused).toMatchObject({ status: 'na', key: 'unreachable' });
    expect(messageOf(check, refused)).toBe(
      `The trailing-slash counterpart ${BARE} could not be fetched (CONNECTION_RESET).`,
    );
    expect(run(variant(BARE, null, { error: 'SKIPPED' })).key).toBe('skipped');
    expect(runCheck(check, pageFromHtml(doc(''), { url: PAGE }))).toMatchObject({
      status: 'na',
      key: 'noFacts',
    });
  });
});
