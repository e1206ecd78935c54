/** A comparison as plain text for the terminal (rankscope diff, rankscope <url> --baseline). */
import type { ReportDiff } from '../diff/types.js';
import type { Lang } from '../i18n/lang.js';
import { diffLabel } from './diff-labels.js';
import { terminalSafe as safe } from '../text/terminal-safe.js';
import { diffDocument, type Block, type Marker } from './diff-sections.js';

const MARKS: Record<Marker, string> = { critical: '✖', recommended: '▲', fixed: '✔', info: '·' };
const COLOURS: Record<Marker, string> = { critical: '31', recommended: '33', fixed: '32', info: '2' };

export interface DiffTextOptions {
  color?: boolean;
}

export function renderDiffText(diff: ReportDiff, lang: Lang, options: DiffTextOptions = {}): string {
  const paint = (code: string, s: string): string => (options.color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const mark = (m: Marker | null): string => (m ? `${paint(COLOURS[m], MARKS[m])} ` : '  ');
  const block = (b: Block): string[] => {
    if (b.kind === 'p') return [`  ${safe(b.text)}`];
    if (b.kind === 'list') {
      const lines = b.items.map(
        (i) =>
          `  ${mark(i.marker)}${i.title ? `${paint('1', safe(i.title))}${i.detail ? ': ' : ''}` : ''}${safe(i.detail)}`,
      );
      return b.more > 0 ? [...lines, `    ${diffLabel(lang, 'more', { n: b.more })}`] : lines;
    }
    const rows = b.rows.map((r) => ({ marker: r.marker, cells: r.cells.map(safe) }));
    const widths = b.head.map((h, col) =>
      Math.max(h.length, ...rows.map((r) => (r.cells[col] ?? '').length)),
    );
    const line = (cells: string[]): string =>
      cells
        .map((c, col) => c.padEnd(widths[col] ?? 0))
        .join('  ')
        .trimEnd();
    return [`    ${line(b.head)}`, ...rows.map((r) => `  ${mark(r.marker)}${line(r.cells)}`)];
  };
  const doc = diffDocument(diff, lang);
  const out = [paint('1', doc.heading), doc.summary, ...doc.intro.map(safe), ''];
  for (const section of doc.sections)
    out.push(paint('1', section.heading), ...section.blocks.flatMap(block), '');
  return `${out.join('\n').trimEnd()}\n`;
}
