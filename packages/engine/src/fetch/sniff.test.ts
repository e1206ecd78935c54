import { describe, expect, it } from 'vitest';
import { classifyContentType, sniffBody, sniffedNotHtml } from './sniff.js';

describe('classifyContentType', () => {
  it.each([
    ['text/html; charset=utf-8', 'html'],
    ['TEXT/HTML', 'html'],
    ['application/xhtml+xml', 'html'],
    [null, 'sniff'],
    ['', 'sniff'],
    ['text/plain', 'sniff'],
    ['application/octet-stream', 'sniff'],
    ['text/xml', 'sniff'],
    ['application/x-something-odd', 'sniff'],
    ['image/png', 'not-html'],
    ['video/mp4', 'not-html'],
    ['audio/mpeg', 'not-html'],
    ['font/woff2', 'not-html'],
    ['application/pdf', 'not-html'],
    ['application/zip', 'not-html'],
    ['application/json; charset=utf-8', 'not-html'],
    ['application/ld+json', 'not-html'],
    ['application/rss+xml', 'not-html'],
    ['image/svg+xml', 'not-html'],
    ['text/css', 'not-html'],
    ['text/javascript', 'not-html'],
    ['application/vnd.ms-excel', 'not-html'],
  ])('%s → %s', (ct, verdict) => {
    expect(classifyContentType(ct)).toBe(verdict);
  });
});

describe('sniffBody', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0], 'PNG image'],
    [[0xff, 0xd8, 0xff, 0xe0], 'JPEG image'],
    [[...Buffer.from('GIF89a')], 'GIF image'],
    [[...Buffer.from('%PDF-1.7\n')], 'PDF document'],
    [[0x50, 0x4b, 0x03, 0x04, 0x14], 'ZIP archive'],
    [[...Buffer.from('hello'), 0, 1, 2], 'binary data'],
  ])('recognises binary %#', (bytes, what) => {
    expect(sniffBody(Buffer.from(bytes))).toEqual({ kind: 'binary', what });
  });

  it.each([
    '<!DOCTYPE html><p>x',
    '  <html lang="en">',
    'junk <head>',
    '<title>t</title>',
    '<meta charset=utf-8>',
    '<body>',
  ])('recognises HTML %j', (text) => {
    expect(sniffBody(Buffer.from(text))).toEqual({ kind: 'html' });
  });

  it('decodes UTF-16 before looking (its NUL bytes are not binary)', () => {
    const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><p>x', 'utf16le')]);
    expect(sniffBody(body)).toEqual({ kind: 'html' });
  });

  it('calls other text text', () => {
    expect(sniffBody(Buffer.from('just words'))).toEqual({ kind: 'text' });
  });

  it('refuses XML that is not XHTML, accepts plain text', () => {
    expect(sniffedNotHtml('text/xml', Buffer.from('<?xml version="1.0"?><urlset/>'))).toContain('XML');
    expect(sniffedNotHtml('text/plain', Buffer.from('just words'))).toBeNull();
    expect(sniffedNotHtml(null, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'PNG image',
    );
  });
});
