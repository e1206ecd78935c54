/**
 * A <title> proposal built from the page's own title or h1 and its site name, measured and judged by the
 * very title checks of this audit: a proposal those checks would flag is never offered.
 */
import type { PageArtifact } from '../artifact.js';
import { textWidth } from '../text/pixel-width.js';
import { leadingText } from '../text/words.js';
import { escapeText, statusRank, type PageFacts } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { afterKicker, keepsSubject, naturalCuts, subjectWords } from './phrasing.js';
import { fixRef, verifyRef } from '../i18n/fix-text.js';

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

/** A title's own parts: its words before the first separator, and its brand (the last part) when it has one. */
export function ownParts(title: string): { main: string; brand: string } {
  const parts = title
    .split(/\s[|–—·-]\s/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  // A brand is a short name ("Smith Workshop"), not a second headline.
  return { main: parts[0] ?? '', brand: last.length <= 30 && !/[.!?]$/.test(last) ? last : '' };
}

/** Checks a too long title fails: the page's own title is shortened, not replaced. */
const TOO_LONG = ['title-length', 'title-pixel-width'];

/**
 * Proposals in the page's own words, in their order, cut at a word boundary, with the brand the site
 * declares (og:site_name, JSON-LD, or the title's own last part), never its host name. A too long title is
 * its own words shortened first; a missing one is the h1's. Never a list of keywords: "Code: Hi, I'm
 * Nicolas." or a particle such as 的 reads worse than what the page wrote.
 */
function candidates(facts: PageFacts, lang: string, mustFix: string): string[] {
  const h1 = facts.h1.replace(/\s+/g, ' ').trim();
  const terms = facts.terms.slice(0, 5).map((t) => t.word);
  const { main: current, brand } = ownParts(facts.title);
  const site = facts.siteName || brand;
  const fromTitle = current ? forms(current, site, subjectWords(current, terms, lang), lang) : [];
  const fromH1 = h1 ? forms(h1, site, subjectWords(h1, terms, lang), lang) : [];
  // A too long title keeps its brand: its own words are cut to make room for it.
  const branded = fromTitle.filter((t) => site && t.endsWith(SEPARATOR + site));
  const out = TOO_LONG.includes(mustFix) ? [...branded, ...fromTitle, ...fromH1] : [...fromH1, ...fromTitle];
  const phrase = terms.slice(0, 3).find((t) => t.includes(' ')) ?? terms[0];
  // A title that must carry the main keyword (keyword-consistency): the keyword, then the h1.
  if (mustFix === 'keyword-consistency' && phrase && h1 && !h1.toLowerCase().includes(phrase)) {
    out.push(...forms(`${capitalise(phrase)}: ${h1}`, site, phrase.split(' '), lang));
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
    return statusRank(facts.checkById(id)?.run(patched).status ?? 'na');
  });
}

/** The first candidate the title checks accept, or null; shared with the social block. */
export function proposeTitle(page: PageArtifact, facts: PageFacts, mustFix?: string): string | null {
  return facts.memo(`title:${mustFix ?? ''}`, () => {
    const must = mustFix && NOT_WORSE.includes(mustFix) ? [...MUST_PASS, mustFix] : MUST_PASS;
    const notWorse = NOT_WORSE.filter((id) => id !== mustFix);
    const all = facts.memo(`titleCandidates:${mustFix ?? ''}`, () =>
      candidates(facts, page.language.effective, mustFix ?? ''),
    );
    return (
      all.find(
        (text) =>
          must.every((id) => rankWith(page, facts, text, id) === 0) &&
          notWorse.every((id) => rankWith(page, facts, text, id) <= rankWith(page, facts, null, id)),
      ) ?? null
    );
  });
}

export function titleFix(ctx: FixContext): WrittenFix | null {
  const { page, facts } = ctx;
  const title = proposeTitle(page, facts, ctx.check.id);
  if (title === null) return askForBrand(ctx);
  const inHead = page.titles.filter((t) => t.inHead).length;
  return {
    kind: 'html',
    language: 'html',
    snippet: `<title>${escapeText(title)}</title>`,
    edits: [{ action: 'replace', target: 'head title', html: `<title>${escapeText(title)}</title>` }],
    where: inHead > 0 ? fixRef('head.replace', { what: '<title>' }) : fixRef('head.add'),
    note: [
      fixRef('note.measured', { chars: [...title].length, px: textWidth(title, 20), max: TITLE_PX }),
      fixRef('note.titleSource'),
    ],
  };
}

/** Where the site's name would go when the site declares none: the user writes it in. */
const BRAND_SLOT = '[site name]';
/** Characters left for the page's words beside " | " and a name of a usual length. */
const WITH_BRAND = MAX_CHARS - SEPARATOR.length - 15;

/**
 * No proposal in the page's own words passes alone, and the site declares no name: the h1 (or the title's
 * own words) with a slot for the brand, which the user fills in; never the host name.
 */
function askForBrand(ctx: FixContext): WrittenFix | null {
  const { facts } = ctx;
  if (facts.siteName || ctx.check.id === 'keyword-consistency') return null;
  const base = [facts.h1, ownParts(facts.title).main]
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .find((t) => t && [...t].length <= WITH_BRAND);
  if (!base) return null;
  const text = `<title>${escapeText(base)}${SEPARATOR}${BRAND_SLOT}</title>`;
  return {
    kind: 'text',
    language: 'html',
    snippet: text,
    where: ctx.page.titles.some((t) => t.inHead)
      ? fixRef('head.replace', { what: '<title>' })
      : fixRef('head.add'),
    needs: verifyRef('needs.siteName'),
  };
}
