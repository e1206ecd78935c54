/**
 * The page's canonical declarations and the one search engines honour: a fact about the page that
 * gatherers (sitemaps) and checks (canonical-*, og-url, hreflang-self, www-consolidation) share.
 */
import { headerValues, linksByRel, type PageFacts } from './page-facts.js';
import { parseLinkHeaders } from './link-header.js';

/** Why a canonical value is not a clean absolute URL. The first four make it unusable. */
export type CanonicalProblem = 'empty' | 'fragmentOnly' | 'unparsable' | 'scheme' | 'relative' | 'fragment';

export interface CanonicalCandidate {
  /** Where it was declared: a <link> in <head> or <body>, or the HTTP Link header. */
  source: 'head' | 'body' | 'header';
  /** The value as written, trimmed. */
  href: string;
  /** Resolved http(s) URL (fragment kept), or null when the value is unusable. */
  url: string | null;
  problem: CanonicalProblem | null;
  /** Scheme of the resolved value without the colon (for the 'scheme' problem). */
  scheme: string | null;
  line: number | null;
}

export type CanonicalPage = Pick<PageFacts, 'links' | 'fetch' | 'doc' | 'url'>;

function classify(href: string, base: string): Pick<CanonicalCandidate, 'url' | 'problem' | 'scheme'> {
  if (href === '') return { url: null, problem: 'empty', scheme: null };
  if (href.startsWith('#')) return { url: null, problem: 'fragmentOnly', scheme: null };
  let resolved: URL;
  try {
    resolved = new URL(href, base);
  } catch {
    return { url: null, problem: 'unparsable', scheme: null };
  }
  const scheme = resolved.protocol.slice(0, -1);
  if (scheme !== 'http' && scheme !== 'https') return { url: null, problem: 'scheme', scheme };
  // "https:page" and "//host/path" resolve, but only "http(s)://" survives syndication and other hosts.
  if (!/^https?:\/\//i.test(href)) return { url: resolved.href, problem: 'relative', scheme };
  // href.includes catches the empty fragment ("…/page#"), which the URL parser drops from .hash.
  if (href.includes('#')) return { url: resolved.href, problem: 'fragment', scheme };
  return { url: resolved.href, problem: null, scheme };
}

/** Every canonical declaration of the page: <link rel~=canonical> in document order, then the Link header. */
export function canonicalCandidates(page: CanonicalPage): CanonicalCandidate[] {
  const html = linksByRel(page, 'canonical').map((l): CanonicalCandidate => {
    const href = (l.attrs.href ?? '').trim();
    return { source: l.inHead ? 'head' : 'body', href, line: l.line, ...classify(href, page.doc.baseUrl) };
  });
  // <base href> applies to the document only; a Link header's relative target resolves against the response URL.
  const header = parseLinkHeaders(headerValues(page, 'link'))
    .filter((e) => e.rel.includes('canonical'))
    .map((e): CanonicalCandidate => {
      const href = e.target.trim();
      return { source: 'header', href, line: null, ...classify(href, page.url.href) };
    });
  return [...html, ...header];
}

/** Search engines honour <head> links and the Link header; a canonical in <body> is ignored. */
export const isHonoured = (c: CanonicalCandidate): boolean => c.source !== 'body';

/** The declarations search engines honour, in order. */
export function effectiveCandidates(page: CanonicalPage): CanonicalCandidate[] {
  return canonicalCandidates(page).filter(isHonoured);
}

/**
 * The canonical URL the page asks for: the first honoured declaration with a usable URL, <head> before the
 * header (the canonical probe, too, fetches the first <link>). Conflicts are canonical-single's finding.
 */
export function effectiveCanonical(page: CanonicalPage): (CanonicalCandidate & { url: string }) | null {
  for (const c of effectiveCandidates(page)) if (c.url !== null) return { ...c, url: c.url };
  return null;
}
