import { describe, expect, it } from 'vitest';
import type { ProbedPage, UrlStatus } from '../../artifact.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './amp-link.js';

const SELF = 'https://example.com/news/oak';
const AMP = 'https://example.com/amp/news/oak';
const head = `\n<link rel="amphtml" href="${AMP}">`;

/** The AMP target as the probe records it: 200, an AMP page whose canonical is this page. */
function amp(extra: Partial<UrlStatus> = {}, page: Partial<ProbedPage> = {}): UrlStatus {
  return {
    url: AMP,
    status: 200,
    redirects: [],
    finalUrl: AMP,
    error: null,
    contentType: 'text/html',
    xRobotsTag: [],
    page: { robotsMeta: [], xRobotsTag: [], canonical: SELF, isAmp: true, linkRels: {}, ...page },
    ...extra,
  };
}

function probed(probe: UrlStatus | undefined, html = doc(head)) {
  const page = pageFromHtml(html, { url: SELF });
  page.probes = probe ? { amp: probe } : {};
  return runCheck(check, page);
}

describe('amp-link', () => {
  it('passes a page without an AMP version', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('good');
    expect(out.key).toBe('absent');
  });

  it('passes a valid AMP pair, naming the AMP URL', () => {
    const out = probed(amp());
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `The AMP version ${AMP} answers 200, is an AMP page and names this page as its canonical.`,
    );
  });

  it('compares the canonical back after normalisation (host case, fragment)', () => {
    expect(probed(amp({}, { canonical: 'https://EXAMPLE.com/news/oak#x' })).key).toBe('pass');
  });

  it('is n/a, naming the AMP URL, when the AMP page was not fetched', () => {
    const out = probed(undefined);
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(`The AMP version ${AMP} was not fetched, so it was not checked.`);
    expect(messageOf(check, out, 'fr')).toContain("n'a pas été récupérée");
  });

  it('fails when the AMP URL answers 404, naming the status', () => {
    const out = probed(amp({ status: 404, page: undefined }));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(`The AMP version ${AMP} answers 404 instead of 200.`);
    expect(messageOf(check, out, 'es')).toContain('responde 404 en lugar de 200');
    expect(out.items).toEqual([{ value: AMP, note: '404', line: 2 }]);
  });

  it('fails when the AMP URL redirects, naming the chain', () => {
    const redirects = [{ url: AMP, status: 301, location: '/news/oak', timeMs: 4 }];
    const out = probed(amp({ redirects, finalUrl: SELF }));
    expect(out.key).toBe('status');
    expect(messageOf(check, out)).toContain(`answers 301 → ${SELF} (200) instead of 200`);
  });

  it('fails when the AMP URL is unreachable, naming the error', () => {
    const out = probed(amp({ status: null, error: 'CONNECTION_REFUSED', page: undefined }));
    expect(out).toMatchObject({ status: 'critical', key: 'unreachable' });
    expect(messageOf(check, out)).toContain('could not be fetched (CONNECTION_REFUSED)');
  });

  it('is never critical when the AMP host does not resolve: recommended, or n/a without network', () => {
    const dns = amp({ status: null, error: 'DNS_FAILURE', page: undefined });
    const out = probed(dns);
    expect(out).toMatchObject({ status: 'recommended', key: 'unresolved' });
    expect(messageOf(check, out)).toBe(
      `The AMP version ${AMP} could not be checked: its host name example.com did not resolve (DNS). If this machine is online, the host no longer exists and the link should be removed.`,
    );
    // The link check of the same audit reached no external host and their names failed DNS: no network.
    const page = pageFromHtml(doc(head), { url: SELF });
    page.probes = { amp: dns };
    const offline = { url: 'https://other.example/', internal: false, status: null, error: 'DNS_FAILURE', finalUrl: 'https://other.example/', redirects: [], method: 'HEAD' as const, sources: [] }; // prettier-ignore
    page.site = { failed: [], durationMs: 0, links: { internal: [], external: [offline], internalTotal: 0, externalTotal: 1, internalSkipped: 0, externalSkipped: 0 } }; // prettier-ignore
    const none = runCheck(check, page);
    expect(none).toMatchObject({ status: 'na', key: 'noNetwork' });
  });

  it('recommends a canonical back when the AMP page names another URL or none', () => {
    const other = probed(amp({}, { canonical: 'https://example.com/news/walnut' }));
    expect(other.status).toBe('recommended');
    expect(messageOf(check, other)).toBe(
      `The AMP version ${AMP} names https://example.com/news/walnut as its canonical instead of this page (${SELF}).`,
    );
    const none = probed(amp({}, { canonical: null }));
    expect(none.key).toBe('noCanonical');
    expect(messageOf(check, none, 'fr')).toContain(
      `n'a pas de lien canonical renvoyant vers cette page (${SELF})`,
    );
  });

  it('recommends a real AMP page when the target is plain HTML or not HTML at all', () => {
    const html = probed(amp({}, { isAmp: false }));
    expect(html.key).toBe('notAmp');
    expect(messageOf(check, html)).toContain('is not an AMP page (no <html amp> or <html ⚡>)');
    const pdf = probed(amp({ contentType: 'application/pdf', page: undefined }));
    expect(pdf.key).toBe('notAmp');
    expect(pdf.items).toEqual([
      { value: AMP, note: 'not HTML: application/pdf', line: 2 },
      { value: AMP, note: 'no canonical', line: 2 },
    ]);
  });

  it('resolves a relative amphtml href before matching the probe', () => {
    expect(probed(amp(), doc('<link rel="amphtml" href="/amp/news/oak">')).key).toBe('pass');
  });

  it('fails an empty href and recommends against pointing at the page itself', () => {
    expect(probed(amp(), doc('<link rel="amphtml" href=" ">')).key).toBe('invalid');
    const self = probed(undefined, doc(`<link rel="amphtml" href="${SELF}">`));
    expect(self.status).toBe('recommended');
    expect(messageOf(check, self)).toContain(`points to this page itself: ${SELF}`);
  });
});
