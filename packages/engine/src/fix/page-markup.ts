/**
 * Markup the page's own facts determine: the HTML5 doctype, obsolete elements renamed to the ones that
 * look and mean the same (<acronym> → <abbr>, <strike> → <s>, <tt> → <code>), a self-reloading meta
 * refresh removed; <center>, <big> and <font> become a <div>/<span> with the same look in CSS, the text
 * and other attributes kept. A redirect moves to the server (a rule for it) when the tag goes.
 */
import type { Fix } from '../report/index.js';
import { headerValues, metasBy } from '../artifact.js';
import { escapeAttr } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { elementsNamed } from './source-elements.js';
import { spellRedirect } from './redirect-rules.js';
import { verifyRef } from '../i18n/fix-text.js';

const DOCTYPE = '<!DOCTYPE html>';

export function doctypeFix(ctx: FixContext): WrittenFix | null {
  const { doc } = ctx.page;
  const edits: Fix['edits'] =
    doc.doctype === null
      ? [{ action: 'insert', target: 'doctype', html: `${DOCTYPE}\n` }]
      : doc.doctypeFirst
        ? [{ action: 'replace', target: 'doctype', html: DOCTYPE }]
        : // Something comes before it: the doctype moves to the very top.
          [
            { action: 'remove', target: 'doctype' },
            { action: 'insert', target: 'doctype', html: `${DOCTYPE}\n` },
          ];
  return {
    kind: 'html',
    language: 'html',
    snippet: DOCTYPE,
    edits,
    where: verifyRef('doctype.first'),
    // Standards mode can change how an old layout renders: worth a look before publishing.
    ...(doc.mode !== 'no-quirks' ? { note: verifyRef('note.quirks') } : {}),
  };
}

/** Renames that keep both meaning and default look. */
const SAME_LOOK: Record<string, string> = { acronym: 'abbr', strike: 's', tt: 'code' };

/** <font size> 1–7 (3 is the default; +n and -n are relative to it) as CSS keywords. */
const FONT_SIZES = ['x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'xxx-large'];

function fontSize(value: string): string | null {
  const m = /^\s*([+-]?)(\d)\s*$/.exec(value);
  if (!m) return null;
  const n = m[1] === '+' ? 3 + Number(m[2]) : m[1] === '-' ? 3 - Number(m[2]) : Number(m[2]);
  return FONT_SIZES[Math.min(7, Math.max(1, n)) - 1]!;
}

/** The CSS a presentational element or attribute stood for; null when a value cannot be carried over. */
function cssOf(tag: string, attrs: Record<string, string>): { tag: string; css: string[] } | null {
  if (tag === 'center') return { tag: 'div', css: ['text-align: center'] };
  if (tag === 'big') return { tag: 'span', css: ['font-size: larger'] };
  if (tag !== 'font') return null;
  const css: string[] = [];
  const { color, face, size } = attrs;
  if (color !== undefined) {
    if (!/^#?[a-z0-9]+$/i.test(color.trim())) return null;
    css.push(`color: ${color.trim()}`);
  }
  if (face !== undefined) {
    if (!/^[\w\s,'-]+$/.test(face)) return null;
    css.push(`font-family: ${face.trim()}`);
  }
  if (size !== undefined) {
    const keyword = fontSize(size);
    if (!keyword) return null;
    css.push(`font-size: ${keyword}`);
  }
  return { tag: 'span', css };
}

const PRESENTATIONAL: Record<string, readonly string[]> = { font: ['color', 'face', 'size'] };
const TO_CSS: ReadonlySet<string> = new Set(['center', 'big', 'font']);

/** The new start tag's name and attributes: the others kept as written, the CSS before any own style. */
function restyled(tag: string, attrs: Record<string, string>): string | null {
  const to = cssOf(tag, attrs);
  if (!to) return null;
  const kept = Object.entries(attrs).filter(([n]) => n !== 'style' && !PRESENTATIONAL[tag]?.includes(n));
  const style = [...to.css, attrs.style?.trim().replace(/;$/, '')].filter(Boolean).join('; ');
  const parts = kept.map(([n, v]) => `${n}="${escapeAttr(v)}"`);
  if (style) parts.push(`style="${escapeAttr(style)}"`);
  return parts.length > 0 ? `${to.tag} ${parts.join(' ')}` : to.tag;
}

/** <center>, <big>, <font> become a <div>/<span> with the same look in CSS, one edit per element. */
function cssEdits(html: string): NonNullable<Fix['edits']> | null {
  const els = elementsNamed(html, TO_CSS);
  const edits: NonNullable<Fix['edits']> = [];
  for (const el of els) {
    const to = restyled(el.tag, el.attrs);
    if (!to) return null;
    const onLine = els.filter((o) => o.tag === el.tag && o.line === el.line);
    const target = onLine.length > 1 ? `${el.tag}:nth(${onLine.indexOf(el) + 1})` : el.tag;
    edits.push({ action: 'rename', target, line: el.line, html: to });
  }
  return edits;
}

export function deprecatedFix(ctx: FixContext): WrittenFix | null {
  const used = Object.entries(ctx.page.deprecated)
    .filter(([, n]) => n > 0)
    .map(([tag]) => tag);
  if (used.length === 0 || used.some((t) => t === 'frame' || t === 'frameset')) return null;
  const fixable = used.every((t) => t in SAME_LOOK || TO_CSS.has(t));
  const css = fixable && used.some((t) => TO_CSS.has(t)) ? cssEdits(ctx.page.html) : [];
  const renames = used.filter((t) => t in SAME_LOOK);
  const lines = used.map((t) => (SAME_LOOK[t] ? `<${t}> → <${SAME_LOOK[t]}>` : `<${t}> → CSS`));
  if (!fixable || css === null) {
    return {
      kind: 'text',
      language: 'text',
      snippet: lines.join('\n'),
      where: verifyRef('deprecated.replace'),
      note: verifyRef('note.deprecated'),
      needs: verifyRef('needs.text'),
    };
  }
  const shown = [
    ...renames.map((t) => `<${t}> → <${SAME_LOOK[t]}>`),
    ...[...new Set(css.map((e) => `<${e.target.split(':')[0]}> → <${e.html}>`))],
  ];
  return {
    kind: 'html',
    language: 'html',
    snippet: shown.join('\n'),
    edits: [...renames.map((t) => ({ action: 'rename' as const, target: t, html: SAME_LOOK[t]! })), ...css],
    where: verifyRef('deprecated.replace'),
    note: verifyRef('note.deprecated'),
  };
}

const removals = (tags: readonly { attrs: Record<string, string> }[]): string =>
  tags
    .map((t) => `<!-- remove: <meta http-equiv="refresh" content="${t.attrs.content ?? ''}"> -->`)
    .join('\n');

/**
 * A refresh to another URL is a redirect: the tag removed, with the rule for the server that replaces it
 * (nginx, Apache, Caddy). A page reloading itself loses the tag.
 */
export function metaRefreshFix(ctx: FixContext): WrittenFix | null {
  const { page } = ctx;
  if (headerValues(page, 'refresh').length > 0) return null;
  const key = ctx.facts.checkById('meta-refresh')?.run(page).key;
  const tags = metasBy(page, 'http-equiv', 'refresh');
  if (tags.length === 0) return null;
  if (key === 'selfReload' || key === 'reloadLoop') {
    return {
      kind: 'html',
      language: 'html',
      snippet: removals(tags),
      edits: [{ action: 'remove', target: 'meta[http-equiv="refresh"]' }],
      where: verifyRef('refresh.remove', { url: page.url.href }),
    };
  }
  const target = /url\s*=\s*['"]?([^'"]+)/i.exec(tags[0]!.attrs.content ?? '')?.[1];
  if (!target) return null;
  let url: string;
  try {
    url = new URL(target.trim(), page.doc.baseUrl).href;
  } catch {
    return null;
  }
  const where = verifyRef('refresh.remove', { url });
  const server = spellRedirect(ctx, page.url.pathname + page.url.search, url, where);
  const { alternatives = [], language, snippet, context } = server;
  // The tag removed (verified on the page), with the server's 301 that replaces it: every spelling comes
  // with the fix, the one for the page's own server first, and the note says the rule goes in first.
  return {
    kind: 'html',
    language: 'html',
    snippet: removals(tags),
    edits: [{ action: 'remove', target: 'meta[http-equiv="refresh"]' }],
    where,
    note: verifyRef('refresh.serverFirst', { url }),
    alternatives: [{ language, snippet, ...(context ? { context } : {}) }, ...alternatives],
  };
}
