/**
 * A <title> proposal built from the page's own h1, top terms and site name, measured and judged by the
 * very title checks of this audit: a proposal those checks would flag is never offered.
 */
import type { PageArtifact } from '../../artifact.js';
import type { Fix } from '../../report.js';
import { textWidth } from '../../text/pixel-width.js';
import { leadingText } from '../../text/words.js';
import { checkById, escapeText, statusRank, type FixContext, type PageFacts } from './context.js';
import { afterKicker, keepsSubject, naturalCuts, subjectWords } from './phrasing.js';
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
/** What naming the site is worth against the page's own words, in characters, when a cut leaves room for it. */
const SITE_WORTH = 12;

/** Title case for the first letter only: keywords are lower case, a title starts with a capital. */
const capitalise = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** A code point is one or two UTF-16 units: a text longer than twice the limit is rejected unmeasured. */
const fits = (text: string): boolean =>
  text.length <= MAX_CHARS * 2 && [...text].length <= MAX_CHARS && textWidth(text, 20) <= TITLE_PX;

/**
 * How much of a base text its cuts are looked for in (UTF-16 units). A cut that fits is at most MAX_CHARS
 * code points, 2 × MAX_CHARS units; reading further keeps the whole word after the longest such cut (which
 * decides whether a cut may end there) unless that word alone runs past 180 characters. Every cut is a
 * prefix rebuilt from the words, so a long h1 made this quadratic.
 */
const CUT_SCAN = 5 * MAX_CHARS;

/**
 * The forms of one base text (an h1, the current title): whole with the site name, whole alone, then its
 * natural cuts that keep the key subject. First the cuts at a pause or before a preposition or conjunction
 * (and the part after a kicker), then those before another function word; within each, the longer the
 * better, the site name counting for a few characters of the page's own words. Never cut mid-phrase.
 */
function forms(base: string, site: string, subject: readonly string[], lang: string): string[] {
  const suffix = site && !base.toLowerCase().includes(site.toLowerCase()) ? SEPARATOR + site : '';
  const out = [`${base}${suffix}`, base];
  const tail = afterKicker(base);
  const cuts = [
    ...naturalCuts(leadingText(base, CUT_SCAN), lang),
    ...(tail ? [{ text: tail, strong: true }, ...naturalCuts(leadingText(tail, CUT_SCAN), lang)] : []),
  ].filter((cut) => keepsSubject(cut.text, subject, lang));
  for (const strong of [true, false]) {
    const ranked = cuts
      .filter((cut) => cut.strong === strong)
      .flatMap(({ text }) => {
        const chars = [...text].length;
        const alone = { text, score: chars };
        return suffix ? [{ text: `${text}${suffix}`, score: chars + SITE_WORTH }, alone] : [alone];
      })
      .filter((form) => fits(form.text))
      .sort((a, b) => b.score - a.score);
    out.push(...ranked.map((form) => form.text));
  }
  return out;
}

function candidates(facts: PageFacts, lang: string): string[] {
  const site = facts.siteName;
  const h1 = facts.h1.replace(/\s+/g, ' ').trim();
  const terms = facts.terms.slice(0, 5).map((t) => t.word);
  const top = terms.slice(0, 3);
  const out: string[] = [];
  if (h1) out.push(...forms(h1, site, subjectWords(h1, terms, lang), lang));
  const phrase = top.find((t) => t.includes(' ')) ?? top[0];
  // A title that must carry the main keyword: the keyword, then the h1.
  if (phrase && h1 && !h1.toLowerCase().includes(phrase)) {
    const led = `${capitalise(phrase)}: ${h1}`;
    out.push(...forms(led, site, phrase.split(' '), lang));
  }
  const current = facts.title
    .split(/\s[|–—-]\s/)[0]
    ?.replace(/\s+/g, ' ')
    .trim();
  if (current) out.push(...forms(current, site, subjectWords(current, terms, lang), lang));
  // Last resort when nothing the page wrote fits at a boundary: a phrase of its top keywords.
  if (top.length > 0) {
    const keywords = capitalise(phrase && phrase.includes(' ') ? phrase : top.slice(0, 2).join(', '));
    out.push(`${keywords}${site ? SEPARATOR + site : ''}`, keywords);
  }
  return [...new Set(out)].filter((c) => c.trim() !== '' && fits(c));
}

export function withTitle(page: PageArtifact, text: string): PageArtifact {
  const first = page.titles.find((t) => t.inHead);
  return {
    ...page,
    titles: [{ tag: 'title', attrs: {}, inHead: true, line: first?.line ?? null, text }],
  };
}

/**
 * How a title check judges the page with this title (0 = passes), memoised: the seven title findings of an
 * audit try the same candidates against the same checks.
 */
function rankWith(page: PageArtifact, facts: PageFacts, text: string | null, id: string): number {
  return facts.memo(`titleRank:${id}:${text ?? '\u0000'}`, () => {
    const patched = text === null ? page : facts.memo(`titled:${text}`, () => withTitle(page, text));
    return statusRank(checkById(id)?.run(patched).status ?? 'na');
  });
}

/** The first candidate the title checks accept, or null; shared with the social block. */
export function proposeTitle(page: PageArtifact, facts: PageFacts, mustFix?: string): string | null {
  return facts.memo(`title:${mustFix ?? ''}`, () => {
    const must = mustFix && NOT_WORSE.includes(mustFix) ? [...MUST_PASS, mustFix] : MUST_PASS;
    const notWorse = NOT_WORSE.filter((id) => id !== mustFix);
    const all = facts.memo('titleCandidates', () => candidates(facts, page.language.effective));
    return (
      all.find(
        (text) =>
          must.every((id) => rankWith(page, facts, text, id) === 0) &&
          notWorse.every((id) => rankWith(page, facts, text, id) <= rankWith(page, facts, null, id)),
      ) ?? null
    );
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
    edits: [{ action: 'replace', target: 'head title', html: `<title>${escapeText(title)}</title>` }],
    where: inHead > 0 ? fixText(lang, 'head.replace', { what: '<title>' }) : fixText(lang, 'head.add'),
    note: `${fixText(lang, 'note.measured', { chars: [...title].length, px: textWidth(title, 20), max: TITLE_PX })} ${fixText(lang, 'note.titleSource')}`,
  };
}
