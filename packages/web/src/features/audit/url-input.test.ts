import { describe, expect, it } from 'vitest';
import { checkUrl } from './url-input';

describe('checkUrl', () => {
  it.each([
    'example.com',
    'www.example.com/page?q=1',
    'localhost:3000',
    '127.0.0.1:8080/x',
    'https://example.com',
    'HTTP://Example.com',
  ])('accepts %s as typed', (url) => expect(checkUrl(`  ${url} `)).toEqual({ ok: true, url }));
  it.each([
    ['', 'form.required'],
    ['   ', 'form.required'],
    ['example', 'form.invalid'],
    ['exa mple.com', 'form.invalid'],
    ['https://', 'form.invalid'],
    ['ftp://example.com', 'form.scheme'],
    ['javascript:alert(1)', 'form.scheme'],
  ])('refuses %j with %s', (url, key) => expect(checkUrl(url)).toEqual({ ok: false, key }));
});
