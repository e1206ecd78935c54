import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './iframes.js';

const url = 'https://www.shop.example/products/oak-table';
/** Enough main text (60 words) that the page clearly has content of its own. */
const TEXT = `<p>${'Our oak tables are made by hand in a small workshop. '.repeat(6)}</p>`;
const frame = (src: string, attrs = ''): string => `<iframe src="${src}" ${attrs}></iframe>`;

describe('iframes', () => {
  it('passes known embed providers and names them', () => {
    const body =
      TEXT +
      frame('https://www.youtube-nocookie.com/embed/abc') +
      frame('https://player.vimeo.com/video/1') +
      frame('https://www.google.com/maps/embed?pb=1') +
      frame('https://www.google.de/maps/embed?pb=2') +
      frame('https://docs.google.com/forms/d/e/x/viewform') +
      frame('https://open.spotify.com/embed/track/1');
    const out = runOn(check, doc('', body), { url });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'Iframes: 6, all known embeds or hidden technical frames (YouTube, Vimeo, Google Maps, Google Docs, Spotify).',
    );
  });

  it('passes hidden technical frames and empty frames filled by scripts', () => {
    const body =
      TEXT +
      frame(
        'https://www.googletagmanager.com/ns.html?id=GTM-1',
        'height="0" width="0" style="display:none"',
      ) +
      frame('https://tracker.example/p', 'width="1" height="1"') +
      '<iframe id="ad-slot"></iframe>' +
      frame('about:blank');
    const out = runOn(check, doc('', body), { url });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain(
      '(www.googletagmanager.com, tracker.example, <iframe>, about:blank)',
    );
  });

  it('recommends for same-site content iframes (same registrable domain), with URL and line', () => {
    const body = `${TEXT}\n${frame('/widgets/reviews.html')}\n${frame('https://cdn.shop.example/size-guide')}`;
    const out = runOn(check, doc('', body), { url });
    expect(out.status).toBe('recommended');
    expect(out.items).toMatchObject([
      { value: 'https://www.shop.example/widgets/reviews.html', note: 'same site', line: 2 },
      { value: 'https://cdn.shop.example/size-guide', note: 'same site', line: 3 },
    ]);
    expect(messageOf(check, out)).toContain(
      '2 iframes load content from this site, e.g. https://www.shop.example/widgets/reviews.html',
    );
    expect(messageOf(check, out, 'es')).toContain('2 iframes cargan contenido de este sitio');
  });

  it('treats srcdoc frames as the page’s own content', () => {
    const out = runOn(check, doc('', TEXT + '<iframe srcdoc="&lt;p&gt;Specs&lt;/p&gt;"></iframe>'), { url });
    expect(out.status).toBe('recommended');
    expect(out.items?.[0]?.value).toBe('<iframe srcdoc>');
  });

  it('recommends for unknown third-party frames and names them', () => {
    const out = runOn(check, doc('', TEXT + frame('https://widgets.other.example/booking')), { url });
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('otherSite');
    expect(out.items).toMatchObject([
      { value: 'https://widgets.other.example/booking', note: 'other site', line: 1 },
    ]);
    expect(messageOf(check, out, 'fr')).toContain('par ex. https://widgets.other.example/booking');
  });

  it('is critical when the page has under 50 words of its own and a content frame', () => {
    const out = runOn(
      check,
      doc('', `<nav>${TEXT}</nav><h1>Our catalogue</h1>${frame('https://app.shop.example/catalogue')}`),
      { url },
    );
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain(
      'only 2 words of its own while an iframe shows content, e.g. https://app.shop.example/catalogue',
    );
  });

  it('uses the 50-word boundary: 49 words critical, 50 recommended', () => {
    const words = (n: number): string => `<p>${Array.from({ length: n }, (_, i) => `w${i}`).join(' ')}</p>`;
    expect(runOn(check, doc('', words(49) + frame('/content.html')), { url }).status).toBe('critical');
    expect(runOn(check, doc('', words(50) + frame('/content.html')), { url }).status).toBe('recommended');
  });

  it('passes a thin page whose only frame is a known embed (a video page)', () => {
    expect(runOn(check, doc('', `<h1>Video</h1>${frame('https://youtu.be/abc')}`), { url }).status).toBe(
      'good',
    );
  });

  it('matches provider hosts case-insensitively and not by look-alike domains', () => {
    expect(runOn(check, doc('', TEXT + frame('HTTPS://WWW.YOUTUBE.COM/embed/x')), { url }).status).toBe(
      'good',
    );
    expect(runOn(check, doc('', TEXT + frame('https://notyoutube.com/embed/x')), { url }).status).toBe(
      'recommended',
    );
    expect(runOn(check, doc('', TEXT + frame('https://www.google.com/search?q=x')), { url }).status).toBe(
      'recommended',
    );
  });

  it('is n/a without iframes', () => {
    const out = runOn(check, doc('', TEXT), { url });
    expect(out.status).toBe('na');
    expect(messageOf(check, out, 'es')).toBe('La página no tiene iframes.');
  });
});
