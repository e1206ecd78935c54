/**
 * The generated site of bench/crawl-scale.ts, any size, each page built on request from its number (so a
 * 100,000-page site costs no memory): a home page and pages /p/1 … /p/N-1, each with a title, a
 * description, an h1, ~120 words of text from a seeded PRNG and 10–14 internal links — home, the two
 * children of a binary tree (every page reachable within ~log2 N clicks), the previous and next page and
 * 5 pseudo-random pages. Every 100th page also links to a removed page (404) and every 50th page keeps
 * the CMS's template title (duplicate titles). robots.txt lists sitemap.xml, which holds the first 50,000
 * pages (the crawler's cap on sitemap URLs).
 *
 * The "similar" site (issue 22) is the template-heavy kind instead — tag archives, faceted listings, thin
 * product variants: each page a title, an h1, the same ~120 words from one vocabulary with one word
 * changed per page, and 5 internal links (home and a 4-ary tree, so every page is within ~log4 N clicks,
 * or pseudo-random pages on the tree's leaves). Nearly every page is a near duplicate of every other.
 */
import { rng, WORDS } from './fixture.js';

export type ScaleSite = 'varied' | 'similar';

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

/** What a generated page holds; its HTML and its main text (what SimHash reads) are built from it. */
export interface ScaleParts {
  title: string;
  description: string;
  h1: string;
  text: string;
  links: Array<{ href: string; label: string }>;
}

function variedParts(i: number, pages: number): ScaleParts {
  const r = rng(i * 7919 + 13);
  const links = new Set<number>([0, 2 * i + 1, 2 * i + 2, i - 1, i + 1]);
  for (let k = 0; k < 5; k++) links.add(Math.floor(r() * pages));
  const hrefs = [...links]
    .filter((j) => j >= 0 && j < pages && j !== i)
    .map((j) => (j === 0 ? '/' : `/p/${j}`));
  if (i % 100 === 7) hrefs.push(`/removed/${i}`);
  const topic = words(i, 4);
  return {
    title: i % 50 === 25 ? 'Product | Scale Shop' : `${topic} ${i} | Scale Shop`,
    description: `${words(i + 2_000_000, 18)}.`,
    h1: topic,
    text: `${words(i + 1_000_000, 120)}.`,
    links: hrefs.map((href) => ({ href, label: href })),
  };
}

/** The template's text, shared by every page of the similar site. */
const TEMPLATE = words(424_242, 120).split(' ');

function similarParts(i: number, pages: number): ScaleParts {
  const r = rng(i * 104_729 + 7);
  const links = new Set<number>([0]);
  for (let k = 1; k <= 4; k++) if (4 * i + k < pages) links.add(4 * i + k);
  for (let tries = 0; links.size < 5 && tries < 20; tries++) {
    const j = Math.floor(r() * pages);
    if (j !== i) links.add(j);
  }
  const text = [...TEMPLATE];
  // One word of the template changes from page to page.
  text[i % 120] = WORDS[i % WORDS.length]!;
  const name = `Product ${i}`;
  return {
    title: `${name} | Similar Shop`,
    description: `${name}: ${TEMPLATE.slice(0, 18).join(' ')}.`,
    h1: name,
    text: `${text.join(' ')}.`,
    links: [...links]
      .filter((j) => j !== i)
      .map((j) => ({ href: j === 0 ? '/' : `/p/${j}`, label: 'Related item' })),
  };
}

export function scaleParts(i: number, pages: number, site: ScaleSite = 'varied'): ScaleParts {
  return site === 'similar' ? similarParts(i, pages) : variedParts(i, pages);
}

/** The page's main text as the engine extracts it (h1, paragraph, link texts), for bench/near-duplicates.ts. */
export function scaleMainText(parts: ScaleParts): string {
  return [parts.h1, parts.text, ...parts.links.map((l) => l.label)].join('\n');
}

export function scalePage(i: number, pages: number, site: ScaleSite = 'varied'): string {
  const p = scaleParts(i, pages, site);
  const shop = site === 'similar' ? 'Similar Shop' : 'Scale Shop';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.title}</title><meta name="description" content="${p.description}">
</head><body><header><a href="/">${shop}</a></header><main><h1>${p.h1}</h1><p>${p.text}</p>
<ul>${p.links.map((l) => `<li><a href="${l.href}">${l.label}</a></li>`).join('')}</ul></main></body></html>`;
}

/** The answer for a path of the N-page site. */
export function scaleAnswer(
  path: string,
  origin: string,
  pages: number,
  site: ScaleSite = 'varied',
): ScaleAnswer {
  const page = (i: number, n: number): string => scalePage(i, n, site);
  const html = (body: string, status = 200): ScaleAnswer => ({
    status,
    type: 'text/html; charset=utf-8',
    body,
  });
  if (path === '/') return html(page(0, pages));
  const m = /^\/p\/(\d+)$/.exec(path);
  if (m) {
    const i = Number(m[1]);
    if (i > 0 && i < pages) return html(page(i, pages));
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
