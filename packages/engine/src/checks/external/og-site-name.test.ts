import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './og-site-name.js';

describe('og-site-name', () => {
  it('passes with an og:site_name and names it', () => {
    const out = runOn(check, doc('<meta property="og:site_name" content="Oak &amp; Iron">'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The og:site_name is "Oak & Iron".');
  });

  it('accepts name= and upper-case keys', () => {
    expect(runOn(check, doc('<meta name="OG:SITE_NAME" content="Oak">')).status).toBe('good');
  });

  it('recommends adding one when missing, naming the domain previews show instead', () => {
    const out = runOn(check, doc('<meta property="og:title" content="Tables">'), {
      url: 'https://shop.example.com/tables',
    });
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out)).toContain('previews show the bare domain shop.example.com instead');
  });

  it('recommends when og:site_name is empty; a misspelt key does not count', () => {
    expect(runOn(check, doc('<meta property="og:site_name" content="">')).key).toBe('empty');
    expect(runOn(check, doc('<meta property="og:sitename" content="Oak">')).key).toBe('missing');
  });
});
