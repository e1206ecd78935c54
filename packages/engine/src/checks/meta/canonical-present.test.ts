import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './canonical-present.js';

describe('canonical-present', () => {
  it('passes with a <link rel="canonical"> in <head> and names it', () => {
    const out = runOn(check, doc('<link rel="canonical" href="https://example.com/page">'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The page declares a canonical URL in <head>: https://example.com/page.',
    );
    expect(messageOf(check, out, 'es')).toContain('en <head>: https://example.com/page');
  });

  it('matches rel as a case-insensitive token among others', () => {
    expect(runOn(check, doc('<link rel="alternate  CANONICAL" href="/page">')).status).toBe('good');
    expect(runOn(check, doc('<link rel="canonicalish" href="/page">')).status).toBe('recommended');
  });

  it('passes with a canonical in the HTTP Link header', () => {
    const out = runOn(check, doc(''), {
      headers: { link: '</style.css>; rel=preload, <https://example.com/page>; rel="canonical"' },
    });
    expect(out.status).toBe('good');
    expect(out.key).toBe('header');
    expect(messageOf(check, out, 'fr')).toContain('en-tête HTTP Link : https://example.com/page');
  });

  it('recommends a canonical when there is none', () => {
    const out = runOn(check, doc('<link rel="alternate" hreflang="de" href="/de/">'), {
      headers: { link: '</style.css>; rel=preload' },
    });
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('missing');
  });

  it('recommends when the only canonical has an empty href', () => {
    const out = runOn(check, doc('<link rel="canonical" href="  ">'));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('empty');
    expect(messageOf(check, out)).toContain('1 canonical declaration, but it gives no URL');
  });

  it('does not count a canonical the parser moved into <body> (malformed head)', () => {
    const html =
      '<!DOCTYPE html><html><head><title>T</title><p>oops</p>\n<link rel="canonical" href="/page"></head><body></body></html>';
    const out = runOn(check, html);
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('inBodyClosed');
    expect(messageOf(check, out)).toBe(
      'The only canonical link, /page, is in <body>, where Google ignores it: <p> on line 1 closed the <head> before it. Move <p> into <body>, below the head elements.',
    );
    expect(out.items).toEqual([{ value: '/page', note: '<body>, relative', line: 2 }]);
  });
});
