/** The same-site crawl (issue 7): crawler, site facts and the site audit. */
export { crawlSite, CRAWL_DEFAULTS } from './crawler.js';
export { CrawlStateError } from './state-check.js';
export { runSiteAudit, type SiteAuditOptions } from './site-audit.js';
export { aggregate, NEAR_DUPLICATE_BITS, NEAR_DUPLICATE_MIN_WORDS } from './aggregate.js';
export { normalizeCrawlUrl, isSameSite, siteKey, DEFAULT_STRIP_PARAMS } from './normalize.js';
export { simhash, hammingDistance, contentHash } from './simhash.js';
export type * from './types.js';
export type * from './options.js';
