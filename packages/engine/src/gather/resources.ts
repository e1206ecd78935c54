/** The page's own resources (images, stylesheets, scripts) as the probes check them. Pure: no I/O. */
import type { PageFacts } from './page-facts.js';
import { linksByRel } from './page-facts.js';

/** Resolves an href against a base URL; null when it is not a valid URL. */
export function safeResolve(href: string, base: string): string | null {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return null;
  }
}

export interface ResourceRef {
  url: string;
  /** Source line of the first element that loads it. */
  line: number | null;
}

/** Resources of the page the probes check: images, stylesheets and scripts, deduplicated, http(s) only. */
export function resourceRefs(page: PageFacts): ResourceRef[] {
  const refs = new Map<string, ResourceRef>();
  const add = (href: string | undefined | null, line: number | null): void => {
    if (!href) return;
    const u = safeResolve(href, page.doc.baseUrl);
    if (!u || !/^https?:/.test(u)) return;
    const url = u.replace(/#.*$/, '');
    if (!refs.has(url)) refs.set(url, { url, line });
  };
  for (const img of page.images) if (img.kind !== 'role-img') add(img.src, img.line);
  for (const l of linksByRel(page, 'stylesheet')) add(l.attrs.href, l.line);
  for (const s of page.scripts) add(s.attrs.src, s.line);
  return [...refs.values()];
}
