/**
 * The crawl's per-page pieces, for a crawl whose pages run elsewhere: the server's fanned-out crawl (one
 * BullMQ job per page on the workers, the frontier in Redis) fetches and analyses each page exactly as
 * crawlSite() does, and reduces the gathered pages to the same site facts.
 */
export { analysePage, type PageAnalysis } from './page-analysis.js';
export { fetchOne, type FetchOneResult } from './fetch-one.js';
export { HostPacer } from './politeness.js';
export { loadRobots, loadSitemapSeeds, type OriginRobots } from './discover.js';
export { aggregate, type AggregateInput } from './aggregate.js';
export { DEFAULT_STRIP_PARAMS, looksNonHtml, normalizeCrawlUrl, paramMatcher, siteKey } from './normalize.js';
export { cachingResolver, createFetchAgent } from '../fetch/index.js';
