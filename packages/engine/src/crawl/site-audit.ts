/**
 * runSiteAudit(): the full audit of the start page (site phase, lab when given) and the same-site crawl,
 * side by side; then the start page's checks run once more with the crawl's facts, so the five crawl-only
 * checks count in its score. The report carries the crawl as `report.crawl`.
 */
import { composeArtifact } from '../artifact.js';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import { t } from '../i18n/common.js';
import { interpolate } from '../i18n/lang.js';
import type { FetchedPage } from '../fetch/types.js';
import { Limiter } from '../gather/limiter.js';
import type { Report } from '../report/index.js';
import { withCredentials } from '../run/credentials.js';
import { maskDeep, maskError, secretsOf } from '../fetch/secrets.js';
import { auditPage, finishAudit, type AuditOptions } from '../run/audit.js';
import { CRAWL_DEFAULTS, crawlSite } from './crawler.js';
import type { CrawlOptions } from './options.js';
import type { CrawlFacts } from './types.js';

export type SiteAuditOptions = AuditOptions & {
  crawl: CrawlOptions;
  /** Runs the crawl instead of crawlSite() (the server's fanned-out crawl on Redis workers). */
  crawler?: (url: string, options: CrawlOptions) => Promise<CrawlFacts>;
};

export async function runSiteAudit(url: string, given: SiteAuditOptions): Promise<Report> {
  const secrets = secretsOf(given.credentials);
  try {
    // One credential scope (and cookie jar) for the start page's audit and the crawl.
    return await siteAudit(url, withCredentials(url, given), secrets);
  } catch (err) {
    throw maskError(err, secrets);
  }
}

async function siteAudit(
  url: string,
  options: SiteAuditOptions,
  secrets: readonly string[],
): Promise<Report> {
  const lang = options.lang ?? 'en';
  const max = options.crawl.maxPages ?? CRAWL_DEFAULTS.maxPages;
  const crawlOptions: CrawlOptions = {
    allowPrivate: options.allowPrivate ?? false,
    lang,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...options.crawl,
    onPage: (progress) => {
      options.crawl.onPage?.(secrets.length > 0 ? maskDeep(progress, secrets) : progress);
      options.onProgress?.({
        stage: 'analyzing',
        message: interpolate(t(lang, 'stage.crawling'), { done: progress.done, max }, lang),
      });
    },
  };
  // One per-host limit for the whole site audit: the start page's probes and site phase and the crawl
  // together send at most `concurrency` requests to a host; the start page's requests go first, so the
  // crawl cannot starve the site phase's time budget.
  const limiter = new Limiter(16, options.crawl.concurrency ?? CRAWL_DEFAULTS.concurrency);
  crawlOptions.hostLimiter = limiter.withPriority(0);
  // A failed start page fails the audit, as runAudit does; the crawl is stopped with it.
  const stop = new AbortController();
  const crawlSignal = crawlOptions.signal ? AbortSignal.any([crawlOptions.signal, stop.signal]) : stop.signal;
  // The crawl starts from the audit's fetch of the start page instead of requesting it again.
  let handOver: (fetched: FetchedPage | null) => void = () => undefined;
  const startPage = new Promise<FetchedPage | null>((resolve) => (handOver = resolve));
  const crawl = (options.crawler ?? crawlSite)(url, { ...crawlOptions, signal: crawlSignal, startPage });
  // A crawl that fails at once (an unusable --state file) fails the audit when awaited below, not the
  // process as an unhandled rejection while the start page is being audited.
  crawl.catch(() => undefined);
  let audited;
  try {
    audited = await auditPage(url, {
      ...options,
      hostLimiter: limiter.withPriority(1),
      onFetched: (fetched) => {
        handOver(fetched);
        options.onFetched?.(fetched);
      },
    });
  } catch (err) {
    handOver(null);
    stop.abort();
    await crawl.catch(() => null);
    throw err;
  }
  const artifact = composeArtifact(audited.page, { ...audited.parts, crawl: await crawl });
  return finishAudit(audited, artifact, runChecks(artifact, CHECKS), options);
}
