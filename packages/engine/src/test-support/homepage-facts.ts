/** Homepage site facts for the checks' tests, built from HTML the way gather/site/homepage.ts builds them. */
import type { PageArtifact } from '../artifact.js';
import type { HomepageFacts } from '../gather/site/homepage.js';
import { parseJsonLd } from '../structured/jsonld.js';
import { markupItems } from '../structured/markup.js';
import { pageFromHtml } from './index.js';

/**
 * The facts of a homepage at `url` answering 200 with this HTML. When the audited page is the homepage
 * its JSON-LD keeps its lines; a fetched homepage is another document, so its blocks have none.
 */
export function homepageFacts(
  html: string,
  url: string,
  isAuditedPage: boolean,
  over: Partial<HomepageFacts> = {},
): HomepageFacts {
  const home = pageFromHtml(html, { url });
  const { blocks, items } = parseJsonLd(
    isAuditedPage ? home.jsonLd : home.jsonLd.map((b) => ({ ...b, line: null })),
  );
  return {
    url,
    isAuditedPage,
    status: 200,
    error: null,
    finalUrl: url,
    redirects: [],
    contentType: 'text/html',
    parsed: true,
    truncated: false,
    jsonLdBlocks: blocks,
    items,
    markup: markupItems(home),
    ...over,
  };
}

/** The page, with these homepage facts as its only site facts (none when undefined). */
export function withHomepage(page: PageArtifact, facts: HomepageFacts | undefined): PageArtifact {
  page.site = { failed: [], durationMs: 0, ...(facts ? { homepage: facts } : {}) };
  return page;
}
