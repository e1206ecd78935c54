/**
 * The server's event loop while a hostile page is audited (issue 32): RDFa property elements nested
 * `depth` deep, audited inline (runAudit on this thread, as the server did) or in an audit thread
 * (createAuditThreads, as it does now), while a 100 ms timer measures how late this thread runs it — what
 * every other request (/api/health included) waits. Uses the built engine (npm run build):
 *   npx tsx bench/audit-threads.ts 10000 inline
 *   npx tsx bench/audit-threads.ts 10000 threads
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuditThreads, runAudit } from '../packages/engine/dist/index.js';

const depth = Number(process.argv[2] ?? 10_000);
const mode = process.argv[3] === 'threads' ? 'threads' : 'inline';
let body = '';
for (let i = 0; i < depth; i++) body += `<div property="description">n${i} `;
body += '</div>'.repeat(depth);
const html = Buffer.from(
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Deep RDFa</title></head><body>` +
    `<div vocab="https://schema.org/" typeof="Product">${body}</div></body></html>`,
);
const site = createServer((req, res) => {
  res
    .writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html' })
    .end(req.url === '/' ? html : 'no');
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
const threads = mode === 'threads' ? createAuditThreads() : null;

const late: number[] = [];
let done = false;
const probe = (async () => {
  while (!done) {
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
    late.push(performance.now() - start - 100);
  }
})();
const started = performance.now();
const report = await (threads
  ? threads.run(url, { allowPrivate: true })
  : runAudit(url, { allowPrivate: true }));
const elapsed = performance.now() - started;
done = true;
await probe;
late.sort((a, b) => a - b);
console.log(
  `${mode}, depth ${depth} (${(html.length / 1024 / 1024).toFixed(2)} MB): audit ${(elapsed / 1000).toFixed(1)} s ` +
    `("${report.title}"); 100 ms timer late by median ${late[late.length >> 1]?.toFixed(0)} ms, ` +
    `max ${late.at(-1)?.toFixed(0)} ms (${late.length} ticks)`,
);
await threads?.close();
site.close();
