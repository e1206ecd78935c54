/**
 * Markup the page's own facts determine: the HTML5 doctype, obsolete elements renamed to the ones that
 * look and mean the same (<acronym> → <abbr>, <strike> → <s>, <tt> → <code>), a self-reloading meta
 * refresh removed. What changes behaviour or looks (a redirect, <font>, <center>) is said, not rewritten:
 * a redirect moves to the server (a rule for it), presentation to CSS.
 */
import { headerValues, metasBy } from '../../artifact.js';
import type { Fix } from '../../report.js';
import { checkById, type FixContext } from './context.js';
import { spellRedirect } from './redirect-rules.js';
import { verifyText } from './strings-verify.js';

const DOCTYPE = '<!DOCTYPE html>';

export function doctypeFix(ctx: FixContext): Fix | null {
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
    where: verifyText(ctx.lang, 'doctype.first'),
    // Standards mode can change how an old layout renders: worth a look before publishing.
    ...(doc.mode !== 'no-quirks' ? { note: verifyText(ctx.lang, 'note.quirks') } : {}),
  };
}

/** Renames that keep both meaning and default look. */
const SAME_LOOK: Record<string, string> = { acronym: 'abbr', strike: 's', tt: 'code' };

export function deprecatedFix(ctx: FixContext): Fix | null {
  const used = Object.entries(ctx.page.deprecated)
    .filter(([, n]) => n > 0)
    .map(([tag]) => tag);
  if (used.length === 0 || used.some((t) => t === 'frame' || t === 'frameset')) return null;
  const renamable = used.every((t) => t in SAME_LOOK);
  const lines = used.map((t) => (SAME_LOOK[t] ? `<${t}> → <${SAME_LOOK[t]}>` : `<${t}> → CSS`));
  if (!renamable) {
    return {
      kind: 'text',
      language: 'text',
      snippet: lines.join('\n'),
      where: verifyText(ctx.lang, 'deprecated.replace'),
      note: verifyText(ctx.lang, 'note.deprecated'),
      needs: verifyText(ctx.lang, 'needs.text'),
    };
  }
  return {
    kind: 'html',
    language: 'html',
    snippet: lines.join('\n'),
    edits: used.map((t) => ({ action: 'rename', target: t, html: SAME_LOOK[t]! })),
    where: verifyText(ctx.lang, 'deprecated.replace'),
    note: verifyText(ctx.lang, 'note.deprecated'),
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
export function metaRefreshFix(ctx: FixContext): Fix | null {
  const { page, lang } = ctx;
  if (headerValues(page, 'refresh').length > 0) return null;
  const key = checkById('meta-refresh')?.run(page).key;
  const tags = metasBy(page, 'http-equiv', 'refresh');
  if (tags.length === 0) return null;
  if (key === 'selfReload' || key === 'reloadLoop') {
    return {
      kind: 'html',
      language: 'html',
      snippet: removals(tags),
      edits: [{ action: 'remove', target: 'meta[http-equiv="refresh"]' }],
      where: verifyText(lang, 'refresh.remove', { url: page.url.href }),
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
  const where = verifyText(lang, 'refresh.remove', { url });
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
    note: verifyText(lang, 'refresh.serverFirst', { url }),
    alternatives: [{ language, snippet, ...(context ? { context } : {}) }, ...alternatives],
  };
}
