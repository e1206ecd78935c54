/**
 * Headings: the missing h1 (a phrasing of the title that is not the title word for word), extra h1s
 * turned into h2s, an h1 cut to a headline, empty headings removed. Each candidate is judged by the heading
 * checks before it is offered; the whole page is then re-checked by verify.ts.
 */
import type { HeadingInfo, PageArtifact } from '../../artifact.js';
import type { Fix } from '../../report.js';
import { checkById, escapeText, type FixContext } from './context.js';
import { fixText } from './strings.js';
import { verifyText } from './strings-verify.js';
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

const acceptable = (page: PageArtifact, text: string): boolean => {
  const patched = withH1(page, text);
  return MUST_PASS.every((id) => (checkById(id)?.run(patched).status ?? 'good') === 'good');
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

export function h1Fix(ctx: FixContext): Fix | null {
  const { page, lang } = ctx;
  const h1s = page.headings.filter((h) => h.level === 1);
  const text = candidates(ctx).find((c) => acceptable(page, c));
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
    where: fixText(lang, 'body.h1'),
  };
}

/** The first non-empty h1 stays; every other h1 becomes an h2 (its content and attributes kept). */
export function h1SingleFix(ctx: FixContext): Fix | null {
  const h1s = ctx.page.headings.filter((h) => h.level === 1);
  const [first, ...rest] = h1s.filter((h) => h.text.trim());
  const others = h1s.filter((h) => h !== first);
  if (!first || rest.length === 0 || others.some((h) => h.line === null)) return null;
  // Two h1s on one line cannot be told apart by line: the first of them would be renamed too.
  if (others.some((h) => h.line === first.line)) return null;
  const lines = [
    `<h1>${escapeText(first.text)}</h1>`,
    ...others.map((h) => `<h2>${escapeText(h.text)}</h2>`),
  ];
  return {
    kind: 'html',
    language: 'html',
    snippet: lines.join('\n'),
    edits: [...new Set(others.map((h) => h.line))].map((line) => ({
      action: 'rename',
      target: 'h1',
      line,
      html: 'h2',
    })),
    where: fixText(ctx.lang, 'body.h1s'),
  };
}

/** An h1 outside 10–70 characters: the title's phrasings that fit, judged like a missing h1's. */
export function h1LengthFix(ctx: FixContext): Fix | null {
  const first = ctx.page.headings.find((h) => h.level === 1);
  if (!first || first.line === null || first.hasImage) return null;
  const text = candidates(ctx).find((c) => acceptable(ctx.page, c));
  if (!text) return null;
  const html = `<h1>${escapeText(text)}</h1>`;
  return {
    kind: 'html',
    language: 'html',
    snippet: html,
    edits: [{ action: 'replace', target: 'h1', line: first.line, html }],
    where: verifyText(ctx.lang, 'h1.shorter'),
  };
}

/**
 * Empty headings (no text, no image alt) only add spacing: removed. A heading whose text is hidden
 * (aria-hidden, display:none) still shows it to someone: it is never removed, and then there is no fix.
 */
export function headingEmptyFix(ctx: FixContext): Fix | null {
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
    where: verifyText(ctx.lang, 'headings.empty'),
  };
}
