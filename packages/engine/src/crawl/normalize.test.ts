import { describe, expect, it } from 'vitest';
import { isSameSite, looksNonHtml, normalizeCrawlUrl, paramMatcher, siteKey } from './normalize.js';
import { contentHash, hammingDistance, simhash } from './simhash.js';

describe('normalizeCrawlUrl', () => {
  it('drops the fragment, default port, host case and tracking parameters, and nothing else', () => {
    expect(normalizeCrawlUrl('HTTPS://Example.COM:443/A/b/?utm_source=x&b=2&a=1&gclid=z#top')).toBe(
      'https://example.com/A/b/?b=2&a=1',
    );
    expect(normalizeCrawlUrl('http://example.com:80/x?UTM_Medium=y')).toBe('http://example.com/x');
    expect(normalizeCrawlUrl('http://example.com/x?q=a%20b&fbclid=1')).toBe('http://example.com/x?q=a%20b');
    expect(normalizeCrawlUrl('/rel', undefined, 'https://example.com/dir/')).toBe('https://example.com/rel');
  });

  it('honours configured parameters and refuses other schemes', () => {
    const strip = paramMatcher(['sessionid', 'ref_*']);
    expect(normalizeCrawlUrl('https://e.com/?sessionid=1&ref_a=2&utm_source=3', strip)).toBe(
      'https://e.com/?utm_source=3',
    );
    expect(normalizeCrawlUrl('mailto:a@b.c')).toBeNull();
    expect(normalizeCrawlUrl('http://[bad')).toBeNull();
  });
});

describe('same site', () => {
  it('compares registrable domains with private suffixes, any scheme', () => {
    expect(isSameSite('http://shop.example.co.uk/', siteKey('https://www.example.co.uk/')!)).toBe(true);
    expect(isSameSite('https://b.blogspot.com/', siteKey('https://a.blogspot.com/')!)).toBe(false);
    expect(isSameSite('http://127.0.0.1:9/', siteKey('http://127.0.0.1:8080/')!)).toBe(true);
  });

  it('tells non-HTML targets by extension', () => {
    expect(looksNonHtml('https://e.com/a/file.PDF')).toBe(true);
    expect(looksNonHtml('https://e.com/a/page.html')).toBe(false);
    expect(looksNonHtml('https://e.com/v1.2/')).toBe(false);
  });
});

describe('simhash', () => {
  const words = (seed: number, n = 200) =>
    Array.from({ length: n }, (_, i) => `w${(i * 7919 + seed * 104729) % 5003}`);

  it('is stable, 64-bit hex, and near for similar texts, far for different ones', () => {
    const a = words(1).join(' ');
    const b = [...words(1).slice(0, 199), 'other'].join(' ');
    const c = words(2).join(' ');
    expect(simhash(a)).toMatch(/^[0-9a-f]{16}$/);
    expect(simhash(a)).toBe(simhash(a.toUpperCase()));
    expect(hammingDistance(simhash(a)!, simhash(b)!)).toBeLessThanOrEqual(6);
    expect(hammingDistance(simhash(a)!, simhash(c)!)).toBeGreaterThan(10);
    expect(simhash('   ')).toBeNull();
  });

  it('hashes content exactly (case and spacing folded)', () => {
    expect(contentHash('Hello   World')).toBe(contentHash('hello world'));
    expect(contentHash('hello world')).not.toBe(contentHash('hello there'));
  });
});
