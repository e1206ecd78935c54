import type { CharsetInfo, FetchedPage } from '../fetch/types.js';
import type { JsonLdBlock } from '../structured/jsonld.js';
import type { MarkupData } from '../structured/microdata.js';
import type { KeywordCount } from '../text/keywords.js';
import type { HeadEnd } from './head-end.js';

/**
 * The page facts: everything gather() reads from the fetched response and one walk over the parse5 tree.
 * Plain data only (no DOM nodes), so checks stay pure and the artifact can be serialised for debugging.
 */

/** Any element the artifact keeps: lower-cased attribute names, values as served. */
export interface ElementInfo {
  tag: string;
  attrs: Record<string, string>;
  inHead: boolean;
  /** 1-based source line, when known. */
  line: number | null;
}

export interface TextElement extends ElementInfo {
  /** Text content, entity-decoded and whitespace-collapsed. */
  text: string;
}

export interface AnchorInfo extends ElementInfo {
  /** The href attribute as written, or null when the <a> has no href. */
  href: string | null;
  /** Absolute URL after resolution against the base URL, or null (no href, unparsable, javascript:, etc.). */
  url: string | null;
  /** Scheme of the raw href ('http:', 'https:', 'javascript:', 'mailto:', 'tel:', …) or null when relative. */
  scheme: string | null;
  /** Same host as the audited page (after redirects). */
  internal: boolean;
  /** Same registrable domain (eTLD+1) as the audited page. */
  sameSite: boolean;
  /** rel tokens, lower case. */
  rel: string[];
  /** Accessible name: aria-label, else text content plus image alts, else title. */
  name: string;
  /** Visible text content only (no alts, no aria-label). */
  text: string;
  /** Contains an <img> (or svg) element. */
  hasImage: boolean;
  /** Inside <nav> or role=navigation (or a <header> banner). */
  inNav: boolean;
  /**
   * Not rendered: the link or an ancestor is `hidden`, `aria-hidden="true"` or `display:none` inline (a
   * closed menu). Crawlers still follow it; accessibility checks skip it, as axe does.
   */
  hidden: boolean;
  /**
   * The lang attribute of the link or of its nearest ancestor below <html>, as written; null when none
   * sets one (the page's language applies).
   */
  lang: string | null;
}

export interface ImageInfo extends ElementInfo {
  /** 'img', 'input' (type=image) or the tag of an element with role=img. */
  kind: 'img' | 'input' | 'role-img';
  src: string | null;
  url: string | null;
  /** Alt attribute as served (null when missing; '' means decorative). For role=img: aria-label. */
  alt: string | null;
  width: string | null;
  height: string | null;
  /** Inside a <picture>, <a>, <button> or similar; informational. */
  insideLink: boolean;
  /**
   * Not rendered: the image or an ancestor is `hidden`, `aria-hidden="true"` or `display:none` /
   * `visibility:hidden` inline. The alt-text checks skip it, as axe's image-alt does.
   */
  hidden: boolean;
  /** For an <img> without alt: its figure caption, link text or nearest block's text (≤ 100 characters). */
  context?: string | null;
}

export interface HeadingInfo extends ElementInfo {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Accessible text: text content plus image alts (a non-empty aria-label wins). */
  text: string;
  /** Contains an <img>, <svg> or role=img element. */
  hasImage: boolean;
  /** Has text that is not in its accessible text: inside aria-hidden, hidden or display:none (set only then). */
  hiddenText?: boolean;
}

/** An <input type=password>. */
export interface PasswordField extends ElementInfo {
  /** Outside nav, header/banner, footer/contentinfo and aside landmarks (where main text is counted). */
  inMain: boolean;
  /** Not rendered: the field or an ancestor is hidden, aria-hidden or display:none inline. */
  hidden: boolean;
}

/** A non-link element with an onclick handler. */
export interface ClickHandlerInfo extends ElementInfo {
  /** Inside <nav>, role=navigation or a top-level <header>. */
  inNav: boolean;
}

export interface HreflangEntry {
  lang: string;
  href: string;
  url: string | null;
  source: 'html' | 'header';
}

export interface TextStats {
  /** Visible text of the body (script/style/noscript/template/hidden excluded), blocks separated by '\n'. */
  all: string;
  /** Main text: `all` without nav/banner/contentinfo/aside landmarks. */
  main: string;
  /**
   * The main content as a reader sees it (text/main-content.ts): `main` without captions, reference lists,
   * share widgets, comments and link-dense blocks. Keywords and proposed descriptions are built on it.
   */
  content: string;
  /** Word count of `main` (CJK characters count one half each). */
  wordCount: number;
  /** Word count of `all`. */
  allWordCount: number;
  /** Paragraph-level blocks of the visible text (block elements), normalised. */
  blocks: string[];
  /** Bytes (UTF-8) of the visible text, for text/HTML ratio. */
  visibleBytes: number;
}

export interface LanguageInfo {
  /** <html lang> as served (trimmed), or null when missing. */
  declared: string | null;
  /** Content-Language header, if any. */
  contentLanguage: string | null;
  /** ISO 639-1 (or 639-3 when there is none) code detected from the main text, or null when too short/unsure. */
  detected: string | null;
  /** The language used for word lists: detected, else declared primary subtag, else 'en'. */
  effective: string;
}

export interface DocumentInfo {
  doctype: { name: string; publicId: string; systemId: string } | null;
  /** parse5's document mode: standards ('no-quirks'), 'limited-quirks' or 'quirks'. */
  mode: 'no-quirks' | 'quirks' | 'limited-quirks';
  /** Whether anything but whitespace/comments precedes the doctype. */
  doctypeFirst: boolean;
  htmlAttrs: Record<string, string>;
  /** Effective base URL for resolving links (final URL, or <base href>). */
  baseUrl: string;
  /** Number of elements in the parsed DOM (raw HTML, not rendered). */
  elementCount: number;
  /**
   * The element or text that closed the <head> before the page's <body> tag (head-end.ts), or null when
   * the head ended as written. What follows it in the source is in <body>, where Google ignores head tags.
   */
  headEnd: HeadEnd | null;
}

export interface KeywordStats {
  /** Most frequent content words of the main text (stop words of the page language removed). */
  words: KeywordCount[];
  /** Most frequent two-word phrases (at least twice). */
  phrases: KeywordCount[];
  /** Words of the main text, the base of densities. */
  totalWords: number;
  /** Word count with CJK characters counted one half each. */
  wordCount: number;
}

/**
 * What gather() reads from one fetched page: the response and one walk over its parse5 tree. The audit
 * adds what it requested besides (probes, site phase, lab, crawl) in artifact.ts.
 */
export interface PageFacts {
  fetch: FetchedPage;
  /** Final URL (after redirects) parsed, for convenience. */
  url: URL;
  charset: CharsetInfo;
  /** The decoded HTML source. */
  html: string;
  doc: DocumentInfo;
  /** Every <title> in the HTML namespace (SVG titles excluded). */
  titles: TextElement[];
  /** Every <meta> element. */
  metas: ElementInfo[];
  /** Every <link> element. */
  links: ElementInfo[];
  /** Every <a> element (with or without href) and <area href>. */
  anchors: AnchorInfo[];
  /**
   * <a> elements of inline SVG. Kept apart from `anchors`: link-text-generic judges them, as Lighthouse
   * does; the link and crawl checks do not count them.
   */
  svgAnchors: AnchorInfo[];
  images: ImageInfo[];
  headings: HeadingInfo[];
  /** Every <script> element; inline scripts carry their text length in attrs['data-rs-length']. */
  scripts: ElementInfo[];
  iframes: ElementInfo[];
  /** <object>, <embed>, <applet> elements; object <param>s folded into attrs as 'param:<name>'. */
  plugins: ElementInfo[];
  /** Counts of obsolete elements by tag (font, center, marquee, …). */
  deprecated: Record<string, number>;
  /** Elements with a data-nosnippet attribute. */
  nosnippetCount: number;
  /** <video> elements (for dimension checks). */
  videos: ElementInfo[];
  /** <audio>, <source> and <track> elements (their src/srcset load media). */
  media: ElementInfo[];
  /** <button> and <input> elements with a formaction (they submit forms elsewhere). */
  formActions: ElementInfo[];
  /** <form> elements. */
  forms: ElementInfo[];
  /** <input type=password> elements (the login-wall check tells a sign-in page from content by them). */
  passwordFields: PasswordField[];
  jsonLd: JsonLdBlock[];
  hreflang: HreflangEntry[];
  text: TextStats;
  language: LanguageInfo;
  /** Keyword counts of the main text, computed once for the checks and the report. */
  keywords: KeywordStats;
  /** Elements carrying Microdata (itemscope/itemtype) or RDFa (typeof/vocab/property on non-meta) markup. */
  structuredAttrs: ElementInfo[];
  /** Microdata and RDFa items with their properties (structured/microdata.ts, rdfa.ts), top-level ones. */
  markupData: MarkupData[];
  /** Elements with an onclick attribute that are not <a href> (for link-javascript-href). */
  clickHandlers: ClickHandlerInfo[];
}

export type { HeadEnd } from './head-end.js';

/** Header helper shared by checks: all values of a header, joined per HTTP list rules. */
export function headerValues(page: Pick<PageFacts, 'fetch'>, name: string): string[] {
  return page.fetch.headers[name.toLowerCase()] ?? [];
}

/** Meta elements whose name (or http-equiv / property) matches, case-insensitively. */
export function metasBy(
  page: Pick<PageFacts, 'metas'>,
  attr: 'name' | 'http-equiv' | 'property' | 'charset',
  value?: string,
): ElementInfo[] {
  const want = value?.toLowerCase();
  return page.metas.filter((m) => {
    const v = m.attrs[attr];
    if (v === undefined) return false;
    return want === undefined || v.trim().toLowerCase() === want;
  });
}

/** <link> elements whose rel contains the given token. */
export function linksByRel(page: Pick<PageFacts, 'links'>, rel: string): ElementInfo[] {
  const want = rel.toLowerCase();
  return page.links.filter((l) => (l.attrs.rel ?? '').toLowerCase().split(/\s+/).includes(want));
}
