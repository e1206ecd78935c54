/**
 * The generated 1,000-page site of bench/crawl.ts (deterministic, seeded PRNG): a home page, 9 category
 * pages, 4 footer pages and 986 articles, 20–40 KB each, with navigation, breadcrumbs, a footer, related
 * links, shared images, 404 and 301 links, a sitemap and a robots.txt. Also used to profile the per-page
 * analysis on realistic pages.
 */
import { rng, WORDS } from './fixture.js';

export const PAGES = 1000;

const CATEGORIES = ['tables', 'chairs', 'benches', 'cabinets', 'shelves', 'beds', 'desks', 'care', 'wood'];
const FOOTER = ['about', 'contact', 'privacy', 'terms'];
const ARTICLES = PAGES - 1 - CATEGORIES.length - FOOTER.length; // 986

export interface Site {
  pages: Map<string, Buffer>;
  redirects: Map<string, string>;
  robots: string;
  sitemap: string;
}

export function buildSite(origin: string): Site {
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
