/**
 * Where the social area's inputs are declared on the page: Open Graph / X meta tags, icon links and the
 * web manifest link. Pure (no I/O), so the gatherer fetches exactly what the checks later judge.
 */
import type { ElementInfo, PageFacts } from '../page-facts.js';
import { collapse } from '../walk.js';

type MetaPage = Pick<PageFacts, 'metas'>;

/**
 * Meta tags of an Open Graph or X key. OGP specifies property=, but name= is common and X's own form;
 * platforms read both, and the key in any letter case.
 */
export function socialMetas(page: MetaPage, key: string): ElementInfo[] {
  const want = key.toLowerCase();
  return page.metas.filter((m) =>
    [m.attrs.property, m.attrs.name].some((v) => v?.trim().toLowerCase() === want),
  );
}

export interface SocialTag {
  /** The content attribute, whitespace-collapsed ('' when absent or blank). */
  content: string;
  line: number | null;
}

/** Every tag of the key, in document order. */
export function socialTags(page: MetaPage, key: string): SocialTag[] {
  return socialMetas(page, key).map((m) => ({ content: collapse(m.attrs.content ?? ''), line: m.line }));
}

/** The first tag of the key with non-blank content: the one platforms use. */
export function socialTag(page: MetaPage, key: string): SocialTag | null {
  return socialTags(page, key).find((t) => t.content !== '') ?? null;
}

export interface DeclaredUrl {
  /** The value as written (whitespace-collapsed). */
  href: string;
  /** Resolved http(s) URL, or null when the value does not resolve to one (data:, javascript:, garbage). */
  url: string | null;
  /** True when written as a full http(s):// URL, as the OGP spec and the platforms' scrapers expect. */
  absolute: boolean;
  line: number | null;
}

function declaredUrl(href: string, base: string, line: number | null): DeclaredUrl {
  let url: string | null = null;
  try {
    const resolved = new URL(href, base);
    if (resolved.protocol === 'http:' || resolved.protocol === 'https:') url = resolved.href;
  } catch {
    // Unparsable: url stays null and the checks say so.
  }
  return { href, url, absolute: /^https?:\/\//i.test(href), line };
}

/** The first og:image (og:image:url is the OGP alias of the same property), or null when none is declared. */
export function ogImageTag(page: Pick<PageFacts, 'metas' | 'doc'>): DeclaredUrl | null {
  const tag = socialTag(page, 'og:image') ?? socialTag(page, 'og:image:url');
  return tag ? declaredUrl(tag.content, page.doc.baseUrl, tag.line) : null;
}

export interface IconLink extends DeclaredUrl {
  /** rel as written, e.g. "shortcut icon". */
  rel: string;
  /** sizes / type attributes as written, null when absent. */
  sizes: string | null;
  type: string | null;
}

/** <link> elements with any of the rel tokens, in document order. */
export function iconLinks(page: Pick<PageFacts, 'links' | 'doc'>, rels: string[]): IconLink[] {
  const want = new Set(rels.map((r) => r.toLowerCase()));
  return page.links
    .filter((l) =>
      (l.attrs.rel ?? '')
        .toLowerCase()
        .split(/\s+/)
        .some((t) => want.has(t)),
    )
    .filter((l) => (l.attrs.href ?? '').trim() !== '')
    .map((l) => ({
      ...declaredUrl(collapse(l.attrs.href ?? ''), page.doc.baseUrl, l.line),
      rel: l.attrs.rel ?? '',
      sizes: l.attrs.sizes?.trim() || null,
      type: l.attrs.type?.trim().toLowerCase() || null,
    }));
}

/** Square sizes declared in a sizes attribute ("16x16 32x32" → [16, 32]); 'any' (scalable) is Infinity. */
export function declaredSizes(sizes: string | null): number[] {
  return (sizes ?? '')
    .toLowerCase()
    .split(/\s+/)
    .flatMap((token) => {
      if (token === 'any') return [Infinity];
      const m = /^(\d+)x(\d+)$/.exec(token);
      // A non-square entry counts by its smaller side: that is what fits a square slot.
      return m ? [Math.min(Number(m[1]), Number(m[2]))] : [];
    });
}

/** The first <link rel="manifest"> with an href: browsers use only that one. */
export function manifestLink(page: Pick<PageFacts, 'links' | 'doc'>): DeclaredUrl | null {
  return iconLinks(page, ['manifest'])[0] ?? null;
}
