/**
 * Hostile pages through the whole single-page audit (fetch, gather, checks, fix writer, report), one page
 * per process so that /usr/bin/time's peak RSS belongs to that page alone:
 *   word   a 15 MB page whose text is one word (the fetcher keeps 15 MB of a page)
 *   title  an 8 MB <title> of 2 million words
 *   prose  the reference: the same 2 million words as ordinary 100-word paragraphs
 *   rdfa, microdata  property elements nested 10,000 deep (~0.5 MB; a second argument sets the depth: 20000
 *          gives ~1 MB), each a value of the one item around them
 * Run (bundled, so the figures hold no TypeScript loader):
 *   npx esbuild bench/hostile.ts --bundle --platform=node --format=esm --packages=external \
 *     --outfile=packages/engine/node_modules/.cache/hostile.mjs
 *   /usr/bin/time -f "%e s wall, %U s user, max RSS %M kB" node packages/engine/node_modules/.cache/hostile.mjs word
 * (outfile beside the engine's own node_modules, which the bundle's imports resolve from). A second argument
 * sets the word count of the title and prose pages (default 2,000,000) to see how the cost grows.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runAudit } from '../packages/engine/src/index.js';
import { manyWords } from '../packages/engine/src/test-support/many-words.js';

const MB = 1024 * 1024;
const kind = process.argv[2] ?? 'word';
/** Words of the title and prose pages. */
const titleWords = Number(process.argv[3] ?? 2_000_000);

const prose =
  '<h1>Oak tables</h1><p>Solid oak tables are made to order in our workshop. Every oak table is finished by hand.</p>';

const page = (head: string, body: string): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const pages: Record<string, () => string> = {
  word: () => page('<title>Giant</title>', `${prose}<p>${'a'.repeat(15 * MB - 500)}</p>`),
  title: () => page(`<title>${manyWords(titleWords)}</title>`, prose),
  // The reference: as many words as the title page, as ordinary paragraphs of 100 words.
  prose: () =>
    page(
      '<title>Oak tables</title>',
      `${prose}<p>${manyWords(titleWords).replace(/((?:\S+ ){99}\S+) /g, '$1.</p><p>')}</p>`,
    ),
};
/** Property elements nested `depth` deep inside one item (issue 32: quadratic before the text budget). */
const nested = (open: string, depth: number): string => {
  let body = '';
  for (let i = 0; i < depth; i++) body += `${open}n${i} `;
  return body + '</div>'.repeat(depth);
};
const depth = Number(process.argv[3] ?? 10_000);
pages.rdfa = () =>
  page(
    '<title>Deep RDFa</title>',
    `<div vocab="https://schema.org/" typeof="Product">${nested('<div property="description">', depth)}</div>`,
  );
pages.microdata = () =>
  page(
    '<title>Deep Microdata</title>',
    `<div itemscope itemtype="https://schema.org/Product">${nested('<div itemprop="description">', depth)}</div>`,
  );
const make = pages[kind];
if (!make) throw new Error(`unknown page "${kind}" (word, title, prose)`);
const body = Buffer.from(make(), 'utf8');

const server = createServer((req, res) => {
  if (req.url === '/page') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  } else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const started = performance.now();
const report = await runAudit(`http://127.0.0.1:${port}/page`, {
  allowPrivate: true,
  siteBudgetMs: 3000,
});
const elapsed = performance.now() - started;
const size = Buffer.byteLength(JSON.stringify(report));
console.log(
  `${kind}: page ${(body.length / MB).toFixed(1)} MB, audit ${(elapsed / 1000).toFixed(1)} s, ` +
    `report ${(size / 1024).toFixed(0)} kB, ${report.suggestions.filter((s) => s.fix).length} fixes`,
);
server.close();
