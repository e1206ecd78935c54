/**
 * One-hop 301 rules for nginx, Apache and Caddy (a meta refresh moved to the server, a redirect chain cut
 * to one hop, a URL renamed), and the fixes built on them: a sitemap entry for the page, the renamed URL.
 * None can be tried on the page: each says what it needs from the user.
 */
import { escapeText } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { serverOf, type Spelling } from './server-config.js';
import { fixRef, verifyRef, type FixText } from '../i18n/fix-text.js';
import type { VerifyStringKey } from '../i18n/fix-verify-strings.js';

const quote = (s: string): string => `"${s.replace(/["\\\s]/g, (c) => encodeURIComponent(c))}"`;

export function redirectSpellings(path: string, to: string): Spelling[] {
  return [
    {
      language: 'nginx',
      context: 'server',
      snippet: `location = ${quote(path)} {\n\treturn 301 ${quote(to)};\n}`,
    },
    { language: 'apache', context: 'virtualhost', snippet: `Redirect 301 ${quote(path)} ${quote(to)}` },
    { language: 'caddy', context: 'site', snippet: `redir ${quote(path)} ${quote(to)} 301` },
  ];
}

export function spellRedirect(
  ctx: FixContext,
  path: string,
  to: string,
  note: FixText,
  needs: VerifyStringKey = 'needs.redirect',
): WrittenFix {
  const all = redirectSpellings(path.split('?')[0]!, to);
  const lead = serverOf(ctx);
  const primary = all.find((s) => s.language === lead)!;
  const names = { nginx: 'nginx', apache: 'Apache', caddy: 'Caddy' } as const;
  return {
    kind: 'server-config',
    language: lead,
    snippet: primary.snippet,
    ...(primary.context ? { context: primary.context } : {}),
    where: fixRef('server.config', { server: names[lead], host: ctx.page.url.hostname }),
    note,
    needs: verifyRef(needs),
    alternatives: all.filter((s) => s !== primary),
  };
}

/** A redirect chain cut to one hop: the first URL answers 301 straight to the final one. */
export function redirectChainFix(ctx: FixContext): WrittenFix | null {
  const { requestedUrl, finalUrl, redirects } = ctx.page.fetch;
  if (redirects.length < 2) return null;
  const from = new URL(requestedUrl);
  const note = verifyRef('note.redirect', { hops: redirects.length, url: finalUrl });
  return spellRedirect(ctx, from.pathname, finalUrl, note);
}

/** The page's path in lower case with hyphens between words; the old URL answers 301 to it. */
export function urlRuleFix(ctx: FixContext): WrittenFix | null {
  const url = new URL(ctx.page.fetch.finalUrl);
  const path = url.pathname
    .split('/')
    .map((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return segment;
      }
      return encodeURIComponent(decoded.replace(/_/g, '-').toLowerCase()).replace(/%2F/gi, '/');
    })
    .join('/');
  if (path === url.pathname) return null;
  const to = new URL(path + url.search, url).href;
  const note = verifyRef('note.urlRule', { old: url.href, url: to });
  return spellRedirect(ctx, url.pathname, to, note, 'needs.url');
}

/** The page's entry for the sitemap the site declares. */
export function sitemapEntryFix(ctx: FixContext): WrittenFix | null {
  return {
    kind: 'text',
    language: 'text',
    snippet: `<url>\n  <loc>${escapeText(ctx.facts.selfUrl)}</loc>\n</url>`,
    where: verifyRef('sitemap.where'),
    needs: verifyRef('needs.sitemap'),
  };
}
