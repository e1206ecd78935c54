/**
 * Per-route title, meta description, canonical and robots (issue 5): one table used by the prerender
 * (raw HTML, what crawlers and Rankscope's own audit read) and by the client on navigation.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type PageKey =
  'home' | 'features' | 'pricing' | 'resources' | 'notFound' | 'shared' | 'report' | 'monitors';

/** The routes that are indexed, in sitemap order. */
export const INDEXED_ROUTES: ReadonlyArray<{ path: string; page: PageKey }> = [
  { path: '/', page: 'home' },
  { path: '/features', page: 'features' },
  { path: '/pricing', page: 'pricing' },
  { path: '/resources', page: 'resources' },
];

/** The pages on which ads may load (spec.md §2: the four known routes). */
export const AD_PAGES: ReadonlySet<PageKey> = new Set(['home', 'features', 'pricing', 'resources']);

export interface HeadData {
  title: string;
  description: string;
  /** Path of the canonical URL (made absolute with the origin), null for pages without one. */
  canonicalPath: string | null;
  noindex: boolean;
}

type T = (key: string) => string;

export function headFor(page: PageKey, t: T): HeadData {
  const path = INDEXED_ROUTES.find((r) => r.page === page)?.path ?? null;
  return {
    title: t(`meta.${page}.title`),
    description: t(`meta.${page}.description`),
    canonicalPath: path,
    noindex: path === null,
  };
}

/** Placeholder the server replaces with its public origin (PUBLIC_URL, else the request's origin). */
export const ORIGIN_PLACEHOLDER = '%RANKSCOPE_ORIGIN%';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The head tags as HTML, for the prerender. */
export function headHtml(h: HeadData, lang: string): string {
  const tags = [
    `<title>${esc(h.title)}</title>`,
    `<meta name="description" content="${esc(h.description)}" />`,
    h.canonicalPath ? `<link rel="canonical" href="${ORIGIN_PLACEHOLDER}${h.canonicalPath}" />` : '',
    h.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:title" content="${esc(h.title)}" />`,
    `<meta property="og:description" content="${esc(h.description)}" />`,
    `<meta property="og:type" content="website" />`,
    h.canonicalPath ? `<meta property="og:url" content="${ORIGIN_PLACEHOLDER}${h.canonicalPath}" />` : '',
    `<meta property="og:image" content="${ORIGIN_PLACEHOLDER}/og-image.png" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta property="og:locale" content="${lang}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

function setMeta(selector: string, create: () => HTMLElement, attr: string, value: string | null): void {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/** Keeps the document head in step with the current page and language. */
export function usePageHead(page: PageKey): void {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    const h = headFor(page, t);
    document.title = h.title;
    document.documentElement.lang = i18n.language;
    const meta = (name: string) => () => Object.assign(document.createElement('meta'), { name });
    setMeta('meta[name="description"]', meta('description'), 'content', h.description);
    setMeta('meta[name="robots"]', meta('robots'), 'content', h.noindex ? 'noindex' : null);
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      h.canonicalPath ? new URL(h.canonicalPath, window.location.origin).href : null,
    );
  }, [page, t, i18n.language]);
}
