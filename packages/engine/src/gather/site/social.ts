/**
 * Site-level facts: social previews and icons. The og:image as a preview scraper fetches it, the favicon
 * and Apple touch icon as browsers find them (declared links, else the conventional root paths), and the
 * linked web manifest. Everything is fetched concurrently through the site context (SSRF guard, limits,
 * budget); what could not be fetched is recorded with its error code, never dropped.
 */
import type { SiteContext } from './context.js';
import { fetchImage, type FetchedImage } from './social-image.js';
import { fetchManifest, type ManifestFacts } from './social-manifest.js';
import { declaredSizes, iconLinks, manifestLink, ogImageTag, type IconLink } from './social-tags.js';

export type { FetchedImage } from './social-image.js';
export type { ManifestFacts, ManifestIcon } from './social-manifest.js';
export type { IconLink } from './social-tags.js';

export interface OgImageFacts extends FetchedImage {
  /** The og:image content as written on the page. */
  declared: string;
}

export interface FetchedIcon extends FetchedImage {
  /** 'declared': a <link> of the page; 'default': the conventional path (/favicon.ico, /apple-touch-icon.png). */
  source: 'declared' | 'default';
}

export interface IconFacts {
  /** The page's <link> candidates, in document order (those with a non-http href included, not fetched). */
  declared: IconLink[];
  /**
   * Fetches in the order tried: declared candidates best first, until one is an image answering 200 (at
   * most MAX_DECLARED_TRIES), then the default path when none was.
   */
  fetched: FetchedIcon[];
}

export interface SocialFacts {
  /** The first og:image, fetched; null when the page declares none or its value is not an http(s) URL. */
  ogImage: OgImageFacts | null;
  /** <link rel="icon"> / "shortcut icon", else /favicon.ico. */
  favicon: IconFacts;
  /** <link rel="apple-touch-icon"> / "-precomposed", else /apple-touch-icon.png. */
  appleTouchIcon: IconFacts;
  /** The first <link rel="manifest">, fetched and parsed; null when the page links none. */
  manifest: ManifestFacts | null;
  /**
   * Same-origin <img> files without a width or height attribute, fetched and measured (the first
   * MEASURED_IMAGES), so the fix can give their intrinsic size. Absent in reports of older versions.
   */
  images?: FetchedImage[];
}

/** How many same-origin images without a size are measured (each at most IMAGE_MAX_BYTES). */
export const MEASURED_IMAGES = 6;

/** The same-origin <img> URLs missing width or height, in page order, once each. */
function unsizedImages(page: SiteContext['page']): string[] {
  const urls = page.images
    .filter((i) => i.kind === 'img' && i.url && (i.attrs.width === undefined || i.attrs.height === undefined))
    .map((i) => i.url!)
    // Same origin, and not the page itself (an empty src resolves to it).
    .filter((u) => new URL(u).origin === page.url.origin && u.replace(/#.*$/, '') !== page.url.href);
  return [...new Set(urls)].slice(0, MEASURED_IMAGES);
}

const MAX_DECLARED_TRIES = 3;

/** True when a fetched icon is usable: 200 and an image by its Content-Type or its bytes. */
export function isUsableImage(f: FetchedImage): boolean {
  return f.status === 200 && ((f.contentType?.startsWith('image/') ?? false) || f.format !== null);
}

const isSvg = (l: IconLink): boolean =>
  l.type === 'image/svg+xml' || (l.url !== null && /\.svg$/i.test(new URL(l.url).pathname));

/**
 * Best first: for favicons a scalable SVG, then the largest declared size that is a multiple of 48 (what
 * Google asks for), then the largest; for touch icons the largest. Ties keep document order.
 */
function rank(links: IconLink[], kind: 'favicon' | 'touch'): IconLink[] {
  const score = (l: IconLink): number[] => {
    const sizes = declaredSizes(l.sizes).filter(Number.isFinite);
    const largest = Math.max(0, ...sizes);
    if (kind === 'touch') return [largest];
    const good = sizes.some((s) => s >= 48 && s % 48 === 0);
    return [isSvg(l) || declaredSizes(l.sizes).includes(Infinity) ? 1 : 0, good ? 1 : 0, largest];
  };
  const scored = links.filter((l) => l.url !== null).map((l) => ({ l, s: score(l) }));
  const cmp = (a: number[], b: number[]): number => {
    for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (b[i] ?? 0) - (a[i] ?? 0);
    return 0;
  };
  return scored.sort((a, b) => cmp(a.s, b.s)).map((x) => x.l);
}

async function gatherIcons(
  ctx: SiteContext,
  declared: IconLink[],
  kind: 'favicon' | 'touch',
  defaultPath: string,
): Promise<IconFacts> {
  const fetched: FetchedIcon[] = [];
  const distinct = [...new Map(rank(declared, kind).map((l) => [l.url, l])).values()];
  for (const link of distinct.slice(0, MAX_DECLARED_TRIES)) {
    const f: FetchedIcon = { ...(await fetchImage(ctx, link.url ?? '')), source: 'declared' };
    fetched.push(f);
    if (isUsableImage(f)) return { declared, fetched };
  }
  const fallback = new URL(defaultPath, ctx.page.url.origin).href;
  // A declared link to the default path was already tried: do not report the same request twice.
  if (!fetched.some((f) => f.url === fallback)) {
    fetched.push({ ...(await fetchImage(ctx, fallback)), source: 'default' });
  }
  return { declared, fetched };
}

export async function gatherSocial(ctx: SiteContext): Promise<SocialFacts> {
  const page = ctx.page;
  const og = ogImageTag(page);
  const manifest = manifestLink(page);
  const [ogImage, favicon, appleTouchIcon, manifestFacts, images] = await Promise.all([
    og?.url ? fetchImage(ctx, og.url).then((f) => ({ ...f, declared: og.href })) : null,
    gatherIcons(ctx, iconLinks(page, ['icon']), 'favicon', '/favicon.ico'),
    gatherIcons(
      ctx,
      iconLinks(page, ['apple-touch-icon', 'apple-touch-icon-precomposed']),
      'touch',
      '/apple-touch-icon.png',
    ),
    manifest ? fetchManifest(ctx, manifest) : null,
    Promise.all(unsizedImages(page).map((url) => fetchImage(ctx, url))),
  ]);
  return { ogImage, favicon, appleTouchIcon, manifest: manifestFacts, images };
}
