/**
 * Comparing two 1,000-page crawl reports (issue 17): the generated site of bench/crawl.ts is crawled for
 * real twice with runSiteAudit (1,000 pages each), the second time after a "release" that changed 50
 * titles, put noindex on 20 pages and removed 10 (they answer 404, so their links break). Then
 * diffReports() on the two reports is timed (5 warm-up runs, then N runs), and the Markdown comment too.
 * Run: npx tsx bench/diff.ts [runs]   (default 50; the crawls take a while, the diff does not)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSite, type Site } from './crawl-site.js';
import { median, ms, percentile } from './stats.js';
import { diffReports } from '../packages/engine/src/diff/diff.js';
import { runSiteAudit } from '../packages/engine/src/crawl/site-audit.js';
import { renderDiffMarkdown } from '../packages/engine/src/print/diff-markdown.js';
import type { Report } from '../packages/engine/src/report/index.js';

const runs = Number(process.argv[2] ?? 50);

let site: Site | null = null;
const asset = Buffer.alloc(2048, 'a');
const server = createServer((req, res) => {
  const path = (req.url ?? '/').split(/[?#]/)[0] as string;
  const send = (
    status: number,
    type: string,
    body: Buffer | string,
    headers: Record<string, string> = {},
  ): void => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const page = site?.pages.get(path);
  const to = site?.redirects.get(path);
  if (page) send(200, 'text/html; charset=utf-8', page);
  else if (to) send(301, 'text/html; charset=utf-8', '', { location: to });
  else if (path === '/robots.txt') send(200, 'text/plain', site?.robots ?? '');
  else if (path === '/sitemap.xml') send(200, 'application/xml', site?.sitemap ?? '');
  else if (path.startsWith('/static/')) send(200, 'application/octet-stream', asset);
  else send(404, 'text/html; charset=utf-8', '<!DOCTYPE html><title>Not found</title><h1>Not found</h1>');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
site = buildSite(origin);

async function crawl(): Promise<Report> {
  const started = performance.now();
  const report = await runSiteAudit(`${origin}/`, {
    allowPrivate: true,
    site: false,
    crawl: { maxPages: 1000, concurrency: 4 },
  });
  const pages = report.crawl?.pages.length ?? 0;
  console.log(`crawled ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return report;
}

const before = await crawl();
// The release: every 19th article retitled, every 47th noindexed, every 97th (from 3) removed.
const articles = [...site.pages.keys()].filter((p) => p.startsWith('/c/') && !p.endsWith('/'));
articles.forEach((path, i) => {
  const html = site?.pages.get(path)?.toString('utf8') ?? '';
  if (i % 97 === 3) site?.pages.delete(path);
  else if (i % 47 === 0)
    site?.pages.set(
      path,
      Buffer.from(html.replace('<head>', '<head><meta name="robots" content="noindex">')),
    );
  else if (i % 19 === 0)
    site?.pages.set(
      path,
      Buffer.from(html.replace(/<title>([^<]*)<\/title>/, '<title>Untitled | Oak Journal</title>')),
    );
});
const after = await crawl();
server.close();

for (let i = 0; i < 5; i++) renderDiffMarkdown(diffReports(before, after), 'en');
const diffMs: number[] = [];
const markdownMs: number[] = [];
let summary = '';
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const diff = diffReports(before, after);
  const t1 = performance.now();
  summary = renderDiffMarkdown(diff, 'en');
  markdownMs.push(performance.now() - t1);
  diffMs.push(t1 - t0);
}
const d = diffReports(before, after);
console.log(
  `changes found: ${d.crawl?.titleChanged.length} titles, ${d.crawl?.becameNonIndexable.length} non-indexable, ` +
    `${d.crawl?.statusChanged.length} status, ${d.crawl?.removed.length} removed, ${d.crawl?.newBrokenLinks.length} new broken links`,
);
console.log(
  `diffReports, two ${before.crawl?.pages.length}/${after.crawl?.pages.length}-page crawls: median ${ms(median(diffMs))}, p95 ${ms(percentile(diffMs, 95))} (${runs} runs)`,
);
console.log(
  `renderDiffMarkdown: median ${ms(median(markdownMs))}, p95 ${ms(percentile(markdownMs, 95))}; ${summary.length} characters`,
);
