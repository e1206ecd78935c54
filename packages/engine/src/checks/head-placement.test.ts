import { describe, expect, it } from 'vitest';
import { messageOf, pageFromHtml, runCheck } from '../test-support/index.js';
import canonicalPresent from './meta/canonical-present.js';
import descriptionLength from './meta/meta-description-length.js';
import descriptionPresent from './meta/meta-description-present.js';
import titlePresent from './meta/title-present.js';
import hreflangCodes from './external/hreflang-valid-codes.js';

// A tag manager's <iframe> pasted into <head> before the metadata: browsers, parse5 and Google end the head
// there, so everything below it is in <body>. One rule for all four: graded as absent, the iframe named.
const EARLY = [
  '<!DOCTYPE html>',
  '<html lang="en"><head><meta charset="utf-8">',
  '<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0"></iframe>',
  '<title>Oak tables | Smith</title>',
  '<meta name="description" content="Solid oak dining tables made to order in our Leeds workshop.">',
  '<link rel="canonical" href="https://example.com/page">',
  '<link rel="alternate" hreflang="en" href="https://example.com/page">',
  '<link rel="alternate" hreflang="de" href="https://example.com/de/page">',
  '</head><body><h1>Oak tables</h1></body></html>',
].join('\n');

describe('head elements after an element that closed the <head> early', () => {
  const page = pageFromHtml(EARLY);

  it('fails the title and names the iframe and its line', () => {
    const out = runCheck(titlePresent, page);
    expect(out).toMatchObject({ status: 'critical', key: 'inBodyClosed' });
    expect(messageOf(titlePresent, out)).toBe(
      'The page has 1 <title> element, but it is in <body>: <iframe> on line 3 closed the <head> before the title, and Google ignores the head elements that come after it. Move <iframe> into <body>, below the head elements.',
    );
    expect(messageOf(titlePresent, out, 'fr')).toContain('<iframe> à la ligne 3 a fermé le <head>');
  });

  it('fails the meta description the same way (it passed before), and the length checks do not judge it', () => {
    const out = runCheck(descriptionPresent, page);
    expect(out).toMatchObject({ status: 'critical', key: 'inBodyClosed', value: 0 });
    expect(messageOf(descriptionPresent, out, 'es')).toContain('<iframe> en la línea 3 cerró el <head>');
    expect(runCheck(descriptionLength, page).status).toBe('na');
  });

  it('ignores the canonical and the hreflang links, naming the iframe', () => {
    const canonical = runCheck(canonicalPresent, page);
    expect(canonical).toMatchObject({ status: 'recommended', key: 'inBodyClosed' });
    expect(messageOf(canonicalPresent, canonical)).toContain('<iframe> on line 3 closed the <head>');
    const hreflang = runCheck(hreflangCodes, page);
    expect(hreflang).toMatchObject({ status: 'recommended', key: 'inBodyClosed' });
    expect(messageOf(hreflangCodes, hreflang)).toBe(
      '2 of 2 hreflang links are in <body>, where Google ignores hreflang: <iframe> on line 3 closed the <head> before them. Move <iframe> into <body>, below the head elements.',
    );
    expect(hreflang.items?.map((i) => i.line)).toEqual([7, 8]);
  });

  it('passes all four once the iframe moves into <body>', () => {
    const fixed = pageFromHtml(
      EARLY.replace(/<iframe[^\n]*\n/, '').replace('<body>', '<body><iframe src="/ns.html"></iframe>'),
    );
    expect(fixed.doc.headEnd).toBeNull();
    for (const check of [titlePresent, descriptionPresent, canonicalPresent, hreflangCodes]) {
      expect(runCheck(check, fixed).status).toBe('good');
    }
  });

  it('says only "in <body>" when the page itself put the element after its <body> tag', () => {
    const late = pageFromHtml('<html><head></head><body><title>T</title></body></html>');
    expect(late.doc.headEnd).toBeNull();
    expect(runCheck(titlePresent, late).key).toBe('inBody');
  });
});
