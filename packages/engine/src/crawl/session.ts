/**
 * A crawl behind a login (issue 26) must keep its session: it never requests a sign-out URL while it
 * carries credentials (following a site's "Log out" link ended the session, and the crawl then audited
 * the sign-in page as 6 of 7 pages), and it notices when pages start redirecting to a sign-in page after
 * some pages were reached signed in: "the session was lost after N pages" (check crawl-session-lost).
 */
import { isSignInUrl } from '../checks/server/login-wall.js';
import type { SessionLost } from './types.js';

interface Observed {
  url: string;
  finalUrl: string;
  status: number;
  redirects: number;
}

/**
 * Watches the pages of a crawl with credentials, in the order they are recorded. The session counts as
 * lost when, after at least one page was reached without a sign-in redirect, a page redirects to a
 * sign-in page and at least half of the pages recorded from then on do too (one members-only page that
 * needs another role is not a lost session).
 */
export class SessionWatch {
  private reached = 0;
  private lost: SessionLost | null = null;
  private since = 0;

  observe(page: Observed): void {
    const toSignIn = page.redirects > 0 && isSignInUrl(page.finalUrl) && !isSignInUrl(page.url);
    if (this.lost !== null) {
      this.since++;
      if (toSignIn) this.lost.pages++;
      return;
    }
    if (toSignIn) {
      // The start page behind the wall is the login-wall check's finding, not a lost session.
      if (this.reached === 0) return;
      this.lost = { afterPages: this.reached, url: page.url, signInUrl: page.finalUrl, pages: 1 };
      this.since = 1;
    } else if (page.status >= 200 && page.status < 300) this.reached++;
  }

  result(): SessionLost | null {
    return this.lost !== null && this.lost.pages * 2 >= this.since ? { ...this.lost } : null;
  }
}
