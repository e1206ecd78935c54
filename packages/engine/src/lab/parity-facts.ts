/**
 * The facts `js-rendered-parity` compares, read from a PageFacts. The same function runs on the
 * artifact of the served HTML and on the artifact gathered from Chromium's DOM after JavaScript ran
 * (lab/render.ts), so both sides are measured by the same parser, walk and rules.
 *
 * Only what the document itself says counts: the rendered side has no response headers, so a canonical
 * or robots directive sent in HTTP headers is left out on both sides (headers do not change with
 * JavaScript anyway).
 */
import { metasBy, type PageFacts } from '../gather/page-facts.js';
import { canonicalCandidates } from '../gather/canonical.js';
import { metaRobotsGroups } from '../gather/robots-directives.js';
import { collapse } from '../gather/walk.js';
import type { RenderedFacts } from './types.js';

export type ParityPage = Pick<
  PageFacts,
  'titles' | 'metas' | 'links' | 'fetch' | 'doc' | 'url' | 'headings' | 'text' | 'anchors'
>;

/** Title, description, canonical, robots meta, h1s, word count and unique internal links of a page. */
export function parityFactsOf(page: ParityPage): RenderedFacts {
  return {
    title: page.titles.find((t) => t.inHead && t.text !== '')?.text ?? null,
    description:
      metasBy(page, 'name', 'description')
        .map((m) => collapse(m.attrs.content ?? ''))
        .find((d) => d !== '') ?? null,
    canonical: canonicalOf(page),
    robots: robotsOf(page),
    h1: page.headings.filter((h) => h.level === 1).map((h) => h.text),
    wordCount: page.text.wordCount,
    internalLinks: internalLinkCount(page),
  };
}

/** The first usable <link rel=canonical> of <head>, absolute (search engines ignore one in <body>). */
function canonicalOf(page: ParityPage): string | null {
  for (const c of canonicalCandidates(page)) {
    if (c.source === 'head' && c.url !== null) return c.url;
  }
  return null;
}

/** Every robots meta tag, "content" for name=robots and "name: content" for a crawler's own, joined by "; ". */
function robotsOf(page: ParityPage): string | null {
  const parts = metaRobotsGroups(page).map((g) => {
    const content = collapse(g.raw);
    return g.agent === null ? content : `${g.agent}: ${content}`;
  });
  return parts.length > 0 ? parts.join('; ') : null;
}

/** Distinct internal http(s) link targets (fragment dropped: /a#x and /a#y are one link). */
function internalLinkCount(page: ParityPage): number {
  const seen = new Set<string>();
  for (const a of page.anchors) {
    if (!a.internal || a.url === null) continue;
    const u = new URL(a.url);
    u.hash = '';
    seen.add(u.href);
  }
  return seen.size;
}
