/**
 * The whole corrected hreflang set: the page's own entries with absolute URLs and valid codes (an invalid
 * code replaced by the one it plainly means: "en_US" → "en-US", "english" → "en"), a self-reference in the
 * page's language when missing, and an x-default.
 */
import { hreflangProblem, isXDefault } from '../checks/external/_hreflang.js';
import { escapeAttr } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { fixRef, verifyRef } from '../i18n/fix-text.js';

/** Language names written where a code belongs (English and native), to their ISO 639-1 code. */
const NAMES: Record<string, string> = {
  english: 'en', spanish: 'es', espanol: 'es', español: 'es', castellano: 'es', french: 'fr', francais: 'fr',
  français: 'fr', german: 'de', deutsch: 'de', italian: 'it', italiano: 'it', portuguese: 'pt', portugues: 'pt',
  português: 'pt', dutch: 'nl', nederlands: 'nl', japanese: 'ja', chinese: 'zh', russian: 'ru', polish: 'pl',
  polski: 'pl', swedish: 'sv', svenska: 'sv', danish: 'da', dansk: 'da', norwegian: 'no', norsk: 'no',
  finnish: 'fi', suomi: 'fi', turkish: 'tr', türkçe: 'tr', korean: 'ko', arabic: 'ar', greek: 'el',
  czech: 'cs', hungarian: 'hu', romanian: 'ro', ukrainian: 'uk', catalan: 'ca', català: 'ca',
}; // prettier-ignore

/** The valid code a written value means, or null when it cannot be told. */
export function fixedCode(value: string): string | null {
  if (isXDefault(value)) return 'x-default';
  const problem = hreflangProblem(value);
  if (!problem) return value;
  if (problem.suggestion && !hreflangProblem(problem.suggestion)) return problem.suggestion;
  const [name, region] = value
    .trim()
    .toLowerCase()
    .split(/[-_\s]+/);
  const code = name ? NAMES[name] : undefined;
  if (!code) return null;
  const withRegion = region ? `${code}-${region.toUpperCase()}` : code;
  return hreflangProblem(withRegion) ? code : withRegion;
}

const strip = (url: string): string => url.replace(/#.*$/, '');

export function hreflangFix(ctx: FixContext): WrittenFix | null {
  const { page, facts } = ctx;
  const entries = page.hreflang.filter((e) => e.url !== null && /^https?:/.test(e.url));
  if (entries.length === 0) return null;
  const set = new Map<string, string>();
  const renamed: { code: string; fixed: string }[] = [];
  for (const e of entries) {
    const code = fixedCode(e.lang);
    // A code nobody can tell the meaning of: the set is not this writer's to guess.
    if (code === null) return null;
    if (code !== e.lang) renamed.push({ code: e.lang, fixed: code });
    if (![...set.keys()].some((k) => k.toLowerCase() === code.toLowerCase())) set.set(code, strip(e.url!));
  }
  const self = facts.selfUrl;
  if (![...set.values()].includes(self)) {
    const declared = page.language.declared?.trim();
    const code = (declared ? fixedCode(declared) : null) ?? facts.language;
    if (!code) return null;
    const clash = [...set.keys()].find((k) => k.toLowerCase() === code.toLowerCase());
    if (clash) set.delete(clash);
    set.set(code, self);
  }
  let fallback = [...set.entries()].find(([k]) => isXDefault(k))?.[1];
  if (!fallback) {
    // The version at the site root is the usual fallback; else this page.
    fallback = [...set.values()].find((u) => new URL(u).pathname === '/') ?? self;
    set.set('x-default', fallback);
  }
  const lines = [...set.entries()].map(
    ([code, url]) => `<link rel="alternate" hreflang="${escapeAttr(code)}" href="${escapeAttr(url)}">`,
  );
  const first = renamed[0];
  return {
    kind: 'html',
    language: 'html',
    snippet: lines.join('\n'),
    edits: [{ action: 'replace', target: 'head link[rel~="alternate"][hreflang]', html: lines.join('\n') }],
    where: first
      ? verifyRef('hreflang.codes')
      : fixRef('head.replace', { what: '<link rel="alternate" hreflang>' }),
    note: first
      ? [verifyRef('note.hreflangCode', first), fixRef('note.hreflang', { url: fallback })]
      : fixRef('note.hreflang', { url: fallback }),
  };
}
