/**
 * Sign-out URLs, which an audit carrying credentials never requests (issue 32): following a site's
 * "Log out" link, or checking it with a HEAD, ended the audit's own session. The crawl leaves them out and
 * the page's link check does not check them.
 */
/** A path segment that ends a session: /logout, /log-out, /users/sign_out, /signoff, /logout.php, /end_session… */
const SIGN_OUT_SEGMENT =
  /^(log-?out|log-?off|sign[-_]?out|sign[-_]?off|end[-_]?session)(\.(php|aspx?|jsp|html?|cgi))?$/i;
/** A query that asks for one: wp-login.php?action=logout, index.php?do=logout… */
const SIGN_OUT_PARAM = /^(action|do|op|cmd|mode|task)$/i;
const SIGN_OUT_VALUE = /^(log-?out|log-?off|sign[-_]?out|sign[-_]?off)$/i;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether requesting `href` would sign the visitor out, by its path or query. */
export function isSignOutUrl(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.pathname.split('/').some((s) => SIGN_OUT_SEGMENT.test(decoded(s)))) return true;
  for (const [name, value] of url.searchParams)
    if (SIGN_OUT_PARAM.test(name) && SIGN_OUT_VALUE.test(value.trim())) return true;
  return false;
}
