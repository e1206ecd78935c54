/**
 * Character encoding of an HTML body: BOM, then the Content-Type charset, then a <meta> declaration,
 * then UTF-8. Decoding uses the global TextDecoder (Node's full ICU knows the WHATWG legacy labels).
 */
import { isAscii } from 'node:buffer';
import type { CharsetInfo, CharsetSource } from './types.js';

/** The HTML spec's prescan only looks this far; later declarations are reported as "late". */
export const META_PRESCAN_BYTES = 1024;
/** How far to look for a late <meta charset>, so the check can say where it is. */
export const META_SEARCH_BYTES = 64 * 1024;

/** Canonical WHATWG encoding name for a label, or null when the label is unknown. */
export function canonicalEncoding(label: string): string | null {
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}

export function sniffBom(body: Buffer): { encoding: string; length: number } | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (body[0] === 0xff && body[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (body[0] === 0xfe && body[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** The charset parameter of a Content-Type value, lower-cased and unquoted, or null. */
export function charsetFromContentType(contentType: string | null): string | null {
  if (contentType === null) return null;
  const match = /;\s*charset\s*=\s*("([^"]*)"|[^;\s"]*)/i.exec(contentType);
  if (match === null) return null;
  const value = (match[2] ?? match[1] ?? '').trim().toLowerCase();
  return value === '' ? null : value;
}

export interface MetaCharset {
  charset: string;
  /** Byte offset of the `<meta` that declares it. */
  offset: number;
}

const META_TAG = /<meta(?=[\s/>])[^>]*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const inner = tag.slice(5, -1); // between "<meta" and ">"
  for (const m of inner.matchAll(ATTR)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** The charset a single <meta> declares, per the prescan rules (charset=, or http-equiv + content). */
function charsetOfMeta(tag: string): string | null {
  const attrs = attributesOf(tag);
  const direct = attrs.get('charset');
  if (direct !== undefined && direct.trim() !== '') return direct.trim().toLowerCase();
  if (attrs.get('http-equiv')?.trim().toLowerCase() !== 'content-type') return null;
  const content = attrs.get('content');
  if (content === undefined) return null;
  const match = /charset\s*=\s*["']?([^"';\s]+)/i.exec(content);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * First <meta> charset declaration in the first 64 KB, ignoring comments. Works on a latin1 view so
 * string offsets are byte offsets (the prescan is ASCII-only by design).
 */
export function findMetaCharset(body: Buffer): MetaCharset | null {
  const text = body.subarray(0, META_SEARCH_BYTES).toString('latin1');
  // Blank comments out with same-length filler so offsets stay exact.
  const visible = text.replace(COMMENT, (c) => ' '.repeat(c.length));
  for (const m of visible.matchAll(META_TAG)) {
    const charset = charsetOfMeta(m[0]);
    if (charset !== null) return { charset, offset: m.index };
  }
  return null;
}

/** A <meta> cannot switch to UTF-16 (the prescan is ASCII-based): the spec maps it to UTF-8. */
function metaEncoding(label: string): string | null {
  const encoding = canonicalEncoding(label);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return 'utf-8';
  return encoding;
}

function countOf(haystack: string, needle: string): number {
  let count = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) count++;
  return count;
}

function countUtf8Replacement(body: Buffer): number {
  let count = 0;
  for (let i = body.indexOf(0xef); i !== -1 && i + 2 < body.length; i = body.indexOf(0xef, i + 1)) {
    if (body[i + 1] === 0xbf && body[i + 2] === 0xbd) count++;
  }
  return count;
}

function choose(
  body: Buffer,
  headerCharset: string | null,
  meta: MetaCharset | null,
): { encoding: string; source: CharsetSource } {
  const bom = sniffBom(body);
  if (bom !== null) return { encoding: bom.encoding, source: 'bom' };
  const fromHeader = headerCharset === null ? null : canonicalEncoding(headerCharset);
  if (fromHeader !== null) return { encoding: fromHeader, source: 'header' };
  // A late meta (past 1024 bytes) is still used: browsers re-parse when the tokenizer meets it, and
  // it is the author's stated encoding. metaByteOffset lets a check flag it as declared too late.
  const fromMeta = meta === null ? null : metaEncoding(meta.charset);
  if (fromMeta !== null) return { encoding: fromMeta, source: 'meta' };
  return { encoding: 'utf-8', source: 'default' };
}

/**
 * Decode an HTML body. `invalidSequences` counts U+FFFD in the output; for UTF-8 the replacement
 * characters that were literally in the source (EF BF BD) are subtracted, so only invalid byte
 * sequences are counted. For other encodings every U+FFFD in the output is counted.
 */
export function decodeHtml(body: Buffer, contentType: string | null): { html: string; charset: CharsetInfo } {
  const headerCharset = charsetFromContentType(contentType);
  const meta = findMetaCharset(body);
  const { encoding, source } = choose(body, headerCharset, meta);
  // ignoreBOM false: the decoder strips a BOM that matches its encoding.
  const html = new TextDecoder(encoding).decode(body);
  const replacements = countOf(html, '\uFFFD');
  const literal = encoding === 'utf-8' ? countUtf8Replacement(body) : 0;
  return {
    html,
    charset: {
      encoding,
      source,
      headerCharset,
      metaCharset: meta?.charset ?? null,
      metaByteOffset: meta?.offset ?? null,
      hasNonAscii: !isAscii(body),
      invalidSequences: Math.max(0, replacements - literal),
    },
  };
}
