/**
 * An audit's credentials (issue 26) wired into its options once, at the entry (runAudit, runSiteAudit):
 * one credential scope shared by the page fetch, the probes, the site phase and the crawl (so the cookie a
 * site sets on the first page serves every later request), and the secrets masked in what leaves the
 * audit as it goes (progress messages). The report and errors are masked where they are produced.
 */
import { createCredentialScope } from '../fetch/credentials-scope.js';
import { normalizeAuditUrl } from '../fetch/url.js';
import { maskSecrets, secretsOf } from '../fetch/secrets.js';
import type { AuditCredentials } from '../fetch/credentials.js';
import type { FetchOptions } from '../fetch/options.js';
import type { ProgressEvent } from '../report/index.js';

/** The part of AuditOptions this reads (run/audit.ts imports this module: no import back). */
interface CredentialOptions {
  credentials?: AuditCredentials | null;
  fetch?: Partial<FetchOptions>;
  onProgress?: (event: ProgressEvent) => void;
}

/** `options` with the credential scope in its fetch options and its progress masked; as it is without credentials. */
export function withCredentials<T extends CredentialOptions>(input: string, options: T): T {
  const credentials = options.credentials;
  if (!credentials || options.fetch?.credentials) return options;
  const scope = createCredentialScope(normalizeAuditUrl(input), credentials);
  const secrets = secretsOf(credentials);
  const onProgress = options.onProgress;
  return {
    ...options,
    fetch: { ...options.fetch, credentials: scope },
    ...(onProgress
      ? {
          onProgress: (e) =>
            onProgress({
              ...e,
              message: maskSecrets(e.message, secrets),
              ...(e.detail !== undefined ? { detail: maskSecrets(e.detail, secrets) } : {}),
            }),
        }
      : {}),
  } satisfies CredentialOptions as T;
}
