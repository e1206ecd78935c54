/**
 * URL normalisation and the same-site test of the crawl. One URL, one key: the fragment dropped, the
 * host lower-cased and default ports removed (WHATWG serialisation does both), tracking parameters
 * stripped; nothing else is reordered or rewritten, since servers may answer /a and /a/ differently.
 */
import { siteOf } from '../gather/index.js';

/** Query parameters dropped by default: analytics and ad-click identifiers. */
export const DEFAULT_STRIP_PARAMS: readonly string[] = [
  'utm_*',
  'gclid',
  'fbclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  '_ga',
];

/** A predicate over parameter names; a trailing `*` matches a prefix, names are compared case-insensitively. */
export function paramMatcher(patterns: readonly string[]): (name: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const p of patterns) {
    const lower = p.toLowerCase();
    if (lower.endsWith('*')) prefixes.push(lower.slice(0, -1));
    else exact.add(lower);
  }
  return (name) => {
    const lower = name.toLowerCase();
    return exact.has(lower) || prefixes.some((prefix) => lower.startsWith(prefix));
  };
}

/**
 * The crawl key of an http(s) URL, or null when it is not one. `strip` decides which query parameters
 * go (default: DEFAULT_STRIP_PARAMS); the remaining ones keep their order and spelling.
 */
export function normalizeCrawlUrl(
  input: string,
  strip: (name: string) => boolean = defaultStrip,
  base?: string,
): string | null {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  if (url.search !== '') {
    // Rebuild the query by hand: URLSearchParams would re-encode the parameters we keep.
    const kept = url.search
      .slice(1)
      .split('&')
      .filter((pair) => {
        if (pair === '') return false;
        const name = pair.split('=')[0] ?? '';
        let decoded = name;
        try {
          decoded = decodeURIComponent(name.replace(/\+/g, ' '));
        } catch {
          // keep the raw name
        }
        return !strip(decoded);
      });
    url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  }
  return url.href;
}

const defaultStrip = paramMatcher(DEFAULT_STRIP_PARAMS);

/** The site of a URL: its registrable domain (private suffixes honoured), else its hostname (IPs, localhost). */
export function siteKey(url: string | URL): string | null {
  try {
    const parsed = typeof url === 'string' ? new URL(url) : url;
    return siteOf(parsed.hostname.toLowerCase());
  } catch {
    return null;
  }
}

/** Whether `url` is on the same site as `site` (a siteKey), whatever its scheme or subdomain. */
export function isSameSite(url: string, site: string): boolean {
  return siteKey(url) === site;
}

/** Extensions of link targets that are not HTML documents: status checked with HEAD, never parsed. */
const NON_HTML_EXTENSIONS = new Set([
  'pdf',
  'zip',
  'gz',
  'tgz',
  'rar',
  '7z',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'bmp',
  'tif',
  'tiff',
  'mp3',
  'mp4',
  'm4a',
  'webm',
  'ogg',
  'wav',
  'mov',
  'avi',
  'css',
  'js',
  'mjs',
  'json',
  'xml',
  'txt',
  'csv',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'exe',
  'dmg',
  'apk',
]);

/** A link target that is clearly not an HTML page, judged by the extension of its path. */
export function looksNonHtml(url: string): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  const ext = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1]?.toLowerCase();
  return ext !== undefined && NON_HTML_EXTENSIONS.has(ext);
}
