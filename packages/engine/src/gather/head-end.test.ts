import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { headEnd } from './head-end.js';

type Element = DefaultTreeAdapterMap['element'];

/** Tag names of the elements parse5 (WHATWG tree building, as browsers) put in <head>. */
function headTags(html: string): string[] {
  const document = parse(html);
  const root = document.childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'html');
  const head = root?.childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'head');
  return (head?.childNodes ?? []).flatMap((n) => ('tagName' in n ? [n.tagName] : []));
}

describe('headEnd', () => {
  it('names the element that closed the head, with its line, as the parser closes it there', () => {
    const html = [
      '<!DOCTYPE html>',
      '<html><head><meta charset="utf-8">',
      '<script>if (a < b) document.write("<div>")</script>',
      '<iframe src="https://www.googletagmanager.com/ns.html"></iframe>',
      '<title>Oak tables</title>',
      '<meta name="description" content="Oak">',
      '</head><body><p>x</p></body></html>',
    ].join('\n');
    expect(headEnd(html)).toEqual({ closer: '<iframe>', line: 4 });
    expect(headTags(html)).toEqual(['meta', 'script']);
  });

  it('names text (a stray word or an entity) that closed the head', () => {
    const html = '<html>\n<head>\n<meta charset="utf-8">&nbsp;\n<title>T</title></head><body></body></html>';
    expect(headEnd(html)).toEqual({ closer: '"&nbsp;"', line: 3 });
    expect(headTags(html)).toEqual(['meta']);
    const long = `<head>${'Welcome to our shop, '.repeat(3)}<title>T</title>`;
    expect(headEnd(long)?.closer).toBe('"Welcome to our shop, Welcome to our sho…"');
  });

  it('is null when the head ends as written, whatever it holds', () => {
    const pages = [
      '<!DOCTYPE html><html><head><title>T</title></head><body><iframe></iframe></body></html>',
      // Head elements after </head> still go into the head; comments, whitespace and templates are fine.
      '<html><head><title>T</title></head>\n<!-- x --><meta name="description" content="d">\n<body></body>',
      '<head><template><div><img src="a.png"></div></template><noscript><img src="p.gif"></noscript><style>p>a{}</style><title>a<b</title></head><body>',
      '\uFEFF<?xml version="1.0"?><!DOCTYPE html><html><head><base href="/"><link rel="canonical" href="/"></head><body>',
      '<title>Frames</title><frameset><frame src="a.html"></frameset>',
    ];
    for (const html of pages) expect(headEnd(html)).toBeNull();
  });

  it('honours quoted ">" in attributes and raw text that looks like tags', () => {
    const html =
      '<head><meta content="a>b" name="x"><script>"</head><div>"</script><title>T</title><img src=x>';
    expect(headEnd(html)).toEqual({ closer: '<img>', line: 1 });
    expect(headTags(html)).toEqual(['meta', 'script', 'title']);
  });

  it('treats </body>, </html> and </br> in the head as closing it, as the parser does', () => {
    const html = '<head><title>T</title></br><meta name="description" content="d">';
    expect(headEnd(html)).toEqual({ closer: '</br>', line: 1 });
    expect(headTags(html)).toEqual(['title']);
  });

  it('strips control characters from the text it quotes (a terminal escape in the page)', () => {
    expect(headEnd('<head>\u001b[2JHello\u0007<title>T</title>')).toEqual({ closer: '"[2JHello"', line: 1 });
  });
});
