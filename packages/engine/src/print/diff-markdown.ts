/**
 * A comparison as a short Markdown summary for a pull-request comment: new problems first, then fixed
 * ones and the score delta; the long lists folded in <details>. Starts with DIFF_COMMENT_MARKER, the
 * hidden line by which the GitHub Action finds its own comment to update it instead of adding another.
 */
import type { ReportDiff } from '../diff/types.js';
import type { Lang } from '../i18n/lang.js';
import { diffLabel } from './diff-labels.js';
import { terminalSafe } from '../text/terminal-safe.js';
import { diffDocument, type Block, type Marker } from './diff-sections.js';

export const DIFF_COMMENT_MARKER = '<!-- rankscope-comparison -->';

const MARKS: Record<Marker, string> = { critical: '🔴', recommended: '🟠', fixed: '✅', info: 'ℹ️' };

/**
 * Page text (titles, messages quoting the page) written so Markdown shows it as it is: no emphasis,
 * links, HTML or table breaks, and no @mention notifying somebody; no control characters either, since
 * the Markdown is also printed on stdout.
 */
export function mdText(text: string): string {
  return (
    terminalSafe(text)
      .replace(/\s+/g, ' ')
      // Every line starts with our own prefix, so only inline syntax needs escaping ([ ] stop links and images).
      .replace(/[\\`*_[\]<>|~&]/g, (c) => `\\${c}`)
      .replace(/@(?=\w)/g, '@\u200b')
  );
}

function block(b: Block, lang: Lang): string[] {
  if (b.kind === 'p') return [mdText(b.text), ''];
  if (b.kind === 'list') {
    const lines = b.items.map((i) => {
      const mark = i.marker ? `${MARKS[i.marker]} ` : '';
      const title = i.title ? `**${mdText(i.title)}**${i.detail ? ': ' : ''}` : '';
      return `- ${mark}${title}${mdText(i.detail)}`;
    });
    return [...lines, ...(b.more > 0 ? [`- ${mdText(diffLabel(lang, 'more', { n: b.more }))}`] : []), ''];
  }
  const row = (cells: string[]): string => `| ${cells.map(mdText).join(' | ')} |`;
  return [
    row(b.head),
    `|${b.head.map(() => ' --- |').join('')}`,
    ...b.rows.map((r) => row(r.cells.map((c, i) => (i === 0 && r.marker ? `${MARKS[r.marker]} ${c}` : c)))),
    '',
  ];
}

export function renderDiffMarkdown(diff: ReportDiff, lang: Lang): string {
  const doc = diffDocument(diff, lang);
  const out: string[] = [
    DIFF_COMMENT_MARKER,
    `### ${mdText(doc.heading)}`,
    '',
    `**${mdText(doc.summary)}**`,
    '',
  ];
  for (const line of doc.intro) out.push(mdText(line), '');
  for (const section of doc.sections) {
    const body = section.blocks.flatMap((b) => block(b, lang));
    if (section.collapsed) {
      out.push(`<details><summary>${mdText(section.heading)}</summary>`, '', ...body, '</details>', '');
    } else out.push(`#### ${mdText(section.heading)}`, '', ...body);
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
