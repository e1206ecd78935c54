/**
 * Whole CLI audit of a local page: process start, fetch over HTTP from 127.0.0.1, probes (the page's
 * resources answer from the same server), analysis and JSON output. Median of N runs.
 * Run: npm run build && npx tsx bench/cli.ts [runs]
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { realisticPage } from './fixture.js';
import { median, ms, percentile } from './stats.js';

const run = promisify(execFile);
const runs = Number(process.argv[2] ?? 15);
// The page's outbound links go to a second local "site", so no lookup leaves the machine.
const partner = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' }).end(req.method === 'HEAD' ? undefined : 'ok');
});
await new Promise<void>((resolve) => partner.listen(0, '127.0.0.2', resolve));
const html = realisticPage().replaceAll(
  'https://partner.example.org/',
  `http://127.0.0.2:${(partner.address() as AddressInfo).port}/`,
);
const server = createServer((req, res) => {
  if (req.url === '/' || req.url === '/guide') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
    return;
  }
  res.writeHead(200, { 'content-type': req.url?.endsWith('.css') ? 'text/css' : 'application/octet-stream' });
  res.end(req.method === 'HEAD' ? undefined : 'x');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}/guide`;

for (const [label, extra] of [
  ['page and site checks (default)', []],
  ['page checks only (--no-site)', ['--no-site']],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const args = ['packages/cli/bin/rankscope.js', url, '--format', 'json', '--no-lab', ...extra];
    const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
    const elapsed = performance.now() - t0;
    const report = JSON.parse(stdout) as { seoScore: number; durationMs: number };
    if (i === 0) console.log(`${label}: score ${report.seoScore}, engine duration ${report.durationMs} ms`);
    if (i >= 2) times.push(elapsed);
  }
  console.log(
    `  whole CLI audit, ${runs} runs: median ${ms(median(times))}, p95 ${ms(percentile(times, 95))}`,
  );
}
server.close();
partner.close();
