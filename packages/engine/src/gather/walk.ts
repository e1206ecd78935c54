/**
 * One walk over the parse5 tree collecting everything the checks read; headings' and links' texts are
 * built in the same pass (name-parts.ts). The walk keeps its own stack instead of recursing: a page may
 * nest elements a hundred thousand deep, and parse5 builds such trees without complaint.
 */
import type { DefaultTreeAdapterMap } from 'parse5';
import type { JsonLdBlock } from '../structured/jsonld.js';
import type {
  AnchorInfo,
  ClickHandlerInfo,
  ElementInfo,
  HeadingInfo,
  ImageInfo,
  PasswordField,
  TextElement,
} from './page-facts.js';
import { BlockText, collapse, collapseRun } from './block-text.js';
import { imageContext } from './image-context.js';
import { NameParts, type ClosedName, type OpenName } from './name-parts.js';

export { BlockText, collapse } from './block-text.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';

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
/** Images without alt whose surrounding text is kept (each read is bounded; see image-context.ts). */
const MAX_ALT_CONTEXTS = 50;

export interface WalkResult {
  titles: TextElement[];
  metas: ElementInfo[];
  links: ElementInfo[];
  anchors: Omit<AnchorInfo, 'url' | 'scheme' | 'internal' | 'sameSite'>[];
  /** <a> elements of inline SVG, collected like HTML links (see PageFacts.svgAnchors). */
  svgAnchors: Omit<AnchorInfo, 'url' | 'scheme' | 'internal' | 'sameSite'>[];
  images: Omit<ImageInfo, 'url'>[];
  headings: HeadingInfo[];
  scripts: ElementInfo[];
  iframes: ElementInfo[];
  plugins: ElementInfo[];
  videos: ElementInfo[];
  media: ElementInfo[];
  formActions: ElementInfo[];
  forms: ElementInfo[];
  passwordFields: PasswordField[];
  clickHandlers: ClickHandlerInfo[];
  structuredAttrs: ElementInfo[];
  /** The elements of `structuredAttrs`, same order, for the Microdata and RDFa readers (not artifact data). */
  structuredElements: Element[];
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

/** A node whose children are being walked, and the context it added (undone once they all have been). */
interface Frame {
  children: readonly Node[];
  next: number;
  /** CONTEXT bits of the element. */
  context: number;
  /** Its heading or link text being collected, and what to do with it. */
  open: OpenName | null;
  afterCollect: ((c: ClosedName) => void) | null;
}

const CONTEXT = {
  head: 1,
  skip: 2,
  nonMain: 4,
  nav: 8,
  sectioning: 16,
  anchor: 32,
  block: 64,
  lang: 128,
} as const;

export function walk(document: DefaultTreeAdapterMap['document'], lineOf: LineOf = parserLines): WalkResult {
  const r: WalkResult = {
    titles: [], metas: [], links: [], anchors: [], svgAnchors: [], images: [], headings: [], scripts: [], iframes: [],
    plugins: [], videos: [], media: [], formActions: [], forms: [], passwordFields: [], clickHandlers: [], structuredAttrs: [], structuredElements: [], deprecated: {}, nosnippetCount: 0, jsonLd: [],
    baseHref: null, htmlAttrs: {}, elementCount: 0, allText: '', mainText: '', restText: '',
  }; // prettier-ignore
  const all = new BlockText();
  const main = new BlockText();
  /** Visible text outside the main content (navigation, banner, footer, aside). */
  const rest: string[] = [];
  const names = new NameParts();

  // Depth counters for the context of the current node.
  let inHead = 0;
  let skip = 0;
  let nonMain = 0;
  let nav = 0;
  let sectioning = 0;
  let anchorDepth = 0;
  /** lang attributes of the open elements below <html> (whose lang is the page's, read elsewhere). */
  const langs: string[] = [];
  let altContexts = 0;

  /** Handles a node on the way down; returns the frame for its children, if it has any to walk. */
  const enter = (node: Node): Frame | null => {
    if (node.nodeName === '#text') {
      if (skip > 0) {
        const parent = (node as DefaultTreeAdapterMap['textNode']).parentNode;
        const inert = parent && 'tagName' in parent && SKIP_TEXT.has(parent.tagName);
        if (!inert) names.hidden((node as DefaultTreeAdapterMap['textNode']).value);
        return null;
      }
      const raw = (node as DefaultTreeAdapterMap['textNode']).value;
      // Line breaks in the source are spaces; only block elements separate blocks.
      const value = raw.includes('\n') ? raw.replace(/[\r\n]+/g, ' ') : raw;
      const collapsed = collapseRun(value);
      all.text(collapsed);
      if (nonMain === 0) main.text(collapsed);
      else rest.push(value);
      names.text(value);
      return null;
    }
    if (!('tagName' in node)) {
      return 'childNodes' in node ? frame(node.childNodes, 0, null, null) : null;
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
      r.structuredElements.push(el);
    }
    if (html && DEPRECATED.has(tag)) r.deprecated[tag] = (r.deprecated[tag] ?? 0) + 1;

    let afterCollect: ((c: ClosedName) => void) | null = null;
    const setsLang = 'lang' in attrs && !(html && tag === 'html');
    const lang = setsLang ? (attrs.lang ?? '') : (langs.at(-1) ?? null);
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

    const inNav = nav > 0 || isNav;
    const notRendered = skip > 0 || hidden;
    const anchorDone =
      (list: WalkResult['anchors']) =>
      (c: ClosedName): void => {
        const name = collapse(attrs['aria-label'] ?? '') || collapse(c.name) || collapse(attrs.title ?? '');
        list.push({
          ...info(),
          href: attrs.href ?? null,
          rel: (attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean),
          name: tag === 'area' ? collapse(attrs.alt ?? '') || name : name,
          text: collapse(c.text),
          hasImage: c.hasImage,
          inNav,
          hidden: notRendered,
          lang,
        });
      };
    // SVG links (<svg><a href>): Lighthouse's link-text audit reads them as links.
    if (el.namespaceURI === SVG_NS && tag === 'a') afterCollect = anchorDone(r.svgAnchors);

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
        case 'img': {
          const image = imageInfo(
            info(),
            'img',
            attrs.src ?? null,
            attrs.alt ?? null,
            anchorDepth > 0,
            notRendered,
          );
          // Only images without alt need their surroundings (the alt-text fix lists them), so many at most.
          if (attrs.alt === undefined && altContexts++ < MAX_ALT_CONTEXTS) image.context = imageContext(el);
          r.images.push(image);
          names.image();
          if (attrs.alt) names.alt(` ${attrs.alt} `);
          break;
        }
        case 'input':
          if ((attrs.type ?? '').trim().toLowerCase() === 'password') {
            // nonMain counts the landmarks around the field: a sign-in box in a site's header is not the page.
            r.passwordFields.push({ ...info(), inMain: nonMain === 0, hidden: notRendered });
          }
          if ((attrs.type ?? '').toLowerCase() === 'image') {
            r.images.push(
              imageInfo(info(), 'input', attrs.src ?? null, attrs.alt ?? null, anchorDepth > 0, notRendered),
            );
          }
          break;
        case 'h1':
        case 'h2':
        case 'h3':
        case 'h4':
        case 'h5':
        case 'h6': {
          const level = Number(tag[1]) as HeadingInfo['level'];
          afterCollect = (c) => {
            const text = collapse(attrs['aria-label'] ?? '') || collapse(c.name);
            r.headings.push({
              ...info(),
              level,
              text,
              hasImage: c.hasImage,
              ...(c.hiddenText ? { hiddenText: true } : {}),
            });
          };
          break;
        }
        case 'a':
        case 'area': {
          if (tag === 'area' && attrs.href === undefined) break;
          afterCollect = anchorDone(r.anchors);
          break;
        }
      }
      if (tag === 'svg' || (role === 'img' && tag !== 'img')) {
        names.image();
      }
      if ('formaction' in attrs && (tag === 'button' || tag === 'input')) r.formActions.push(info());
      if ('onclick' in attrs && !(tag === 'a' && attrs.href !== undefined)) {
        r.clickHandlers.push({ ...info(), inNav: nav > 0 || isNav });
      }
    }
    if (role === 'img' && tag !== 'img') {
      r.images.push(
        imageInfo(
          info(),
          'role-img',
          null,
          attrs['aria-label'] ?? attrs.alt ?? (tag === 'svg' ? svgTitle(el) : null),
          anchorDepth > 0,
          notRendered,
        ),
      );
      if (attrs['aria-label']) names.alt(` ${attrs['aria-label']} `);
    }

    // Descend with updated context.
    const isHeadEl = html && tag === 'head';
    const isSectioning = html && SECTIONING.has(tag);
    const isAnchor = html && tag === 'a';
    if (isHeadEl) inHead++;
    if (skipHere) skip++;
    if (landmarkOut) nonMain++;
    if (isNav) nav++;
    if (isSectioning) sectioning++;
    if (isAnchor) anchorDepth++;
    if (setsLang) langs.push(lang ?? '');
    if (isBlock && skip === 0) {
      all.block();
      main.block();
    }
    const context =
      (isHeadEl ? CONTEXT.head : 0) |
      (skipHere ? CONTEXT.skip : 0) |
      (landmarkOut ? CONTEXT.nonMain : 0) |
      (isNav ? CONTEXT.nav : 0) |
      (isSectioning ? CONTEXT.sectioning : 0) |
      (isAnchor ? CONTEXT.anchor : 0) |
      (isBlock ? CONTEXT.block : 0) |
      (setsLang ? CONTEXT.lang : 0);
    const open = afterCollect ? names.start() : null;
    if (tag === 'template' && 'content' in el) {
      // Template contents are inert (not rendered, not collected), but their tags are in the source.
      consumeLines((el as DefaultTreeAdapterMap['template']).content.childNodes);
      return frame([], context, open, afterCollect);
    }
    return frame(el.childNodes, context, open, afterCollect);
  };

  /** Undoes what entering the frame's element did, once its children are walked. */
  const leave = (f: Frame): void => {
    if (f.open) f.afterCollect?.(names.end(f.open));
    const c = f.context;
    if (c & CONTEXT.block && skip === 0) {
      all.block();
      main.block();
    }
    if (c & CONTEXT.anchor) anchorDepth--;
    if (c & CONTEXT.lang) langs.pop();
    if (c & CONTEXT.sectioning) sectioning--;
    if (c & CONTEXT.nav) nav--;
    if (c & CONTEXT.nonMain) nonMain--;
    if (c & CONTEXT.skip) skip--;
    if (c & CONTEXT.head) inHead--;
  };

  /** Gives each element of inert template contents its line, in tree order, without collecting it. */
  const consumeLines = (nodes: readonly Node[]): void => {
    const stack: { nodes: readonly Node[]; next: number }[] = [{ nodes, next: 0 }];
    for (let top = stack.at(-1); top; top = stack.at(-1)) {
      const n = top.nodes[top.next++];
      if (n === undefined) {
        stack.pop();
        continue;
      }
      if (!('tagName' in n)) continue;
      const e = n as Element;
      lineOf(e, attrsOf(e));
      stack.push({
        nodes:
          e.tagName === 'template' && 'content' in e
            ? (e as DefaultTreeAdapterMap['template']).content.childNodes
            : e.childNodes,
        next: 0,
      });
    }
  };

  const stack: Frame[] = [frame(document.childNodes, 0, null, null)];
  for (let top = stack.at(-1); top; top = stack.at(-1)) {
    const child = top.children[top.next++];
    if (child === undefined) {
      stack.pop();
      leave(top);
      continue;
    }
    const entered = enter(child);
    if (entered) stack.push(entered);
  }
  r.allText = all.toString();
  r.mainText = main.toString();
  r.restText = rest.join(' ');
  return r;
}

function frame(
  children: readonly Node[],
  context: number,
  open: OpenName | null,
  afterCollect: ((c: ClosedName) => void) | null,
): Frame {
  return { children, next: 0, context, open, afterCollect };
}

/** An <svg>'s own <title> child, its accessible name (SVG-AAM), as text; null when it has none. */
function svgTitle(el: DefaultTreeAdapterMap['element']): string | null {
  const title = el.childNodes.find(
    (c) => 'tagName' in c && c.tagName === 'title' && c.namespaceURI === SVG_NS,
  );
  if (!title || !('childNodes' in title)) return null;
  const text = title.childNodes.map((c) => ('value' in c && c.nodeName === '#text' ? c.value : '')).join('');
  return text.trim() ? text : null;
}

function imageInfo(
  base: ElementInfo,
  kind: ImageInfo['kind'],
  src: string | null,
  alt: string | null,
  insideLink: boolean,
  hidden: boolean,
): Omit<ImageInfo, 'url'> {
  return {
    ...base,
    kind,
    src,
    alt,
    width: base.attrs.width ?? null,
    height: base.attrs.height ?? null,
    insideLink,
    hidden,
  };
}
