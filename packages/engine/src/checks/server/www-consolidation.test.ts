import { describe, expect, it } from 'vitest';
import type { VariantResult } from '../../gather/site/variants.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { hop, redirected, variant, withVariants } from '../../test-support/variants.js';
import check from './www-consolidation.js';

const PAGE = 'https://example.com/about';
const WWW = 'https://www.example.com/about';

function run(www: VariantResult | null, head = '', url = PAGE) {
  return runCheck(check, withVariants(pageFromHtml(doc(head), { url }), { www }));
}

describe('www-consolidation', () => {
  it('passes a single permanent redirect from the other host to the page', () => {
    const out = run(redirected(WWW, 301, PAGE));
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 301 });
    expect(messageOf(check, out)).toBe(`${WWW} redirects with a single 301 to ${PAGE}.`);
    expect(out.items).toEqual([{ value: WWW, note: `301 → ${PAGE}` }]);
  });

  it('passes when the other host does not resolve', () => {
    const out = run(variant(WWW, null, { error: 'DNS_FAILURE' }));
    expect(out).toMatchObject({ status: 'good', key: 'unresolved' });
    expect(messageOf(check, out)).toBe(
      `The other host www.example.com does not resolve, so only ${PAGE} serves the site.`,
    );
    expect(messageOf(check, out, 'fr')).toBe(
      `L’autre hôte www.example.com n’est pas résolu\u00a0: seul ${PAGE} sert le site.`,
    );
  });

  it('recommends a permanent code, one hop, and the same path', () => {
    expect(run(redirected(WWW, 302, PAGE))).toMatchObject({ status: 'recommended', key: 'temporary' });
    const via = 'http://example.com/about';
    const twoHops = variant(WWW, 200, {
      redirects: [hop(WWW, 301, via), hop(via, 301, PAGE)],
      finalUrl: PAGE,
      reachesPage: true,
    });
    expect(run(twoHops)).toMatchObject({ status: 'recommended', key: 'extraHops' });
    const home = run(redirected(WWW, 301, 'https://example.com/', { reachesPage: false }));
    expect(home).toMatchObject({ status: 'recommended', key: 'elsewhere' });
    expect(messageOf(check, home)).toBe(
      `${WWW} redirects to https://example.com/ (301 → https://example.com/ (200)) instead of the same page, ${PAGE}.`,
    );
  });

  it('recommends a redirect when both hosts answer 200 but a canonical points across, either way', () => {
    const out = run(variant(WWW, 200, { canonical: PAGE }));
    expect(out).toMatchObject({ status: 'recommended', key: 'crossCanonical' });
    expect(messageOf(check, out, 'es')).toContain(`solo una canónica (${PAGE}) indica la preferida`);
    // The audited page itself defers to the other host.
    const own = run(variant(WWW, 200, { canonical: WWW }), `<link rel="canonical" href="${WWW}">`);
    expect(own).toMatchObject({ status: 'recommended', values: { canonical: WWW } });
  });

  it('fails both hosts answering 200 with no canonical or self canonicals', () => {
    const out = run(variant(WWW, 200, { canonical: WWW }), `<link rel="canonical" href="${PAGE}">`);
    expect(out).toMatchObject({ status: 'critical', key: 'duplicate' });
    expect(messageOf(check, out)).toBe(
      `${WWW} answers 200 instead of redirecting to ${PAGE}, and no canonical names the preferred host: both hosts serve duplicates.`,
    );
    expect(run(variant(WWW, 200)).status).toBe('critical');
  });

  it('fails a certificate error on the other host, keeping the error message as the note', () => {
    const tls = variant(WWW, null, { error: 'TLS_ERROR', errorMessage: 'self-signed certificate' });
    const out = run(tls);
    expect(out).toMatchObject({ status: 'critical', key: 'tls' });
    expect(out.items).toEqual([{ value: WWW, note: 'TLS_ERROR: self-signed certificate' }]);
  });

  it('recommends fixing another host that errors, does not answer or loops', () => {
    expect(run(variant(WWW, 404))).toMatchObject({ status: 'recommended', key: 'status' });
    const refused = run(variant(WWW, null, { error: 'CONNECTION_REFUSED' }));
    expect(messageOf(check, refused)).toBe(
      `${WWW} resolves but does not answer (CONNECTION_REFUSED) instead of redirecting to ${PAGE}.`,
    );
    const loop = variant(WWW, null, { redirects: [hop(WWW, 301, WWW + '/')], error: 'TOO_MANY_REDIRECTS' });
    expect(run(loop)).toMatchObject({ status: 'recommended', key: 'broken' });
  });

  it('is n/a for a host without counterpart, a skipped request, or without site facts', () => {
    const sub = run(null, '', 'https://blog.example.com/about');
    expect(sub).toMatchObject({ status: 'na', key: 'noCounterpart' });
    expect(messageOf(check, sub)).toContain('The host blog.example.com has no www or non-www counterpart');
    expect(run(variant(WWW, null, { error: 'SKIPPED' }))).toMatchObject({ status: 'na', key: 'skipped' });
    expect(runCheck(check, pageFromHtml(doc(''), { url: PAGE }))).toMatchObject({
      status: 'na',
      key: 'noFacts',
    });
  });
});
