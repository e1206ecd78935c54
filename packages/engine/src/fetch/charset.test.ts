import { describe, expect, it } from 'vitest';
import { charsetFromContentType, decodeHtml, findMetaCharset } from './charset.js';

const latin1 = (s: string): Buffer => Buffer.from(s, 'latin1');

describe('charsetFromContentType', () => {
  it.each([
    ['text/html; charset=UTF-8', 'utf-8'],
    ['text/html;charset="windows-1252"', 'windows-1252'],
    ['text/html; foo=bar; Charset = ISO-8859-1', 'iso-8859-1'],
    ['text/html', null],
    ['text/html; charset=', null],
    [null, null],
  ])('%s → %s', (ct, expected) => {
    expect(charsetFromContentType(ct)).toBe(expected);
  });
});

describe('findMetaCharset', () => {
  it('finds <meta charset> and the http-equiv form, with byte offsets', () => {
    expect(findMetaCharset(latin1('<head><meta charset="Shift_JIS">'))).toEqual({
      charset: 'shift_jis',
      offset: 6,
    });
    const equiv = latin1(`<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">`);
    expect(findMetaCharset(equiv)).toEqual({ charset: 'iso-8859-1', offset: 0 });
  });

  it('ignores declarations inside comments and metas without a charset', () => {
    const text = '<!-- <meta charset="koi8-r"> --><meta name="x" content="charset=big5"><meta charset=utf-8>';
    expect(findMetaCharset(latin1(text))).toEqual({
      charset: 'utf-8',
      offset: text.indexOf('<meta charset=utf-8>'),
    });
  });
});

describe('decodeHtml', () => {
  it('decodes windows-1252 named by the header', () => {
    const { html, charset } = decodeHtml(latin1('<p>café</p>'), 'text/html; charset=windows-1252');
    expect(html).toBe('<p>café</p>');
    expect(charset).toEqual({
      encoding: 'windows-1252',
      source: 'header',
      headerCharset: 'windows-1252',
      metaCharset: null,
      metaByteOffset: null,
      hasNonAscii: true,
      invalidSequences: 0,
    });
  });

  it('decodes windows-1252 named by a meta, with its offset; iso-8859-1 means windows-1252', () => {
    const { html, charset } = decodeHtml(latin1('<meta charset="iso-8859-1"><p>été</p>'), 'text/html');
    expect(html).toContain('été');
    expect(charset).toMatchObject({
      encoding: 'windows-1252',
      source: 'meta',
      metaCharset: 'iso-8859-1',
      metaByteOffset: 0,
    });
  });

  it('reports a meta declared after the first 1024 bytes (and still honours it)', () => {
    const padding = `<!-- ${'x'.repeat(1100)} -->`;
    const body = latin1(`<html><head>${padding}<meta charset="windows-1252"></head><p>é</p>`);
    const { html, charset } = decodeHtml(body, null);
    expect(charset.metaByteOffset).toBe(12 + padding.length);
    expect(charset.metaByteOffset).toBeGreaterThan(1024);
    expect(charset.source).toBe('meta');
    expect(html).toContain('<p>é</p>');
  });

  it('lets a BOM win over the header and strips it', () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>café</p>', 'utf8')]);
    const { html, charset } = decodeHtml(body, 'text/html; charset=windows-1252');
    expect(html).toBe('<p>café</p>');
    expect(charset).toMatchObject({ encoding: 'utf-8', source: 'bom', headerCharset: 'windows-1252' });
  });

  it('decodes UTF-16LE with a BOM', () => {
    const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>ü</p>', 'utf16le')]);
    expect(decodeHtml(body, null)).toMatchObject({
      html: '<p>ü</p>',
      charset: { encoding: 'utf-16le', source: 'bom' },
    });
  });

  it('decodes legacy CJK encodings (Shift_JIS)', () => {
    const body = Buffer.concat([
      latin1('<meta charset="shift_jis"><p>'),
      Buffer.from([0x82, 0xb1, 0x82, 0xf1]),
      latin1('</p>'),
    ]);
    expect(decodeHtml(body, null).html).toContain('<p>こん</p>');
  });

  it('ignores an unknown header label but reports it', () => {
    const { charset } = decodeHtml(Buffer.from('<p>x</p>'), 'text/html; charset=no-such-charset');
    expect(charset).toMatchObject({
      encoding: 'utf-8',
      source: 'default',
      headerCharset: 'no-such-charset',
      hasNonAscii: false,
    });
  });

  it('treats a meta declaring UTF-16 as UTF-8 (the spec rule)', () => {
    expect(decodeHtml(latin1('<meta charset="utf-16">'), null).charset.encoding).toBe('utf-8');
  });

  it('counts invalid UTF-8 sequences but not literal U+FFFD characters', () => {
    const body = Buffer.concat([
      Buffer.from('<p>ok \uFFFD '),
      Buffer.from([0xff, 0x41, 0xc3]),
      Buffer.from('</p>'),
    ]);
    const { html, charset } = decodeHtml(body, 'text/html; charset=utf-8');
    expect(charset.invalidSequences).toBe(2);
    expect(html.startsWith('<p>ok \uFFFD ')).toBe(true);
    expect(decodeHtml(Buffer.from('<p>\uFFFD</p>'), null).charset.invalidSequences).toBe(0);
  });
});
