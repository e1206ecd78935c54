import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { getDomain } from 'tldts';
import { decodeHtml } from '../fetch/charset.js';
import { detectLanguage, primarySubtag } from '../text/language.js';
import { emphasisOf, extractKeywords } from '../text/keywords.js';
import { mainContent } from '../text/main-content.js';
import { countWords, utf8Length } from '../text/words.js';
import type { FetchedPage } from '../fetch/types.js';
import {
  linksByRel,
  type AnchorInfo,
  type HreflangEntry,
  type ImageInfo,
  type PageFacts,
} from './page-facts.js';
import { parseLinkHeaders } from './link-header.js';
import { headEnd } from './head-end.js';
import { SourceLines } from './source-lines.js';
import { parserLines, walk, type WalkResult } from './walk.js';
import { readMicrodata, type MarkupData } from '../structured/microdata.js';
import { readRdfa } from '../structured/rdfa.js';
import { textBudget } from '../structured/dom-text.js';

export * from './page-facts.js';
export * from './link-header.js';

export interface GatherOptions {
  /**
   * Source line numbers for offending items: 'scan' (default) matches elements to a one-pass scan of the
   * start tags; 'parser' uses parse5's location tracking (exact, about twice the parse time); 'none'.
   */
  lines?: 'scan' | 'parser' | 'none';
}

/** Registrable domain (eTLD+1), private suffixes honoured so a.blogspot.com ≠ b.blogspot.com. */
export function siteOf(hostname: string): string {
  return getDomain(hostname, { allowPrivateDomains: true }) ?? hostname;
}

function resolve(href: string, base: string): URL | null {
  try {
    return new URL(href.trim(), base);
  } catch {
    return null;
  }
}

const SCHEME = /^\s*([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** Builds the PageFacts from a fetched page: decode, parse once, walk once. */
export function gather(fetched: FetchedPage, options: GatherOptions = {}): PageFacts {
  const { html, charset } = decodeHtml(fetched.body, fetched.contentType);
  const lines = options.lines ?? 'scan';
  const document = parse(html, { sourceCodeLocationInfo: lines === 'parser' });
  const scanner = lines === 'scan' ? new SourceLines(html) : null;
  const w = walk(
    document,
    scanner ? (el, attrs) => scanner.next(el.tagName, attrs) : lines === 'parser' ? parserLines : () => null,
  );
  const url = new URL(fetched.finalUrl);

  const baseResolved = w.baseHref !== null ? resolve(w.baseHref, url.href) : null;
  const baseUrl = baseResolved && /^https?:$/.test(baseResolved.protocol) ? baseResolved.href : url.href;
  const site = siteOf(url.hostname);

  const resolveAnchor = (a: WalkResult['anchors'][number]): AnchorInfo => {
    const scheme = a.href !== null ? (SCHEME.exec(a.href)?.[1]?.toLowerCase() ?? null) : null;
    const target =
      a.href !== null && (scheme === null || scheme === 'http' || scheme === 'https')
        ? resolve(a.href, baseUrl)
        : null;
    const http = target !== null && (target.protocol === 'http:' || target.protocol === 'https:');
    return {
      ...a,
      scheme: scheme === null ? null : `${scheme}:`,
      url: http ? target.href : null,
      internal: http && target.hostname === url.hostname,
      sameSite: http && siteOf(target.hostname) === site,
    };
  };
  const anchors = w.anchors.map(resolveAnchor);

  const images: ImageInfo[] = w.images.map((img) => {
    const target = img.src ? resolve(img.src, baseUrl) : null;
    return { ...img, url: target?.href ?? null };
  });

  // Google and Lighthouse read hreflang from <head> (and the Link header) only, as for canonical. Values are
  // kept as written: " en" is not a code to them (hreflang-valid-codes says so).
  const hreflang: HreflangEntry[] = linksByRel({ links: w.links }, 'alternate')
    .filter((l) => l.attrs.hreflang !== undefined && l.inHead)
    .map((l) => ({
      lang: l.attrs.hreflang ?? '',
      href: l.attrs.href ?? '',
      url: l.attrs.href ? (resolve(l.attrs.href, baseUrl)?.href ?? null) : null,
      source: 'html' as const,
    }));
  for (const entry of parseLinkHeaders(fetched.headers['link'] ?? [])) {
    if (!entry.rel.includes('alternate') || entry.params.hreflang === undefined) continue;
    const target = resolve(entry.target, url.href);
    hreflang.push({
      lang: entry.params.hreflang,
      href: entry.target,
      url: target?.href ?? null,
      source: 'header',
    });
  }

  const declared = w.htmlAttrs.lang?.trim() ?? null;
  const contentLanguage = fetched.headers['content-language']?.[0]?.trim() ?? null;
  const detected = detectLanguage(w.mainText);
  const effective = detected ?? primarySubtag(declared) ?? 'en';
  // Keywords come from the reader's main content (no captions, share widgets, reference lists); the
  // word count stays the landmark main text's, as checks.md defines it.
  const content = mainContent(document).text || w.mainText;
  const emphasis = emphasisOf(w.titles, w.headings);
  const keywords = extractKeywords(content, { lang: effective, maxWords: 20, maxPhrases: 10, emphasis });
  const wordCount = content === w.mainText ? keywords.wordCount : countWords(w.mainText);

  return {
    fetch: fetched,
    url,
    charset,
    html,
    doc: {
      doctype: findDoctype(document),
      mode: document.mode as PageFacts['doc']['mode'],
      doctypeFirst: doctypeIsFirst(html),
      htmlAttrs: w.htmlAttrs,
      baseUrl,
      elementCount: w.elementCount,
      headEnd: headEnd(html),
    },
    titles: w.titles,
    metas: w.metas,
    links: w.links,
    anchors,
    svgAnchors: w.svgAnchors.map(resolveAnchor),
    images,
    headings: w.headings,
    scripts: w.scripts,
    iframes: w.iframes,
    plugins: w.plugins,
    deprecated: w.deprecated,
    nosnippetCount: w.nosnippetCount,
    videos: w.videos,
    media: w.media,
    formActions: w.formActions,
    forms: w.forms,
    passwordFields: w.passwordFields,
    jsonLd: w.jsonLd,
    hreflang,
    text: {
      all: w.allText,
      main: w.mainText,
      content,
      wordCount,
      allWordCount: wordCount + countWords(w.restText),
      blocks: w.allText.split('\n'),
      visibleBytes: utf8Length(w.allText),
    },
    language: {
      declared: declared === '' ? '' : declared,
      contentLanguage,
      detected,
      effective,
    },
    keywords,
    clickHandlers: w.clickHandlers,
    structuredAttrs: w.structuredAttrs,
    markupData: readMarkup(document, w, baseUrl),
  };
}

/** Microdata and RDFa items, read only when the walk saw an itemscope or typeof (most pages have neither). */
function readMarkup(document: DefaultTreeAdapterMap['document'], w: WalkResult, base: string): MarkupData[] {
  const lines = new Map(w.structuredElements.map((el, i) => [el, w.structuredAttrs[i]?.line ?? null]));
  // One text budget for both readers: the page's markup costs bounded work, however it nests.
  const options = {
    base,
    lineOf: (el: Parameters<typeof lines.get>[0]) => lines.get(el) ?? null,
    budget: textBudget(),
  };
  const scoped = w.structuredElements.filter((el) => el.attrs.some((a) => a.name === 'itemscope'));
  const typed = w.structuredAttrs.some((el) => 'typeof' in el.attrs);
  return [
    ...(scoped.length > 0 ? readMicrodata(document, scoped, options) : []),
    ...(typed ? readRdfa(document, options) : []),
  ];
}

function findDoctype(document: DefaultTreeAdapterMap['document']): PageFacts['doc']['doctype'] {
  for (const n of document.childNodes) {
    if (n.nodeName === '#documentType') {
      const d = n as unknown as { name: string; publicId: string; systemId: string };
      return { name: d.name, publicId: d.publicId, systemId: d.systemId };
    }
  }
  return null;
}

/** The doctype must be the first token: only whitespace, comments or a BOM may precede it. */
function doctypeIsFirst(html: string): boolean {
  const rest = html.replace(/^\uFEFF?(?:\s|<!--[\s\S]*?-->)*/, '');
  return /^<!doctype/i.test(rest);
}
