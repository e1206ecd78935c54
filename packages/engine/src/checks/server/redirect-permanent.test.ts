import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, type PageOptions } from '../../test-support/index.js';
import { asHttp, hop, redirected, variant, withVariants } from '../../test-support/variants.js';
import check from './redirect-permanent.js';

const PAGE = 'https://example.com/blog';
const HTTP = 'http://example.com/blog';
const WWW = 'https://www.example.com/blog';
const SLASH = 'https://example.com/blog/';

function run(head = '', options: PageOptions = {}, facts: Parameters<typeof withVariants>[1] = {}) {
  return runCheck(check, withVariants(pageFromHtml(doc(head), { url: PAGE, ...options }), facts));
}

describe('redirect-permanent', () => {
  it('passes when every redirect seen is a 301 or 308, counting each hop once', () => {
    const out = run(
      '',
      { url: HTTP, finalUrl: PAGE, redirects: [hop(HTTP, 301, PAGE)] },
      // The http variant is the audited URL itself here: its hop is the page's own.
      {
        http: asHttp(redirected(HTTP, 301, PAGE)),
        www: redirected(WWW, 308, PAGE),
        trailingSlash: variant(SLASH, 404),
      },
    );
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 0 });
    expect(messageOf(check, out)).toBe(
      'All 2 redirects seen on the audited URL and its http, www and trailing-slash variants are permanent (301/308).',
    );
  });

  it('recommends permanent codes for temporary redirects, listing each with where it was seen', () => {
    const out = run('', {}, { http: asHttp(redirected(HTTP, 302, PAGE)), www: redirected(WWW, 307, PAGE) });
    expect(out).toMatchObject({ status: 'recommended', key: 'temporary', value: 2 });
    expect(messageOf(check, out)).toBe(
      `2 of 2 redirects are temporary, e.g. ${HTTP} answers 302: search engines keep the old URL indexed longer.`,
    );
    expect(messageOf(check, out, 'es')).toContain(
      `2 de 2 redirecciones son temporales, p. ej. ${HTTP} responde 302`,
    );
    expect(messageOf(check, out, 'fr')).toContain(`par ex. ${HTTP} répond 302`);
    expect(out.items).toEqual([
      { value: HTTP, note: `302 → ${PAGE} (http variant)` },
      { value: WWW, note: `307 → ${PAGE} (www variant)` },
    ]);
  });

  it('flags a temporary hop of the audited URL itself, and 303 as temporary', () => {
    const old = 'https://example.com/old';
    const out = run('', { url: old, finalUrl: PAGE, redirects: [hop(old, 303, '/blog')] });
    expect(out.items).toEqual([{ value: old, note: '303 → /blog (audited URL)' }]);
  });

  it('recommends a server-side redirect over a meta refresh to another URL', () => {
    const out = run(
      '<meta http-equiv="refresh" content="0; url=/new">',
      {},
      { http: asHttp(redirected(HTTP, 301, PAGE)) },
    );
    expect(out).toMatchObject({ status: 'recommended', key: 'refresh' });
    expect(messageOf(check, out)).toBe(
      `${PAGE} moves visitors to https://example.com/new with a refresh instead of a permanent redirect (1 HTTP redirect seen, permanent).`,
    );
    expect(out.items?.[0]).toMatchObject({ note: 'meta refresh → https://example.com/new', line: 1 });
  });

  it('says how many variants went unchecked within the time budget', () => {
    const skipped = variant(WWW, null, { error: 'SKIPPED' });
    const out = run('', {}, { http: asHttp(redirected(HTTP, 301, PAGE)), www: skipped });
    expect(out.key).toBe('passPartial');
    expect(messageOf(check, out)).toBe(
      'The one redirect seen is permanent (301/308); 1 variant was not checked within the time budget.',
    );
  });

  it('is n/a without redirects, a self-refresh is no redirect, and without the site facts', () => {
    const none = run('<meta http-equiv="refresh" content="30">', {}, { www: variant(WWW, 200) });
    expect(none).toMatchObject({ status: 'na', key: 'none' });
    const page = pageFromHtml(doc(''), { url: PAGE });
    const out = runCheck(check, page);
    expect(out).toMatchObject({ status: 'na', key: 'noFacts' });
    expect(messageOf(check, out)).toBe(
      `The redirects of the URL variants of ${PAGE} were not checked: the site requests did not run.`,
    );
  });
});
