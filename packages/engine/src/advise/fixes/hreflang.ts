/**
 * The whole corrected hreflang set: the page's own entries with absolute URLs, a self-reference in the
 * page's language when missing, and an x-default.
 */
import { isXDefault } from '../../checks/external/_hreflang.js';
import type { Fix } from '../../report.js';
import { escapeAttr, type FixContext } from './context.js';
import { fixText } from './strings.js';

export const HREFLANG_IDS = ['hreflang-self', 'hreflang-x-default', 'hreflang-absolute'] as const;

const strip = (url: string): string => url.replace(/#.*$/, '');

export function hreflangFix(ctx: FixContext): Fix | null {
  const { page, facts, lang } = ctx;
  const entries = page.hreflang.filter((e) => e.url !== null && /^https?:/.test(e.url));
  if (entries.length === 0) return null;
  const set = new Map<string, string>();
  for (const e of entries) if (!set.has(e.lang.toLowerCase())) set.set(e.lang, strip(e.url!));
  const self = facts.selfUrl;
  if (![...set.values()].includes(self)) {
    const code = page.language.declared?.trim() || facts.language;
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
  return {
    kind: 'html',
    language: 'html',
    snippet: lines.join('\n'),
    edits: [{ action: 'replace', target: 'head link[rel~="alternate"][hreflang]', html: lines.join('\n') }],
    where: fixText(lang, 'head.replace', { what: '<link rel="alternate" hreflang>' }),
    note: fixText(lang, 'note.hreflang', { url: fallback }),
  };
}
