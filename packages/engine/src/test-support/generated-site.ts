/**
 * Test helper: a deterministic local site of hundreds of pages for the crawler, on a real HTTP server.
 *
 * Layout (N = options.pages content pages /p/0 … /p/N-1, linked as a 4-ary tree from the home page):
 * - every 10th content page shares the template title "Catalogue | Generated Shop" and one description;
 * - /near/a and /near/b differ by two words (near duplicates), /copy/a and /copy/b are identical (exact);
 *   /canon/a and /canon/b are identical but /canon/b declares /canon/a canonical (not a finding);
 *   /canon/c declares /canon/b canonical (a canonical chain c → b → a);
 * - /r/1 → /r/2 → /r/3 → /p/1 (a three-hop chain), /loop/a ↔ /loop/b (a redirect loop);
 * - /missing (404, linked from three pages) and http://127.0.0.1:<closed port>/gone (connection refused);
 * - robots.txt disallows /private/ (linked from home) and sets a Crawl-delay (options.crawlDelay seconds);
 * - the sitemap lists home and the content pages except every 7th (from 3), plus /orphan (linked nowhere);
 * - home links to /nofollow/target with rel=nofollow only; /meta-nofollow has a robots nofollow meta
 *   and is the only page linking to /meta-nofollow/target;
 * - /en/, /es/, /fr/ are an hreflang cluster where /fr/ lacks the return link to /es/;
 * - /deep/1 → … → /deep/8 is a chain of ever deeper pages; /files/guide.pdf is a non-HTML target;
 * - links carry tracking parameters and fragments now and then (/p/1?utm_source=x#top).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { freePort, startTestServer, type TestServer } from './test-server.js';

export interface GeneratedSiteOptions {
  /** Content pages /p/0 … /p/N-1. Default 300. */
  pages?: number;
  /** Crawl-delay in seconds for User-agent: * (omitted when 0). Default 0. */
  crawlDelay?: number;
  /** Extra hrefs linked from the home page (e.g. a private address for the SSRF test). */
  extraLinks?: string[];
  /** Delay before each HTML answer, ms (time-budget tests). Default 0. */
  latencyMs?: number;
  /** Serve under this origin in links and the sitemap instead of the server's own (host mapping tests). */
  publicOrigin?: string;
}

export interface GeneratedSite {
  /** The origin links and the sitemap use. */
  origin: string;
  url(path: string): string;
  server: TestServer;
  /** Paths the site serves as HTML pages reachable by following links (robots-allowed, followed links). */
  expected: {
    contentPages: number;
    templateTitle: string;
    templateTitlePages: string[];
    disallowedPrefix: string;
    nofollowTargets: string[];
    brokenPaths: string[];
    refusedUrl: string;
    orphan: string;
    notInSitemap: string[];
    nearDuplicates: [string, string];
    exactDuplicates: [string, string];
    canonicalPair: [string, string];
    /** /canon/c → /canon/b → /canon/a. */
    canonicalChain: [string, string, string];
  };
  close(): Promise<void>;
}

/** Deterministic pseudo-random numbers (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'ti',
  'vo',
  'ba',
  'de',
  'fi',
  'go',
  'pu',
  'ze',
  'ho',
  'ja',
];

/** A paragraph of `words` made-up words, the same for the same seed. */
export function prose(seed: number, words = 160): string {
  const rnd = prng(seed);
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const n = 2 + Math.floor(rnd() * 3);
    let w = '';
    for (let j = 0; j < n; j++) w += SYLLABLES[Math.floor(rnd() * SYLLABLES.length)];
    out.push(w);
  }
  return `${out.join(' ')}.`;
}

interface PageSpec {
  title: string;
  description?: string;
  body: string;
  links?: string[];
  head?: string;
  lang?: string;
  /** The <h1>; default the title. */
  h1?: string;
}

function render(p: PageSpec): string {
  const links = (p.links ?? []).map((l) => (l.startsWith('<') ? l : `<a href="${l}">${l}</a>`)).join('\n');
  return `<!DOCTYPE html><html lang="${p.lang ?? 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.title}</title>
${p.description ? `<meta name="description" content="${p.description}">` : ''}
${p.head ?? ''}</head><body><header><nav><a href="/">Home</a></nav></header>
<main><h1>${p.h1 ?? p.title}</h1><p>${p.body}</p></main>
<footer>${links}</footer></body></html>`;
}

export async function startGeneratedSite(options: GeneratedSiteOptions = {}): Promise<GeneratedSite> {
  const n = options.pages ?? 300;
  const refusedPort = await freePort();
  const refusedUrl = `http://127.0.0.1:${refusedPort}/gone`;
  const pages = new Map<string, PageSpec>();
  const templateTitle = 'Catalogue | Generated Shop';
  const templateTitlePages: string[] = [];
  const notInSitemap: string[] = [];

  const contentLinks = (i: number): string[] => {
    const links: string[] = [];
    for (let c = 4 * i + 1; c <= 4 * i + 4 && c < n; c++) links.push(`/p/${c}`);
    if (i > 0) links.push(`/p/${Math.floor((i - 1) / 4)}`);
    if (i % 50 === 7) links.push('/missing');
    if (i === 2) links.push('/p/1?utm_source=newsletter#top', '/r/1');
    return links;
  };
  for (let i = 0; i < n; i++) {
    const template = i % 10 === 0 && i > 0;
    if (template) templateTitlePages.push(`/p/${i}`);
    if (i % 7 === 3) notInSitemap.push(`/p/${i}`);
    pages.set(`/p/${i}`, {
      title: template ? templateTitle : `Product ${i} – Generated Shop`,
      description: template ? 'Browse our catalogue.' : `All about product ${i}, its uses and its care.`,
      body: prose(1000 + i),
      links: contentLinks(i),
    });
  }
  const nearText = prose(7);
  const nearWords = nearText.split(' ');
  nearWords[40] = 'different';
  nearWords[120] = 'altered';
  const copyText = prose(8);
  const canonText = prose(9);
  const home = [
    ...(n > 0 ? ['/p/0'] : []),
    '/private/secret',
    '<a rel="nofollow" href="/nofollow/target">sponsored</a>',
    '/meta-nofollow',
    '/near/a',
    '/near/b',
    '/copy/a',
    '/copy/b',
    '/canon/a',
    '/canon/b',
    '/canon/c',
    '/loop/a',
    '/missing',
    refusedUrl,
    '/en/',
    '/deep/1',
    '/files/guide.pdf',
    ...(options.extraLinks ?? []),
  ];
  pages.set('/', {
    title: 'Generated Shop',
    description: 'A generated shop for crawl tests.',
    body: prose(1),
    links: home,
  });
  pages.set('/private/secret', { title: 'Private', body: prose(2), links: ['/private/deeper'] });
  pages.set('/private/deeper', { title: 'Private deeper', body: prose(3) });
  pages.set('/nofollow/target', { title: 'Nofollow target', body: prose(4) });
  pages.set('/meta-nofollow', {
    title: 'Meta nofollow',
    description: 'A page whose links are not followed.',
    head: '<meta name="robots" content="nofollow">',
    body: prose(5),
    links: ['/meta-nofollow/target'],
  });
  pages.set('/meta-nofollow/target', { title: 'Meta nofollow target', body: prose(6) });
  pages.set('/near/a', { title: 'Near A', description: 'Near A.', body: nearText, links: ['/missing'] });
  pages.set('/near/b', { title: 'Near B', description: 'Near B.', body: nearWords.join(' ') });
  pages.set('/copy/a', { title: 'Copy A', description: 'Copy A.', h1: 'Copy', body: copyText });
  pages.set('/copy/b', { title: 'Copy B', description: 'Copy B.', h1: 'Copy', body: copyText });
  pages.set('/canon/a', { title: 'Canon A', description: 'Canon A.', body: canonText });
  pages.set('/canon/b', {
    title: 'Canon B',
    description: 'Canon B.',
    body: canonText,
    head: '<link rel="canonical" href="/canon/a">',
  });
  pages.set('/canon/c', {
    title: 'Canon C',
    description: 'Canon C.',
    body: canonText,
    head: '<link rel="canonical" href="/canon/b">',
  });
  pages.set('/orphan', { title: 'Orphan', description: 'Nobody links here.', body: prose(10) });
  const hreflang = (except: string[] = []): string =>
    ['en', 'es', 'fr']
      .filter((l) => !except.includes(l))
      .map((l) => `<link rel="alternate" hreflang="${l}" href="/${l}/">`)
      .join('');
  pages.set('/en/', { title: 'English', body: prose(11), head: hreflang(), links: ['/es/', '/fr/'] });
  pages.set('/es/', { title: 'Español', body: prose(12), head: hreflang(), lang: 'es', links: ['/en/'] });
  pages.set('/fr/', {
    title: 'Français',
    body: prose(13),
    head: hreflang(['es']),
    lang: 'fr',
    links: ['/en/'],
  });
  for (let d = 1; d <= 8; d++) {
    pages.set(`/deep/${d}`, {
      title: `Deep ${d}`,
      description: `Level ${d}.`,
      body: prose(100 + d),
      links: d < 8 ? [`/deep/${d + 1}`] : [],
    });
  }

  const redirects: Record<string, [number, string]> = {
    '/r/1': [301, '/r/2'],
    '/r/2': [302, '/r/3'],
    '/r/3': [301, '/p/1'],
    '/loop/a': [301, '/loop/b'],
    '/loop/b': [301, '/loop/a'],
  };
  const origin = (server: TestServer): string => options.publicOrigin ?? server.origin;

  const robots = [
    'User-agent: *',
    'Disallow: /private/',
    ...(options.crawlDelay ? [`Crawl-delay: ${options.crawlDelay}`] : []),
    '',
  ];
  let server: TestServer | null = null;
  const sitemap = (): string => {
    const base = origin(server!);
    const listed = [
      '/',
      ...[...pages.keys()].filter((p) => p.startsWith('/p/') && !notInSitemap.includes(p)),
      '/orphan',
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
      .map((p) => `<url><loc>${base}${p}</loc></url>`)
      .join('\n')}\n</urlset>`;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end([...robots, `Sitemap: ${origin(server!)}/sitemap.xml`].join('\n'));
      return;
    }
    if (path === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(sitemap());
      return;
    }
    if (path === '/files/guide.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': 4 });
      res.end(req.method === 'HEAD' ? undefined : '%PDF');
      return;
    }
    const hop = redirects[path];
    if (hop) {
      res.writeHead(hop[0], { location: hop[1] });
      res.end();
      return;
    }
    const spec = pages.get(path);
    if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
    if (!spec) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(render({ title: 'Not found', body: 'This page does not exist.' }));
      return;
    }
    const body = Buffer.from(render(spec), 'utf8');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  server = await startTestServer({}, { fallback: handle });
  const base = origin(server);
  return {
    origin: base,
    url: (path) => new URL(path, base).href,
    server,
    expected: {
      contentPages: n,
      templateTitle,
      templateTitlePages,
      disallowedPrefix: '/private/',
      nofollowTargets: ['/nofollow/target', '/meta-nofollow/target'],
      brokenPaths: ['/missing'],
      refusedUrl,
      orphan: '/orphan',
      notInSitemap,
      nearDuplicates: ['/near/a', '/near/b'],
      exactDuplicates: ['/copy/a', '/copy/b'],
      canonicalPair: ['/canon/a', '/canon/b'],
      canonicalChain: ['/canon/c', '/canon/b', '/canon/a'],
    },
    close: () => server.close(),
  };
}
