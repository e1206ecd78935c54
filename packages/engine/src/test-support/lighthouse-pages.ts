/**
 * Fixture pages for lab runs (tests, bench/lab.ts, the captured LHR in lighthouse-lhr.ts): a fast page, and
 * a heavy one — a ~1.5 MB PNG hero, a render-blocking stylesheet that is mostly unused, and a script in
 * <head> that keeps the main thread busy for ~600 ms. Served by a plain node:http handler so the bench can
 * use it without vitest.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { solidPng } from './png.js';

export const FAST_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A fast page</title>
<meta name="description" content="A small page with nothing to wait for."></head>
<body><h1>Oak tables</h1><p>Solid oak dining tables, made to order in a small workshop.</p></body></html>`;

export const HEAVY_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A heavy page</title>
<link rel="stylesheet" href="/heavy.css"><script src="/busy.js"></script></head>
<body><h1>Oak tables</h1><img src="/hero.png" width="1200" height="800" alt="A table" style="width:100%;height:auto">
<p>Solid oak dining tables, made to order in a small workshop.</p></body></html>`;

/** ~600 ms of synchronous work at load, plus ~50 KB of functions that never run. */
export const BUSY_SCRIPT =
  'function neverCalled(n){return n*2}\n'.repeat(1500) +
  'var t0=Date.now();while(Date.now()-t0<600){}document.documentElement.dataset.busy="done";\n';

/** ~60 KB of rules that match nothing, and one that does. */
export const HEAVY_CSS = '.unused-rule-x{color:#c00;margin:1px}\n'.repeat(1600) + 'h1{color:#222}\n';

let hero: Buffer | null = null;
/** A 1200×800 PNG padded to ~1.5 MB (incompressible). */
export function heroPng(): Buffer {
  hero ??= solidPng(1200, 800, 1_500_000);
  return hero;
}

const routes: Record<string, () => [string, string | Buffer]> = {
  '/fast': () => ['text/html; charset=utf-8', FAST_PAGE],
  '/heavy': () => ['text/html; charset=utf-8', HEAVY_PAGE],
  '/busy.js': () => ['text/javascript', BUSY_SCRIPT],
  '/heavy.css': () => ['text/css', HEAVY_CSS],
  '/hero.png': () => ['image/png', heroPng()],
};

/** Serves /fast, /heavy and their resources; 404 for anything else (favicon included). */
export function labFixtureHandler(req: IncomingMessage, res: ServerResponse): void {
  const route = routes[(req.url ?? '/').split('?')[0] ?? '/'];
  if (!route) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const [type, body] = route();
  res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);
}
