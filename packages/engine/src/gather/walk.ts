/**
 * One walk over the parse5 tree collecting everything the checks read. Text collection uses a stack of
 * open "collectors" (title, headings, anchors) so accessible names are built in the same pass.
 */
import type { DefaultTreeAdapterMap } from 'parse5';
import type {
  AnchorInfo,
  ClickHandlerInfo,
  ElementInfo,
  HeadingInfo,
  ImageInfo,
  JsonLdBlock,
  TextElement,
} from './artifact.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Elements whose text is never rendered. */
const SKIP_TEXT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'textarea',
  'select',
  'iframe',
  'object',
]);

/** Block-level elements: text on either side belongs to different blocks. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul',
  'caption', 'option', 'button', 'legend', 'hgroup', 'menu',
]); // prettier-ignore

const DEPRECATED = new Set([
  'font', 'center', 'marquee', 'blink', 'big', 'strike', 'tt', 'acronym', 'frameset', 'frame', 'applet',
]); // prettier-ignore

const SECTIONING = new Set(['article', 'aside', 'main', 'nav', 'section']);

interface Collector {
  parts: string[];
  /** Parts from visible text only (no alt/aria). */
  textParts: string[];
  hasImage: boolean;
}

export interface WalkResult {
  titles: TextElement[];
  metas: ElementInfo[];
  links: ElementInfo[];
  anchors: Omit<AnchorInfo, 'url' | 'scheme' | 'internal' | 'sameSite'>[];
  images: Omit<ImageInfo, 'url'>[];
  headings: HeadingInfo[];
  scripts: ElementInfo[];
  iframes: ElementInfo[];
  plugins: ElementInfo[];
  videos: ElementInfo[];
  media: ElementInfo[];
  formActions: ElementInfo[];
  forms: ElementInfo[];
  clickHandlers: ClickHandlerInfo[];
  structuredAttrs: ElementInfo[];
  deprecated: Record<string, number>;
  nosnippetCount: number;
  jsonLd: JsonLdBlock[];
  baseHref: string | null;
  htmlAttrs: Record<string, string>;
  elementCount: number;
  allText: string;
  mainText: string;
  /** Un-normalised visible text outside the main content, for counting words. */
  restText: string;
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function attrsOf(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of el.attrs) {
    if (!(a.name in out)) out[a.name] = a.value;
  }
  return out;
}

function textOf(el: Element): string {
  let out = '';
  for (const c of el.childNodes) {
    if (c.nodeName === '#text') out += (c as DefaultTreeAdapterMap['textNode']).value;
  }
  return out;
}

function isHidden(attrs: Record<string, string>): boolean {
  if ('hidden' in attrs) return true;
  if (attrs['aria-hidden'] === 'true') return true;
  const style = attrs.style;
  return style !== undefined && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}

/** Gives each element its source line, called once per element in tree order (template contents included). */
export type LineOf = (el: Element, attrs: Record<string, string>) => number | null;

/** Lines from parse5's own location info (when the document was parsed with sourceCodeLocationInfo). */
export const parserLines: LineOf = (el) => el.sourceCodeLocation?.startLine ?? null;

export function walk(document: DefaultTreeAdapterMap['document'], lineOf: LineOf = parserLines): WalkResult {
  const r: WalkResult = {
    titles: [], metas: [], links: [], anchors: [], images: [], headings: [], scripts: [], iframes: [],
    plugins: [], videos: [], media: [], formActions: [], forms: [], clickHandlers: [], structuredAttrs: [], deprecated: {}, nosnippetCount: 0, jsonLd: [],
    baseHref: null, htmlAttrs: {}, elementCount: 0, allText: '', mainText: '', restText: '',
  }; // prettier-ignore
  const all = new BlockText();
  const main = new BlockText();
  /** Visible text outside the main content (navigation, banner, footer, aside). */
  const rest: string[] = [];
  const collectors: Collector[] = [];

  // Depth counters for the context of the current node.
  let inHead = 0;
  let skip = 0;
  let nonMain = 0;
  let nav = 0;
  let sectioning = 0;
  let anchorDepth = 0;

  const visit = (node: Node): void => {
    if (node.nodeName === '#text') {
      if (skip > 0) return;
      const raw = (node as DefaultTreeAdapterMap['textNode']).value;
      // Line breaks in the source are spaces; only block elements separate blocks.
      const value = raw.includes('\n') ? raw.replace(/[\r\n]+/g, ' ') : raw;
      const collapsed = collapseRun(value);
      all.text(collapsed);
      if (nonMain === 0) main.text(collapsed);
      else rest.push(value);
      for (const c of collectors) {
        c.parts.push(value);
        c.textParts.push(value);
      }
      return;
    }
    if (!('tagName' in node)) {
      if ('childNodes' in node) for (const c of node.childNodes) visit(c);
      return;
    }
    const el = node as Element;
    const tag = el.tagName;
    r.elementCount++;
    const html = el.namespaceURI === HTML_NS;
    const attrs = attrsOf(el);
    const line = lineOf(el, attrs);
    const info = (): ElementInfo => ({ tag, attrs, inHead: inHead > 0, line });

    if ('data-nosnippet' in attrs) r.nosnippetCount++;
    if ('itemscope' in attrs || 'itemtype' in attrs || 'typeof' in attrs || 'vocab' in attrs) {
      r.structuredAttrs.push(info());
    }
    if (html && DEPRECATED.has(tag)) r.deprecated[tag] = (r.deprecated[tag] ?? 0) + 1;

    let collector: Collector | null = null;
    let afterCollect: ((c: Collector) => void) | null = null;
    const hidden = isHidden(attrs);
    const skipHere = (html && SKIP_TEXT.has(tag)) || hidden;
    const isBlock = html && BLOCK.has(tag);
    const role = attrs.role?.toLowerCase();
    const landmarkOut =
      (html && (tag === 'nav' || tag === 'aside')) ||
      role === 'navigation' ||
      role === 'banner' ||
      role === 'contentinfo' ||
      role === 'complementary' ||
      // <header>/<footer> are banner/contentinfo landmarks only outside sectioning content.
      (html && (tag === 'header' || tag === 'footer') && sectioning === 0);
    const isNav =
      (html && tag === 'nav') || role === 'navigation' || (html && tag === 'header' && sectioning === 0);

    if (html) {
      switch (tag) {
        case 'html':
          r.htmlAttrs = attrs;
          break;
        case 'title':
          // Title text is read directly: it lives in <head>, where visible text is skipped.
          r.titles.push({ ...info(), text: collapse(textOf(el)) });
          break;
        case 'meta':
          r.metas.push(info());
          break;
        case 'link':
          r.links.push(info());
          break;
        case 'base':
          if (r.baseHref === null && attrs.href !== undefined) r.baseHref = attrs.href;
          break;
        case 'script': {
          const body = textOf(el);
          const type = (attrs.type ?? '').trim().toLowerCase();
          r.scripts.push({ ...info(), attrs: { ...attrs, 'data-rs-length': String(body.length) } });
          if (type === 'application/ld+json') r.jsonLd.push({ raw: body, line, inHead: inHead > 0 });
          break;
        }
        case 'iframe':
          r.iframes.push(info());
          break;
        case 'object':
        case 'embed':
        case 'applet': {
          const withParams = { ...attrs };
          if (tag === 'object') {
            for (const c of el.childNodes) {
              if ('tagName' in c && c.tagName === 'param') {
                const p = attrsOf(c as Element);
                if (p.name) withParams[`param:${p.name.toLowerCase()}`] = p.value ?? '';
              }
            }
          }
          r.plugins.push({ ...info(), attrs: withParams });
          break;
        }
        case 'video':
          r.videos.push(info());
          break;
        case 'audio':
        case 'source':
        case 'track':
          r.media.push(info());
          break;
        case 'form':
          r.forms.push(info());
          break;
        case 'img':
          r.images.push(imageInfo(info(), 'img', attrs.src ?? null, attrs.alt ?? null, anchorDepth > 0));
          for (const c of collectors) {
            c.hasImage = true;
            if (attrs.alt) c.parts.push(` ${attrs.alt} `);
          }
          break;
        case 'input':
          if ((attrs.type ?? '').toLowerCase() === 'image') {
            r.images.push(imageInfo(info(), 'input', attrs.src ?? null, attrs.alt ?? null, anchorDepth > 0));
          }
          break;
        case 'h1':
        case 'h2':
        case 'h3':
        case 'h4':
        case 'h5':
        case 'h6': {
          collector = { parts: [], textParts: [], hasImage: false };
          const level = Number(tag[1]) as HeadingInfo['level'];
          afterCollect = (c) => {
            const text = collapse(attrs['aria-label'] ?? '') || collapse(c.parts.join(''));
            r.headings.push({ ...info(), level, text, hasImage: c.hasImage });
          };
          break;
        }
        case 'a':
        case 'area': {
          if (tag === 'area' && attrs.href === undefined) break;
          collector = { parts: [], textParts: [], hasImage: false };
          const inNav = nav > 0 || isNav;
          const notRendered = skip > 0 || hidden;
          afterCollect = (c) => {
            const text = collapse(c.textParts.join(''));
            const name =
              collapse(attrs['aria-label'] ?? '') ||
              collapse(c.parts.join('')) ||
              collapse(attrs.title ?? '');
            r.anchors.push({
              ...info(),
              href: attrs.href ?? null,
              rel: (attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean),
              name: tag === 'area' ? collapse(attrs.alt ?? '') || name : name,
              text,
              hasImage: c.hasImage,
              inNav,
              hidden: notRendered,
            });
          };
          break;
        }
      }
      if (tag === 'svg' || (role === 'img' && tag !== 'img')) {
        for (const c of collectors) c.hasImage = true;
      }
      if ('formaction' in attrs && (tag === 'button' || tag === 'input')) r.formActions.push(info());
      if ('onclick' in attrs && !(tag === 'a' && attrs.href !== undefined)) {
        r.clickHandlers.push({ ...info(), inNav: nav > 0 || isNav });
      }
    }
    if (role === 'img' && tag !== 'img') {
      r.images.push(
        imageInfo(info(), 'role-img', null, attrs['aria-label'] ?? attrs.alt ?? null, anchorDepth > 0),
      );
      if (attrs['aria-label']) for (const c of collectors) c.parts.push(` ${attrs['aria-label']} `);
    }

    // Descend with updated context.
    const isHeadEl = html && tag === 'head';
    if (isHeadEl) inHead++;
    if (skipHere) skip++;
    if (landmarkOut) nonMain++;
    if (isNav) nav++;
    if (html && SECTIONING.has(tag)) sectioning++;
    if (html && tag === 'a') anchorDepth++;
    if (isBlock && skip === 0) {
      all.block();
      main.block();
    }
    if (collector) collectors.push(collector);

    if (tag === 'template' && 'content' in el) {
      // Template contents are inert (not rendered, not collected), but their tags are in the source.
      consumeLines((el as DefaultTreeAdapterMap['template']).content.childNodes);
    } else {
      for (const c of el.childNodes) visit(c);
    }

    if (collector) {
      collectors.pop();
      afterCollect?.(collector);
    }
    if (isBlock && skip === 0) {
      all.block();
      main.block();
    }
    if (html && tag === 'a') anchorDepth--;
    if (html && SECTIONING.has(tag)) sectioning--;
    if (isNav) nav--;
    if (landmarkOut) nonMain--;
    if (skipHere) skip--;
    if (isHeadEl) inHead--;
  };

  const consumeLines = (nodes: Node[]): void => {
    for (const n of nodes) {
      if (!('tagName' in n)) continue;
      const e = n as Element;
      lineOf(e, attrsOf(e));
      consumeLines(
        e.tagName === 'template' && 'content' in e
          ? (e as DefaultTreeAdapterMap['template']).content.childNodes
          : e.childNodes,
      );
    }
  };

  for (const c of document.childNodes) visit(c);
  r.allText = all.toString();
  r.mainText = main.toString();
  r.restText = rest.join(' ');
  return r;
}

function imageInfo(
  base: ElementInfo,
  kind: ImageInfo['kind'],
  src: string | null,
  alt: string | null,
  insideLink: boolean,
): Omit<ImageInfo, 'url'> {
  return {
    ...base,
    kind,
    src,
    alt,
    width: base.attrs.width ?? null,
    height: base.attrs.height ?? null,
    insideLink,
  };
}

/** One space for each run of white space (JavaScript's \s, so NBSP too). */
function collapseRun(text: string): string {
  return /\s/.test(text) ? text.replace(/\s+/g, ' ') : text;
}

/**
 * Visible text built already normalised, so the page's text is never re-scanned: white space within a
 * block is one space, blocks are separated by one '\n', and there is no white space at either end.
 */
export class BlockText {
  private readonly parts: string[] = [];
  /** What separates the next text from the last: nothing yet, a space, or a block break. */
  private pending: '' | ' ' | '\n' = '';

  /** Adds text whose white-space runs are already collapsed to single spaces. */
  text(collapsed: string): void {
    if (collapsed === '') return;
    const lead = collapsed.charCodeAt(0) === 32;
    const trail = collapsed.length > 1 && collapsed.charCodeAt(collapsed.length - 1) === 32;
    if (collapsed === ' ') {
      if (this.pending === '') this.pending = ' ';
      return;
    }
    const core = collapsed.slice(lead ? 1 : 0, trail ? -1 : undefined);
    if (this.parts.length > 0) {
      if (this.pending === '\n') this.parts.push('\n');
      else if (this.pending === ' ' || lead) this.parts.push(' ');
    }
    this.parts.push(core);
    this.pending = trail ? ' ' : '';
  }

  /** A block boundary: the next text starts a new block. */
  block(): void {
    this.pending = '\n';
  }

  toString(): string {
    return this.parts.join('');
  }
}
