import type { RedirectHop } from '../fetch/types.js';

/** Status of a URL the audit requested besides the page itself (probe targets, resources). */
export interface UrlStatus {
  url: string;
  /** Final status, or null when the URL could not be fetched (see error). */
  status: number | null;
  /** Redirect hops followed (empty when redirects were not followed or none happened). */
  redirects: RedirectHop[];
  finalUrl: string;
  /** AuditError code (DNS_FAILURE, TIMEOUT, BLOCKED_TARGET, …) when unreachable. */
  error: string | null;
  contentType: string | null;
  /** X-Robots-Tag header values of the response (any content type). */
  xRobotsTag: string[];
  /** For HTML responses fetched with GET: the facts probes compare. */
  page?: ProbedPage;
}

export interface ProbedPage {
  /** Contents of <meta name="robots"> (and googlebot) tags. */
  robotsMeta: string[];
  /** X-Robots-Tag header values. */
  xRobotsTag: string[];
  /** Canonical URL (resolved) from <link rel=canonical> or the Link header, or null. */
  canonical: string | null;
  /** <html amp> or <html ⚡>. */
  isAmp: boolean;
  /** Resolved <link rel=prev|next|amphtml|canonical> targets by rel. */
  linkRels: Record<string, string[]>;
}

/** Requests beyond the page itself, made once per audit within a time budget. */
export interface Probes {
  /** The canonical target, fetched without following redirects. */
  canonicalTarget?: UrlStatus;
  /** The rel=amphtml target. */
  amp?: UrlStatus;
  prev?: UrlStatus;
  next?: UrlStatus;
  /** The page's images, stylesheets and scripts (redirects followed, recorded). */
  resources?: { checked: UrlStatus[]; total: number; skipped: number };
}
