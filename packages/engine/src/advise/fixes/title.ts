/**
 * A <title> proposal built from the page's own h1, top terms and site name, measured and judged by the
 * very title checks of this audit: a proposal those checks would flag is never offered.
 */
import type { PageArtifact } from '../../gather/artifact.js';
import type { Fix } from '../../report.js';
import { textWidth } from '../../text/pixel-width.js';
import { stopWords } from '../../text/stopwords.js';
import { escapeText, judgedOk, type FixContext, type PageFacts } from './context.js';
import { fixText } from './strings.js';

export const TITLE_IDS = [
  'title-present', 'title-length', 'title-pixel-width', 'title-duplicate-crawl', 'h1-equals-title',
  'keyword-consistency', 'title-keyword-stuffing',
] as const; // prettier-ignore

const MUST_PASS = [
  'title-present',
  'title-length',
  'title-pixel-width',
  'title-keyword-stuffing',
  'h1-equals-title',
];
/** Depends on the h1 as well: a new title must not make it worse, and must fix it when that is the finding. */
const NOT_WORSE = ['keyword-consistency', 'title-duplicate-crawl'];
const TITLE_PX = 580;
const SEPARATOR = ' | ';
/** title-length's upper bound. */
const MAX_CHARS = 60;

/** Title case for the first letter only: keywords are lower case, a title starts with a capital. */
const capitalise = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** Drops words from the end until the text fits (never mid-word, never ending on a stop word). */
function fitWords(text: string, px: number, chars: number, stop: ReadonlySet<string>): string {
  const words = text.split(' ');
  const fits = (): boolean => textWidth(words.join(' '), 20) <= px && [...words.join(' ')].length <= chars;
  const shortened = !fits();
  while (words.length > 1 && !fits()) words.pop();
  while (shortened && words.length > 1 && stop.has(words[words.length - 1]!.toLowerCase())) words.pop();
  return words.join(' ').replace(/[\s,;:.\-–—|]+$/u, '');
}

function candidates(facts: PageFacts, lang: string): string[] {
  const stop = stopWords(lang);
  const site = facts.siteName;
  const h1 = facts.h1.replace(/\s+/g, ' ').trim();
  const top = facts.terms.slice(0, 3).map((t) => t.word);
  const bases: string[] = [];
  if (h1) bases.push(h1);
  const phrase = top.find((t) => t.includes(' ')) ?? top[0];
  if (phrase && h1 && !h1.toLowerCase().includes(phrase)) bases.push(`${capitalise(phrase)}: ${h1}`);
  const current = facts.title.split(/\s[|–—-]\s/)[0]?.trim();
  if (current) bases.push(current);
  // Last resort: the top terms themselves.
  if (top.length > 0) bases.push(capitalise(top.slice(0, 2).join(', ')));
  const out: string[] = [];
  for (const base of bases) {
    const suffix = SEPARATOR + site;
    const room = TITLE_PX - textWidth(suffix, 20);
    if (site && !base.toLowerCase().includes(site.toLowerCase())) {
      out.push(`${fitWords(base, room, MAX_CHARS - [...suffix].length, stop)}${suffix}`);
    }
    out.push(fitWords(base, TITLE_PX, MAX_CHARS, stop));
  }
  return [...new Set(out)].filter((c) => c.trim() !== '');
}

export function withTitle(page: PageArtifact, text: string): PageArtifact {
  const first = page.titles.find((t) => t.inHead);
  return {
    ...page,
    titles: [{ tag: 'title', attrs: {}, inHead: true, line: first?.line ?? null, text }],
  };
}

/** The first candidate the title checks accept, or null; shared with the social block. */
export function proposeTitle(page: PageArtifact, facts: PageFacts, mustFix?: string): string | null {
  return facts.memo(`title:${mustFix ?? ''}`, () => {
    for (const text of candidates(facts, page.language.effective)) {
      const patched = withTitle(page, text);
      const must = mustFix && NOT_WORSE.includes(mustFix) ? [...MUST_PASS, mustFix] : MUST_PASS;
      if (
        judgedOk(
          page,
          patched,
          must,
          NOT_WORSE.filter((id) => id !== mustFix),
        )
      )
        return text;
    }
    return null;
  });
}

export function titleFix(ctx: FixContext): Fix | null {
  const { page, facts, lang } = ctx;
  const title = proposeTitle(page, facts, ctx.check.id);
  if (title === null) return null;
  const inHead = page.titles.filter((t) => t.inHead).length;
  return {
    kind: 'html',
    language: 'html',
    snippet: `<title>${escapeText(title)}</title>`,
    where: inHead > 0 ? fixText(lang, 'head.replace', { what: '<title>' }) : fixText(lang, 'head.add'),
    note: `${fixText(lang, 'note.measured', { chars: [...title].length, px: textWidth(title, 20), max: TITLE_PX })} ${fixText(lang, 'note.titleSource')}`,
  };
}
