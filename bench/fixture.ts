/**
 * A realistic ~300 KB article page, generated deterministically (seeded PRNG): navigation and footer
 * menus, a long article with headings, paragraphs, lists, tables, ~35 images, ~500 links, inline CSS
 * and JS blobs and JSON-LD — the mix a CMS page carries.
 */
import type { FetchedPage } from '../packages/engine/src/fetch/types.js';

export const WORDS = (
  'oak table chair wood workshop design furniture kitchen dining room modern classic handmade ' +
  'quality finish delivery price size order craft maker board joint grain oil wax surface care ' +
  'the of and to in a is that for it as with was on be by this are from at or an have not which ' +
  'build choose natural strong light dark family home space style bench cabinet shelf drawer leg top'
).split(' ');

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function realisticPage(targetBytes = 300_000, seed = 42): string {
  const r = rng(seed);
  const word = (): string => WORDS[Math.floor(r() * WORDS.length)] as string;
  const sentence = (n: number): string => {
    const w = Array.from({ length: n }, word).join(' ');
    return `${w.charAt(0).toUpperCase()}${w.slice(1)}.`;
  };
  const para = (): string =>
    Array.from({ length: 3 + Math.floor(r() * 4) }, () => sentence(8 + Math.floor(r() * 12))).join(' ');
  const nav = Array.from(
    { length: 40 },
    (_, i) => `<li><a href="/category/${i}/${word()}-${word()}">${word()} ${word()}</a></li>`,
  ).join('');
  const footer = Array.from(
    { length: 60 },
    (_, i) => `<li><a href="/info/${i}">${word()} ${word()}</a></li>`,
  ).join('');
  const css = Array.from(
    { length: 900 },
    (_, i) =>
      `.c${i}{margin:${i % 7}px;padding:${i % 5}px;color:#${(i * 7919).toString(16).slice(0, 6).padEnd(6, '0')}}`,
  ).join('');
  const js = `window.__STATE__=${JSON.stringify(Array.from({ length: 700 }, (_, i) => ({ id: i, name: sentence(4), tags: [word(), word()] })))};`;
  const head = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Handmade Oak Furniture Guide: Tables, Chairs and Care | Smith Workshop</title>
<meta name="description" content="A complete guide to handmade oak furniture: how tables and chairs are built, which finish to choose, prices, delivery and how to care for oak at home.">
<link rel="canonical" href="https://www.example.com/guide/oak-furniture">
<meta property="og:title" content="Handmade Oak Furniture Guide"><meta property="og:type" content="article">
<link rel="stylesheet" href="/assets/site.css"><style>${css}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Handmade Oak Furniture Guide","datePublished":"2026-01-10","author":{"@type":"Person","name":"Ann Smith"}}</script>
</head><body><header><nav><ul>${nav}</ul></nav></header><main><article><h1>Handmade oak furniture guide</h1>`;
  const tail = `</article></main><footer><ul>${footer}</ul></footer><script>${js}</script><script src="/assets/app.js" defer></script></body></html>`;
  const parts: string[] = [head];
  let size = head.length + tail.length;
  let section = 0;
  while (size < targetBytes) {
    const chunk: string[] = [`<h2>${sentence(5)}</h2>`];
    for (let i = 0; i < 4; i++) {
      chunk.push(
        i < 2
          ? `<p>${para()} <a href="/articles/${section}-${i}">${word()} ${word()} guide</a></p>`
          : `<p>${para()}</p>`,
      );
    }
    if (section % 3 === 0)
      chunk.push(
        `<figure><img src="/img/photo-${section}.jpg" alt="${sentence(6)}" width="800" height="600" loading="lazy"><figcaption>${sentence(7)}</figcaption></figure>`,
      );
    if (section % 3 === 1)
      chunk.push(
        `<ul>${Array.from({ length: 5 }, () => `<li>${sentence(6)} <a href="https://partner.example.org/${word()}">${word()}</a></li>`).join('')}</ul>`,
      );
    chunk.push(
      `<table><tr><th>Size</th><th>Price</th></tr>${Array.from({ length: 4 }, (_, i) => `<tr><td>${120 + i * 40} cm</td><td>£${900 + i * 250}</td></tr>`).join('')}</table>`,
    );
    const html = chunk.join('\n');
    parts.push(html);
    size += html.length;
    section++;
  }
  parts.push(tail);
  return parts.join('\n');
}

/** A 200 text/html UTF-8 response with this body, as fetchPage() would return it (analysis benches). */
export function fetchedPage(url: string, body: Buffer): FetchedPage {
  return {
    requestedUrl: url,
    finalUrl: url,
    status: 200,
    statusText: 'OK',
    redirects: [],
    headers: { 'content-type': ['text/html; charset=utf-8'] },
    contentType: 'text/html; charset=utf-8',
    httpVersion: '1.1',
    timings: { ttfbMs: 80, downloadMs: 20, totalMs: 100 },
    transferBytes: body.length,
    bodyBytes: body.length,
    body,
    truncated: false,
    contentEncoding: null,
    fetchedAt: Date.now(),
  };
}
