/** The safe fetcher: SSRF-guarded, size- and time-bounded fetch of the audited page. */
export { createFetchAgent, fetchPage } from './fetch-page.js';
export type { PinnedAgent } from './agent.js';
export type { FetchOptions } from './options.js';
export { DEFAULT_USER_AGENT, DEFAULT_TRUNCATE_AT_BYTES } from './options.js';
export { decodeHtml, charsetFromContentType, findMetaCharset, META_PRESCAN_BYTES } from './charset.js';
export type { MetaCharset } from './charset.js';
export { isBlockedAddress, blockedReason, addressRange, cachingResolver, defaultResolve } from './ssrf.js';
export type { ResolvedAddress, Resolver } from './ssrf.js';
export { normalizeAuditUrl } from './url.js';
export { classifyContentType, mimeEssence, sniffBody } from './sniff.js';
