/**
 * The audit artifact: everything the checks may read. The page facts gather() read from the response,
 * plus what the audit requested besides the page: the probes, the site phase, the lab run and the same-site
 * crawl. composeArtifact() puts them together once every part is known; nothing assigns into it afterwards.
 */
import type { CrawlFacts } from './crawl/types.js';
import type { PageFacts } from './gather/page-facts.js';
import type { Probes } from './gather/probe-types.js';
import type { SiteFacts } from './gather/site/index.js';
import type { LabFacts } from './lab/types.js';
import type { FieldFacts } from './field/types.js';

// What a check reads, importable from one place.
export * from './gather/page-facts.js';
export type * from './gather/probe-types.js';
export type * from './fetch/types.js';
export type { JsonLdBlock } from './structured/jsonld.js';
export type { CrawlFacts, CrawledPage, DuplicateGroup, PageRecord } from './crawl/types.js';

/** The inputs an audit may go without; a check that needs an absent one is n/a (checks/run.ts). */
export type AuditInput = 'site' | 'lab' | 'crawl' | 'field';

export interface PageArtifact extends PageFacts {
  /** Probe results; a field is absent when that probe was not run (the check is then n/a). */
  probes: Probes;
  /** Site-level facts (robots.txt, sitemaps, variants, TLS, links…); null when the site phase did not run. */
  site: SiteFacts | null;
  /** The lab run (Lighthouse mobile/desktop, rendered DOM); null when the audit did not run it. */
  lab: LabFacts | null;
  /** The same-site crawl (site audits only); null when the audit did not crawl (the crawl checks are n/a). */
  crawl: CrawlFacts | null;
  /**
   * Field data (Chrome UX Report) of the audited page or its site; null when the audit did not look it up
   * (the pages of a crawl besides the start page). Without a key it says so (source null, 'no-key').
   */
  field: FieldFacts | null;
}

/** What an audit gathered besides the page itself; a part left out was not gathered. */
export interface AuditParts {
  probes?: Probes;
  site?: SiteFacts | null;
  lab?: LabFacts | null;
  crawl?: CrawlFacts | null;
  field?: FieldFacts | null;
}

/** The artifact of one page and the parts its audit gathered, in one step. */
export function composeArtifact(page: PageFacts, parts: AuditParts = {}): PageArtifact {
  return {
    ...page,
    probes: parts.probes ?? {},
    site: parts.site ?? null,
    lab: parts.lab ?? null,
    crawl: parts.crawl ?? null,
    field: parts.field ?? null,
  };
}
