/**
 * Site-level facts: the homepage's structured data. Organization and WebSite markup belong on the
 * homepage (Google reads the site name and the logo there), so the site checks need the homepage's JSON-LD
 * whichever page is audited. When the audited page is the homepage itself (path '/' of the same origin,
 * query ignored), the facts come from it and no request is made; otherwise the origin's '/' is fetched
 * (redirects followed, 2 MiB kept) and parsed like the page. A failed fetch is recorded (status null and
 * the error code), so the checks say the homepage could not be read instead of reporting markup absent.
 */
import type { PageFacts } from '../page-facts.js';
import type { RedirectHop } from '../../fetch/types.js';
import { gather } from '../index.js';
import { parseJsonLd, type JsonLdItem, type ParsedJsonLdBlock } from '../../structured/jsonld.js';
import { markupItems, type MarkupItem } from '../../structured/markup.js';
import type { SiteContext } from './context.js';

export interface HomepageFacts {
  /** The homepage: the audited page's origin followed by '/'. */
  url: string;
  /** True when the audited page is the homepage: the facts are the page's own and no request was made. */
  isAuditedPage: boolean;
  /** Final HTTP status; null when no response came (see error). */
  status: number | null;
  /** Error code (TIMEOUT, DNS_FAILURE, BLOCKED_TARGET, …) when no response came. */
  error: string | null;
  /** URL after redirects. */
  finalUrl: string;
  redirects: RedirectHop[];
  contentType: string | null;
  /** True when the response was parsed as HTML (a 2xx HTML response); the lists below are empty otherwise. */
  parsed: boolean;
  /** True when the homepage was longer than 2 MiB and only its beginning was parsed. */
  truncated: boolean;
  /** The homepage's JSON-LD blocks (lines are null when the homepage was fetched: it is another document). */
  jsonLdBlocks: ParsedJsonLdBlock[];
  /** Every JSON-LD node of the homepage (see structured/jsonld.ts). */
  items: JsonLdItem[];
  /** Types marked up in Microdata or RDFa (their properties are not read). */
  markup: MarkupItem[];
}

export const HOMEPAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The structured-data facts of a parsed page. */
function structuredFacts(page: PageFacts): Pick<HomepageFacts, 'jsonLdBlocks' | 'items' | 'markup'> {
  const { blocks, items } = parseJsonLd(page.jsonLd);
  return { jsonLdBlocks: blocks, items, markup: markupItems(page) };
}

export async function gatherHomepage(ctx: SiteContext): Promise<HomepageFacts> {
  const page = ctx.page;
  const url = `${page.url.origin}/`;
  if (page.url.pathname === '/') {
    return {
      url,
      isAuditedPage: true,
      status: page.fetch.status,
      error: null,
      finalUrl: page.fetch.finalUrl,
      redirects: page.fetch.redirects,
      contentType: page.fetch.contentType,
      parsed: true,
      truncated: page.fetch.truncated,
      ...structuredFacts(page),
    };
  }

  const res = await ctx.fetch(url, { maxBytes: HOMEPAGE_MAX_BYTES });
  const facts: HomepageFacts = {
    url,
    isAuditedPage: false,
    status: res.status,
    error: res.error,
    finalUrl: res.finalUrl,
    redirects: res.redirects,
    contentType: res.contentType,
    parsed: false,
    truncated: res.truncated,
    jsonLdBlocks: [],
    items: [],
    markup: [],
  };
  const isHtml = res.contentType === null || /html/i.test(res.contentType);
  if (res.fetched && res.status !== null && res.status >= 200 && res.status < 300 && isHtml) {
    return { ...facts, parsed: true, ...structuredFacts(gather(res.fetched, { lines: 'none' })) };
  }
  return facts;
}
