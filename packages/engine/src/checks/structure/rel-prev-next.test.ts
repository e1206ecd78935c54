import { describe, expect, it } from 'vitest';
import type { UrlStatus } from '../../artifact.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './rel-prev-next.js';

const SELF = 'https://example.com/list?page=2';
const PREV = 'https://example.com/list?page=1';
const NEXT = 'https://example.com/list?page=3';

/** A probe result as the probe phase records it: 200, HTML, with the target's own link rels. */
function target(url: string, linkRels: Record<string, string[]>, extra: Partial<UrlStatus> = {}): UrlStatus {
  return {
    url,
    status: 200,
    redirects: [],
    finalUrl: url,
    error: null,
    contentType: 'text/html',
    xRobotsTag: [],
    page: { robotsMeta: [], xRobotsTag: [], canonical: url, isAmp: false, linkRels },
    ...extra,
  };
}

const head = `\n<link rel="prev" href="${PREV}">\n<link rel="next" href="${NEXT}">`;

function probed(html: string, probes: { prev?: UrlStatus; next?: UrlStatus }) {
  const page = pageFromHtml(html, { url: SELF });
  page.probes = probes;
  return runCheck(check, page);
}

describe('rel-prev-next', () => {
  it('passes a page without pagination links', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('good');
    expect(out.key).toBe('absent');
  });

  it('passes absolute, reachable, reciprocal links and names them', () => {
    const out = probed(doc(head), {
      prev: target(PREV, { next: [SELF] }),
      next: target(NEXT, { prev: [SELF] }),
    });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `Every pagination link (2) is absolute, answers 200 and links back: ${PREV}, ${NEXT}.`,
    );
  });

  it('compares the link back after normalisation: host case and fragment do not matter', () => {
    const out = probed(doc(head), {
      prev: target(PREV, { next: ['https://EXAMPLE.com/list?page=2#top'] }),
      next: target(NEXT, { prev: [SELF] }),
    });
    expect(out.key).toBe('pass');
  });

  it('without probes judges only what the page shows and says the targets were not fetched', () => {
    const out = runOn(check, doc(head), { url: SELF });
    expect(out.status).toBe('good');
    expect(out.key).toBe('unverified');
    expect(messageOf(check, out)).toContain(
      'Targets not fetched as HTML: 2, so their link back to this page is unconfirmed.',
    );
    expect(out.items).toEqual([
      { value: PREV, note: 'rel=prev: target not fetched as HTML', line: 2 },
      { value: NEXT, note: 'rel=next: target not fetched as HTML', line: 3 },
    ]);
  });

  it('recommends absolute URLs for relative and scheme-relative hrefs', () => {
    const out = runOn(
      check,
      doc('<link rel="next" href="?page=3"><link rel="prev" href="//example.com/list">'),
      {
        url: SELF,
      },
    );
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toBe(
      'Pagination links: 2 problems. <link rel="next"> uses the relative URL "?page=3".',
    );
    expect(messageOf(check, out, 'fr')).toContain("utilise l'URL relative « ?page=3 »");
  });

  it('recommends staying on this host', () => {
    const out = runOn(check, doc('<link rel="next" href="https://cdn.example.net/list?page=3">'), {
      url: SELF,
    });
    expect(out.key).toBe('otherHost');
    expect(messageOf(check, out, 'es')).toContain('apunta a otro host (cdn.example.net)');
  });

  it('recommends fixing a target that answers 404 or redirects, naming the status', () => {
    const out = probed(doc(head), {
      prev: target(PREV, {}, { status: 404, page: undefined }),
      next: target(
        NEXT,
        { prev: [SELF] },
        {
          finalUrl: 'https://example.com/list/3',
          redirects: [{ url: NEXT, status: 301, location: '/list/3', timeMs: 5 }],
        },
      ),
    });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      `Pagination links: 2 problems. <link rel="prev"> points to ${PREV}, which answers 404 instead of 200.`,
    );
    expect(out.items?.[1]).toEqual({
      value: NEXT,
      note: 'rel=next: 301 → https://example.com/list/3 (200)',
      line: 3,
    });
  });

  it('names the error of an unreachable target', () => {
    const out = probed(doc(head), {
      next: target(NEXT, {}, { status: null, error: 'TIMEOUT', page: undefined }),
    });
    expect(out.key).toBe('unreachable');
    expect(messageOf(check, out)).toContain(`points to ${NEXT}, which could not be fetched (TIMEOUT)`);
    expect(out.items?.map((i) => i.note)).toEqual([
      'rel=next: TIMEOUT',
      'rel=prev: target not fetched as HTML',
    ]);
  });

  it('recommends a link back when the next page does not point to this one', () => {
    const out = probed(doc(head), {
      prev: target(PREV, { next: [SELF] }),
      next: target(NEXT, { prev: ['https://example.com/list?page=1'] }),
    });
    expect(out.key).toBe('notReciprocal');
    expect(messageOf(check, out)).toContain(
      `<link rel="next"> points to ${NEXT}, which has no rel="prev" back`,
    );
    expect(messageOf(check, out, 'es')).toContain('no tiene un rel="prev" de vuelta a esta página');
  });

  it('reads rel="previous" and upper-case rel values as pagination links', () => {
    const out = probed(doc(`<link REL="Previous" href="${PREV}">`), { prev: target(PREV, {}) });
    expect(out.key).toBe('notReciprocal');
    expect(messageOf(check, out)).toContain('which has no rel="next" back');
  });

  it('leaves the link back unconfirmed when the target answers 200 but is not HTML', () => {
    const next = target(NEXT, {}, { contentType: 'application/json', page: undefined });
    const out = probed(doc(`<link rel="next" href="${NEXT}">`), { next });
    expect(out.key).toBe('unverified');
    expect(messageOf(check, out, 'es')).toContain('Destinos no descargados como HTML: 1');
  });

  it('flags an empty href as unusable', () => {
    const out = runOn(check, doc('<link rel="next" href="">'), { url: SELF });
    expect(out.key).toBe('invalid');
    expect(out.items?.[0]?.value).toBe('(empty)');
  });

  it('leaves a second, unprobed rel=next unverified instead of judging it by the first one', () => {
    const html = doc(
      `<link rel="next" href="${NEXT}"><link rel="next" href="https://example.com/list?page=4">`,
    );
    const out = probed(html, { next: target(NEXT, { prev: [SELF] }) });
    expect(out.key).toBe('unverified');
    expect(out.items?.map((i) => i.value)).toEqual(['https://example.com/list?page=4']);
  });
});
