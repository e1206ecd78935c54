import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './content-type-charset.js';

const html = doc('<title>Oak</title>');
const withType = (type: string) => runOn(check, html, { headers: { 'content-type': type } });

describe('content-type-charset', () => {
  it('passes text/html with charset=utf-8, whatever the case, quoting or label spelling', () => {
    const out = withType('text/html; charset=utf-8');
    expect(out).toMatchObject({ status: 'good', value: 'text/html; charset=utf-8' });
    expect(messageOf(check, out)).toBe(
      'The page is served as HTML in UTF-8: "Content-Type: text/html; charset=utf-8".',
    );
    expect(messageOf(check, out, 'fr')).toBe(
      'La page est servie en HTML et en UTF-8 : « Content-Type: text/html; charset=utf-8 ».',
    );
    for (const type of [
      'Text/HTML;Charset="UTF-8"',
      'text/html; charset=UTF8',
      'text/html ; charset = utf-8 ',
    ]) {
      expect(withType(type).status, type).toBe('good');
    }
  });

  it('recommends a charset when the header has none, naming the one in the HTML if any', () => {
    const out = withType('text/html');
    expect(out).toMatchObject({ status: 'recommended', key: 'noCharsetMeta' });
    expect(messageOf(check, out)).toBe(
      'The Content-Type header "text/html" names no charset; only the HTML declares one (utf-8), which browsers find later and only in the first 1024 bytes.',
    );
    expect(out.items).toEqual([
      { value: 'Content-Type: text/html', note: 'HTTP header', noteRef: { key: 'httpHeader' } },
    ]);
    const bare = runOn(check, '<!DOCTYPE html><title>Oak</title>', {
      headers: { 'content-type': 'text/html' },
    });
    expect(bare.key).toBe('noCharset');
    expect(messageOf(check, bare, 'es')).toContain('el HTML tampoco declara ninguno');
    // An empty charset parameter names nothing.
    expect(withType('text/html; charset=').key).toBe('noCharsetMeta');
  });

  it('recommends UTF-8 over another or unknown charset', () => {
    const out = withType('text/html; charset=ISO-8859-1');
    expect(out).toMatchObject({ status: 'recommended', key: 'nonUtf8' });
    expect(messageOf(check, out)).toContain('declares the charset iso-8859-1 instead of UTF-8');
    expect(withType('text/html; charset=klingon').key).toBe('nonUtf8');
  });

  it('recommends text/html over application/xhtml+xml', () => {
    const out = withType('application/xhtml+xml; charset=utf-8');
    expect(out).toMatchObject({ status: 'recommended', key: 'xhtml' });
    expect(messageOf(check, out, 'fr')).toContain('servie en XHTML');
  });

  it('fails a wrong MIME type, naming it', () => {
    const out = withType('text/plain; charset=utf-8');
    expect(out).toMatchObject({ status: 'critical', key: 'wrongType' });
    expect(messageOf(check, out)).toBe(
      'The page is served as text/plain ("Content-Type: text/plain; charset=utf-8"), not text/html: browsers may download or show it as text, and search engines may not index it as a page.',
    );
    expect(withType('application/octet-stream').status).toBe('critical');
    expect(withType(';charset=utf-8').status).toBe('critical');
  });

  it('fails a missing or empty Content-Type header', () => {
    const page = pageFromHtml(html, { url: 'https://example.com/oak' });
    page.fetch.contentType = null;
    const out = runCheck(check, page);
    expect(out).toMatchObject({ status: 'critical', key: 'missing' });
    expect(messageOf(check, out)).toBe(
      'https://example.com/oak is served without a Content-Type header: browsers and crawlers must guess that it is HTML, and may not.',
    );
    expect(withType('  ').status).toBe('critical');
  });
});
