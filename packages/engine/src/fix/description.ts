/**
 * A meta description made of the page's own sentences (main content only: no navigation, captions or
 * boilerplate), cut at a sentence or word boundary, judged by the very description checks of this audit.
 */
import type { PageArtifact } from '../artifact.js';
import { textWidth } from '../text/pixel-width.js';
import { leadingText } from '../text/words.js';
import { escapeAttr, type PageFacts } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { cutWithEllipsis } from './phrasing.js';
import { fixRef } from '../i18n/fix-text.js';

const MUST_PASS = ['meta-description-present', 'meta-description-length', 'meta-description-pixel-width'];
const NOT_WORSE = ['keyword-consistency', 'meta-description-duplicate-crawl'];
const MAX_PX = 920;
const MAX_CHARS = 160;
const MIN_CHARS = 70;

/** A code point is one or two UTF-16 units: a text longer than twice the limit is rejected unspread. */
const fits = (text: string): boolean =>
  text.length <= MAX_CHARS * 2 && [...text].length <= MAX_CHARS && textWidth(text, 14) <= MAX_PX;

/** Enough sentences to choose from: the description comes from the start of the content anyway. */
const MAX_SENTENCES = 40;
/**
 * Main content read for sentences: 40 sentences of prose take a few thousand characters, so 20,000 leave
 * room for skipped headings and short lines, while a page of one 15 MB "sentence" is never copied whole.
 */
export const SENTENCE_SCAN_CHARS = 20_000;

/** Sentences of the main content's paragraphs (headings and short lines such as prices left out). */
function sentences(page: PageArtifact, facts: PageFacts): string[] {
  return facts.memo('sentences', () => {
    const headings = new Set(page.headings.map((h) => h.text));
    const out: string[] = [];
    const content = leadingText(page.text.content, SENTENCE_SCAN_CHARS);
    // Line by line from the top, so a long page is not split as a whole.
    for (let start = 0; start < content.length && out.length < MAX_SENTENCES;) {
      const end = content.indexOf('\n', start);
      const line = content.slice(start, end === -1 ? content.length : end);
      start = end === -1 ? content.length : end + 1;
      if (line.length < 40 || headings.has(line)) continue;
      // Reference marks ("[2]", "[a]") belong to the encyclopedia page, not to its summary.
      const clean = line.replace(/\[(?:\d{1,3}|[a-z])\]/g, '');
      for (const s of clean.split(/(?<=[.!?…])\s+(?=\p{Lu}|["“«¿¡])/u)) {
        if (s.trim().length >= 20) out.push(s.trim());
      }
    }
    return out.slice(0, MAX_SENTENCES);
  });
}

/** How many later sentences a description may start from when the opening ones do not make one. */
const MAX_STARTS = 5;

/** Whole sentences from `start` while they fit; stops once the text is comfortably long. */
function sentenceRun(all: readonly string[], start: number): { text: string; overflow: string | null } {
  let text = '';
  for (let i = start; i < all.length; i++) {
    const next = text ? `${text} ${all[i]}` : all[i]!;
    if (!fits(next)) return { text, overflow: next };
    text = next;
    if ([...text].length >= MIN_CHARS * 1.6) break;
  }
  return { text, overflow: null };
}

/**
 * In this order: whole sentences from the sentence holding the top keyword and from the top of the text;
 * that opening sentence cut at a clause boundary when it alone is too long; whole sentences from the next
 * few; last, a cut at a word boundary. Every cut ends with an ellipsis and never on a stop word.
 */
function candidates(page: PageArtifact, facts: PageFacts): string[] {
  const all = sentences(page, facts);
  const lang = page.language.effective;
  const top = facts.terms[0]?.word;
  const keyed = all.findIndex((s) => top && s.toLowerCase().includes(top));
  const lead = [...new Set([keyed, 0].filter((i) => i >= 0 && i < all.length))];
  const later = [...all.keys()].filter((i) => !lead.includes(i)).slice(0, MAX_STARTS);
  const tiers: string[][] = [[], [], [], []];
  for (const start of lead) {
    const { text, overflow } = sentenceRun(all, start);
    if ([...text].length >= MIN_CHARS) tiers[0]!.push(text);
    else if (overflow !== null) {
      const cut = cutWithEllipsis(overflow, lang, fits, MIN_CHARS);
      if (cut) tiers[text === '' && cut.clause ? 1 : 3]!.push(cut.text);
    }
  }
  for (const start of later) {
    const { text } = sentenceRun(all, start);
    if ([...text].length >= MIN_CHARS) tiers[2]!.push(text);
  }
  return [...new Set(tiers.flat())];
}

export function withDescription(page: PageArtifact, text: string): PageArtifact {
  const others = page.metas.filter((m) => (m.attrs.name ?? '').trim().toLowerCase() !== 'description');
  const meta = { tag: 'meta', attrs: { name: 'description', content: text }, inHead: true, line: null };
  return { ...page, metas: [...others, meta] };
}

export function proposeDescription(page: PageArtifact, facts: PageFacts, mustFix?: string): string | null {
  const must = mustFix && NOT_WORSE.includes(mustFix) ? [...MUST_PASS, mustFix] : MUST_PASS;
  const notWorse = NOT_WORSE.filter((id) => id !== mustFix);
  return facts.memo(`description:${mustFix ?? ''}`, () => {
    for (const text of candidates(page, facts)) {
      if (facts.judgedOk(withDescription(page, text), must, notWorse)) return text;
    }
    return null;
  });
}

export function descriptionFix(ctx: FixContext): WrittenFix | null {
  const { page, facts } = ctx;
  const text = proposeDescription(page, facts, ctx.check.id);
  if (text === null) return null;
  const present = page.metas.some((m) => (m.attrs.name ?? '').trim().toLowerCase() === 'description');
  return {
    kind: 'html',
    language: 'html',
    snippet: `<meta name="description" content="${escapeAttr(text)}">`,
    edits: [
      {
        action: 'replace',
        target: 'head meta[name="description"]',
        html: `<meta name="description" content="${escapeAttr(text)}">`,
      },
    ],
    where: present ? fixRef('head.replace', { what: '<meta name="description">' }) : fixRef('head.add'),
    note: [
      fixRef('note.measured', { chars: [...text].length, px: textWidth(text, 14), max: MAX_PX }),
      fixRef('note.descriptionSource'),
    ],
  };
}
