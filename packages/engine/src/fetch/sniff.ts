/**
 * Is the response an HTML page? Decided from the Content-Type when it is clear, otherwise by
 * sniffing the first bytes. Lenient on purpose: only what is clearly not HTML is refused, and the
 * content-type check reports a wrong or missing MIME type on pages accepted by sniffing.
 */
import { sniffBom } from './charset.js';

export type ContentTypeVerdict = 'html' | 'not-html' | 'sniff';

const SNIFF_BYTES = 1024;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** Types that may well carry HTML (missing, generic or mislabelled): look at the bytes. */
const SNIFF_TYPES = new Set([
  '',
  'text/plain',
  'application/octet-stream',
  'binary/octet-stream',
  'application/unknown',
  'unknown/unknown',
  'text/xml',
  'application/xml',
]);

/** XML is only accepted when it is XHTML in disguise; plain text under other sniffed types is kept. */
const XML_TYPES = new Set(['text/xml', 'application/xml']);

const NOT_HTML_PREFIXES = ['image/', 'audio/', 'video/', 'font/', 'model/', 'multipart/'];

const NOT_HTML_TYPES = new Set([
  'application/pdf',
  'application/zip',
  'application/gzip',
  'application/x-gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/vnd.rar',
  'application/json',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'application/wasm',
  'application/msword',
  'application/rtf',
  'application/x-shockwave-flash',
  'application/ogg',
  'application/font-woff',
  'application/x-font-woff',
  'application/x-font-ttf',
  'application/vnd.ms-fontobject',
  'text/css',
  'text/javascript',
  'text/ecmascript',
  'text/csv',
  'text/calendar',
  'text/vcard',
  'text/event-stream',
]);

/** The MIME essence ("type/subtype", lower case) of a Content-Type value; '' when missing. */
export function mimeEssence(contentType: string | null): string {
  if (contentType === null) return '';
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function classifyContentType(contentType: string | null): ContentTypeVerdict {
  const essence = mimeEssence(contentType);
  if (HTML_TYPES.has(essence)) return 'html';
  if (SNIFF_TYPES.has(essence)) return 'sniff';
  if (NOT_HTML_TYPES.has(essence)) return 'not-html';
  if (NOT_HTML_PREFIXES.some((p) => essence.startsWith(p))) return 'not-html';
  // Structured-syntax suffixes: +json and +zip are data; +xml other than XHTML (RSS, SVG...) too.
  if (/\+(json|zip|xml)$/.test(essence)) return 'not-html';
  if (essence.startsWith('application/vnd.')) return 'not-html';
  return 'sniff';
}

const MAGIC: { name: string; bytes: number[] }[] = [
  { name: 'PNG image', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { name: 'JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { name: 'GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: 'PDF document', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { name: 'ZIP archive', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: 'gzip data', bytes: [0x1f, 0x8b, 0x08] },
  { name: 'WebAssembly module', bytes: [0x00, 0x61, 0x73, 0x6d] },
];

const HTML_MARKERS = /<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<title[\s>]|<meta[\s/>]/i;

export type SniffResult = { kind: 'html' } | { kind: 'text' } | { kind: 'binary'; what: string };

/** Classify the first bytes of a decoded body: known binary magic, HTML markup, NUL bytes, or text. */
export function sniffBody(body: Buffer): SniffResult {
  const head = body.subarray(0, SNIFF_BYTES);
  for (const { name, bytes } of MAGIC) {
    if (bytes.every((b, i) => head[i] === b)) return { kind: 'binary', what: name };
  }
  const bom = sniffBom(head);
  // UTF-16 text is full of NUL bytes: decode it before looking for markup.
  if (bom !== null && bom.encoding !== 'utf-8') {
    const text = new TextDecoder(bom.encoding).decode(head);
    return HTML_MARKERS.test(text) ? { kind: 'html' } : { kind: 'text' };
  }
  if (HTML_MARKERS.test(head.toString('latin1'))) return { kind: 'html' };
  if (head.includes(0)) return { kind: 'binary', what: 'binary data' };
  return { kind: 'text' };
}

/**
 * For a response whose Content-Type needed sniffing: null when it may be audited as HTML, else a
 * description of what it is, for the NOT_HTML message.
 */
export function sniffedNotHtml(contentType: string | null, body: Buffer): string | null {
  const result = sniffBody(body);
  if (result.kind === 'binary') return result.what;
  const essence = mimeEssence(contentType);
  if (result.kind === 'text' && XML_TYPES.has(essence)) return `${essence} (XML, not XHTML)`;
  return null;
}
