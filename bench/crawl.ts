/**
 * Same-site crawl of a generated 1,000-page local site (issue 7), beside linkinator, in the same run:
 *   (a) linkinator's LinkChecker (recurse: true, concurrency 4): fetches every page and checks every link;
 *   (b) the engine's crawlSite (maxPages 1000, concurrency 4): fetches every page and runs every page check.
 * The site (deterministic, seeded PRNG) is served by this process on 127.0.0.1: a home page, 9 category
 * pages, 4 footer pages and 986 articles, 20–40 KB each, with a 10-link navigation, breadcrumbs, a 4-link
 * footer and related links in the text (18–30 internal links a page), 20 shared images, one stylesheet and
 * one script, 10 links to removed pages (404), 10 to old URLs (301) and 4 two-hop redirect chains, a
 * sitemap.xml listing every page and a robots.txt pointing at it. Responses are not compressed.
 * Each variant runs in its own child process (this script, re-invoked with `--child`), one per run, so
 * peaks do not mix; the child samples process.memoryUsage().rss every 50 ms while it crawls. Wall time is
 * from the call to its result, after the tool's modules are loaded. Median of N runs (default 3).
 * Run: npx tsx bench/crawl.ts [runs]   (the engine from packages/engine/dist when built, else its TS sources)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, release } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median } from './stats.js';
import type { CrawlFacts, CrawlOptions } from '../packages/engine/src/crawl/types.js';

const CONCURRENCY = 4;
const PAGES = 1000;

type Variant = 'linkinator' | 'engine';

/** What a child reports on its last stdout line, after `RESULT `. */
interface ChildResult {
  variant: Variant;
  pending?: string;
  source?: string;
  wallMs: number;
  startRss: number;
  peakRss: number;
  /** The kernel's peak for the whole child (ru_maxrss), loading included. */
  maxRss: number;
  notes: string;
}

// ---------------------------------------------------------------------------------------------------------
// The child: one crawl, timed and sampled.

async function child(variant: Variant, origin: string): Promise<void> {
  let run: () => Promise<string>;
  let source: string;
  if (variant === 'linkinator') {
    const { LinkChecker } = await import('linkinator');
    source = 'linkinator';
    run = async () => {
      const result = await new LinkChecker().check({
        path: `${origin}/`,
        recurse: true,
        concurrency: CONCURRENCY,
        timeout: 10_000,
      });
      const broken = result.links.filter((l) => l.state === 'BROKEN');
      const urls = new Set(result.links.map((l) => l.url));
      return `${urls.size} URLs checked, ${broken.length} broken link(s) reported (${new Set(broken.map((l) => l.url)).size} URLs)`;
    };
  } else {
    const dist = new URL('../packages/engine/dist/crawl/crawler.js', import.meta.url);
    const src = new URL('../packages/engine/src/crawl/crawler.ts', import.meta.url);
    const from = existsSync(dist) ? dist : existsSync(src) ? src : null;
    if (!from) {
      report({
        variant,
        pending: 'no crawler in packages/engine (dist or src) yet',
        wallMs: 0,
        startRss: 0,
        peakRss: 0,
        maxRss: 0,
        notes: '',
      });
      return;
    }
    source = from === dist ? 'packages/engine/dist' : 'TS sources via tsx';
    const { crawlSite } = (await import(from.href)) as {
      crawlSite: (startUrl: string, options?: CrawlOptions) => Promise<CrawlFacts>;
    };
    run = async () => {
      const facts = await crawlSite(`${origin}/`, {
        maxPages: PAGES,
        maxDepth: 100,
        concurrency: CONCURRENCY,
        timeBudgetMs: 600_000,
        allowPrivate: true,
      });
      const html = facts.pages.filter((p) => p.score !== null).length;
      return (
        `${facts.pages.length} URLs, ${html} pages checked (stop: ${facts.stopReason}), ` +
        `${facts.brokenLinks.length} broken, ${facts.redirectLinks.length} redirecting links, ` +
        `${facts.duplicateTitles.length} duplicate-title group(s), site score ${facts.siteScore?.toFixed(1) ?? '—'}`
      );
    };
  }

  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  const notes = await run();
  const wallMs = performance.now() - t0;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  report({
    variant,
    source,
    wallMs,
    startRss,
    peakRss,
    maxRss: process.resourceUsage().maxRSS * 1024,
    notes,
  });
}

function report(result: ChildResult): void {
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

// ---------------------------------------------------------------------------------------------------------
// The site.

const WORDS = (
  'oak table chair wood workshop design furniture kitchen dining room modern classic handmade ' +
  'quality finish delivery price size order craft maker board joint grain oil wax surface care ' +
  'the of and to in a is that for it as with was on be by this are from at or an have not which ' +
  'build choose natural strong light dark family home space style bench cabinet shelf drawer leg top'
).split(' ');
const CATEGORIES = ['tables', 'chairs', 'benches', 'cabinets', 'shelves', 'beds', 'desks', 'care', 'wood'];
const FOOTER = ['about', 'contact', 'privacy', 'terms'];
const ARTICLES = PAGES - 1 - CATEGORIES.length - FOOTER.length; // 986

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Site {
  pages: Map<string, Buffer>;
  redirects: Map<string, string>;
  robots: string;
  sitemap: string;
}

function buildSite(origin: string): Site {
  const r = rng(7);
  const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
  const word = (): string => WORDS[Math.floor(r() * WORDS.length)] as string;
  const sentence = (n: number): string => {
    const w = Array.from({ length: n }, word).join(' ');
    return `${w.charAt(0).toUpperCase()}${w.slice(1)}.`;
  };
  const para = (): string => Array.from({ length: int(3, 6) }, () => sentence(int(8, 19))).join(' ');

  const catOf = (j: number): string => CATEGORIES[j % CATEGORIES.length] as string;
  const articleSlugs = Array.from({ length: ARTICLES }, (_, j) => `${word()}-${word()}-${word()}-${j}`);
  const articleUrl = (j: number): string => `/c/${catOf(j)}/${articleSlugs[j] as string}`;
  const articleTitles = articleSlugs.map((s, j) =>
    // A few pages keep the CMS's template title (duplicate titles for the crawl checks).
    j % 97 === 5
      ? 'Untitled article | Oak Journal'
      : `${s.replace(/-\d+$/, '').replace(/-/g, ' ')} guide ${j} | Oak Journal`,
  );

  const pages = new Map<string, Buffer>();
  const redirects = new Map<string, string>();
  const nav = `<header><a href="/"><img src="/static/logo.png" alt="Oak Journal" width="120" height="40"></a><nav><ul><li><a href="/">Home</a></li>${CATEGORIES.map((c) => `<li><a href="/c/${c}/">${c}</a></li>`).join('')}</ul></nav></header>`;
  const footer = `<footer><ul>${FOOTER.map((f) => `<li><a href="/${f}">${f}</a></li>`).join('')}</ul><p>© 2026 Oak Journal. ${sentence(10)}</p></footer>`;
  const css = Array.from({ length: 90 }, (_, i) => `.c${i}{margin:${i % 7}px;padding:${i % 5}px}`).join('');

  function page(path: string, title: string, crumbs: string[], links: string[], target: number): void {
    const head = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${sentence(int(14, 22))}">
<link rel="canonical" href="${origin}${path}">
<meta property="og:title" content="${title}"><meta property="og:type" content="article">
<link rel="stylesheet" href="/static/site.css"><style>${css}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":${JSON.stringify(title)},"datePublished":"2026-01-10","author":{"@type":"Person","name":"Ann Smith"}}</script>
</head><body>${nav}<main><ol class="breadcrumb">${crumbs.map((c) => `<li><a href="${c}">${c === '/' ? 'Home' : (c.split('/')[2] ?? c)}</a></li>`).join('')}</ol><article><h1>${title.replace(/ \|.*$/, '')}</h1>`;
    const tail = `</article></main>${footer}<script src="/static/app.js" defer></script></body></html>`;
    const parts = [head];
    let size = head.length + tail.length;
    const pending = [...links];
    for (let section = 0; size < target || pending.length > 0; section++) {
      const chunk = [`<h2>${sentence(5)}</h2>`];
      for (let i = 0; i < 3; i++) {
        const href = i < 2 ? pending.shift() : undefined;
        chunk.push(
          href ? `<p>${para()} <a href="${href}">${word()} ${word()} ${word()}</a>.</p>` : `<p>${para()}</p>`,
        );
      }
      if (section % 3 === 0)
        chunk.push(
          `<figure><img src="/static/img/${int(0, 19)}.jpg" alt="${sentence(6)}" width="800" height="600" loading="lazy"><figcaption>${sentence(7)}</figcaption></figure>`,
        );
      if (section % 3 === 1)
        chunk.push(`<ul>${Array.from({ length: 5 }, () => `<li>${sentence(7)}</li>`).join('')}</ul>`);
      if (section % 4 === 2)
        chunk.push(
          `<table><tr><th>Size</th><th>Price</th></tr>${Array.from({ length: 4 }, (_, i) => `<tr><td>${120 + i * 40} cm</td><td>£${900 + i * 250}</td></tr>`).join('')}</table>`,
        );
      const html = chunk.join('\n');
      parts.push(html);
      size += html.length;
    }
    parts.push(tail);
    pages.set(path, Buffer.from(parts.join('\n')));
  }

  const target = (): number => int(20_000, 40_000);
  page(
    '/',
    'Oak Journal: handmade furniture, how it is made and how to care for it',
    [],
    Array.from({ length: 12 }, (_, k) => articleUrl(ARTICLES - 1 - k)),
    target(),
  );
  CATEGORIES.forEach((c, ci) => {
    const own = Array.from({ length: ARTICLES }, (_, j) => j).filter((j) => j % CATEGORIES.length === ci);
    page(
      `/c/${c}/`,
      `${c}: articles and guides | Oak Journal`,
      ['/'],
      own.slice(-15).reverse().map(articleUrl),
      target(),
    );
  });
  for (const f of FOOTER) page(`/${f}`, `${f} | Oak Journal`, ['/'], [], target());
  for (let j = 0; j < ARTICLES; j++) {
    const links = [articleUrl((j + 1) % ARTICLES), articleUrl((j + ARTICLES - 1) % ARTICLES)];
    const related = int(0, 12);
    for (let k = 0; k < related; k++) links.push(articleUrl(int(0, ARTICLES - 1)));
    if (j % 100 === 7) links.push(`/c/${catOf(j)}/removed-${j}`); // 404
    if (j % 100 === 13) {
      const to = int(0, ARTICLES - 1);
      redirects.set(`/old/${to}`, articleUrl(to));
      links.push(`/old/${to}`); // 301
    }
    if (j % 250 === 50) {
      const to = int(0, ARTICLES - 1);
      redirects.set(`/legacy/${to}`, `/old/${to}`);
      redirects.set(`/old/${to}`, articleUrl(to));
      links.push(`/legacy/${to}`); // 301 → 301
    }
    page(articleUrl(j), articleTitles[j] as string, ['/', `/c/${catOf(j)}/`], links, target());
  }

  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages.keys()].map((p) => `<url><loc>${origin}${p}</loc><lastmod>2026-01-10</lastmod></url>`).join('\n')}\n</urlset>\n`;
  const robots = `User-agent: *\nDisallow: /admin/\nDisallow: /search\n\nSitemap: ${origin}/sitemap.xml\n`;
  return { pages, redirects, robots, sitemap };
}

interface Counts {
  requests: number;
  /** Distinct HTML pages served with 200 to a GET (pages crawled). */
  htmlPages: number;
  /** GETs of HTML pages, repeats included (e.g. a redirect's target fetched again). */
  htmlGets: number;
  head: number;
  notFound: number;
  redirects: number;
}

async function serve(): Promise<{
  server: Server;
  origin: string;
  counts: Counts;
  reset: () => void;
  site: Site;
}> {
  const counts: Counts = { requests: 0, htmlPages: 0, htmlGets: 0, head: 0, notFound: 0, redirects: 0 };
  const served = new Set<string>();
  let site: Site | null = null;
  const asset = Buffer.alloc(2048, 0x20);
  const server = createServer((req, res) => {
    counts.requests++;
    if (req.method === 'HEAD') counts.head++;
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
    const html = site?.pages.get(path);
    const to = site?.redirects.get(path);
    if (html) {
      if (req.method === 'GET') {
        counts.htmlGets++;
        served.add(path);
        counts.htmlPages = served.size;
      }
      send(200, 'text/html; charset=utf-8', html);
    } else if (to) {
      counts.redirects++;
      send(301, 'text/html; charset=utf-8', '', { location: to });
    } else if (path === '/robots.txt') send(200, 'text/plain', site?.robots ?? '');
    else if (path === '/sitemap.xml') send(200, 'application/xml', site?.sitemap ?? '');
    else if (path === '/static/site.css') send(200, 'text/css', asset);
    else if (path === '/static/app.js') send(200, 'text/javascript', asset);
    else if (path.startsWith('/static/'))
      send(200, path.endsWith('.png') ? 'image/png' : 'image/jpeg', asset);
    else {
      counts.notFound++;
      send(404, 'text/html; charset=utf-8', '<!DOCTYPE html><title>Not found</title><h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site = buildSite(origin);
  const reset = (): void => {
    Object.assign(counts, { requests: 0, htmlPages: 0, htmlGets: 0, head: 0, notFound: 0, redirects: 0 });
    served.clear();
  };
  return { server, origin, counts, reset, site };
}

// ---------------------------------------------------------------------------------------------------------
// The parent: serve the site, run each variant N times in fresh children, print the table.

/** Extra node flags for the children, e.g. BENCH_CHILD_NODE_ARGS=--cpu-prof to profile each crawl. */
const extraNodeArgs = (process.env.BENCH_CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean);

function runChild(variant: Variant, origin: string): Promise<ChildResult> {
  const env = { ...process.env };
  for (const k of ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY']) delete env[k];
  const proc = spawn(
    process.execPath,
    [...process.execArgv, ...extraNodeArgs, fileURLToPath(import.meta.url), '--child', variant, origin],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    },
  );
  let out = '';
  proc.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  return new Promise((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (!line)
        reject(new Error(`${variant} child exited with ${code} and no result:\n${out.slice(-2000)}`));
      else resolve(JSON.parse(line.slice('RESULT '.length)) as ChildResult);
    });
  });
}

const MiB = (n: number): string => `${(n / 2 ** 20).toFixed(0)} MiB`;

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const { server, origin, counts, reset, site } = await serve();
  const bytes = [...site.pages.values()].reduce((s, b) => s + b.length, 0);
  console.log(
    `site: ${site.pages.size} pages, ${(bytes / site.pages.size / 1024).toFixed(1)} KiB a page on average, ${site.redirects.size} redirecting URLs, at ${origin}`,
  );

  const results: Record<Variant, Array<ChildResult & { counts: Counts }>> = { linkinator: [], engine: [] };
  for (let i = 0; i < runs; i++) {
    const order: Variant[] = i % 2 ? ['engine', 'linkinator'] : ['linkinator', 'engine'];
    for (const variant of order) {
      reset();
      const result = await runChild(variant, origin);
      const perSecond = result.pending
        ? ''
        : `, ${((counts.htmlPages / result.wallMs) * 1000).toFixed(1)} pages/s`;
      console.log(
        `run ${i + 1} ${variant}: ${result.pending ?? `${(result.wallMs / 1000).toFixed(2)} s${perSecond}, peak RSS ${MiB(result.peakRss)} (start ${MiB(result.startRss)}, ru_maxrss ${MiB(result.maxRss)}); server: ${counts.htmlPages} HTML pages served (${counts.htmlGets} GETs), ${counts.requests} requests (${counts.head} HEAD, ${counts.redirects} × 301, ${counts.notFound} × 404); ${result.notes}`}`,
      );
      results[variant].push({ ...result, counts: { ...counts } });
    }
  }
  server.close();

  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}, Linux ${release()}`;
  console.log(`\n${date} — ${machine}; concurrency ${CONCURRENCY}; median of ${runs} run(s)\n`);
  console.log(
    '| date | variant | HTML pages | requests | wall time | pages/s | peak RSS (sampled) | ru_maxrss |',
  );
  console.log(
    '| ---- | ------- | ---------- | -------- | --------- | ------- | ------------------ | --------- |',
  );
  for (const variant of ['linkinator', 'engine'] as const) {
    const rs = results[variant];
    const label =
      variant === 'linkinator'
        ? 'linkinator 7 `LinkChecker` (recurse)'
        : `engine \`crawlSite\` (${rs[0]?.source ?? '—'})`;
    if (rs.length === 0 || rs.some((r) => r.pending)) {
      console.log(`| ${date} | ${label} | _pending_ | | | | | |`);
      continue;
    }
    const pages = median(rs.map((r) => r.counts.htmlPages));
    const requests = median(rs.map((r) => r.counts.requests));
    const wall = median(rs.map((r) => r.wallMs));
    const rate = median(rs.map((r) => (r.counts.htmlPages / r.wallMs) * 1000));
    console.log(
      `| ${date} | ${label} | ${pages} | ${requests} | ${(wall / 1000).toFixed(2)} s | ${rate.toFixed(1)} | ${MiB(median(rs.map((r) => r.peakRss)))} | ${MiB(median(rs.map((r) => r.maxRss)))} |`,
    );
  }
}

if (process.argv[2] === '--child') await child(process.argv[3] as Variant, process.argv[4] as string);
else await main();
