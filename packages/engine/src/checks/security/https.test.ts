import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check, { isLoopbackHost } from './https.js';

const html = doc('<title>Shop</title>');

describe('https', () => {
  it('passes an HTTPS page, naming its URL', () => {
    const out = runOn(check, html, { url: 'https://shop.example.com/' });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The page is served over HTTPS with a valid certificate: https://shop.example.com/.',
    );
  });

  it('passes an http:// address that redirects to HTTPS, naming both', () => {
    const out = runOn(check, html, {
      url: 'http://shop.example.com/',
      finalUrl: 'https://shop.example.com/',
      redirects: [
        { url: 'http://shop.example.com/', status: 301, location: 'https://shop.example.com/', timeMs: 4 },
      ],
    });
    expect(out.status).toBe('good');
    expect(out.key).toBe('passUpgraded');
    expect(messageOf(check, out, 'es')).toBe(
      'La página se sirve por HTTPS con un certificado válido: http://shop.example.com/ redirige a https://shop.example.com/.',
    );
  });

  it('fails a page served over plain HTTP', () => {
    const out = runOn(check, html, { url: 'http://shop.example.com/cart' });
    expect(out.status).toBe('critical');
    expect(out.value).toBe(false);
    expect(messageOf(check, out)).toBe(
      'The page is served over plain HTTP: http://shop.example.com/cart. Browsers mark it "Not secure".',
    );
    expect(messageOf(check, out, 'fr')).toContain('HTTP non chiffré : http://shop.example.com/cart');
    expect(out.items).toEqual([{ value: 'http://shop.example.com/cart', note: 'plain HTTP, no TLS' }]);
  });

  it('fails an HTTPS address that redirects down to HTTP, listing the hop', () => {
    const out = runOn(check, html, {
      url: 'https://shop.example.com/',
      finalUrl: 'http://shop.example.com/',
      redirects: [
        { url: 'https://shop.example.com/', status: 302, location: 'http://shop.example.com/', timeMs: 4 },
      ],
    });
    expect(out.status).toBe('critical');
    expect(out.key).toBe('downgraded');
    expect(messageOf(check, out)).toBe(
      'The HTTPS address https://shop.example.com/ redirects to plain HTTP: http://shop.example.com/. Browsers mark it "Not secure".',
    );
    expect(out.items).toEqual([
      { value: 'https://shop.example.com/', note: '302 → http://shop.example.com/' },
    ]);
  });

  it('judges the scheme case-insensitively and on non-default ports', () => {
    const out = runOn(check, html, { url: 'HTTPS://Shop.Example.com:8443/' });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('https://shop.example.com:8443/');
  });

  it.each([
    ['http://localhost:3000/', true],
    ['http://app.localhost/', true],
    ['http://127.0.0.1:8080/x', true],
    ['http://127.10.0.3/', true],
    ['http://[::1]:3000/', true],
    ['http://localhost.example.com/', false],
    ['http://128.0.0.1/', false],
    ['http://10.0.0.1/', false],
    ['http://[::2]/', false],
  ] as const)('a plain-http page at %s is a secure context (n/a, no blocker): %s', (url, loopback) => {
    expect(isLoopbackHost(new URL(url).hostname)).toBe(loopback);
    const out = runOn(check, html, { url });
    expect(out.status).toBe(loopback ? 'na' : 'critical');
    if (loopback) {
      expect(messageOf(check, out)).toContain('is a loopback address, which browsers treat as secure');
      expect(messageOf(check, out, 'es')).toContain('dirección local (loopback)');
      expect(messageOf(check, out, 'fr')).toContain('adresse locale (loopback)');
    }
  });
});
