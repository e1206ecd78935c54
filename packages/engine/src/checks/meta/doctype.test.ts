import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './doctype.js';

const BODY = '<html lang="en"><head><title>x</title></head><body><p>x</p></body></html>';
const XHTML_STRICT =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">';
const XHTML_TRANSITIONAL =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

describe('doctype', () => {
  it('passes with the HTML5 doctype and names it', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('HTML5 doctype <!DOCTYPE html> and renders in standards mode');
  });

  it('accepts any case, leading whitespace and comments, and about:legacy-compat', () => {
    expect(runOn(check, `\n  <!-- generated -->\n<!doctype HTML>${BODY}`).status).toBe('good');
    expect(runOn(check, `<!DOCTYPE html SYSTEM "about:legacy-compat">${BODY}`).status).toBe('good');
  });

  it('fails without a doctype (quirks mode), in every language', () => {
    const out = runOn(check, BODY);
    expect(out.status).toBe('critical');
    expect(out.key).toBe('missing');
    expect(out.value).toBe('quirks');
    expect(messageOf(check, out, 'es')).toContain('no tiene doctype');
    expect(messageOf(check, out, 'fr')).toContain('n’a pas de doctype');
  });

  it('fails when the doctype comes after content and is ignored, with its line', () => {
    const out = runOn(check, `<p>hello</p>\n<!DOCTYPE html>${BODY}`);
    expect(out.status).toBe('critical');
    expect(out.key).toBe('ignored');
    expect(out.items?.[0]?.line).toBe(2);
  });

  it('fails on a doctype that triggers quirks mode and quotes it', () => {
    const out = runOn(check, `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">${BODY}`);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain(
      'The doctype <!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"> puts browsers in quirks mode',
    );
    expect(runOn(check, `<!DOCTYPE htm>${BODY}`).key).toBe('quirks');
  });

  it('recommends on a limited-quirks doctype', () => {
    const out = runOn(check, `${XHTML_TRANSITIONAL}\n${BODY}`);
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('limitedQuirks');
    expect(messageOf(check, out)).toContain('XHTML 1.0 Transitional');
  });

  it('recommends on a legacy doctype in standards mode, with its line', () => {
    const out = runOn(check, `\n\n${XHTML_STRICT}\n${BODY}`);
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('legacy');
    expect(out.items).toEqual([
      {
        value: XHTML_STRICT,
        note: 'no-quirks mode',
        noteRef: { key: 'documentMode', values: { mode: 'no-quirks' } },
        line: 3,
      },
    ]);
  });

  it('recommends when an XML declaration precedes the doctype', () => {
    const out = runOn(check, `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>${BODY}`);
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('notFirst');
    expect(messageOf(check, out, 'fr')).toContain('n’est pas en tête du document');
  });
});
