import { describe, expect, it } from 'vitest';
import { messageOf, runOn } from '../../test-support/index.js';
import check from './charset.js';

const PREFIX = '<!DOCTYPE html><html lang="en"><head>';
const html = (head: string, body = 'plain text') =>
  `${PREFIX}${head}</head><body><p>${body}</p></body></html>`;
const BARE = { 'content-type': 'text/html' };
const META = '<meta charset="utf-8">';

/** A document whose <meta charset> ends exactly at byte `end`. */
function metaEndingAt(end: number): string {
  const pad = end - PREFIX.length - META.length - '<!---->'.length;
  return html(`<!--${'x'.repeat(pad)}-->${META}`);
}

describe('charset', () => {
  it('passes with UTF-8 in the Content-Type header and quotes it', () => {
    const out = runOn(check, html(''));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('(Content-Type: text/html; charset=utf-8)');
  });

  it('accepts quoted and upper-case labels and UTF-8 aliases', () => {
    expect(runOn(check, html(''), { headers: { 'content-type': 'text/html; Charset="UTF-8"' } }).status).toBe(
      'good',
    );
    expect(runOn(check, html('<meta charset="UTF8">'), { headers: BARE }).status).toBe('good');
  });

  it('passes with an early <meta charset> and names it', () => {
    const out = runOn(check, html(META), { headers: BARE });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('declared early in the document: <meta charset="utf-8">');
    expect(out.items).toEqual([
      { value: META, note: `bytes ${PREFIX.length}–${PREFIX.length + META.length}`, line: 1 },
    ]);
  });

  it('passes when the meta ends exactly at byte 1024 and recommends from byte 1025', () => {
    expect(runOn(check, metaEndingAt(1024), { headers: BARE }).status).toBe('good');
    const out = runOn(check, metaEndingAt(1025), { headers: BARE });
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('late');
    expect(messageOf(check, out)).toContain('<meta charset="utf-8"> ends at byte 1,025');
    expect(messageOf(check, out, 'fr')).toContain('se termine à l’octet 1');
  });

  it('does not mind a late meta when the header declares UTF-8', () => {
    expect(runOn(check, metaEndingAt(2000)).status).toBe('good');
  });

  it('recommends UTF-8 over a non-UTF-8 header or meta, naming the declaration', () => {
    const header = runOn(check, html(''), { headers: { 'content-type': 'text/html; charset=ISO-8859-1' } });
    expect(header.status).toBe('recommended');
    expect(messageOf(check, header)).toContain('"iso-8859-1" (Content-Type: text/html; charset=ISO-8859-1)');
    const meta = runOn(
      check,
      html('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'),
      {
        headers: BARE,
      },
    );
    expect(meta.key).toBe('nonUtf8');
    expect(messageOf(check, meta, 'es')).toContain('content="text/html; charset=windows-1252"');
  });

  it('fails when nothing is declared and the page has non-ASCII bytes', () => {
    const out = runOn(check, html('', 'Café crème'), { headers: BARE });
    expect(out.status).toBe('critical');
    expect(out.key).toBe('undeclared');
    expect(messageOf(check, out, 'fr')).toContain('octets non ASCII');
  });

  it('recommends declaring it anyway on a pure ASCII page', () => {
    const out = runOn(check, html(''), { headers: BARE });
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('undeclaredAscii');
  });

  it('treats an unknown label like no declaration and names it', () => {
    const ascii = runOn(check, html(''), { headers: { 'content-type': 'text/html; charset=klingon' } });
    expect(ascii.status).toBe('recommended');
    expect(messageOf(check, ascii)).toContain('"klingon" is not a known encoding');
    expect(runOn(check, html('<meta charset="klingon">', 'Café'), { headers: BARE }).status).toBe('critical');
  });

  it('accepts a UTF-8 byte order mark as the declaration', () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(html('', 'Café'), 'utf8')]);
    const out = runOn(check, '', { headers: BARE, body });
    expect(out.status).toBe('good');
    expect(out.key).toBe('bom');
  });
});
