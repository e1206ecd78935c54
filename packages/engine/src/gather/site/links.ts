/**
 * Link health of the audited page: every distinct http(s) link target, same-site and external, checked
 * with HEAD (then GET when HEAD is refused or fails), redirects followed and recorded, within the phase
 * budget and per-host limits of the site context. External targets are capped (checks.md: ≤ 100 per audit);
 * what is not checked is counted, so the checks can say "checked 120 of 130 links".
 */
import type { AnchorInfo } from '../page-facts.js';
import type { RedirectHop } from '../../fetch/types.js';
import { isSignOutUrl } from '../../fetch/sign-out-url.js';
import type { SiteContext, SiteResponse } from './context.js';

export const MAX_EXTERNAL = 100;
export const MAX_INTERNAL = 200;
const LINK_TIMEOUT_MS = 10_000;

export interface LinkSource {
  line: number | null;
  /** The link's accessible name, shortened. */
  text: string;
}

export interface LinkCheck {
  url: string;
  /** Same registrable domain as the audited page. */
  internal: boolean;
  status: number | null;
  /** AuditError code when no response came (DNS_FAILURE, TIMEOUT, CONNECTION_REFUSED, …). */
  error: string | null;
  finalUrl: string;
  redirects: RedirectHop[];
  /** 'HEAD' or 'GET' (GET after HEAD was refused or failed). */
  method: 'HEAD' | 'GET';
  /** Where the page links to it (first few). */
  sources: LinkSource[];
}

export interface LinksFacts {
  internal: LinkCheck[];
  external: LinkCheck[];
  /** Distinct targets found on the page. */
  internalTotal: number;
  externalTotal: number;
  /** Targets not checked: over the cap or the time budget ran out. */
  internalSkipped: number;
  externalSkipped: number;
}

interface Target {
  url: string;
  internal: boolean;
  sources: LinkSource[];
}

function targetsOf(anchors: readonly AnchorInfo[], self: string): Target[] {
  const byUrl = new Map<string, Target>();
  for (const a of anchors) {
    if (!a.url) continue;
    const url = a.url.replace(/#.*$/, '');
    if (url === self) continue;
    const source = { line: a.line, text: a.name.length > 60 ? `${a.name.slice(0, 57)}...` : a.name };
    const known = byUrl.get(url);
    if (known) {
      if (known.sources.length < 5) known.sources.push(source);
    } else {
      byUrl.set(url, { url, internal: a.sameSite, sources: [source] });
    }
  }
  return [...byUrl.values()];
}

/** HEAD refused (405/501), forbidden to HEAD only, or failed other than by DNS: worth a GET. */
function retryWithGet(r: SiteResponse): boolean {
  if (r.status === null) return r.error !== 'DNS_FAILURE' && r.error !== 'BLOCKED_TARGET';
  return r.status === 405 || r.status === 501 || r.status === 403 || r.status === 400 || r.status >= 500;
}

async function checkLink(ctx: SiteContext, t: Target): Promise<LinkCheck | null> {
  if (ctx.signal.aborted) return null;
  let method: LinkCheck['method'] = 'HEAD';
  let r = await ctx.fetch(t.url, { method: 'HEAD', timeoutMs: LINK_TIMEOUT_MS });
  if (retryWithGet(r) && !ctx.signal.aborted) {
    method = 'GET';
    r = await ctx.fetch(t.url, { method: 'GET', maxBytes: 0, timeoutMs: LINK_TIMEOUT_MS });
  }
  // A request cut short by the budget is not a verdict about the link.
  if (r.status === null && ctx.signal.aborted) return null;
  return {
    url: t.url,
    internal: t.internal,
    status: r.status,
    error: r.error,
    finalUrl: r.finalUrl,
    redirects: r.redirects,
    method,
    sources: t.sources,
  };
}

export async function gatherLinks(ctx: SiteContext): Promise<LinksFacts> {
  const all = targetsOf(ctx.page.anchors, ctx.page.fetch.finalUrl.replace(/#.*$/, ''));
  // With credentials a "Log out" link is never requested: a HEAD of it may end the audit's session. It
  // counts as not checked.
  const targets = ctx.fetchOptions.credentials ? all.filter((t) => !isSignOutUrl(t.url)) : all;
  const signOut = all.filter((t) => t.internal).length - targets.filter((t) => t.internal).length;
  const internal = targets.filter((t) => t.internal);
  const external = targets.filter((t) => !t.internal);
  const chosenInternal = internal.slice(0, MAX_INTERNAL);
  const chosenExternal = external.slice(0, MAX_EXTERNAL);
  const results = await Promise.all([...chosenInternal, ...chosenExternal].map((t) => checkLink(ctx, t)));
  const done = results.filter((r): r is LinkCheck => r !== null);
  const checkedInternal = done.filter((r) => r.internal);
  const checkedExternal = done.filter((r) => !r.internal);
  return {
    internal: checkedInternal,
    external: checkedExternal,
    internalTotal: internal.length + signOut,
    externalTotal: external.length,
    internalSkipped: internal.length + signOut - checkedInternal.length,
    externalSkipped: external.length - checkedExternal.length,
  };
}
