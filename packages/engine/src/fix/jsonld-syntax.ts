/**
 * A JSON-LD block that does not parse: the fix points at the syntax error the check found (line, column,
 * what is wrong, the text around it) and, when the error is a trailing comma or a comment, repairs exactly
 * that and keeps the rest of the block. Never a replacement by other markup.
 */
import { jsonLdOf } from '../structured/jsonld.js';
import { parseStrictJson } from '../structured/json-strict.js';
import type { FixContext, WrittenFix } from './types.js';
import { verifyRef } from '../i18n/fix-text.js';

/** Repairs that change nothing but the fault: a comma before } or ], a // or /* *\/ comment. */
function repaired(raw: string): string | null {
  let text = raw;
  for (let i = 0; i < 20; i++) {
    const result = parseStrictJson(text);
    if (result.ok) return text;
    const { kind, offset } = result.error;
    if (kind === 'trailing-comma') {
      const comma = text.lastIndexOf(',', offset);
      if (comma === -1 || !/^\s*[}\]]/.test(text.slice(comma + 1))) return null;
      text = text.slice(0, comma) + text.slice(comma + 1);
    } else if (kind === 'comment') {
      const block = text.startsWith('/*', offset);
      const end = block ? text.indexOf('*/', offset) + 2 : text.indexOf('\n', offset);
      if (!text.startsWith('/', offset) || (block && end === 1)) return null;
      text = text.slice(0, offset) + text.slice(end === -1 ? text.length : end);
    } else return null;
  }
  return null;
}

const around = (raw: string, offset: number): string =>
  `${raw.slice(Math.max(0, offset - 40), offset)}⟦here⟧${raw.slice(offset, offset + 40)}`.replace(
    /\s+/g,
    ' ',
  );

export function jsonLdSyntaxFix(ctx: FixContext): WrittenFix | null {
  const { page } = ctx;
  const bad = jsonLdOf(page).blocks.filter((b) => !b.empty && b.error !== null);
  const first = bad[0];
  if (!first?.error) return null;
  const raw = page.jsonLd[first.index]?.raw ?? '';
  const e = first.error;
  const line = e.sourceLine ?? first.line ?? 0;
  const where = verifyRef('jsonld.syntax', { line });
  const note = verifyRef('note.jsonldSyntax', {
    error: `line ${e.line}, column ${e.column}: ${e.detail}`,
  });
  const fixed = bad.length === 1 && first.line !== null ? repaired(raw) : null;
  // The block's own text is replaced inside its <script>, found by its line; its attributes stay.
  const script = page.scripts.find((s) => s.line === first.line && /ld\+json/i.test(s.attrs.type ?? ''));
  if (fixed !== null && script && !/"/.test(script.attrs.type ?? '')) {
    const attrs = Object.entries(script.attrs)
      .filter(([n]) => !n.startsWith('data-rs-'))
      .map(([n, v]) => ` ${n}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
      .join('');
    const html = `<script${attrs}>${fixed}</script>`;
    return {
      kind: 'html',
      language: 'html',
      snippet: html,
      edits: [{ action: 'replace', target: 'script[type="application/ld+json"]', line: first.line, html }],
      where,
      note,
    };
  }
  return {
    kind: 'text',
    language: 'text',
    snippet: `line ${line}, column ${e.column}: ${e.detail}\n${around(raw, e.offset)}`,
    where,
    note,
    needs: verifyRef('needs.text'),
  };
}
