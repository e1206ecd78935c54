/**
 * The generated site of bench/crawl-scale.ts, any size, each page built on request from its number (so a
 * 100,000-page site costs no memory): a home page and pages /p/1 … /p/N-1, each with a title, a
 * description, an h1, ~120 words of text from a seeded PRNG and 10–14 internal links — home, the two
 * children of a binary tree (every page reachable within ~log2 N clicks), the previous and next page and
 * 5 pseudo-random pages. Every 100th page also links to a removed page (404) and every 50th page keeps
 * the CMS's template title (duplicate titles). robots.txt lists sitemap.xml, which holds the first 50,000
 * pages (the crawler's cap on sitemap URLs).
 */
import { rng, WORDS } from './fixture.js';

export interface ScaleAnswer {
  status: number;
  type: string;
  body: string;
}

function words(seed: number, n: number): string {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(WORDS[Math.floor(r() * WORDS.length)] as string);
  return out.join(' ');
}

export function scalePage(i: number, pages: number): string {
  const r = rng(i * 7919 + 13);
  const links = new Set<number>([0, 2 * i + 1, 2 * i + 2, i - 1, i + 1]);
  for (let k = 0; k < 5; k++) links.add(Math.floor(r() * pages));
  const hrefs = [...links]
    .filter((j) => j >= 0 && j < pages && j !== i)
    .map((j) => (j === 0 ? '/' : `/p/${j}`));
  if (i % 100 === 7) hrefs.push(`/removed/${i}`);
  const topic = words(i, 4);
  const title = i % 50 === 25 ? 'Product | Scale Shop' : `${topic} ${i} | Scale Shop`;
  const text = words(i + 1_000_000, 120);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="description" content="${words(i + 2_000_000, 18)}.">
</head><body><header><a href="/">Scale Shop</a></header><main><h1>${topic}</h1><p>${text}.</p>
<ul>${hrefs.map((h) => `<li><a href="${h}">${h}</a></li>`).join('')}</ul></main></body></html>`;
}

/** The answer for a path of the N-page site. */
export function scaleAnswer(path: string, origin: string, pages: number): ScaleAnswer {
  const html = (body: string, status = 200): ScaleAnswer => ({
    status,
    type: 'text/html; charset=utf-8',
    body,
  });
  if (path === '/') return html(scalePage(0, pages));
  const m = /^\/p\/(\d+)$/.exec(path);
  if (m) {
    const i = Number(m[1]);
    if (i > 0 && i < pages) return html(scalePage(i, pages));
  }
  if (path === '/robots.txt') {
    return {
      status: 200,
      type: 'text/plain',
      body: `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    };
  }
  if (path === '/sitemap.xml') {
    const locs: string[] = [`<url><loc>${origin}/</loc></url>`];
    for (let i = 1; i < Math.min(pages, 50_000); i++) locs.push(`<url><loc>${origin}/p/${i}</loc></url>`);
    return {
      status: 200,
      type: 'application/xml',
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.join('')}</urlset>`,
    };
  }
  return html('<!DOCTYPE html><title>Not found</title><h1>Not found</h1>', 404);
}
