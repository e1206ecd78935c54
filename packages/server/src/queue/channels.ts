/** Names shared by API processes and workers on one Redis (all under the configured prefix). */
import type { ErrorCode, Report } from '@rankscope/engine';
import type { AuditRequest } from './backend.js';

export const AUDIT_QUEUE = 'audits';

export const channels = (prefix: string) => ({
  /** Progress and stream starts of every audit, mirrored into each API process's hub. */
  progress: `${prefix}progress`,
  /** A visitor's cancel, sent to whichever API process holds the audit. */
  cancel: `${prefix}cancel`,
  /** Stop a running job (its caller cancelled, gave up or went away), sent to the workers. */
  stop: `${prefix}stop`,
  /** BullMQ's own keys. */
  bull: `${prefix}bull`,
  /** An audit admitted by some API process, by auditId: who may cancel it. */
  audit: (auditId: string) => `${prefix}audit:${auditId}`,
});

/** What a job carries: the request (without its credentials) and, when it has some, its sealed credentials. */
export interface AuditJobData {
  request: Omit<AuditRequest, 'credentials'>;
  /** AuditRequest.credentials sealed with AES-256-GCM under SESSION_SECRET's key (sealed-credentials.ts). */
  sealedCredentials?: string;
}

/** What a job returns: the report, or the engine's error (an answer, not a failure to retry). */
export type AuditJobResult = { ok: true; report: Report } | { ok: false; code: ErrorCode; message: string };
