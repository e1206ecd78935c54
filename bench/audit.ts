/**
 * Whole single-page audit (no lab, no crawl) of a local page with 300 links: fetch, gather, probes and the
 * site phase (robots.txt, sitemaps, variants, links, …), checks and report, in-process. Links go to the
 * page's own server (150: 200s, 404s, redirects) and to 5 other "sites" on other loopback addresses
 * (150), each answering after 20 ms, as a modest real server would.
 * Run: npm run build && npx tsx bench/audit.ts [runs]
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runAudit } from '../packages/engine/dist/index.js';
import { median, ms, percentile } from './stats.js';

const runs = Number(process.argv[2] ?? 7);
const DELAY_MS = 20;

function listen(host: string, handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, host, () => resolve(server)));
}
const portOf = (s: Server): number => (s.address() as AddressInfo).port;

const others = await Promise.all(
  [2, 3, 4, 5, 6].map((n) =>
    listen(`127.0.0.${n}`, (req, res) => {
      setTimeout(() => {
        const status = req.url?.includes('gone') ? 404 : 200;
        res.writeHead(status, { 'content-type': 'text/html' }).end(req.method === 'HEAD' ? undefined : 'ok');
      }, DELAY_MS);
    }),
  ),
);

let pageHtml = '';
const site = await listen('127.0.0.1', (req, res) => {
  const url = req.url ?? '/';
  setTimeout(() => {
    if (url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml);
    } else if (url.startsWith('/moved')) {
      res.writeHead(301, { location: '/ok' }).end();
    } else if (url.startsWith('/gone') || url.startsWith('/__')) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    } else if (url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private\n');
    } else {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(req.method === 'HEAD' ? undefined : '<p>ok</p>');
    }
  }, DELAY_MS);
});
const origin = `http://127.0.0.1:${portOf(site)}`;
const internal = Array.from({ length: 150 }, (_, i) =>
  i % 15 === 0 ? `/gone-${i}` : i % 10 === 0 ? `/moved-${i}` : `/article-${i}`,
);
const external = Array.from({ length: 150 }, (_, i) => {
  const host = others[i % 5] as Server;
  return `http://127.0.0.${(i % 5) + 2}:${portOf(host)}/${i % 25 === 0 ? 'gone' : 'doc'}-${i}`;
});
pageHtml = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Link-heavy page for the audit benchmark</title>
<meta name="description" content="A page with three hundred links, half to its own site and half to five other sites, to time a whole audit.">
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><h1>Three hundred links</h1>
${[...internal, ...external].map((href, i) => `<p>Paragraph ${i} about oak tables and chairs. <a href="${href}">Link ${i}</a></p>`).join('\n')}
</body></html>`;

const times: number[] = [];
let summary = '';
for (let i = 0; i < runs + 1; i++) {
  const t0 = performance.now();
  const report = await runAudit(`${origin}/page`, { allowPrivate: true });
  const elapsed = performance.now() - t0;
  if (i === 0) {
    const links = report.checks.filter((c) => c.id.includes('links'));
    summary = links.map((c) => `  ${c.id}: ${c.status} — ${c.message}`).join('\n');
    continue;
  }
  times.push(elapsed);
}
for (const s of [site, ...others]) s.close();
console.log(summary);
console.log(
  `whole audit, 300 links, ${runs} runs: median ${ms(median(times))}, p95 ${ms(percentile(times, 95))}`,
);
