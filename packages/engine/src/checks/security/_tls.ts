/**
 * What the TLS checks can read: the facts of the TLS gatherer, or why there are none. Shared so both
 * checks give the same reason for being n/a (http page, site phase not run, gatherer failed, no handshake).
 */
import type { PageArtifact } from '../../artifact.js';
import type { CertificateFacts, TlsFacts } from '../../gather/site/tls.js';
import { notApplicable, type CheckOutcome } from '../types.js';

/**
 * The TLS facts of an https page, or the n/a outcome both TLS checks give when there are none: the page is
 * on http ('notHttps'), the site phase did not run ('noSite') or the TLS gatherer failed ('failed').
 */
export function tlsInput(
  page: Pick<PageArtifact, 'url' | 'site'>,
): { tls: TlsFacts } | { outcome: CheckOutcome } {
  if (page.url.protocol !== 'https:') return { outcome: notApplicable('notHttps', { url: page.url.href }) };
  const site = page.site;
  if (site?.tls) return { tls: site.tls };
  const failed = site?.failed.find((f) => f.area === 'tls');
  return { outcome: failed ? notApplicable('failed', { reason: failed.reason }) : notApplicable('noSite') };
}

/** 'TLSv1.3' → 'TLS 1.3', 'TLSv1' → 'TLS 1.0': the names people search for. */
export function versionName(protocol: string): string {
  const m = /^TLSv(\d)(?:\.(\d))?$/.exec(protocol);
  return m ? `TLS ${m[1]}.${m[2] ?? '0'}` : protocol;
}

/** "host:port" as the handshake saw it (IPv6 in brackets). */
export function endpoint(tls: Pick<TlsFacts, 'host' | 'port'>): string {
  return `${tls.host.includes(':') ? `[${tls.host}]` : tls.host}:${tls.port}`;
}

/** SANs shown in a message: enough to see what the certificate covers, never the 300 of a shared one. */
export function coveredNames(c: CertificateFacts): string {
  const names = c.subjectAltNames.map((n) => n.replace(/^(DNS|IP Address):/, ''));
  if (names.length === 0) return c.commonName ?? c.subject;
  const more = c.subjectAltNameCount - Math.min(names.length, 5);
  return `${names.slice(0, 5).join(', ')}${more > 0 ? ` (+${more})` : ''}`;
}
