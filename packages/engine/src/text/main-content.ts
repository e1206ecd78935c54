/**
 * The main content as a reader sees it (readability-style): what keywords, proposed titles and proposed
 * descriptions are built on. The landmark-based `text.main` keeps navigation and footers out; this goes
 * further and drops what sits inside the content area but is not the content: captions, reference lists,
 * share widgets, cookie banners, comment threads, "edit" links, screen-reader labels ("Media caption",
 * "Continue reading the main story"). Elements are judged by tag, ARIA role and class/id hints; then
 * link-dense blocks (menus and "related" lists without a telling class) are dropped by text density.
 * The walk is iterative, so deeply nested markup cannot overflow the stack.
 */
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface MainContent {
  /** Blocks of the main content, one per line, white space collapsed. */
  text: string;
  /** Headings (h1–h6) inside the main content, in order. */
  headings: { level: number; text: string }[];
}

/** Never rendered as text, or controls whose labels are not content. */
const SKIP = new Set([
  'script', 'style', 'noscript', 'template', 'head', 'textarea', 'select', 'iframe', 'object', 'svg',
  'math', 'canvas', 'button', 'input', 'label', 'option', 'dialog',
]); // prettier-ignore

/** Page furniture by element. <header> only counts as furniture outside article/main/section. */
const FURNITURE = new Set(['nav', 'aside', 'footer', 'figcaption', 'menu']);

const FURNITURE_ROLES = new Set([
  'navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog', 'alertdialog', 'menu',
  'menubar', 'toolbar', 'tablist', 'tooltip', 'alert', 'status',
]); // prettier-ignore

const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav',
  'ol', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul', 'caption', 'legend', 'hgroup',
]); // prettier-ignore

/**
 * Class/id words that mark furniture whatever else the element says (a share bar, a cookie banner, a
 * reference list, a screen-reader-only label, a caption), matched as whole words of a class or id split
 * at "-" and "_" ("mw-editsection", "ssrcss-1x2y-Caption", "share-tools").
 */
const STRONG_HINT =
  /(?:^|[-_ ])(?:(?:share|sharing|social|cookie|comment|breadcrumb|related|newsletter|advert)[a-z]*|consent|gdpr|subscribe|signup|replies|editsection|reflist|navbox|printfooter|catlinks|noprint|jump|references|citations?|footnotes|captions?|skip|skiplink|visually|sr|screenreader|screen-reader|offscreen|off-screen|hidden|ads?|sponsored|popup|modal|byline|author|tags|toc|meta|print|rating|reviews)(?:[-_ ]|$)/;
/** Furniture unless the same element also says it is the content ("sidebar" vs "main-content"). */
const WEAK_HINT =
  /(?:^|[-_ ])(?:banner|sidebar|navbar|nav|menu|footer|masthead|toolbar|pagination|pager|widget|promo|topbar)(?:[-_ ]|$)/;
const CONTENT_HINT = /(?:^|[-_ ])(?:article|content|main|body|post|entry|story|text)(?:[-_ ]|$)/;

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The attributes the extraction reads, in one pass over the element's attributes. */
interface Attrs {
  role: string | undefined;
  hints: string;
  hidden: boolean;
}

function readAttrs(el: Element): Attrs {
  let role: string | undefined;
  let hints = '';
  let hidden = false;
  for (const a of el.attrs) {
    switch (a.name) {
      case 'role':
        role = a.value.toLowerCase();
        break;
      case 'class':
      case 'id':
        hints += ` ${a.value}`;
        break;
      case 'hidden':
        hidden = true;
        break;
      case 'aria-hidden':
        if (a.value === 'true') hidden = true;
        break;
      case 'style':
        if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(a.value)) hidden = true;
        break;
    }
  }
  return { role, hints: hints.toLowerCase().trim(), hidden };
}

function hintedFurniture(hints: string, tag: string): boolean {
  if (hints === '' || tag === 'body' || tag === 'html' || tag === 'main') return false;
  if (STRONG_HINT.test(hints)) return true;
  if (tag === 'article') return false;
  return WEAK_HINT.test(hints) && !CONTENT_HINT.test(hints);
}

interface Block {
  text: string[];
  chars: number;
  linkChars: number;
  heading: number;
  /** Innermost <main>/role=main container (0 when outside), and outermost <article> (0 when outside). */
  main: number;
  article: number;
}

/** A node to visit, or the end of an element with the context to restore. */
type Frame =
  | { node: Node; exit: false }
  | {
      node: Element;
      exit: true;
      block: boolean;
      main: number;
      article: number;
      heading: number;
      sectioned: boolean;
      link: boolean;
    };

/** Link-heavy blocks are menus and "related" lists: more than half of their text is link text. */
const MAX_LINK_DENSITY = 0.5;
/** An <article> is taken as the content only when it holds at least this share of the page's text. */
const ARTICLE_SHARE = 0.3;

export function mainContent(document: DefaultTreeAdapterMap['document']): MainContent {
  const blocks: Block[] = [];
  let ids = 0;
  let main = 0;
  let article = 0;
  let sectioning = 0;
  let link = 0;
  let heading = 0;
  let current: Block | null = null;
  const open = (): Block => {
    current ??= { text: [], chars: 0, linkChars: 0, heading, main, article };
    return current;
  };
  const close = (): void => {
    if (current && current.chars > 0) blocks.push(current);
    current = null;
  };

  const stack: Frame[] = [];
  for (let i = document.childNodes.length - 1; i >= 0; i--)
    stack.push({ node: document.childNodes[i]!, exit: false });
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.exit) {
      if (frame.block) close();
      main = frame.main;
      article = frame.article;
      heading = frame.heading;
      if (frame.sectioned) sectioning--;
      if (frame.link) link--;
      continue;
    }
    const node = frame.node;
    if (node.nodeName === '#text') {
      const raw = (node as DefaultTreeAdapterMap['textNode']).value;
      const value = /\s\s|[\t\n\r\f\u00a0]/.test(raw) ? raw.replace(/\s+/g, ' ') : raw;
      const length = value.trim().length;
      if (length === 0) {
        // `current` is set by open()/close(), which TypeScript's narrowing does not see.
        (current as Block | null)?.text.push(' ');
        continue;
      }
      const b = open();
      b.text.push(value);
      b.chars += length;
      if (link > 0) b.linkChars += length;
      continue;
    }
    if (!('tagName' in node)) {
      if ('childNodes' in node) {
        for (let i = node.childNodes.length - 1; i >= 0; i--)
          stack.push({ node: node.childNodes[i]!, exit: false });
      }
      continue;
    }
    const el = node as Element;
    const html = el.namespaceURI === HTML_NS;
    const tag = el.tagName;
    const { role, hints, hidden } = readAttrs(el);
    if (
      (html && SKIP.has(tag)) ||
      (html && FURNITURE.has(tag)) ||
      (html && tag === 'header' && sectioning === 0 && main === 0) ||
      (role !== undefined && FURNITURE_ROLES.has(role)) ||
      hidden ||
      hintedFurniture(hints, tag)
    ) {
      // A dropped element still ends the text before it, as the block it is.
      if (html && BLOCK.has(tag)) close();
      continue;
    }
    const block = html && BLOCK.has(tag);
    const level =
      html && tag.length === 2 && tag[0] === 'h' && tag[1]! >= '1' && tag[1]! <= '6' ? Number(tag[1]) : 0;
    const isMain = (html && tag === 'main') || role === 'main';
    const isArticle = html && tag === 'article' && article === 0;
    const sectioned = html && (tag === 'article' || tag === 'section' || tag === 'main');
    const isLink = html && tag === 'a';
    stack.push({ node: el, exit: true, block, main, article, heading, sectioned, link: isLink });
    if (block) close();
    if (isMain) main = ++ids;
    if (isArticle) article = ++ids;
    if (level) heading = level;
    if (sectioned) sectioning++;
    if (isLink) link++;
    const children = tag === 'template' ? [] : el.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, exit: false });
  }
  close();
  return assemble(chooseRoot(blocks));
}

/**
 * <main> when the page has one; else the <article> holding most text, if it holds a fair share; else all.
 * An h1 outside the chosen root (a page header above <main>) still names the topic, so it stays.
 */
function chooseRoot(blocks: Block[]): Block[] {
  const inMain = blocks.filter((b) => b.main !== 0 || b.heading === 1);
  if (inMain.some((b) => b.main !== 0 && b.heading === 0)) return inMain;
  const byArticle = new Map<number, number>();
  let total = 0;
  for (const b of blocks) {
    total += b.chars;
    if (b.article !== 0) byArticle.set(b.article, (byArticle.get(b.article) ?? 0) + b.chars);
  }
  const [best] = [...byArticle.entries()].sort((a, b) => b[1] - a[1]);
  if (best && best[1] >= total * ARTICLE_SHARE) {
    return blocks.filter((b) => b.article === best[0] || b.heading === 1);
  }
  return blocks;
}

function assemble(blocks: Block[]): MainContent {
  const lines: string[] = [];
  const headings: MainContent['headings'] = [];
  for (const b of blocks) {
    // Text nodes are collapsed already; only the joins can leave double spaces.
    const text = b.text.join('').replace(/ {2,}/g, ' ').trim();
    if (text === '') continue;
    if (b.heading) {
      headings.push({ level: b.heading, text });
    } else if (b.linkChars / b.chars > MAX_LINK_DENSITY) {
      continue;
    }
    lines.push(text);
  }
  return { text: lines.join('\n'), headings };
}
