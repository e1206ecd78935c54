/**
 * The <head> lines a set of fixes changes, before and after, numbered as in each source: a line diff
 * (longest common subsequence) of the two heads, for the report's before/after view.
 */
export interface NumberedLine {
  line: number;
  text: string;
}

/** Heads longer than this are compared by their first lines only (a hostile head of 100,000 lines). */
const MAX_LINES = 1500;
const MAX_TEXT = 300;

function headLines(html: string): NumberedLine[] {
  const lines = html.split(/\r\n|\r|\n/);
  const out: NumberedLine[] = [];
  let inHead = false;
  for (let i = 0; i < lines.length && out.length < MAX_LINES; i++) {
    const text = lines[i]!;
    if (!inHead && /<head[\s>]/i.test(text)) inHead = true;
    if (!inHead && /<body[\s>]/i.test(text)) break;
    if (inHead) out.push({ line: i + 1, text });
    if (/<\/head\s*>|<body[\s>]/i.test(text)) break;
  }
  return out;
}

const clip = (l: NumberedLine): NumberedLine =>
  l.text.length > MAX_TEXT ? { line: l.line, text: `${l.text.slice(0, MAX_TEXT - 1)}…` } : l;

/** The lines only in `before` (removed or changed) and only in `after` (added or changed). */
export function headDiff(
  beforeHtml: string,
  afterHtml: string,
): { before: NumberedLine[]; after: NumberedLine[] } {
  const a = headLines(beforeHtml);
  const b = headLines(afterHtml);
  // LCS table over trimmed lines (indentation changes are not changes).
  const key = (l: NumberedLine): string => l.text.trim();
  const n = a.length;
  const m = b.length;
  const lcs: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] =
        key(a[i]!) === key(b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const before: NumberedLine[] = [];
  const after: NumberedLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && key(a[i]!) === key(b[j]!)) {
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) after.push(clip(b[j++]!));
    else before.push(clip(a[i++]!));
  }
  return { before, after };
}
