import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './h1-present.js';

describe('h1-present', () => {
  it('passes with a non-empty h1 and quotes its decoded, collapsed text', () => {
    const out = runOn(check, doc('', '<h1>  Oak &amp; <em>walnut</em>\n   tables </h1>'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('"Oak & walnut tables"');
    expect(messageOf(check, out, 'fr')).toContain('« Oak & walnut tables »');
  });

  it('fails when the page has no h1', () => {
    const out = runOn(check, doc('', '<h2>Section</h2><p>Text</p>'));
    expect(out.status).toBe('critical');
    expect(out.key).toBe('missing');
    expect(messageOf(check, out, 'es')).toContain('ningún <h1>');
  });

  it('fails when the only h1 is whitespace, an entity space or a zero-width space', () => {
    for (const body of ['<h1>   </h1>', '<h1>&nbsp;</h1>', '<h1>&#8203;</h1>']) {
      const out = runOn(check, doc('', body));
      expect(out.status, body).toBe('critical');
      expect(out.key, body).toBe('emptyOne');
    }
  });

  it('fails when every h1 is empty, an image without alt included, and lists each with its line', () => {
    const out = runOn(check, doc('', '\n<h1></h1>\n<h1><img src="logo.png"></h1>'));
    expect(out.status).toBe('critical');
    expect(out.key).toBe('emptyMany');
    expect(messageOf(check, out)).toContain('2 <h1> elements');
    expect(out.items?.map((i) => i.line)).toEqual([2, 3]);
  });

  it('counts an image alt and an aria-label as heading text', () => {
    const alt = runOn(check, doc('', '<h1><img src="logo.png" alt="Smith Workshop"></h1>'));
    expect(alt.status).toBe('good');
    expect(messageOf(check, alt)).toContain('"Smith Workshop"');
    const aria = runOn(check, doc('', '<h1 aria-label="Oak tables"><span></span></h1>'));
    expect(messageOf(check, aria)).toContain('"Oak tables"');
  });

  it('passes when an empty h1 is followed by a filled one, and names the filled one', () => {
    const out = runOn(check, doc('', '<h1> </h1><H1>Oak tables</H1>'));
    expect(out.status).toBe('good');
    expect(out.value).toBe(1);
    expect(messageOf(check, out, 'es')).toContain('"Oak tables"');
  });

  it('reads an unclosed h1 from malformed markup', () => {
    const out = runOn(check, '<html><body><h1>Oak tables<div>in stock');
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('Oak tables');
  });
});
