/**
 * The page as a mobile browser receives it. Google indexes the mobile version (mobile-first indexing),
 * so a server that serves phones a different status, canonical, robots directives or less content
 * changes what gets indexed. The same summary (ParityFacts) is taken of the desktop artifact by the check.
 */
import { classifyContentType } from '../../fetch/sniff.js';
import type { PageFacts } from '../page-facts.js';
import { linksByRel, metasBy } from '../page-facts.js';
import { gather } from '../index.js';
import { parseLinkHeaders } from '../link-header.js';
import { safeResolve } from '../resources.js';
import type { SiteContext } from './context.js';
import { failureCode } from './server-shared.js';

/** Chrome on Android, as Googlebot Smartphone presents itself, plus the audit's own marker. */
export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Rankscope/0.1 (+https://github.com/rankscope)';

/** What mobile-first indexing compares between the two versions of a page. */
export interface ParityFacts {
  status: number;
  finalUrl: string;
  /** Canonical URL (resolved): the first <link rel=canonical> in <head>, else the Link header's; null if none. */
  canonical: string | null;
  /** Contents of <meta name="robots"> and <meta name="googlebot">, in source order. */
  robotsMeta: string[];
  /** X-Robots-Tag header values. */
  xRobotsTag: string[];
  /** Text of the first <title>, or null when there is none. */
  title: string | null;
  /** Every JSON-LD @type (nested ones and @graph members included), sorted, deduplicated. */
  structuredDataTypes: string[];
  /** Words of the main text (page.text.wordCount). */
  wordCount: number;
}

export interface MobileFacts {
  /** The URL fetched: the page's final URL. */
  url: string;
  userAgent: string;
  /** Final status (redirects followed); null when no response came (see error). */
  status: number | null;
  error: string | null;
  /** HTML facts of the mobile response; null when no response came or it was not HTML. */
  page: ParityFacts | null;
  /** The mobile body was longer than the bytes read, so its word count is a lower bound. */
  truncated: boolean;
}

const MAX_JSON_DEPTH = 32;

function collectTypes(node: unknown, types: Set<string>, depth: number): void {
  if (depth > MAX_JSON_DEPTH || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) collectTypes(n, types, depth + 1);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === '@type') {
      for (const t of Array.isArray(value) ? value : [value]) {
        if (typeof t === 'string' && t.trim() !== '') types.add(t.trim());
      }
    } else collectTypes(value, types, depth + 1);
  }
}

/** JSON-LD @types of the page; blocks that do not parse are skipped (json-ld checks report them). */
export function structuredDataTypes(page: Pick<PageFacts, 'jsonLd'>): string[] {
  const types = new Set<string>();
  for (const block of page.jsonLd) {
    // CMSs wrap JSON-LD in HTML comments or CDATA markers; parsers that Google uses tolerate both.
    const raw = block.raw
      .trim()
      .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[)\s*/, '')
      .replace(/\s*(?:-->|\/\/\s*\]\]>)$/, '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      continue;
    }
    collectTypes(parsed, types, 0);
  }
  return [...types].sort();
}

function canonicalOf(page: PageFacts): string | null {
  const head = linksByRel(page, 'canonical').find((l) => l.inHead && (l.attrs.href ?? '').trim() !== '');
  if (head?.attrs.href) return safeResolve(head.attrs.href, page.doc.baseUrl);
  const header = parseLinkHeaders(page.fetch.headers['link'] ?? []).find((e) => e.rel.includes('canonical'));
  return header ? safeResolve(header.target, page.url.href) : null;
}

/** The parity summary of a parsed page (desktop or mobile). */
export function parityFacts(page: PageFacts): ParityFacts {
  return {
    status: page.fetch.status,
    finalUrl: page.fetch.finalUrl,
    canonical: canonicalOf(page),
    robotsMeta: [...metasBy(page, 'name', 'robots'), ...metasBy(page, 'name', 'googlebot')].map(
      (m) => m.attrs.content ?? '',
    ),
    xRobotsTag: page.fetch.headers['x-robots-tag'] ?? [],
    title: page.titles[0]?.text ?? null,
    structuredDataTypes: structuredDataTypes(page),
    wordCount: page.text.wordCount,
  };
}

const MIB = 1024 * 1024;

export async function gatherMobile(ctx: SiteContext): Promise<MobileFacts> {
  const url = ctx.page.fetch.finalUrl;
  // Read as much as the desktop page had (with room to grow), so word counts compare like with like.
  const maxBytes = Math.min(15 * MIB, Math.max(2 * MIB, ctx.page.fetch.bodyBytes * 2));
  const res = await ctx.fetch(url, { userAgent: MOBILE_USER_AGENT, maxBytes });
  const html =
    res.fetched !== null && res.body !== null && classifyContentType(res.contentType) !== 'not-html';
  return {
    url,
    userAgent: MOBILE_USER_AGENT,
    status: res.status,
    error: failureCode(ctx, res),
    page: html && res.fetched ? parityFacts(gather(res.fetched, { lines: 'none' })) : null,
    truncated: res.truncated,
  };
}
