/**
 * Reading one (uncompressed) sitemap file: tell XML from HTML and plain text, check well-formedness and
 * the sitemaps.org structure, and collect the <loc> and <lastmod> values. Pure: sitemaps-load.ts fetches.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { lastmodStats } from './sitemaps-lastmod.js';
import type { LastmodStats } from './sitemaps-lastmod.js';
import type { SitemapKind, SitemapProblem, SitemapProblemCode } from './sitemaps-types.js';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const EXAMPLES_PER_CODE = 10;

export interface ReadContext {
  /** Origins a <loc> may be on: the file's own (requested and final URL), and the audited one when vouched. */
  origins: ReadonlySet<string>;
  /** The audit's clock (epoch ms), for future <lastmod> dates. */
  now: number;
}

export interface SitemapRead {
  kind: SitemapKind;
  problems: SitemapProblem[];
  problemCounts: Partial<Record<SitemapProblemCode, number>>;
  urlCount: number;
  childCount: number;
  /** Usable <loc> values of a urlset or text sitemap: absolute, allowed origin, WHATWG-serialised, no fragment. */
  locs: string[];
  /** Usable child sitemap URLs of an index, in the same form. */
  children: string[];
  lastmod: LastmodStats | null;
}

/** Collects problems: every one counted, the first few of each code kept as examples. */
class Problems {
  readonly list: SitemapProblem[] = [];
  readonly counts: Partial<Record<SitemapProblemCode, number>> = {};
  add(code: SitemapProblemCode, value: string, line: number | null = null, column: number | null = null) {
    const n = (this.counts[code] ?? 0) + 1;
    this.counts[code] = n;
    if (n <= EXAMPLES_PER_CODE) this.list.push({ code, value, line, column });
  }
}

/** Comments and CDATA sections (which may hold a bare `&`), or an `&` with the reference that follows it. */
const AMPERSANDS = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|&(?:(#\d+|#x[\da-f]+|[a-z_][\w.-]*);)?/gi;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function charRefOk(ref: string): boolean {
  const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/**
 * Reports every bare `&` and undefined entity (XML knows five, plus character references) and returns the
 * text with those escaped, so that one unescaped query string does not hide the file's structure.
 */
function escapeStrayAmpersands(text: string, problems: Problems): string {
  let out = '';
  let last = 0;
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  for (const m of text.matchAll(AMPERSANDS)) {
    const ref = m[1];
    if (m[0][0] !== '&' || (ref !== undefined && (ref[0] === '#' ? charRefOk(ref) : ref in PREDEFINED))) {
      continue;
    }
    for (let nl = text.indexOf('\n', scanned); nl !== -1 && nl < m.index; nl = text.indexOf('\n', nl + 1)) {
      line++;
      lineStart = nl + 1;
    }
    scanned = m.index;
    const from = Math.max(text.lastIndexOf('>', m.index) + 1, m.index - 40);
    const to = text.indexOf('<', m.index);
    const snippet = text.slice(from, Math.min(to === -1 ? text.length : to, m.index + 40)).trim();
    problems.add('entity', snippet, line, m.index - lineStart + 1);
    out += `${text.slice(last, m.index)}&amp;`;
    last = m.index + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return PREDEFINED[ref] ?? whole;
    const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return charRefOk(ref) ? String.fromCodePoint(cp) : whole;
  });
}

/** XML declaration, comments and doctype before the root start tag; the root's name and attributes. */
const PROLOG_AND_ROOT =
  /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<([a-z_][\w.:-]*)([^>]*)>/i;

function rootOf(text: string): { name: string; ns: string | null } | null {
  const m = PROLOG_AND_ROOT.exec(text.slice(0, 65_536));
  if (!m) return null;
  const name = m[1] ?? '';
  const colon = name.indexOf(':');
  const attr = colon === -1 ? 'xmlns' : `xmlns:${name.slice(0, colon)}`;
  const decl = new RegExp(`\\s${attr}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(m[2] ?? '');
  return { name: name.slice(colon + 1), ns: decl ? (decl[1] ?? decl[2] ?? '').trim() : null };
}

/** Text of an element as the parser returns it: a string, the first of repeated ones, or #text. */
function textOf(v: unknown): string | null {
  if (Array.isArray(v)) return textOf(v[0]);
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (v !== null && typeof v === 'object' && '#text' in v) return textOf(v['#text']);
  return null;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  // Prefixed sitemaps (<sm:urlset xmlns:sm=…>) read like plain ones; the namespace is checked on the root.
  removeNSPrefix: true,
  parseTagValue: false,
  // Entities are decoded per value below: no DOCTYPE entity expansion, no expansion limits to trip over.
  processEntities: false,
  htmlEntities: false,
  // A one-URL sitemap must still give an array.
  isArray: (_name, jpath) => jpath === 'urlset.url' || jpath === 'sitemapindex.sitemap',
});

/** Checks a <loc> and returns its usable form, or null after recording why it is not usable. */
function usableLoc(raw: string | null, ctx: ReadContext, problems: Problems): string | null {
  const loc = decodeEntities(raw ?? '').trim();
  if (loc === '') {
    problems.add('locMissing', '(no <loc>)');
    return null;
  }
  let url: URL;
  try {
    url = new URL(loc);
  } catch {
    problems.add('locRelative', loc);
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.add('locRelative', loc);
    return null;
  }
  if (!ctx.origins.has(url.origin)) problems.add('locCrossHost', loc);
  url.hash = '';
  return url.href;
}

function emptyRead(kind: SitemapKind, problems: Problems): SitemapRead {
  const base = { urlCount: 0, childCount: 0, locs: [], children: [], lastmod: null };
  return { kind, problems: problems.list, problemCounts: problems.counts, ...base };
}

/** Reads a text that is not markup: a plain list of absolute URLs (a text sitemap), else not a sitemap. */
function readText(text: string, ctx: ReadContext, problems: Problems): SitemapRead {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0 || !lines.every((l) => /^https?:\/\/\S+$/i.test(l))) {
    problems.add('notXml', lines[0]?.slice(0, 80) ?? '(empty)');
    return emptyRead('other', problems);
  }
  const locs = lines.map((l) => usableLoc(l, ctx, problems)).filter((u): u is string => u !== null);
  return { ...emptyRead('text', problems), urlCount: lines.length, locs };
}

export function readSitemap(text: string, contentType: string | null, ctx: ReadContext): SitemapRead {
  const problems = new Problems();
  if (!text.trimStart().startsWith('<')) return readText(text, ctx, problems);
  const root = rootOf(text);
  if (root?.name.toLowerCase() === 'html' || /^\s*<!doctype\s+html/i.test(text)) {
    problems.add('html', contentType ?? '(no Content-Type)');
    return emptyRead('html', problems);
  }
  const kind = root?.name === 'urlset' || root?.name === 'sitemapindex' ? root.name : 'other';
  const xml = escapeStrayAmpersands(text, problems);
  // Positions refer to the escaped text: a column after a stray & on the same line is 4 further per &.
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    problems.add('syntax', valid.err.msg, valid.err.line, valid.err.col);
    return emptyRead(kind, problems);
  }
  if (kind === 'other' || root === null) {
    problems.add('root', root ? `<${root.name}>` : '(no root element)');
    return emptyRead('other', problems);
  }
  if (root.ns !== SITEMAP_NS) problems.add('namespace', root.ns ?? '(none)');

  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch (err) {
    // The parser refuses elements nested over 100 deep ("Maximum nested tags exceeded"); a sitemap needs 4.
    problems.add('syntax', err instanceof Error ? err.message : String(err));
    return emptyRead(kind, problems);
  }
  const top = doc[kind];
  const entryName = kind === 'urlset' ? 'url' : 'sitemap';
  const found = top !== null && typeof top === 'object' ? (top as Record<string, unknown>)[entryName] : [];
  const entries: unknown[] = Array.isArray(found) ? found : [];
  const field = (e: unknown, name: string): string | null =>
    e !== null && typeof e === 'object' ? textOf((e as Record<string, unknown>)[name]) : null;
  const usable = entries
    .map((e) => usableLoc(field(e, 'loc'), ctx, problems))
    .filter((u): u is string => u !== null);
  const read = emptyRead(kind, problems);
  if (kind === 'sitemapindex') return { ...read, childCount: entries.length, children: usable };
  const lastmod = lastmodStats(
    entries.map((e) => field(e, 'lastmod')),
    ctx.now,
  );
  return { ...read, urlCount: entries.length, locs: usable, lastmod };
}
