import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './sri.js';

const HASH = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const run = (head: string, body = '') => runOn(check, doc(head, body), { url: 'https://shop.example.com/' });

describe('sri', () => {
  it('passes third-party assets with integrity and crossorigin', () => {
    const out = run(
      `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" integrity="${HASH}" crossorigin="anonymous">
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.min.js" integrity="sha256-abc= ${HASH}" crossorigin></script>`,
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'All 2 third-party scripts and stylesheets carry an integrity hash with crossorigin.',
    );
  });

  it('recommends integrity on every static third-party asset, listing each with its line', () => {
    const out = run(
      '\n<script src="https://code.jquery.com/jquery-3.7.1.min.js"></script>\n<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" integrity="md5-abc">',
      '\n<script src="https://cdnjs.cloudflare.com/ajax/libs/lodash.js/4.17.21/lodash.min.js" integrity="' +
        HASH +
        '"></script>',
    );
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(3);
    expect(messageOf(check, out)).toBe(
      '3 of 3 third-party scripts and stylesheets have no usable integrity hash, e.g. https://code.jquery.com/jquery-3.7.1.min.js (0 self-updating ones not counted).',
    );
    expect(out.items).toEqual([
      { value: 'https://code.jquery.com/jquery-3.7.1.min.js', note: 'no integrity', line: 2 },
      {
        value: 'https://unpkg.com/leaflet@1.9.4/dist/leaflet.css',
        note: 'integrity="md5-abc" has no sha256/384/512 hash',
        line: 3,
      },
      {
        value: 'https://cdnjs.cloudflare.com/ajax/libs/lodash.js/4.17.21/lodash.min.js',
        note: 'integrity without crossorigin: the browser blocks it',
        line: 4,
      },
    ]);
  });

  it('lists tag managers and other self-updating scripts apart, without counting them', () => {
    const out = run(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>
<script src="https://connect.facebook.net/en_US/fbevents.js"></script>
<script src="https://www.google.com/recaptcha/api.js"></script>
<script src="https://js.stripe.com/v3/"></script>
<script src="https://static.hotjar.com/c/hotjar-1.js?sv=6"></script>
<script src="https://cdn.example.net/lib.js" integrity="${HASH}" crossorigin="anonymous"></script>`,
    );
    expect(out.status).toBe('good');
    expect(out.key).toBe('passSkipped');
    expect(messageOf(check, out)).toBe(
      'The static third-party script or stylesheet carries an integrity hash with crossorigin; 5 self-updating ones are not counted (Google Tag Manager / gtag.js, Meta Pixel / Facebook SDK, reCAPTCHA, Stripe.js, Hotjar).',
    );
    expect(out.items?.[0]).toEqual({
      value: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      note: 'Google Tag Manager / gtag.js: self-updating, not counted',
      line: 1,
    });
  });

  it('is n/a when the only third-party scripts update themselves', () => {
    const out = run('<script src="https://www.googletagmanager.com/gtm.js?id=GTM-XYZ"></script>');
    expect(out.status).toBe('na');
    expect(messageOf(check, out, 'es')).toBe(
      'El único script de terceros se actualiza solo y no puede llevar un hash fijo (Google Tag Manager / gtag.js).',
    );
  });

  it('ignores same-origin assets, inline scripts, data blocks and non-stylesheet links', () => {
    const out = run(
      `<script src="/app.js"></script><script src="https://shop.example.com/v.js"></script><script>var a=1</script>
<script type="application/ld+json">{}</script><script type="text/template" src="https://cdn.example.net/t.html"></script>
<link rel="preconnect" href="https://fonts.gstatic.com"><link rel="icon" href="https://cdn.example.net/i.png">`,
    );
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe('The page loads no scripts or stylesheets from other origins.');
  });

  it('counts a subdomain and another port as other origins, and module scripts as scripts', () => {
    const out = run(
      '<script type="module" src="https://static.shop.example.com/m.js"></script><script src="https://shop.example.com:8443/x.js"></script>',
    );
    expect(out.status).toBe('recommended');
    expect(out.items).toHaveLength(2);
  });

  it('does not treat a look-alike host as a tag manager', () => {
    const out = run('<script src="https://googletagmanager.com.evil.example/gtm.js"></script>');
    expect(out.status).toBe('recommended');
  });
});
