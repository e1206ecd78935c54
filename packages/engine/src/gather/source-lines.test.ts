import { readFileSync } from 'node:fs';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { realisticPage } from '../../../../bench/fixture.js';
import { SourceLines } from './source-lines.js';
import { parserLines, walk, type WalkResult } from './walk.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../test-support/fixtures/${name}`, import.meta.url), 'utf8');

/** Every line the artifact records, in a comparable form. */
function recordedLines(w: WalkResult): (number | null)[] {
  return [
    ...w.titles, ...w.metas, ...w.links, ...w.anchors, ...w.images, ...w.headings, ...w.scripts,
    ...w.iframes, ...w.plugins, ...w.videos, ...w.media, ...w.formActions, ...w.forms, ...w.passwordFields, ...w.clickHandlers,
  ].map((e) => e.line); // prettier-ignore
}

function compare(html: string): { scanned: (number | null)[]; exact: (number | null)[] } {
  const exact = recordedLines(walk(parse(html, { sourceCodeLocationInfo: true }), parserLines));
  const scanner = new SourceLines(html);
  const scanned = recordedLines(walk(parse(html), (el, attrs) => scanner.next(el.tagName, attrs)));
  return { scanned, exact };
}

const TRICKY = `<!DOCTYPE html>
<html><head>
<!-- <a href="/commented">not a link</a> <img src="c.png"> -->
<title>Tables <a href="/in-title">x</a></title>
<script>document.write('<a href="/from-script">'); if (a < b && c > d) {}</script>
<style>a > img { content: "<img src=x>"; }</style>
<meta name="description" content="a > b">
</head>
<body>
<a href="/one" title="quote > inside">One</a>
<textarea><a href="/in-textarea"></a></textarea>
<svg><title>Icon</title><a href="/svg-link"><text>s</text></a></svg>
<template><a href="/in-template">t</a><img src="t.png"></template>
<a href="/two"><img src="two.png" alt="Two"></a>
<IMG SRC="upper.png" ALT="Upper">
<a href=/unquoted>Unquoted</a>
<h2
  class="split">Split
heading</h2>
<img src="/x.png?a=1&amp;b=2" alt="entity">
<noscript><img src="pixel.gif"></noscript>
<audio controls><source src="/a.ogg" type="audio/ogg"><track src="/t.vtt"></audio>
<form><button formaction="/go">Go</button></form>
<p><a href="/para">para</a></p>
</body></html>`;

describe('SourceLines', () => {
  it.each([
    ['good.html', fixture('good.html')],
    ['bad.html', fixture('bad.html')],
    ['tricky markup', TRICKY],
    ['the 300 KB benchmark page', realisticPage()],
  ])('gives the same lines as parse5 location tracking on %s', (_name, html) => {
    const { scanned, exact } = compare(html);
    expect(scanned).toEqual(exact);
    expect(exact.filter((l) => l !== null).length).toBeGreaterThan(5);
  });

  it('gives no line (rather than a wrong one) to elements the parser re-creates', () => {
    // The adoption agency algorithm re-opens <a> inside the <p>: a second <a> element with no source tag.
    const html = '<!DOCTYPE html><body>\n<a href="/x"><p>misnested</a>\n<a href="/y">y</a>';
    const scanner = new SourceLines(html);
    const w = walk(parse(html), (el, attrs) => scanner.next(el.tagName, attrs));
    const byHref = w.anchors.map((a) => [a.href, a.line]);
    expect(byHref).toContainEqual(['/y', 3]);
    expect(byHref.filter(([href]) => href === '/x').map(([, line]) => line)).toContain(2);
  });
});
