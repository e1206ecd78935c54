/** URL helpers shared by the checks of every category. */

/** Absolute URL of `href` against `base`, or null when it does not parse. */
export function resolveHref(href: string, base: string): URL | null {
  try {
    return new URL(href.trim(), base);
  } catch {
    return null;
  }
}

/**
 * Same resource: compared after WHATWG serialisation (host case, default port, escapes), fragment
 * ignored; `ignoreTrailingSlash` also equates /blog and /blog/, which sites serve interchangeably.
 */
export function sameUrl(a: string, b: string, options: { ignoreTrailingSlash?: boolean } = {}): boolean {
  return (
    comparable(a, options.ignoreTrailingSlash ?? false) ===
    comparable(b, options.ignoreTrailingSlash ?? false)
  );
}

function comparable(absolute: string, ignoreTrailingSlash: boolean): string {
  try {
    const url = new URL(absolute.trim());
    url.hash = '';
    if (ignoreTrailingSlash && url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
    return url.href;
  } catch {
    return absolute.trim();
  }
}

/** A URL as served: WHATWG serialisation without the fragment (unparsable input is returned trimmed). */
export function normaliseUrl(url: string): string {
  return comparable(url, false);
}
