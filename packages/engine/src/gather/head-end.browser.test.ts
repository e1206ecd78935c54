/**
 * headEnd against Chromium's own parser: for each page, the element or text it names as what closed the
 * <head> must be the first thing Chromium put in <body>, and Chromium's <head> must end before it.
 */
import type { Browser, chromium as Chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../lab/chromium.js';
import { headEnd } from './head-end.js';

let browser: Browser;
beforeAll(async () => {
  const { chromium } = (await import('playwright-core')) as { chromium: typeof Chromium };
  browser = await chromium.launch({ executablePath: findChromium().path ?? undefined });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Pages, what headEnd names, and the first node Chromium puts in <body> ("<tag>" or its raw text). */
const PAGES: [string, string | null, string | null][] = [
  [
    '<!DOCTYPE html><html><head><meta charset="utf-8">\n<iframe src="about:blank"></iframe>\n<title>T</title><link rel="canonical" href="/x"></head><body><p>x</p></body></html>',
    '<iframe>',
    '<iframe>',
  ],
  [
    '<html><head><title>T</title>\n&nbsp;<meta name="description" content="d"></head><body></body></html>',
    '"&nbsp;"',
    '\u00a0',
  ],
  [
    '<head><meta content="a>b" name="x"><style>p>a{}</style><noscript><img src="p.gif"></noscript><img src="x.png"><title>T</title>',
    '<img>',
    '<img>',
  ],
  [
    '<head><template><div>in</div></template><title>T</title></br><link rel="canonical" href="/y">',
    '</br>',
    '<br>',
  ],
  [
    '<head><title>T</title>Welcome to the shop<meta name="robots" content="noindex">',
    '"Welcome to the shop"',
    'Welcome to the shop',
  ],
  [
    '<!DOCTYPE html><html><head><title>T</title></head>\n<meta name="description" content="after head"><body><div>x</div></body></html>',
    null,
    '<div>',
  ],
];

/** What Chromium parsed: the tags of <head>, and the first node of <body> ("<tag>" or its text). */
async function chromiumParse(html: string): Promise<{ head: string[]; first: string | null }> {
  const tab = await browser.newPage({ javaScriptEnabled: true });
  try {
    await tab.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await tab.goto('http://head.test/');
    return await tab.evaluate(() => {
      const head = [...document.head.children].map((e) => e.tagName.toLowerCase());
      const node = document.body.firstChild;
      const first =
        node === null
          ? null
          : node.nodeType === Node.ELEMENT_NODE
            ? `<${(node as Element).tagName.toLowerCase()}>`
            : (node.textContent ?? '');
      return { head, first };
    });
  } finally {
    await tab.close();
  }
}

describe('headEnd and Chromium', () => {
  it('names the element or text that Chromium puts first in <body> when the head closed early', async () => {
    for (const [html, closer, first] of PAGES) {
      expect(headEnd(html)?.closer ?? null, html).toBe(closer);
      expect((await chromiumParse(html)).first, html).toBe(first);
    }
  }, 60_000);

  it("leaves the head elements after the closer out of Chromium's <head>, as parse5 does", async () => {
    const [html] = PAGES[0] as [string, string, string];
    expect((await chromiumParse(html)).head).toEqual(['meta']);
  }, 60_000);
});
