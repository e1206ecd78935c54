import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './link-internal-nofollow.js';

describe('link-internal-nofollow', () => {
  it('passes followed internal links and ignores nofollow on other sites', () => {
    const body = '<a href="/oak" rel="noopener">Oak</a><a href="https://other.org/" rel="nofollow">Other</a>';
    const out = runOn(check, doc('', body));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('(same-site links checked: 1)');
  });

  it('recommends removing nofollow from one internal link and names its text, URL and rel', () => {
    const out = runOn(check, doc('', '<a href="/login" rel="nofollow">Sign in</a>'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The link "Sign in" to this site (https://example.com/login) carries rel="nofollow", which withholds crawling and link signals from the page.',
    );
  });

  it('flags ugc, sponsored, mixed case and other hosts of the same site, each with its line', () => {
    const body = [
      '<a href="/a" rel="UGC">A</a>',
      '<a href="https://blog.example.com/b" rel="noopener SPONSORED">B</a>',
      '<a href="//shop.example.com/c" rel=" NoFollow ">C</a>',
      '<a href="/d">D</a>',
    ].join('\n');
    const out = runOn(check, doc('', body));
    expect(out.value).toBe(3);
    expect(out.items).toEqual([
      { value: 'https://example.com/a', note: 'rel="ugc", "A"', line: 1 },
      { value: 'https://blog.example.com/b', note: 'rel="noopener sponsored", "B"', line: 2 },
      { value: 'https://shop.example.com/c', note: 'rel="nofollow", "C"', line: 3 },
    ]);
    expect(messageOf(check, out, 'es')).toBe(
      '3 enlaces a este sitio llevan nofollow, ugc o sponsored, p. ej. "A" (https://example.com/a) con rel="ugc".',
    );
  });

  it('is not applicable without links to the same site', () => {
    expect(runOn(check, doc('', '<a href="https://other.org/" rel="nofollow">Other</a>')).status).toBe('na');
  });
});
