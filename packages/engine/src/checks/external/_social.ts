/**
 * Shared by the social-preview and icon checks: the n/a outcome when the social facts are missing, and
 * one way of describing a fetched image in items and messages, so "404" or "200 text/html" reads the
 * same across og-image, favicon and apple-touch-icon.
 */
import type { PageArtifact } from '../../artifact.js';
import {
  isUsableImage,
  type FetchedIcon,
  type FetchedImage,
  type IconFacts,
} from '../../gather/site/social.js';
import { clip } from '../format.js';
import { notApplicable, type CheckItem, type CheckOutcome } from '../types.js';

/** Why the social facts are absent: the site phase did not run, or the social gatherer failed. */
export function factsMissing(page: Pick<PageArtifact, 'site'>): CheckOutcome {
  const failed = page.site?.failed.find((f) => f.area === 'social');
  return failed ? notApplicable('gatherFailed', { reason: failed.reason }) : notApplicable('siteNotRun');
}

/** The n/a messages of factsMissing(), spread into each check's strings. */
export const FACTS_MISSING = {
  en: {
    siteNotRun: 'Not checked: the site requests (social image, icons, manifest) did not run in this audit.',
    gatherFailed: 'Not checked: fetching the social image, icons and manifest failed ({reason}).',
  },
  es: {
    siteNotRun:
      'No comprobado: las peticiones del sitio (imagen social, iconos, manifiesto) no se hicieron en esta auditoría.',
    gatherFailed:
      'No comprobado: falló la obtención de la imagen social, los iconos y el manifiesto ({reason}).',
  },
  fr: {
    siteNotRun:
      'Non vérifié : les requêtes du site (image sociale, icônes, manifeste) n’ont pas été faites lors de cet audit.',
    gatherFailed:
      'Non vérifié : la récupération de l’image sociale, des icônes et du manifeste a échoué ({reason}).',
  },
} as const;

/** What the URL answered: "404", "TIMEOUT", "301 → https://example.com/a.png (200)". */
export function statusFact(f: Pick<FetchedImage, 'status' | 'error' | 'redirects' | 'finalUrl'>): string {
  if (f.status === null) return f.error ?? 'NO_RESPONSE';
  if (f.redirects.length === 0) return String(f.status);
  return `${f.redirects.join(' → ')} → ${f.finalUrl} (${f.status})`;
}

/** "1200×630" (a string, so the runner does not format it as "1,200"). */
export const dimensions = (f: Pick<FetchedImage, 'width' | 'height'>): string =>
  `${f.width ?? '?'}×${f.height ?? '?'}`;

/** Everything known about a fetched image, for an item note: "200, image/png, 32×32 png, 1534 bytes". */
export function imageNote(f: FetchedImage): string {
  const parts = [statusFact(f)];
  if (f.status === null) return parts.join('');
  if (f.contentType !== null) parts.push(f.contentType);
  // Size facts describe the image only when the answer was the image, not an error page.
  if (f.status >= 200 && f.status < 300) {
    if (f.width !== null) parts.push(`${dimensions(f)}${f.format ? ` ${f.format}` : ''}`);
    else if (f.dimensionsError) parts.push(f.dimensionsError);
    if (f.bytes !== null) parts.push(`${f.bytes} bytes`);
  }
  return parts.join(', ');
}

/** Megabytes with one decimal, a number so the runner formats it per language. */
export const megabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** A square image at least `min` px on each side. */
export const squareAtLeast = (f: Pick<FetchedImage, 'width' | 'height'>, min: number): boolean =>
  f.width !== null && f.width === f.height && f.width >= min;

/** Scalable: SVG by its bytes or its Content-Type. */
export const isSvg = (f: FetchedImage): boolean => f.format === 'svg' || f.contentType === 'image/svg+xml';

/** The icon the browser ends up with (the first usable fetch), and every failed attempt as an item. */
export function iconVerdict(icons: IconFacts): {
  usable: FetchedIcon | null;
  failed: FetchedIcon[];
  items: CheckItem[];
  /** True when nothing usable was found and some request was skipped by the time budget: unknown, not absent. */
  skipped: boolean;
} {
  const usable = icons.fetched.find(isUsableImage) ?? null;
  const failed = icons.fetched.filter((f) => f !== usable);
  const lineOf = (url: string): number | null => icons.declared.find((d) => d.url === url)?.line ?? null;
  const items = failed.map((f) => ({ value: f.url, note: imageNote(f), line: lineOf(f.url) }));
  // Declared data: icons are not fetched; list them so the report says why they did not count.
  for (const d of icons.declared) {
    if (d.url === null) items.push({ value: clip(d.href, 60), note: 'not an http(s) URL', line: d.line });
  }
  const skipped = usable === null && icons.fetched.some((f) => f.error === 'SKIPPED');
  return { usable, failed, items, skipped };
}
