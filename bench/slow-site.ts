/**
 * A slow site (issue 16 item 11): the page answers after 3 s, robots.txt and the sitemap it lists after
 * 2 s each, everything else at once. One-page audits (no lab, no probes) in-process; the total should be
 * close to the slowest single fetch (3 s), not the page plus the site files (3 + 2 + 2 s).
 * Run: npx tsc -b packages/engine && npx tsx bench/slow-site.ts [runs] [engine dist, default packages/engine/dist]
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Engine from '../packages/engine/dist/index.js';
import { median, ms } from './stats.js';

const runs = Number(process.argv[2] ?? 5);
const dist = resolve(process.argv[3] ?? 'packages/engine/dist');
const { runAudit } = (await import(pathToFileURL(`${dist}/index.js`).href)) as typeof Engine;
const PAGE_MS = 3000;
const SITE_FILE_MS = 2000;

let origin = '';
const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A slow page</title>
<meta name="description" content="A page whose server takes three seconds to answer."></head>
<body><h1>A slow page</h1><p>${'Some words about a slow server. '.repeat(40)}</p></body></html>`;
const server: Server = createServer((req, res) => {
  const url = req.url ?? '/';
  const answer = (ms: number, status: number, type: string, body: string) =>
    setTimeout(() => res.writeHead(status, { 'content-type': type }).end(body), ms);
  if (url === '/page') return answer(PAGE_MS, 200, 'text/html; charset=utf-8', page);
  if (url === '/robots.txt')
    return answer(
      SITE_FILE_MS,
      200,
      'text/plain',
      `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`,
    );
  if (url === '/sitemap.xml')
    return answer(
      SITE_FILE_MS,
      200,
      'application/xml',
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/page</loc></url></urlset>`,
    );
  return answer(0, 404, 'text/plain', 'not found');
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const report = await runAudit(`${origin}/page`, { allowPrivate: true, probes: false });
  times.push(performance.now() - started);
  if (report.fetch.status !== 200) throw new Error('the page did not answer 200');
}
console.log(`engine: ${dist}`);
console.log(`slow site (page ${PAGE_MS} ms, robots.txt and sitemap ${SITE_FILE_MS} ms each), ${runs} audits`);
console.log(`median ${ms(median(times))}, min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}`);
server.close();
