/**
 * Orchestrates one audit: validate the URL, fetch the page safely, gather the artifact once, run the
 * probes, run every check, score, and assemble the Report. Emits progress events for the server's stream.
 */
import { adviseWithModel, type AiOptions } from '../advise/ai/index.js';
import { buildReport } from '../report/build.js';
import { fixInputs, settleFixes, writeFixes } from '../fix/index.js';
import { CHECKS } from '../checks/index.js';
import { runChecks, type RawResult } from '../checks/run.js';
import { analysisFailed } from '../errors.js';
import { cachingResolver, normalizeAuditUrl, type FetchOptions } from '../fetch/index.js';
import { fetchTyped, type SchemeFallback } from '../fetch/scheme-fallback.js';
import { composeArtifact, type PageArtifact } from '../artifact.js';
import { withCredentials } from './credentials.js';
import { maskDeep, maskError, secretsOf } from '../fetch/secrets.js';
import type { FetchedPage } from '../fetch/types.js';
import type { AuditCredentials } from '../fetch/credentials.js';
import { gather } from '../gather/index.js';
import type { HostLimiter } from '../gather/limiter.js';
import type { PageFacts } from '../gather/page-facts.js';
import type { Probes } from '../gather/probe-types.js';
import { runProbes } from '../gather/probes.js';
import { startSite, type SiteFacts, type SitePhase } from '../gather/site/index.js';
import { t } from '../i18n/common.js';
import type { Lang } from '../i18n/lang.js';
import type { Lab } from '../lab/index.js';
import type { LabFacts } from '../lab/types.js';
import { gatherField, NO_KEY_FIELD, type FieldSource } from '../field/index.js';
import type { FieldFacts } from '../field/types.js';
import { schemeFallbackMessage } from '../localize/index.js';
import type { ProgressEvent, ProgressStage, Report } from '../report/index.js';
import { waitingNotice } from './waiting-notice.js';

/**
 * Why an audit has no lab, when the caller knows: the server's RANKSCOPE_LAB=off, the CLI's --no-lab or
 * RANKSCOPE_LAB=off, or no Chromium found. The report states it instead of a score it did not measure.
 */
export type LabMissing = 'server' | 'cli' | 'no-chromium';

export interface AuditOptions {
  lang?: Lang;
  /** Allow private, loopback and link-local targets (off by default: the SSRF guard is on). */
  allowPrivate?: boolean;
  /** Total timeout for fetching the page, in ms (default 30 s). */
  timeoutMs?: number;
  /** Run the probes (canonical/AMP/pagination targets, resource status). Default true. */
  probes?: boolean;
  /** Time budget of the probe phase, in ms (default 8 s). */
  probeBudgetMs?: number;
  /** Run the site phase (robots.txt, sitemaps, variants, TLS, links…). Default true. */
  site?: boolean;
  /** Time budget of the site phase, in ms (default 10 s). */
  siteBudgetMs?: number;
  onProgress?: (event: ProgressEvent) => void;
  signal?: AbortSignal;
  /** Extra fetch options (tests: trustedOrigins, resolve). */
  fetch?: Partial<FetchOptions>;
  /**
   * The lab (Lighthouse mobile/desktop and the rendered DOM, `createLab`). It runs alongside the fetch,
   * analysis and site phase, so an audit takes about as long as the lab run alone. Absent: the lab
   * checks are n/a and the scores say the lab did not run.
   */
  lab?: Lab | null;
  /**
   * Per-host limits shared with other work on the same site (runSiteAudit shares one with its crawl);
   * default: the probes and the site phase limit themselves (4 requests per host each).
   */
  hostLimiter?: HostLimiter;
  /** Called with the fetched page before it is analysed (runSiteAudit hands it to the crawl). */
  onFetched?: (fetched: FetchedPage) => void;
  /** Without a lab: why (see LabMissing). */
  labMissing?: LabMissing;
  /** After this long waiting for the page, progress says what it waits for (default 20 s). */
  waitingNoticeMs?: number;
  /**
   * An OpenAI-compatible model that rewrites the suggestions after the checks (advise/ai). Absent or
   * null: the built-in fixes alone. The model never fails the audit; the report says when it was not used.
   */
  ai?: AiOptions | null;
  /**
   * Where field data (Chrome UX Report) comes from: createCruxClient({ key }), or the server's cached and
   * rate-limited source. Absent or null: no request is made and the report says field data needs a key.
   * Only the audited page asks (a site audit's crawled pages never do).
   */
  field?: FieldSource | null;
  /**
   * Credentials for a page behind a login (fetch/credentials.ts): sent to the audited origin and
   * `credentials.origins` only, by every request of the audit (page, probes, site phase, crawl, lab).
   */
  credentials?: AuditCredentials | null;
}

export async function runAudit(input: string, given: AuditOptions = {}): Promise<Report> {
  try {
    const options = withCredentials(input, given);
    const audited = await auditPage(input, options);
    const artifact = composeArtifact(audited.page, audited.parts);
    return await finishAudit(audited, artifact, runChecks(artifact, CHECKS), options);
  } catch (err) {
    // An error message quotes URLs, and a redirect's URL can carry a token.
    throw maskError(err, secretsOf(given.credentials));
  }
}

/** The audited page with everything gathered for it, before its checks run (see runSiteAudit). */
export interface AuditedPage {
  /** What gather() read from the page. */
  page: PageFacts;
  /** What the audit gathered besides (a site audit adds its crawl when composing the artifact). */
  parts: { probes: Probes; site: SiteFacts | null; lab: LabFacts | null; field: FieldFacts };
  startedAt: number;
  fetchedAt: Date;
  /** Set when a bare host was audited over http:// because https:// could not connect. */
  schemeFallback?: SchemeFallback;
}

/**
 * The audit up to the checks: fetch, gather, probes, site phase and lab. Emits the progress events up to
 * 'pagespeed'; finishAudit() emits the rest.
 */
export async function auditPage(input: string, given: AuditOptions = {}): Promise<AuditedPage> {
  // Idempotent: runAudit and runSiteAudit have done it already, with the scope the crawl shares.
  const options = withCredentials(input, given);
  const lang = options.lang ?? 'en';
  const startedAt = performance.now();
  const emit = (
    stage: ProgressStage,
    key: Parameters<typeof t>[1] = `stage.${stage}` as Parameters<typeof t>[1],
  ): void => options.onProgress?.({ stage, message: t(lang, key) });

  emit('initial');
  const url = normalizeAuditUrl(input);
  const fetchOptions: FetchOptions = {
    ...options.fetch,
    // One DNS answer per host for the whole audit (page, probes, site phase).
    resolve: cachingResolver(options.fetch?.resolve),
    allowPrivate: options.allowPrivate ?? false,
    ...(options.timeoutMs !== undefined ? { totalTimeoutMs: options.timeoutMs } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };

  emit('fetching');
  const fetchedAt = new Date();
  // The URL-only part of the site phase (robots.txt, sitemaps, variants, TLS) overlaps the page fetch.
  const startSitePhase = (): SitePhase | null =>
    options.site !== false
      ? startSite(url, {
          fetch: fetchOptions,
          budgetMs: options.siteBudgetMs ?? 10_000,
          fetchedAt: fetchedAt.getTime(),
          ...(options.hostLimiter ? { limiter: options.hostLimiter } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        })
      : null;
  // Behind a login the page may issue the session cookie the rest of the site needs: with credentials the
  // site phase waits for the page instead of overlapping its fetch.
  const behindLogin = fetchOptions.credentials !== undefined;
  let sitePhase = behindLogin ? null : startSitePhase();
  const waiting = waitingNotice(url, lang, options.onProgress, options.waitingNoticeMs);
  let fetched;
  let schemeFallback: SchemeFallback | null;
  try {
    ({ fetched, fallback: schemeFallback } = await fetchTyped(input, url, fetchOptions));
    options.onFetched?.(fetched);
    if (behindLogin) sitePhase = startSitePhase();
  } catch (err) {
    sitePhase?.cancel();
    throw err;
  } finally {
    waiting.stop();
    sitePhase?.pageFetched();
  }

  emit('analyzing');
  let page: PageFacts;
  try {
    page = gather(fetched);
  } catch (err) {
    sitePhase?.cancel();
    throw analysisFailed(err, fetched.finalUrl);
  }
  // The lab starts only once the page has been fetched and read (an audit that fails before never waits
  // for a browser to launch), and overlaps the probes and the site phase.
  const labRun: Promise<LabFacts> | null = options.lab
    ? options.lab
        .run(fetched.requestedUrl, {
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.credentials ? { credentials: options.credentials } : {}),
        })
        .catch((err: unknown) => labFailed(err))
    : null;
  // Field data overlaps the lab, the probes and the site phase; it never fails the audit (reasons, not throws).
  const fieldRun: Promise<FieldFacts> = options.field
    ? gatherField(fetched.finalUrl, options.field, options.signal).catch(
        // A source's own error text could carry what it was configured with: only the fact is kept.
        (): FieldFacts => ({ source: null, unavailable: 'api-error', detail: 'unexpected error' }),
      )
    : Promise.resolve(NO_KEY_FIELD);
  const signal = options.signal ? { signal: options.signal } : {};
  const limits = options.hostLimiter ? { limiter: options.hostLimiter } : {};
  // Probes and the site phase are network-bound and independent: run them side by side.
  const [probes, site] = await Promise.all([
    options.probes !== false
      ? runProbes(page, {
          fetch: fetchOptions,
          budgetMs: options.probeBudgetMs ?? 8000,
          ...limits,
          ...signal,
        })
      : Promise.resolve({}),
    sitePhase ? sitePhase.finish(page) : Promise.resolve(null),
  ]);
  let lab: LabFacts | null = null;
  if (labRun) {
    emit('pagespeed');
    lab = await labRun;
  }
  const parts = { probes, site, lab, field: await fieldRun };
  return { page, parts, startedAt, fetchedAt, ...(schemeFallback ? { schemeFallback } : {}) };
}

/** Builds the report from the artifact's check results and emits the last progress events. */
export async function finishAudit(
  audited: AuditedPage,
  artifact: PageArtifact,
  raw: readonly RawResult[],
  options: AuditOptions = {},
): Promise<Report> {
  const lang = options.lang ?? 'en';
  const ai = options.ai ?? null;
  options.onProgress?.({ stage: 'ai', message: t(lang, ai ? 'stage.ai' : 'stage.ai.rules') });
  // Whatever the page holds, a failure to build its report is the audit's typed error, not an internal one.
  let report: Report;
  try {
    // The stages after the checks, in order: fixes written (once, in no language), verified, then the report.
    const results = fixInputs(raw);
    const fixes = settleFixes(artifact, results, writeFixes(artifact, results));
    report = buildReport(artifact, raw, {
      lang,
      fixes,
      startedAt: audited.startedAt,
      fetchedAt: audited.fetchedAt,
      now: () => performance.now(),
      ...(artifact.lab
        ? {}
        : {
            labMissing: options.labMissing ? (`lab.off.${options.labMissing}` as const) : 'lab.unavailable',
          }),
      ...(audited.schemeFallback ? { schemeFallback: schemeFallbackNote(audited.schemeFallback, lang) } : {}),
    });
  } catch (err) {
    throw analysisFailed(err, artifact.fetch.finalUrl);
  }
  if (ai) {
    report = await adviseWithModel(report, artifact, raw, ai, options.signal);
    report.durationMs = Math.round(performance.now() - audited.startedAt);
  }
  options.onProgress?.({ stage: 'complete', message: t(lang, 'stage.complete') });
  // The net under "reports never show a credential": what a site echoed back (a URL, a text) is masked.
  return maskDeep(report, secretsOf(options.credentials));
}

/** A lab that threw (it should not: failures are reasons) still yields facts, never a number. */
function labFailed(err: unknown): LabFacts {
  const reason = `The lab run failed: ${err instanceof Error ? err.message : String(err)}`;
  return {
    mobile: { ok: false, formFactor: 'mobile', reason },
    desktop: { ok: false, formFactor: 'desktop', reason },
    rendered: { ok: false, reason },
  };
}

/** The report's note on a bare host audited over http://. */
function schemeFallbackNote(fallback: SchemeFallback, lang: Lang): NonNullable<Report['schemeFallback']> {
  const message = schemeFallbackMessage(fallback.tried, fallback.code, lang);
  return { tried: fallback.tried, code: fallback.code, message };
}
