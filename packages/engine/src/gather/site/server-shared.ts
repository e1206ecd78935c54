/** Small helpers shared by the server gatherer's modules. */
import { cutByBudget, type SiteContext, type SiteResponse } from './context.js';

/** Error code of a request skipped or cut short because the site phase ran out of time. */
export const TIME_BUDGET = 'TIME_BUDGET';

/**
 * The error code to record for a response: null when it answered; TIME_BUDGET when the phase budget
 * ran out (not the site's fault, and the checks say "skipped", not "failed"); else the fetch's own code.
 */
export function failureCode(ctx: SiteContext, res: SiteResponse): string | null {
  if (res.status !== null) return null;
  return cutByBudget(ctx, res) ? TIME_BUDGET : (res.error ?? 'FETCH_FAILED');
}

/** All values of a response header joined as one list (RFC 9110 §5.3), or null when absent. */
export function joinedHeader(headers: Record<string, string[]>, name: string): string | null {
  const values = headers[name];
  return values && values.length > 0 ? values.join(', ') : null;
}
