import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './canonical-single.js';

const BODY_CANONICAL = (href: string): string =>
  `<!DOCTYPE html><html><head><title>T</title><link rel="canonical" href="https://example.com/page"></head><body><p>x</p>\n<link rel="canonical" href="${href}"></body></html>`;

describe('canonical-single', () => {
  it('passes one canonical in <head> and names it', () => {
    const out = runOn(check, doc('<link rel="canonical" href="https://example.com/page">'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The page declares one canonical URL: https://example.com/page.');
  });

  it('treats declarations that resolve to the same URL as one value', () => {
    const html = doc(
      '<link rel="canonical" href="/page"><link rel="CANONICAL" href="HTTPS://EXAMPLE.com:443/page#top">',
    );
    const out = runOn(check, html, { headers: { link: '</page>; rel="canonical"' } });
    expect(out.status).toBe('good');
    expect(out.value).toBe(1);
  });

  it('is critical with two different values across <head> and the Link header, listing all', () => {
    const out = runOn(check, doc('<link rel="canonical" href="https://example.com/page">'), {
      headers: { link: '<https://example.com/page/>; rel=canonical' },
    });
    expect(out.status).toBe('critical');
    expect(out.key).toBe('conflict');
    expect(messageOf(check, out)).toContain('2 different canonical URLs');
    expect(messageOf(check, out, 'es')).toContain('2 URL canónicas distintas');
    expect(out.items).toEqual([
      { value: 'https://example.com/page', note: '<head>', line: 1 },
      { value: 'https://example.com/page/', note: 'Link header', line: null },
    ]);
  });

  it('counts an empty declaration beside a real one as a conflict', () => {
    const out = runOn(check, doc('<link rel="canonical" href=""><link rel="canonical" href="/page">'));
    expect(out.status).toBe('critical');
  });

  it('is critical when the only canonical is in <body> (malformed head)', () => {
    const html =
      '<!DOCTYPE html><html><head><title>T</title><div>x</div>\n<link rel="canonical" href="/page"></head><body></body></html>';
    const out = runOn(check, html);
    expect(out.status).toBe('critical');
    expect(out.key).toBe('onlyBody');
    expect(out.items).toEqual([{ value: '/page', note: '<body>, relative', line: 2 }]);
    expect(messageOf(check, out, 'fr')).toContain('que dans <body> (1 lien)');
  });

  it('passes a <head> canonical and mentions the ignored <body> one', () => {
    const out = runOn(check, BODY_CANONICAL('https://example.com/other'));
    expect(out.status).toBe('good');
    expect(out.key).toBe('passBody');
    expect(messageOf(check, out)).toContain(
      'https://example.com/page; search engines ignore the canonical links in <body> (1)',
    );
    expect(out.items).toEqual([{ value: 'https://example.com/other', note: '<body>', line: 2 }]);
  });

  it('is n/a without any canonical', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('na');
  });
});
