/**
 * What ended the <head>: the first token of the source that the HTML parser does not accept in the head, so
 * that it closes the head and opens the body (an <iframe>, an <img>, a <div>, a word of text, "&nbsp;").
 * Browsers, parse5 and Google all do this; every <title>, <meta> and <link> after that token lands in
 * <body>, where Google ignores it ("Use valid HTML to specify page metadata", Google Search Central).
 *
 * The parse tree says which elements ended up in <body> but not what put them there, so this follows the
 * tokenizer over the head alone (the in-head and after-head insertion modes): it stops at the first token
 * that would open the body. A <body> (or <frameset>) tag opens it as written: nothing closed the head early.
 */
import { tagEnd } from './source-lines.js';

export interface HeadEnd {
  /** The token as the page wrote it: `<iframe>` for an element, `"text…"` (quoted, shortened) for text. */
  closer: string;
  /** 1-based source line of the token. */
  line: number;
}

/** Elements the head accepts (the in-head rules), and <html>/<head> themselves. */
const IN_HEAD = new Set([
  'html', 'head', 'base', 'basefont', 'bgsound', 'link', 'meta', 'title', 'style', 'script', 'noscript',
  'noframes', 'template',
]); // prettier-ignore
/** Of those, the ones whose content is text up to their end tag (noscript: with scripting, as Google renders). */
const TEXT_CONTENT = new Set(['title', 'style', 'script', 'noscript', 'noframes']);
/** End tags the head treats as "anything else": they close it. Others are ignored there. */
const CLOSING_END_TAGS = new Set(['body', 'html', 'br']);
const WHITESPACE = /^[\t\n\f\r ]*$/;
/** A tag name, read in place (sticky) rather than from a copy of the rest of the page. */
const NAME = /[^\s/>]+/y;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const MAX_TEXT = 40;

const isAlpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Where the raw content of `name` ends: the start of its end tag (or of the source's end). */
function contentEnd(html: string, name: string, from: number): number {
  if (name === 'template') {
    // Templates nest; their content is markup the head does not see.
    const re = /<(\/?)template[\s/>]/gi;
    re.lastIndex = from;
    let depth = 1;
    for (let m = re.exec(html); m; m = re.exec(html)) {
      depth += m[1] === '/' ? -1 : 1;
      if (depth === 0) return m.index;
    }
    return html.length;
  }
  const re = new RegExp(`</${name}[\\s/>]`, 'gi');
  re.lastIndex = from;
  return re.exec(html)?.index ?? html.length;
}

function nameAt(html: string, at: number): string {
  NAME.lastIndex = at;
  return NAME.exec(html)?.[0].toLowerCase() ?? '';
}

function lineAt(html: string, offset: number): number {
  let line = 1;
  for (let i = html.indexOf('\n'); i !== -1 && i < offset; i = html.indexOf('\n', i + 1)) line++;
  return line;
}

function textCloser(html: string, from: number, to: number): HeadEnd | null {
  const run = html.slice(from, to);
  if (WHITESPACE.test(run)) return null;
  const start = from + (/[^\t\n\f\r ]/.exec(run)?.index ?? 0);
  const text = html.slice(start, to).replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  const shown = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
  return { closer: `"${shown}"`, line: lineAt(html, start) };
}

/** The token that closed the head before any <body> tag, or null when the head ended as written. */
export function headEnd(html: string): HeadEnd | null {
  let i = html.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const text = textCloser(html, i, lt === -1 ? html.length : lt);
    if (text) return text;
    if (lt === -1) return null;
    const next = html.charCodeAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
    } else if (next === 33 /* ! */ || next === 63 /* ? */) {
      const end = html.indexOf('>', lt + 2);
      i = end === -1 ? html.length : end + 1;
    } else if (next === 47 /* / */ && isAlpha(html.charCodeAt(lt + 2))) {
      const name = nameAt(html, lt + 2);
      if (CLOSING_END_TAGS.has(name)) return { closer: `</${name}>`, line: lineAt(html, lt) };
      i = tagEnd(html, lt + 2 + name.length) + 1;
    } else if (isAlpha(next)) {
      const name = nameAt(html, lt + 1);
      if (name === 'body' || name === 'frameset') return null;
      if (!IN_HEAD.has(name)) return { closer: `<${name}>`, line: lineAt(html, lt) };
      const end = tagEnd(html, lt + 1 + name.length) + 1;
      i = TEXT_CONTENT.has(name) || name === 'template' ? contentEnd(html, name, end) : end;
      // Past the content, the end tag itself is skipped as an ignored end tag.
    } else {
      // A "<" that starts no tag is text.
      const after = html.indexOf('<', lt + 1);
      return textCloser(html, lt, after === -1 ? html.length : after);
    }
  }
  return null;
}
