/**
 * One audit by the engine, configured from where it runs (the server's own process, or a worker): the
 * lab, AI and private-target settings are the running process's, never the request's.
 */
import type { Report } from '@rankscope/engine';
import type { HubEvent } from '../audit/progress-hub.js';
import type { ServerContext } from '../context.js';
import type { AuditRequest } from './backend.js';

/**
 * A site audit's crawl budget: it stops (stopReason 'time-budget') and reports what it found before the
 * 120 s limit answers 504, leaving time for the queue wait and the report.
 */
export const SITE_CRAWL_BUDGET_MS = 90_000;

export type EngineRunner = (
  request: AuditRequest,
  options: { signal: AbortSignal; onProgress: (event: HubEvent) => void },
) => Promise<Report>;

export function engineRunner(
  ctx: Pick<ServerContext, 'config' | 'lab' | 'runAudit' | 'runSiteAudit' | 'field'>,
): EngineRunner {
  return async (request, { signal, onProgress }) => {
    const { url, lang, crawl, credentials } = request;
    const options = {
      lang,
      allowPrivate: ctx.config.ALLOW_PRIVATE_TARGETS,
      lab: ctx.lab ?? null,
      // The report says why lab scores are missing when this server switched the lab off.
      ...(!ctx.lab && !ctx.config.LAB ? { labMissing: 'server' as const } : {}),
      ai: ctx.config.ai,
      // Field data for the audit the user runs (a site audit: its start page only, the engine's choice).
      field: ctx.field ? ctx.field.forVisitor(request.visitor ?? 'unknown') : null,
      credentials: credentials ?? null,
      signal,
      onProgress,
    };
    if (!crawl) return ctx.runAudit(url, options);
    if (!ctx.runSiteAudit) throw new Error('Site audits are not available here');
    return ctx.runSiteAudit(url, {
      ...options,
      crawl: {
        maxPages: crawl.maxPages,
        timeBudgetMs: SITE_CRAWL_BUDGET_MS,
        allowPrivate: ctx.config.ALLOW_PRIVATE_TARGETS,
        lang,
        signal,
      },
    });
  };
}
