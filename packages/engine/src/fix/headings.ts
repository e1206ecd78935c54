/**
 * Headings: the missing h1 (a phrasing of the title that is not the title word for word), extra h1s
 * turned into h2s, an h1 cut to a headline, empty headings removed. Each candidate is judged by the heading
 * checks before it is offered; the whole page is then re-checked by verify.ts.
 */
import type { HeadingInfo, PageArtifact } from '../artifact.js';
import { escapeText } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { fixRef, verifyRef } from '../i18n/fix-text.js';
import { ownParts } from './title.js';

const MUST_PASS = ['h1-equals-title', 'h1-length'];
const SEPARATORS = /\s[|–—·:-]\s|:\s/;

function withH1(page: PageArtifact, text: string): PageArtifact {
  const first = page.headings.findIndex((h) => h.level === 1);
  const h1: HeadingInfo = {
    tag: 'h1',
    attrs: {},
    inHead: false,
    line: null,
    level: 1,
    text,
    hasImage: false,
  };
  const headings =
    first === -1 ? [h1, ...page.headings] : page.headings.map((h, i) => (i === first ? h1 : h));
  return { ...page, headings };
}

const acceptable = (ctx: FixContext, text: string): boolean => {
  const patched = withH1(ctx.page, text);
  return MUST_PASS.every((id) => (ctx.facts.checkById(id)?.run(patched).status ?? 'good') === 'good');
};

/**
 * Phrasings the page's title gives for its h1, best first: its parts without the brand, in the page's own
 * words (never a keyword list: a particle or a lone keyword reads worse than what the page wrote).
 */
function candidates(ctx: FixContext): string[] {
  const { facts } = ctx;
  const site = facts.siteName.toLowerCase();
  const { brand } = ownParts(facts.title);
  const parts = facts.title
    .split(SEPARATORS)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p && p.toLowerCase() !== site && p !== brand);
  const out = [...parts];
  if (parts[0] && parts[1]) out.push(`${parts[0]}: ${parts[1]}`);
  return [...new Set(out)];
}

export function h1Fix(ctx: FixContext): WrittenFix | null {
  const { page } = ctx;
  const h1s = page.headings.filter((h) => h.level === 1);
  const text = candidates(ctx).find((c) => acceptable(ctx, c));
  if (!text) return null;
  const html = `<h1>${escapeText(text)}</h1>`;
  const empty = h1s.find((h) => !h.text.trim() && h.line !== null);
  const main = page.html.search(/<main[\s>]/i) !== -1;
  return {
    kind: 'html',
    language: 'html',
    snippet: html,
    edits: empty
      ? [{ action: 'replace', target: 'h1', line: empty.line, html }]
      : [{ action: 'insert', target: main ? 'main:start' : 'body:start', html }],
    where: fixRef('body.h1'),
  };
}

/**
 * The main h1 stays: the first whose text is written out (a logo's alt text is not the page's topic), else
 * the first with any text. Every other h1 becomes an h2, its content and attributes kept; a logo's h1
 * before it becomes a <div> (an h2 above the h1 would break the outline, and a logo is no heading). h1s
 * sharing a line (a minified page) are told apart by their order on it.
 */
export function h1SingleFix(ctx: FixContext): WrittenFix | null {
  const h1s = ctx.page.headings.filter((h) => h.level === 1);
  const named = h1s.filter((h) => h.text.trim());
  const keep = named.find((h) => !h.hasImage) ?? named[0];
  const others = h1s.filter((h) => h !== keep);
  if (!keep || named.length < 2 || h1s.some((h) => h.line === null)) return null;
  const nth = (h: HeadingInfo): number => h1s.filter((o) => o.line === h.line).indexOf(h) + 1;
  const shared = (h: HeadingInfo): boolean => h1s.some((o) => o !== h && o.line === h.line);
  const before = h1s.indexOf(keep);
  const tagOf = (h: HeadingInfo): string =>
    h === keep ? 'h1' : h.hasImage && h1s.indexOf(h) < before ? 'div' : 'h2';
  const lines = h1s.map((h) => `<${tagOf(h)}>${escapeText(h.text)}</${tagOf(h)}>`);
  return {
    kind: 'html',
    language: 'html',
    snippet: lines.join('\n'),
    edits: others.map((h) => ({
      action: 'rename' as const,
      target: shared(h) ? `h1:nth(${nth(h)})` : 'h1',
      line: h.line,
      html: tagOf(h),
    })),
    where: fixRef('body.h1s'),
  };
}

/** An h1 outside 10–70 characters: the title's phrasings that fit, judged like a missing h1's. */
export function h1LengthFix(ctx: FixContext): WrittenFix | null {
  const first = ctx.page.headings.find((h) => h.level === 1);
  if (!first || first.line === null || first.hasImage) return null;
  const text = candidates(ctx).find((c) => acceptable(ctx, c));
  if (!text) return null;
  const html = `<h1>${escapeText(text)}</h1>`;
  return {
    kind: 'html',
    language: 'html',
    snippet: html,
    edits: [{ action: 'replace', target: 'h1', line: first.line, html }],
    where: verifyRef('h1.shorter'),
  };
}

/**
 * Empty headings (no text, no image alt) only add spacing: removed. A heading whose text is hidden
 * (aria-hidden, display:none) still shows it to someone: it is never removed, and then there is no fix.
 */
export function headingEmptyFix(ctx: FixContext): WrittenFix | null {
  const blank = ctx.page.headings.filter((h) => !h.text.trim());
  if (blank.some((h) => h.hiddenText)) return null;
  const empty = blank.filter((h) => !h.hasImage);
  if (empty.length === 0 || empty.some((h) => h.line === null)) return null;
  // A heading on the line of an empty one of the same level would go too.
  const shared = (h: HeadingInfo): boolean =>
    ctx.page.headings.some((o) => o !== h && o.level === h.level && o.line === h.line && !empty.includes(o));
  if (empty.some(shared)) return null;
  return {
    kind: 'html',
    language: 'html',
    snippet: empty.map((h) => `<!-- line ${h.line}: remove <h${h.level}></h${h.level}> -->`).join('\n'),
    edits: empty.map((h) => ({ action: 'remove', target: `h${h.level}`, line: h.line })),
    where: verifyRef('headings.empty'),
  };
}
