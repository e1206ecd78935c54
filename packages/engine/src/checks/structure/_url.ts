/**
 * URL helpers shared by the structure checks: naming the audited URL, reading path
 * segments and the page's pagination links.
 */
import type { ElementInfo, PageArtifact } from '../../artifact.js';
import { linksByRel } from '../../artifact.js';
import { sameUrl } from '../../gather/urls.js';
import { pass, warn, type CheckOutcome } from '../types.js';

type Values = Record<string, string | number>;

/**
 * The audited (final) URL as the `url` value, and — when the fetch was redirected — the requested URL
 * as `requested` with the `<key>Redirected` message variant, so the user sees which URL was judged.
 */
export function auditedUrl(
  page: Pick<PageArtifact, 'url' | 'fetch'>,
  key: string,
  values: Values = {},
): { key: string; values: Values } {
  const url = page.url.href;
  const requested = page.fetch.requestedUrl;
  if (sameUrl(requested, url)) return { key, values: { ...values, url } };
  return { key: `${key}Redirected`, values: { ...values, url, requested } };
}

export interface PathSegment {
  /** As served in the URL (percent-escapes kept). */
  raw: string;
  /** Percent-decoded, so `%5F` reads as `_` and the hex digits of escapes are not mistaken for letters. */
  decoded: string;
}

/** Non-empty segments of the URL path. */
export function pathSegments(url: URL): PathSegment[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((raw) => ({ raw, decoded: safeDecode(raw) }));
}

/**
 * The outcome of a check on the path's segments: `pass` when none offends, else `present` with the
 * offending segments (decoded), each listed as served with the form it should take.
 */
export function segmentsOutcome(
  page: Pick<PageArtifact, 'url' | 'fetch'>,
  offending: readonly PathSegment[],
  fixed: (decoded: string) => string,
): CheckOutcome {
  if (offending.length === 0) {
    const { key, values } = auditedUrl(page, 'pass');
    return pass(key, values, { value: 0 });
  }
  const segments = offending.map((s) => s.decoded).join(', ');
  const { key, values } = auditedUrl(page, 'present', { count: offending.length, segments });
  return warn(key, values, {
    items: offending.map((s) => ({ value: s.raw, note: `→ ${fixed(s.decoded)}` })),
    value: offending.length,
  });
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape (`%E9` alone, `%zz`) stays literal: drop only the escapes we cannot read.
    return raw.replace(/%[0-9a-f]{2}/gi, '');
  }
}

const SCHEME_AND_AUTHORITY = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i;

/**
 * Path and query of a URL reference as written (`https://bücher.example/straße?q=1#x` → `/straße?q=1`):
 * the host may legitimately be an IDN and the fragment never reaches the server.
 */
export function pathAndQuery(reference: string): string {
  return reference.trim().replace(SCHEME_AND_AUTHORITY, '').replace(/#.*$/s, '');
}

export interface PaginationLink {
  rel: 'prev' | 'next';
  href: string;
  element: ElementInfo;
}

/** `<link rel="prev">` (or the `previous` synonym) and `<link rel="next">` elements, in source order. */
export function paginationLinks(page: Pick<PageArtifact, 'links'>): PaginationLink[] {
  const prev = new Set([...linksByRel(page, 'prev'), ...linksByRel(page, 'previous')]);
  const next = new Set(linksByRel(page, 'next'));
  const out: PaginationLink[] = [];
  for (const element of page.links) {
    const href = element.attrs.href ?? '';
    if (prev.has(element)) out.push({ rel: 'prev', href, element });
    if (next.has(element)) out.push({ rel: 'next', href, element });
  }
  return out;
}

export interface PageNumber {
  n: number;
  /** The URLs the first page of the series may have: without the page part, and with page 1. */
  firstPageUrls: string[];
}

const PAGE_PARAMS = new Set(['page', 'p']);
const DIGITS = /^\d+$/;

/** The page number a paginated URL carries (`/page/N`, `?page=N`, `?p=N`, names in any case), or null. */
export function pageNumber(url: URL): PageNumber | null {
  const parts = url.pathname.split('/');
  const at = parts.findIndex((part, i) => part.toLowerCase() === 'page' && DIGITS.test(parts[i + 1] ?? ''));
  if (at >= 0) {
    const without = new URL(url.href);
    without.pathname = [...parts.slice(0, at), ...parts.slice(at + 2)].join('/') || '/';
    const first = new URL(url.href);
    first.pathname = [...parts.slice(0, at + 1), '1', ...parts.slice(at + 2)].join('/');
    return { n: Number(parts[at + 1]), firstPageUrls: [without.href, first.href] };
  }
  for (const [name, value] of url.searchParams) {
    if (!PAGE_PARAMS.has(name.toLowerCase()) || !DIGITS.test(value)) continue;
    const without = new URL(url.href);
    without.searchParams.delete(name);
    const first = new URL(url.href);
    first.searchParams.set(name, '1');
    return { n: Number(value), firstPageUrls: [without.href, first.href] };
  }
  return null;
}
