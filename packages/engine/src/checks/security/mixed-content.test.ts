import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './mixed-content.js';

const URL = 'https://shop.example.com/product';
const run = (head: string, body = '', headers: Record<string, string> = {}, url = URL) =>
  runOn(check, doc(head, body), { url, headers });

describe('mixed-content', () => {
  it('passes an HTTPS page whose resources are all https or relative', () => {
    const out = run(
      '<link rel="stylesheet" href="/site.css"><script src="https://cdn.example.net/app.js"></script>',
      '<img src="//img.example.net/a.jpg"><form action="/search"></form><a href="http://other.example.org/">link</a>',
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The HTTPS page loads all its scripts, stylesheets, frames and media over HTTPS, and no form posts to http://.',
    );
  });

  it('fails active mixed content and lists every element with its line', () => {
    const out = run(
      '\n<script src="http://cdn.example.net/jquery.js"></script>\n<link rel="stylesheet" href="HTTP://cdn.example.net/site.css">\n<link rel="preload" as="font" href="http://fonts.example.net/a.woff2" crossorigin>',
      '\n<iframe src="http://maps.example.org/embed"></iframe>\n<img src="http://img.example.net/a.jpg" alt="">\n<object data="http://cdn.example.net/movie.swf"></object>',
    );
    expect(out.status).toBe('critical');
    expect(out.value).toBe(6);
    expect(messageOf(check, out)).toBe(
      'The HTTPS page loads 5 active resources over plain HTTP, which browsers block, e.g. http://cdn.example.net/jquery.js (<script src>); passive: 1, insecure forms: 0.',
    );
    expect(out.items).toEqual([
      { value: 'http://cdn.example.net/jquery.js', note: '<script src>: active', line: 2 },
      { value: 'http://cdn.example.net/site.css', note: '<link rel=stylesheet>: active', line: 3 },
      { value: 'http://fonts.example.net/a.woff2', note: '<link rel=preload as=font>: active', line: 4 },
      { value: 'http://maps.example.org/embed', note: '<iframe src>: active', line: 5 },
      { value: 'http://img.example.net/a.jpg', note: '<img src>: passive', line: 6 },
      { value: 'http://cdn.example.net/movie.swf', note: '<object data>: active', line: 7 },
    ]);
  });

  it('fails a form that posts to http://, and a button formaction', () => {
    const out = run(
      '',
      '<form method="post" action="http://shop.example.com/login"><input name="u"><button formaction="http://pay.example.org/">Pay</button></form>',
    );
    expect(out.status).toBe('critical');
    expect(out.key).toBe('form');
    expect(messageOf(check, out, 'es')).toBe(
      'Un formulario de la página HTTPS envía sus datos por HTTP sin cifrar a http://shop.example.com/login (<form action>); formularios inseguros: 2, recursos pasivos: 0.',
    );
  });

  it('recommends fixing passive content only: images, srcset, video, audio and picture sources, icons', () => {
    const out = run(
      '<link rel="icon" href="http://shop.example.com/favicon.ico">',
      `<img src="/a.jpg" srcset="/a-2x.jpg 2x, http://img.example.net/a-3x.jpg 3x" alt="">
<video src="https://v.example.net/a.mp4" poster="http://img.example.net/poster.jpg"></video>
<audio src="http://media.example.net/a.mp3"></audio>
<picture><source srcset="http://img.example.net/a.webp" type="image/webp"><img src="/a.jpg" alt=""></picture>`,
    );
    expect(out.status).toBe('recommended');
    expect(out.items?.map((i) => [i.value, i.note, i.line])).toEqual([
      ['http://shop.example.com/favicon.ico', '<link rel=icon>: passive', 1],
      ['http://img.example.net/a-3x.jpg', '<img srcset>: passive', 1],
      ['http://img.example.net/poster.jpg', '<video poster>: passive', 2],
      ['http://media.example.net/a.mp3', '<audio src>: passive', 3],
      ['http://img.example.net/a.webp', '<source srcset>: passive', 4],
    ]);
    expect(messageOf(check, out)).toBe(
      'The HTTPS page loads 5 images or media files over plain HTTP, e.g. http://shop.example.com/favicon.ico (<link rel=icon>); browsers upgrade or flag them.',
    );
  });

  it('treats <track> as active (blockable) content', () => {
    const out = run(
      '',
      '<video src="/a.mp4"><track src="http://subs.example.net/en.vtt" kind="subtitles"></video>',
    );
    expect(out.status).toBe('critical');
    expect(out.items?.[0]?.note).toBe('<track src>: active');
  });

  it('ignores markup in comments, scripts and templates, and anchors', () => {
    const out = run(
      '<script>document.write(\'<audio src="http://a.example.net/x.mp3"></audio>\')</script>',
      '<!-- <audio src="http://a.example.net/y.mp3"></audio> --><template><audio src="http://a.example.net/z.mp3"></audio></template><a href="http://example.org/">x</a>',
    );
    expect(out.status).toBe('good');
  });

  it('catches relative URLs turned into http:// by a <base href>', () => {
    const out = run('<base href="http://static.example.net/"><script src="app.js"></script>');
    expect(out.status).toBe('critical');
    expect(out.items?.[0]?.value).toBe('http://static.example.net/app.js');
  });

  it('downgrades to a recommendation when CSP upgrade-insecure-requests rewrites them', () => {
    const out = run(
      '<script src="http://cdn.example.net/app.js"></script>',
      '<form action="http://shop.example.com/search"></form>',
      { 'content-security-policy': "default-src 'self'; Upgrade-Insecure-Requests" },
    );
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('upgraded');
    expect(out.items?.[0]?.note).toBe('<script src>: upgraded by CSP');
    expect(messageOf(check, out, 'fr')).toContain('référence 2 ressources http://');
    // A form posting to another host is a navigation the directive does not upgrade.
    const meta = run(
      '<meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests">',
      '<form action="http://other.example.org/"></form>',
    );
    expect(meta.status).toBe('critical');
  });

  it('is n/a on an HTTP page', () => {
    const out = run(
      '<script src="http://cdn.example.net/app.js"></script>',
      '',
      {},
      'http://shop.example.com/',
    );
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      'The page itself is served over plain HTTP (http://shop.example.com/), so there is no mixed content to check.',
    );
  });
});
