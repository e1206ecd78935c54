/**
 * Reading the URL-variant facts (gather/site/variants.ts) the same way in every server check, so
 * "permanent", "lands on the page" and "not checked" mean one thing across redirect-permanent,
 * http-to-https, www-consolidation, trailing-slash and custom-404.
 */
import type { PageArtifact, RedirectHop } from '../../artifact.js';
import type { VariantResult, VariantsFacts } from '../../gather/site/variants.js';
import type { CheckItem } from '../types.js';

/** 301 and 308 tell search engines the move is for good; 302, 303 and 307 say it is temporary. */
export const isPermanent = (status: number): boolean => status === 301 || status === 308;

/** The variant facts, or null when the site phase did not run or the variants gatherer failed. */
export const variantsOf = (page: PageArtifact): VariantsFacts | null => page.site?.variants ?? null;

/** The time budget ran out before the variant answered: nothing is known about it. */
export const isSkipped = (v: VariantResult): boolean => v.error === 'SKIPPED';

/**
 * What the variant answered, as a short fact for messages and item notes: "404", "TLS_ERROR",
 * "301 → https://example.com/page (200)", "302 → 301 → https://example.com/ (200)".
 */
export function answerFact(v: VariantResult): string {
  const last = v.status === null ? (v.error ?? 'NO_RESPONSE') : String(v.status);
  if (v.redirects.length === 0) return last;
  return `${v.redirects.map((h) => h.status).join(' → ')} → ${v.finalUrl} (${last})`;
}

/** A redirect hop as an item: the URL that redirected, its status and Location as served. */
export function hopItem(hop: RedirectHop, where?: string): CheckItem {
  const note = `${hop.status} → ${hop.location ?? '(no Location)'}`;
  return { value: hop.url, note: where === undefined ? note : `${note} (${where})` };
}

/** The variant as one item: its URL and what it answered (with the error message when it got no answer). */
export function variantItem(v: VariantResult): CheckItem {
  const reason = v.status === null && v.errorMessage ? `: ${v.errorMessage}` : '';
  return { value: v.url, note: `${answerFact(v)}${reason}` };
}

/** Items for a variant: one per redirect hop, or the variant itself when it did not redirect. */
export const variantItems = (v: VariantResult): CheckItem[] =>
  v.redirects.length > 0 ? v.redirects.map((h) => hopItem(h)) : [variantItem(v)];

/** The error code of a variant that got no answer, for messages. */
export const errorOf = (v: VariantResult): string => v.error ?? 'NO_RESPONSE';

export const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/** A 2xx answer: the URL serves content (a duplicate, for a variant). */
export const isSuccess = (status: number | null): status is number =>
  status !== null && status >= 200 && status < 300;
