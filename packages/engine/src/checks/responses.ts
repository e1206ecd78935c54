/**
 * Reading responses (probe results, link checks) the same way in every check, so "broken" and
 * "redirected" mean one thing across the report.
 */
import type { UrlStatus } from '../artifact.js';
import type { LinkCheck, LinksFacts } from '../gather/site/links.js';
import type { CheckItem } from './types.js';

/** The parts of a response these helpers read: probe results and link checks share them. */
type Response = Pick<UrlStatus, 'status' | 'error' | 'redirects' | 'finalUrl'>;

export type ProbeKind = 'unreachable' | 'error' | 'redirect' | 'success';

/**
 * unreachable: no response (DNS, timeout, blocked…); error: final 4xx/5xx, even after redirects;
 * redirect: the URL itself answered 3xx (followed or not); success: answered 2xx directly.
 */
export function probeKind(u: Response): ProbeKind {
  if (u.status === null) return 'unreachable';
  // A final 1xx is no usable response either.
  if (u.status >= 400 || u.status < 200) return 'error';
  return redirectHops(u) > 0 ? 'redirect' : 'success';
}

/** Redirect hops the URL went through; an unfollowed 3xx counts as one. */
export function redirectHops(u: Response): number {
  if (u.redirects.length > 0) return u.redirects.length;
  return u.status !== null && u.status >= 300 && u.status < 400 ? 1 : 0;
}

/** True when the URL answered 200 itself, as a link target must. */
export function answers200(u: Response): boolean {
  return probeKind(u) === 'success' && u.status === 200;
}

/**
 * What the URL answered, as a short fact for messages and item notes: "404", "TIMEOUT",
 * "301 → 302 → https://example.com/new (200)".
 */
export function statusFact(u: Response): string {
  if (u.status === null) return u.error ?? 'NO_RESPONSE';
  if (u.redirects.length === 0) return String(u.status);
  const hops = u.redirects.map((h) => String(h.status)).join(' → ');
  return `${hops} → ${u.finalUrl} (${u.status})`;
}

/** A link check result as a report item: the URL, what it answered, and where the page links to it. */
export function linkItem(link: LinkCheck): CheckItem {
  const from = link.sources[0];
  const text = from?.text ? `, "${from.text}"` : '';
  return { value: link.url, note: `${statusFact(link)}${text}`, line: from?.line ?? null };
}

/**
 * No network for outside hosts: the link check reached no external host at all, and at least one of their
 * names failed to resolve. A DNS failure then says nothing about the link (the machine is offline or has no
 * DNS), so it is "could not verify", never "broken". Once any external host answered, the resolver works and
 * a name that does not resolve is a dead domain.
 */
export function noNetwork(links: LinksFacts | null | undefined): boolean {
  if (!links) return false;
  const { external } = links;
  return external.some((l) => l.error === 'DNS_FAILURE') && external.every((l) => l.status === null);
}
