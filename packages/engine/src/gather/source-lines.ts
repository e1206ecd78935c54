/**
 * Source line numbers without parse5's location tracking (which doubles parse time on large pages): one
 * pass over the HTML finds every start tag in source order (skipping comments, doctype/processing
 * instructions, end tags and the contents of raw-text elements), and the walk matches the k-th element
 * of a tag name in tree order to the k-th start tag of that name, verified by its first attribute.
 * Elements the parser invents (implied <html>/<tbody>, re-opened formatting elements) find no verified
 * source tag and get no line rather than a wrong one.
 */

/** Elements whose content the tokenizer reads as text up to the matching end tag. */
const RAW_TEXT = new Set([
  'script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript',
]); // prettier-ignore

interface SourceTag {
  offset: number;
  raw: string;
}

const closers = new Map<string, RegExp>();
function closerOf(name: string): RegExp {
  let re = closers.get(name);
  if (!re) {
    re = new RegExp(`</${name}[\\s/>]`, 'gi');
    closers.set(name, re);
  }
  return re;
}

const isAlpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;

/** End of a start tag beginning at `from` (index of its '>'), honouring quoted attribute values. */
export function tagEnd(html: string, from: number): number {
  const len = html.length;
  let k = from;
  while (k < len) {
    const c = html.charCodeAt(k);
    if (c === 62) return k;
    if (c === 61) {
      // After '=', optional spaces, then a quoted value may contain '>'.
      k++;
      while (k < len && isSpace(html.charCodeAt(k))) k++;
      const q = html.charCodeAt(k);
      if (q === 34 || q === 39) {
        const close = html.indexOf(q === 34 ? '"' : "'", k + 1);
        if (close === -1) return len;
        k = close + 1;
        continue;
      }
      continue;
    }
    k++;
  }
  return len;
}

export class SourceLines {
  private readonly tags = new Map<string, SourceTag[]>();
  private readonly cursors = new Map<string, number>();
  private readonly newlines: number[] = [];

  constructor(private readonly html: string) {
    for (let i = html.indexOf('\n'); i !== -1; i = html.indexOf('\n', i + 1)) this.newlines.push(i);
    this.scan();
  }

  private scan(): void {
    const html = this.html;
    const len = html.length;
    let i = html.indexOf('<');
    while (i !== -1 && i < len - 1) {
      const c = html.charCodeAt(i + 1);
      if (c === 33 /* ! */) {
        const end = html.startsWith('<!--', i) ? html.indexOf('-->', i + 4) : html.indexOf('>', i + 2);
        i = end === -1 ? -1 : html.indexOf('<', end + 1);
        continue;
      }
      if (c === 63 /* ? */ || c === 47 /* / */) {
        i = html.indexOf('<', i + 2);
        continue;
      }
      if (!isAlpha(c)) {
        i = html.indexOf('<', i + 1);
        continue;
      }
      let j = i + 2;
      while (j < len) {
        const d = html.charCodeAt(j);
        if (isSpace(d) || d === 47 || d === 62) break;
        j++;
      }
      const name = html.slice(i + 1, j).toLowerCase();
      const end = tagEnd(html, j);
      const list = this.tags.get(name);
      const tag = { offset: i, raw: html.slice(i, Math.min(end + 1, i + 2048)) };
      if (list) list.push(tag);
      else this.tags.set(name, [tag]);
      let next = end + 1;
      if (name === 'plaintext') break;
      if (RAW_TEXT.has(name)) {
        const closer = closerOf(name);
        closer.lastIndex = next;
        const m = closer.exec(html);
        next = m ? m.index : len;
      }
      i = html.indexOf('<', next);
    }
  }

  lineAt(offset: number): number {
    let lo = 0;
    let hi = this.newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.newlines[mid] as number) < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  }

  /** Line of the next element of this tag name in tree order, or null when no source tag verifies. */
  next(tag: string, attrs: Record<string, string>): number | null {
    const name = tag.toLowerCase();
    const list = this.tags.get(name);
    if (!list) return null;
    const at = this.cursors.get(name) ?? 0;
    // The parser may drop a source tag (a second <body>, a nested <form>): look a little ahead.
    for (let p = at; p < Math.min(at + 3, list.length); p++) {
      const source = list[p] as SourceTag;
      if (verifies(source.raw, attrs)) {
        this.cursors.set(name, p + 1);
        return this.lineAt(source.offset);
      }
    }
    return null;
  }
}

/** Whether a source start tag plausibly produced an element with these attributes. */
function verifies(raw: string, attrs: Record<string, string>): boolean {
  const names = Object.keys(attrs);
  const first = names[0];
  if (first === undefined) return !/^<[^\s/>]+[\s/]+[^\s/>]/.test(raw);
  const lower = raw.toLowerCase();
  if (!lower.includes(first.toLowerCase())) return false;
  const value = attrs[first] as string;
  // Values with entities or non-ASCII may be written differently in the source: the name must do.
  if (value === '' || value.length > 200 || /[&<>"'\u0080-\uffff]/.test(value)) return true;
  return raw.includes(value);
}
