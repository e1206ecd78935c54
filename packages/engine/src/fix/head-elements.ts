/**
 * The exact corrected elements for the page's head and structure: h1, canonical, viewport, <html lang>,
 * charset. Every value comes from the page (its final URL, its detected language, its title).
 */
import { effectiveCanonical } from '../gather/canonical.js';
import { isPreviewOf } from '../checks/meta/_canonical.js';
import { validateLanguageTag } from '../text/lang-codes.js';
import { escapeAttr } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { clearLanguage } from './clear-language.js';
import { fixRef, verifyRef, type FixText } from '../i18n/fix-text.js';

export function canonicalFix(ctx: FixContext): WrittenFix | null {
  const { facts, page } = ctx;
  const current = effectiveCanonical(page)?.url;
  // A copy audited at another address (a preview, staging): its canonical names production, as it should.
  if (current && isPreviewOf(new URL(facts.selfUrl), new URL(current))) return null;
  const existing = page.links.some((l) => /(^|\s)canonical(\s|$)/i.test(l.attrs.rel ?? ''));
  const target = ctx.check.id === 'canonical-target-indexable' ? effectiveCanonical(page)?.url : undefined;
  return {
    kind: 'html',
    language: 'html',
    snippet: `<link rel="canonical" href="${escapeAttr(facts.selfUrl)}">`,
    edits: [
      {
        action: 'replace',
        target: 'head link[rel~="canonical"]',
        html: `<link rel="canonical" href="${escapeAttr(facts.selfUrl)}">`,
      },
    ],
    where: existing ? fixRef('head.replace', { what: '<link rel="canonical">' }) : fixRef('head.add'),
    // Why the page's own URL: the declared target cannot be indexed, so the hint is ignored anyway.
    note: target ? fixRef('note.canonicalTarget', { url: target }) : fixRef('note.canonical'),
  };
}

export function viewportFix(ctx: FixContext): WrittenFix {
  const existing = ctx.page.metas.some((m) => (m.attrs.name ?? '').toLowerCase() === 'viewport');
  return {
    kind: 'html',
    language: 'html',
    snippet: '<meta name="viewport" content="width=device-width, initial-scale=1">',
    edits: [
      {
        action: 'replace',
        target: 'head meta[name="viewport"]',
        html: '<meta name="viewport" content="width=device-width, initial-scale=1">',
      },
    ],
    where: existing ? fixRef('head.replace', { what: '<meta name="viewport">' }) : fixRef('head.add'),
  };
}

/**
 * The code for <html lang>: the detected language, or, for an underscore, the same tag hyphenated. A tag
 * that disagrees with Content-Language or the page's hreflang is left alone: which side is wrong is not
 * in the page's facts.
 */
function langCode(ctx: FixContext): { code: string; note: FixText } | null {
  const { page } = ctx;
  const declared = page.language.declared?.trim() ?? '';
  // Only a language the text states clearly (not Lorem ipsum read as Catalan, nor English as Scots).
  const usable = clearLanguage(page);
  if (ctx.check.id !== 'lang-valid') return usable ? { code: usable, note: fixRef('note.lang') } : null;
  const key = ctx.facts.checkById('lang-valid')?.run(page).key;
  if (key === 'underscore') {
    const code = declared.replace(/_/g, '-');
    return validateLanguageTag(code) === null ? { code, note: fixRef('note.langUnderscore') } : null;
  }
  if (!usable || key === 'header' || key === 'hreflang') return null;
  return { code: usable, note: fixRef('note.langMismatch', { declared, detected: usable }) };
}

/** No language is clear from the text: the tag to write, with the user's language in it. */
function askLanguage(ctx: FixContext): WrittenFix | null {
  if (ctx.check.id !== 'lang-present' || ctx.page.text.main.trim() === '') return null;
  const snippet = '<html lang="[language of the page, e.g. en]">';
  return {
    kind: 'text',
    language: 'html',
    snippet,
    where: fixRef('html.open'),
    needs: verifyRef('needs.language'),
  };
}

export function langFix(ctx: FixContext): WrittenFix | null {
  const found = langCode(ctx);
  if (!found) return askLanguage(ctx);
  // xml:lang, when the page has it, must say the same.
  const attrs = Object.entries(ctx.page.doc.htmlAttrs)
    .filter(([name]) => name !== 'lang')
    .map(([name, value]) => ` ${name}="${escapeAttr(name === 'xml:lang' ? found.code : value)}"`)
    .join('');
  return {
    kind: 'html',
    language: 'html',
    snippet: `<html lang="${escapeAttr(found.code)}"${attrs}>`,
    edits: [{ action: 'replace', target: 'html', html: `<html lang="${escapeAttr(found.code)}"${attrs}>` }],
    where: fixRef('html.open'),
    note: found.note,
  };
}

/** Only when the bytes are UTF-8 (or plain ASCII): declaring UTF-8 over another encoding would garble the page. */
export function charsetFix(ctx: FixContext): WrittenFix | null {
  const { charset } = ctx.page;
  const utf8 = charset.encoding === 'utf-8' && charset.invalidSequences === 0;
  if (!utf8 && charset.hasNonAscii) return null;
  return {
    kind: 'html',
    language: 'html',
    snippet: '<meta charset="utf-8">',
    edits: [
      { action: 'remove', target: 'meta[charset], meta[http-equiv="content-type"]' },
      { action: 'insert', target: 'head:start', html: '<meta charset="utf-8">' },
    ],
    where: fixRef('head.first'),
    note: fixRef('note.charset'),
  };
}
