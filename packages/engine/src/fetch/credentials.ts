/**
 * Credentials for auditing what sits behind a login (issue 26): one set used by every request of an
 * audit to the audited origin (and the origins the user adds), never sent to a third party. The values
 * are secrets: they never appear in a report, a log, an error message, a state file or the progress
 * stream (mask with maskSecrets()).
 */
export interface AuditCredentials {
  /** Request headers, e.g. { name: 'Authorization', value: 'Bearer …' } or Vercel's bypass header. */
  headers?: Array<{ name: string; value: string }>;
  /** Cookies sent to the credential origins (a storage state's cookies for the audited site). */
  cookies?: Array<{ name: string; value: string }>;
  /** HTTP Basic authentication. */
  basicAuth?: { username: string; password: string };
  /** localStorage entries per origin for the lab's browser (from a Playwright storage state). */
  localStorage?: Array<{ origin: string; entries: Array<{ name: string; value: string }> }>;
  /** Origins besides the audited page's that receive the credentials (`--auth-origin`), e.g. 'https://api.example.com'. */
  origins?: string[];
}
