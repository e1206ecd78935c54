/**
 * A fix's placement in machine-readable form, and the one applier every consumer uses (the verifier, the
 * CLI's `fix` command): edits on the page's own HTML source, located with parse5's source positions so
 * the rest of the file stays byte for byte as written.
 *
 * - insert: `html` at a point: 'head' (end of <head>), 'head:start', 'body:start' (or any '<tag>:start',
 *   falling back to the top of the body), 'doctype' (the start of the document).
 * - replace: every element matching the selector `target` (or the <html> start tag for 'html', the
 *   doctype for 'doctype') is removed and `html` put where the first one was; when none matches, `html` is
 *   inserted at `fallback` ('head' by default). With `line`, only the matching element on that line.
 * - remove: every element matching `target` (with `line`: the one on that line) is removed.
 * - rename: the matching element's tag becomes `html` (a tag name), content and attributes kept; when `html`
 *   is a name with attributes (`span style="color:red"`), the start tag is written anew with exactly those.
 *
 * Selectors: `tag[attr="v"][attr^="v"][attr~="v"][attr]`, comma-separated alternatives, a `head ` prefix
 * to match inside <head> only, a trailing `:nth(N)` for the Nth match (two h1s on one minified line). Attribute values compare case-insensitively (rel="Canonical").
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { FixEdit } from '../report/index.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

interface AttrTest {
  name: string;
  op: '=' | '^=' | '~=' | null;
  value: string;
}
interface Selector {
  inHead: boolean;
  tag: string;
  attrs: AttrTest[];
}

const ATTR = /\[\s*([\w:-]+)\s*(?:(\^=|~=|=)\s*"([^"]*)")?\s*\]/g;

export function parseSelector(text: string): Selector[] {
  return text.split(',').map((part) => {
    let rest = part.trim();
    const inHead = rest.startsWith('head ');
    if (inHead) rest = rest.slice(5).trim();
    const tag = /^[\w-]*/.exec(rest)![0].toLowerCase();
    const attrs = [...rest.slice(tag.length).matchAll(ATTR)].map((m) => ({
      name: m[1]!.toLowerCase(),
      op: (m[2] ?? null) as AttrTest['op'],
      value: (m[3] ?? '').toLowerCase(),
    }));
    return { inHead, tag, attrs };
  });
}

function attrOk(el: Element, test: AttrTest): boolean {
  const attr = el.attrs.find((a) => a.name === test.name);
  if (!attr) return false;
  const value = attr.value.trim().toLowerCase();
  if (test.op === '=') return value === test.value;
  if (test.op === '^=') return value.startsWith(test.value);
  if (test.op === '~=') return value.split(/\s+/).includes(test.value);
  return true;
}

function matches(el: Element, inHead: boolean, sel: Selector): boolean {
  if (sel.inHead && !inHead) return false;
  if (sel.tag && el.tagName !== sel.tag) return false;
  return sel.attrs.every((t) => attrOk(el, t));
}

export interface Located {
  doc: DefaultTreeAdapterMap['document'];
  elements: { el: Element; inHead: boolean }[];
}

function locate(html: string): Located {
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const elements: Located['elements'] = [];
  // Without recursion: a hostile page nests 100,000 elements.
  const stack: { node: Node; inHead: boolean }[] = [...doc.childNodes]
    .reverse()
    .map((node) => ({ node, inHead: false }));
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, inHead } = top;
    if (!('tagName' in node)) continue;
    const el = node;
    elements.push({ el, inHead });
    const head = inHead || el.tagName === 'head';
    const kids =
      el.tagName === 'template'
        ? (el as DefaultTreeAdapterMap['template']).content.childNodes
        : el.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i] as Node, inHead: head });
  }
  return { doc, elements };
}

const byTag = (loc: Located, tag: string): Element | undefined =>
  loc.elements.find((e) => e.el.tagName === tag)?.el;

export const startingAt = (loc: Located, tag: string, line: number): Element | undefined =>
  loc.elements.find((e) => e.el.tagName === tag && e.el.sourceCodeLocation?.startLine === line)?.el;

/** Offset just after the element's start tag (or where its content begins when the tag was implied). */
function afterStart(el: Element | undefined): number | null {
  const at = el?.sourceCodeLocation;
  if (at?.startTag) return at.startTag.endOffset;
  const first = el?.childNodes.find((c) => c.sourceCodeLocation)?.sourceCodeLocation;
  return first ? first.startOffset : null;
}

function doctypeEnd(loc: Located): number {
  const dt = loc.doc.childNodes.find((n) => n.nodeName === '#documentType');
  return dt?.sourceCodeLocation?.endOffset ?? 0;
}

/** Where the point of an insert is, as an offset into the source. */
function pointOf(loc: Located, point: string, html: string, line?: number | null): number {
  const head = byTag(loc, 'head');
  const htmlEl = byTag(loc, 'html');
  const beforeHead = (): number => afterStart(htmlEl) ?? doctypeEnd(loc);
  switch (point) {
    case 'doctype':
      return 0;
    case 'head:start':
      return afterStart(head) ?? beforeHead();
    case 'head':
    case 'head:end': {
      const at = head?.sourceCodeLocation;
      if (at?.endTag) return at.endTag.startOffset;
      const kids = head?.childNodes.filter((c) => c.sourceCodeLocation) ?? [];
      const last = kids[kids.length - 1]?.sourceCodeLocation;
      if (last) return last.endOffset;
      return afterStart(head) ?? beforeHead();
    }
    default: {
      // '<tag>:start': just inside the first such element (main:start), else at the top of the body.
      // With a line: just inside the such element that starts on that line (an <svg>'s <title>).
      const tag = /^([a-z][a-z0-9]*):start$/.exec(point)?.[1];
      const el = tag && line != null ? startingAt(loc, tag, line) : tag ? byTag(loc, tag) : undefined;
      return afterStart(el) ?? afterStart(byTag(loc, 'body')) ?? html.length;
    }
  }
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

/**
 * Applies splices located in one source. Several inserts at one point keep their order; two splices of
 * the same range (the same edit from two fixes) are made once, the later one winning.
 */
function splice(html: string, edits: Splice[]): string {
  // Per range, the texts in order, each once: two fixes inserting the same <title> insert it once.
  const byRange = new Map<string, { start: number; end: number; texts: string[] }>();
  for (const e of edits) {
    const key = `${e.start}:${e.end}`;
    const prev = byRange.get(key);
    if (!prev) byRange.set(key, { start: e.start, end: e.end, texts: [e.text] });
    else if (e.start !== e.end) prev.texts = [e.text];
    else if (!prev.texts.includes(e.text)) prev.texts.push(e.text);
  }
  let out = html;
  let floor = Infinity;
  for (const e of [...byRange.values()].sort((a, b) => b.start - a.start || b.end - a.end)) {
    // Overlapping ranges (an element inside one removed) cannot both apply: the one further on is kept.
    if (e.end > floor) continue;
    out = out.slice(0, e.start) + e.texts.join('') + out.slice(e.end);
    floor = e.start;
  }
  return out;
}

/** An element's whole extent (start tag to end tag; a void element is its start tag). */
function extent(el: Element): { start: number; end: number } | null {
  const at = el.sourceCodeLocation;
  if (!at) return null;
  return { start: at.startOffset, end: at.endOffset };
}

/** A trailing `:nth(N)` picks the Nth match (1-based, document order, after the line filter). */
const NTH = /:nth\((\d+)\)$/;

function found(loc: Located, edit: FixEdit): Element[] {
  const nth = NTH.exec(edit.target);
  const sels = parseSelector(nth ? edit.target.slice(0, nth.index) : edit.target);
  const all = loc.elements
    .filter((e) => sels.some((s) => matches(e.el, e.inHead, s)))
    .filter((e) => edit.line == null || e.el.sourceCodeLocation?.startLine === edit.line)
    .map((e) => e.el)
    .filter((el) => el.sourceCodeLocation);
  if (!nth) return all;
  const one = all[Number(nth[1]) - 1];
  return one ? [one] : [];
}

/** The white space before `offset` on its line, when nothing else precedes it there; else null. */
function indentAt(html: string, offset: number): string | null {
  const start = html.lastIndexOf('\n', offset - 1) + 1;
  const prefix = html.slice(start, offset);
  return /^[ \t]*$/.test(prefix) ? prefix : null;
}

/**
 * An insertion laid out like the source: before a closing tag that starts its own line (</head>), the
 * new lines go above it, one level deeper; elsewhere as given.
 */
function inserted(html: string, at: number, text: string): Splice {
  const indent = indentAt(html, at);
  if (indent === null || !html.startsWith('</', at)) return { start: at, end: at, text };
  const inner = indent + (indent.includes('\t') ? '\t' : '  ');
  const lines = text.split('\n').map((l) => inner + l);
  const start = at - indent.length;
  return { start, end: start, text: `${lines.join('\n')}\n` };
}

/** A removal takes the element's line with it when the element is all there is on that line. */
function removed(html: string, range: { start: number; end: number }): Splice {
  const indent = indentAt(html, range.start);
  const rest = /^[ \t]*(\r?\n|$)/.exec(html.slice(range.end));
  if (indent === null || !rest) return { ...range, text: '' };
  return { start: range.start - indent.length, end: range.end + rest[0].length, text: '' };
}

/** A replacement of several lines keeps the replaced element's indentation on every line. */
function replaced(html: string, range: { start: number; end: number }, text: string): Splice {
  const indent = indentAt(html, range.start);
  return { ...range, text: indent ? text.split('\n').join(`\n${indent}`) : text };
}

/** Where one edit changes the source, located in the original document. */
function splicesOf(loc: Located, html: string, edit: FixEdit): Splice[] {
  const text = edit.html ?? '';
  if (edit.action === 'insert') return [inserted(html, pointOf(loc, edit.target, html, edit.line), text)];
  if (edit.target === 'html') {
    const start = byTag(loc, 'html')?.sourceCodeLocation?.startTag;
    if (start) return [{ start: start.startOffset, end: start.endOffset, text }];
    const at = doctypeEnd(loc);
    return [{ start: at, end: at, text }];
  }
  if (edit.target === 'doctype') {
    const dt = loc.doc.childNodes.find((n) => n.nodeName === '#documentType')?.sourceCodeLocation;
    const range = dt ? { start: dt.startOffset, end: dt.endOffset } : { start: 0, end: 0 };
    return [{ ...range, text: edit.action === 'remove' ? '' : text }];
  }
  const els = found(loc, edit);
  if (edit.action === 'rename') {
    // `span style="…"`: the start tag is written anew with those attributes (the end tag gets the name).
    const [tag = text, attrs] = text.split(/\s+(.*)/s);
    return els.flatMap((el) => {
      const at = el.sourceCodeLocation!;
      const out: Splice[] = [];
      const name = (offset: number): Splice => ({
        start: offset,
        end: offset + el.tagName.length,
        text: tag,
      });
      if (at.startTag && attrs) {
        out.push({ start: at.startTag.startOffset, end: at.startTag.endOffset, text: `<${tag} ${attrs}>` });
      } else if (at.startTag) out.push(name(at.startTag.startOffset + 1));
      if (at.endTag) out.push(name(at.endTag.startOffset + 2));
      return out;
    });
  }
  const ranges = els.map(extent).filter((r): r is { start: number; end: number } => r !== null);
  if (edit.action === 'remove') return ranges.map((r) => removed(html, r));
  if (ranges.length === 0) {
    // Nothing to replace: head elements are added to <head>; an element of the body that is not there
    // (another page, another version) is left alone rather than put somewhere it does not belong.
    if (!edit.fallback && !edit.target.startsWith('head ')) return [];
    return [inserted(html, pointOf(loc, edit.fallback ?? 'head', html), text)];
  }
  const [first, ...rest] = ranges;
  return [replaced(html, first!, text), ...rest.map((r) => removed(html, r))];
}

/** The last page located (parse5 with positions costs about two plain parses). */
let located: { html: string; loc: Located } | null = null;

/**
 * The page's HTML with the edits applied, all located in the original source (lines and elements as the
 * audit saw them), so the edits of several fixes never move each other's targets.
 */
export function applyEdits(html: string, edits: readonly FixEdit[]): string {
  // Verification applies many edit sets to one page: its positions are read once.
  if (located?.html !== html) located = { html, loc: locate(html) };
  const { loc } = located;
  return splice(
    html,
    edits.flatMap((e) => splicesOf(loc, html, e)),
  );
}

/**
 * The page's document as located for `applyEdits` (cached), and the elements each replace edit puts a new
 * element of the same tag in place of (an h1 written again): the text those lose is the fix's purpose.
 */
export function rewrites(
  html: string,
  edits: readonly FixEdit[],
): { doc: Located['doc']; rewritten: Element[] } {
  if (located?.html !== html) located = { html, loc: locate(html) };
  const { loc } = located;
  const rewritten = edits
    .filter((e) => e.action === 'replace' && e.line != null && /^[a-z][a-z0-9]*$/.test(e.target))
    .filter((e) => new RegExp(`^<${e.target}[\\s>]`, 'i').test(e.html ?? ''))
    .flatMap((e) => found(loc, e));
  return { doc: loc.doc, rewritten };
}

/** The page's source as located for `applyEdits` (cached): every element with its source positions. */
export function locatedSource(html: string): Located {
  if (located?.html !== html) located = { html, loc: locate(html) };
  return located.loc;
}

/** Two edits touch the same elements or point when they name the same target. */
export function sameTarget(a: FixEdit, b: FixEdit): boolean {
  return a.target === b.target && (a.line ?? null) === (b.line ?? null);
}
