/**
 * Web bundle sizes (issue 5: initial JavaScript ≤ 150 KB gzipped). Reads the built app
 * (`npm run build` first): the initial JS is the entry script of index.html plus the chunks it preloads;
 * each other chunk loads on demand (a route, a language, the report view).
 *
 *   npx tsx bench/bundle.ts
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../packages/web/dist', import.meta.url));
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  ),
);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+\.css)"/g)].map((m) => m[1]!);

interface Row {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  initial: boolean;
}

const rows: Row[] = readdirSync(join(DIST, 'assets'))
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => {
    const buf = readFileSync(join(DIST, 'assets', f));
    const rel = `assets/${f}`;
    return {
      file: rel,
      raw: statSync(join(DIST, 'assets', f)).size,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf).length,
      initial: initial.has(rel) || css.includes(rel),
    };
  })
  .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('| file | loaded | raw | gzip | brotli |\n| --- | --- | --- | --- | --- |');
for (const r of rows)
  console.log(
    `| ${r.file.replace(/-[\w-]{8}\./, '-*.')} | ${r.initial ? 'initial' : 'on demand'} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} |`,
  );
const js = rows.filter((r) => r.initial && r.file.endsWith('.js'));
const sum = (k: 'raw' | 'gzip' | 'brotli') => js.reduce((s, r) => s + r[k], 0);
console.log(
  `\ninitial JavaScript: ${kb(sum('raw'))} raw, ${kb(sum('gzip'))} gzip, ${kb(sum('brotli'))} brotli (aim ≤ 150 KB gzip)`,
);
if (sum('gzip') > 150 * 1024) process.exitCode = 1;
