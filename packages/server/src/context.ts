/** What every route plugin receives: configuration, the store, the clock and the audit function. */
import type { AuditOptions, CrawlOptions, Lab, Report } from '@rankscope/engine';
import type { Redis } from 'ioredis';
import type { Alerts } from './alerts/index.js';
import type { Config } from './config.js';
import type { AuditBackend } from './queue/backend.js';
import type { Store } from './store/types.js';
import type { AlertSender, MonitorScheduler } from './monitors/types.js';
import type { ServerFieldSource } from './crux/index.js';

export type { Visitor } from './visitor-types.js';

export interface ServerContext {
  config: Config;
  store: Store;
  /** Injectable clock (tests move time forward). */
  now: () => number;
  /** The engine's runAudit (tests may wrap it). */
  runAudit: (url: string, options: AuditOptions) => Promise<Report>;
  /**
   * The engine's runSiteAudit (the same-site crawl, `crawl: true` requests); absent, site audits answer
   * 503 SITE_AUDIT_UNAVAILABLE. Tests may inject a fake.
   */
  runSiteAudit?: (url: string, options: AuditOptions & { crawl: CrawlOptions }) => Promise<Report>;
  /** HTML → PDF in headless Chromium (the engine's PdfPrinter: one warm browser, a few pages at once). */
  printer: ReportPrinter;
  /**
   * The lab (Lighthouse mobile/desktop and the rendered DOM, warm browsers shared by all audits); null or
   * absent when RANKSCOPE_LAB=off or in tests that do not need it.
   */
  lab?: Lab | null;
  /**
   * Where audits run: absent, in this process (the embedded default); with REDIS_URL, BullMQ jobs that
   * worker processes run (queue/redis-backend.ts).
   */
  auditBackend?: AuditBackend;
  /**
   * Field data (Chrome UX Report): cached and rate-limited; null or absent without CRUX_API_KEY (reports
   * then say field data needs a key).
   */
  field?: ServerFieldSource | null;
  /** The shared Redis connection with REDIS_URL (flood limits count over every API process). */
  redis?: Redis;
  /**
   * Monitoring's scheduler (issue 24). Absent without REDIS_URL: the app makes the embedded one (croner
   * timers in this process, runs through the audit backend). With REDIS_URL the server passes the BullMQ
   * one; absent then, the monitor routes answer 503 MONITORING_UNAVAILABLE.
   */
  monitorScheduler?: MonitorScheduler;
  /** Where alerts go (../alerts/); null or absent: none configured (decisions are stored, nothing sent). */
  alertSender?: AlertSender | null;
  /**
   * Monitoring's alert channels and address confirmations (alerts/): buildApp makes them from the
   * configuration unless given (tests pass their own, e.g. with millisecond retries).
   */
  alerts?: Alerts;
}

export interface ReportPrinter {
  /** False when no Chromium was found (PDF answers 503 then). */
  readonly available: boolean;
  readonly unavailableReason: string | null;
  print(html: string, options?: { signal?: AbortSignal }): Promise<Buffer>;
  close(): Promise<void>;
}
