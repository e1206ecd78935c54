import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './og-title.js';

describe('og-title', () => {
  it('passes with a non-empty og:title and quotes it, entities decoded', () => {
    const out = runOn(check, doc('<meta property="og:title" content="Oak &amp; Iron   dining tables">'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The og:title reads: "Oak & Iron dining tables".');
    expect(messageOf(check, out, 'fr')).toBe('L’og:title dit : « Oak & Iron dining tables ».');
  });

  it('accepts the name= form and any letter case of the key', () => {
    expect(runOn(check, doc('<meta name="og:title" content="Tables">')).status).toBe('good');
    expect(runOn(check, doc('<meta property="OG:Title" content="Tables">')).status).toBe('good');
  });

  it('recommends adding one when missing (the <title> does not count)', () => {
    const out = runOn(check, doc('<title>Tables</title><meta name="twitter:title" content="Tables">'));
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out, 'es')).toContain('La página no tiene <meta property="og:title">');
  });

  it('recommends when every og:title is blank, listing each with its line', () => {
    const out = runOn(check, doc('\n<meta property="og:title" content="  ">\n<meta property="og:title">'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe('The page has 2 og:title tags, but all are empty.');
    expect(out.items).toEqual([
      { value: 'og:title', note: 'empty content', noteRef: { key: 'emptyContent' }, line: 2 },
      { value: 'og:title', note: 'empty content', noteRef: { key: 'emptyContent' }, line: 3 },
    ]);
  });

  it('uses the first non-empty og:title when an empty one comes first', () => {
    const out = runOn(
      check,
      doc('<meta property="og:title" content=""><meta property="og:title" content="Oak">'),
    );
    expect(out.status).toBe('good');
    expect(out.value).toBe('Oak');
  });
});
