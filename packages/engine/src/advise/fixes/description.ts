/**
 * A meta description made of the page's own sentences (main content only: no navigation, captions or
 * boilerplate), cut at a sentence or word boundary, judged by the very description checks of this audit.
 */
import type { PageArtifact } from '../../gather/artifact.js';
import type { Fix } from '../../report.js';
import { textWidth } from '../../text/pixel-width.js';
import { escapeAttr, judgedOk, type FixContext, type PageFacts } from './context.js';
import { fixText } from './strings.js';

export const DESCRIPTION_IDS = [
  'meta-description-present', 'meta-description-length', 'meta-description-pixel-width',
  'meta-description-duplicate-crawl',
] as const; // prettier-ignore

const MUST_PASS = ['meta-description-present', 'meta-description-length', 'meta-description-pixel-width'];
const NOT_WORSE = ['keyword-consistency', 'meta-description-duplicate-crawl'];
const MAX_PX = 920;
const MAX_CHARS = 160;
const MIN_CHARS = 70;

const fits = (text: string): boolean => [...text].length <= MAX_CHARS && textWidth(text, 14) <= MAX_PX;

/** Enough sentences to choose from: the description comes from the start of the content anyway. */
const MAX_SENTENCES = 40;

/** Sentences of the main content's paragraphs (headings and short lines such as prices left out). */
function sentences(page: PageArtifact, facts: PageFacts): string[] {
  return facts.memo('sentences', () => {
    const headings = new Set(page.headings.map((h) => h.text));
    const out: string[] = [];
    const content = page.text.content;
    // Line by line from the top, so a long page is not split as a whole.
    for (let start = 0; start < content.length && out.length < MAX_SENTENCES;) {
      const end = content.indexOf('\n', start);
      const line = content.slice(start, end === -1 ? content.length : end);
      start = end === -1 ? content.length : end + 1;
      if (line.length < 40 || headings.has(line)) continue;
      for (const s of line.split(/(?<=[.!?…])\s+(?=\p{Lu}|["“«¿¡])/u)) {
        if (s.trim().length >= 20) out.push(s.trim());
      }
    }
    return out.slice(0, MAX_SENTENCES);
  });
}

/** Cuts at the last word boundary that fits, ending with an ellipsis. */
function cutAtWord(text: string): string {
  const words = text.split(' ');
  while (words.length > 1 && !fits(`${words.join(' ')}…`)) words.pop();
  return `${words.join(' ').replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

function candidates(page: PageArtifact, facts: PageFacts): string[] {
  const all = sentences(page, facts);
  const top = facts.terms[0]?.word;
  const starts = [
    ...new Set([all.findIndex((s) => top && s.toLowerCase().includes(top)), 0].filter((i) => i >= 0)),
  ];
  const out: string[] = [];
  for (const start of starts) {
    let text = '';
    for (let i = start; i < all.length; i++) {
      const next = text ? `${text} ${all[i]}` : all[i]!;
      if (!fits(next)) {
        if ([...text].length < MIN_CHARS) text = cutAtWord(next);
        break;
      }
      text = next;
      if ([...text].length >= MIN_CHARS * 1.6) break;
    }
    if (text) out.push(text);
  }
  return out;
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
      if (judgedOk(page, withDescription(page, text), must, notWorse)) return text;
    }
    return null;
  });
}

export function descriptionFix(ctx: FixContext): Fix | null {
  const { page, facts, lang } = ctx;
  const text = proposeDescription(page, facts, ctx.check.id);
  if (text === null) return null;
  const present = page.metas.some((m) => (m.attrs.name ?? '').trim().toLowerCase() === 'description');
  return {
    kind: 'html',
    language: 'html',
    snippet: `<meta name="description" content="${escapeAttr(text)}">`,
    where: present
      ? fixText(lang, 'head.replace', { what: '<meta name="description">' })
      : fixText(lang, 'head.add'),
    note: `${fixText(lang, 'note.measured', { chars: [...text].length, px: textWidth(text, 14), max: MAX_PX })} ${fixText(lang, 'note.descriptionSource')}`,
  };
}
