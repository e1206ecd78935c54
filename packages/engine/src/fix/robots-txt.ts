/**
 * The corrected robots.txt: the file as served, with an Allow line for each blocked URL the page needs
 * (right after the rule that blocked it, so the longest match wins) and the Sitemap line when the audit
 * found the sitemap. Nothing else changes.
 */
import { robotsTxtFacts } from '../checks/external/_robots-txt.js';
import { robotsMatch } from '../gather/site/robots-txt-match.js';
import type { FixContext, WrittenFix } from './types.js';
import { fixRef } from '../i18n/fix-text.js';

/** Allow lines match the path as written; * and $ are robots.txt wildcards, so they are escaped. */
const allowPath = (url: string): string => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`.replace(/\*/g, '%2A').replace(/\$/g, '%24');
};

export function robotsFix(ctx: FixContext): WrittenFix | null {
  const got = robotsTxtFacts(ctx.page);
  if (got.na) return null;
  const facts = got.facts;
  const file = facts;
  if (file.policy !== 'rules' || file.text === null) return null;
  const lines = file.text.split(/\r\n|\r|\n/);
  const inserts = new Map<number, Set<string>>();
  const urls =
    ctx.check.id === 'robots-txt-blocks-page'
      ? [ctx.page.fetch.finalUrl]
      : ctx.check.id === 'robots-txt-blocks-resources'
        ? ctx.check.details.items.map((i) => i.value)
        : [];
  for (const url of urls) {
    // Every group that may apply to Google: its own group decides when present, else '*'.
    for (const agent of ['Googlebot', 'Googlebot-Image']) {
      const m = robotsMatch(facts, url, agent);
      if (m.allowed !== false || m.line === null) continue;
      const set = inserts.get(m.line) ?? new Set<string>();
      set.add(`Allow: ${allowPath(url)}`);
      inserts.set(m.line, set);
    }
  }
  const out: string[] = [];
  lines.forEach((line, i) => {
    out.push(line);
    for (const allow of inserts.get(i + 1) ?? []) out.push(`${allow} # added`);
  });
  if (ctx.check.id === 'robots-txt-sitemap-directive') {
    const sitemap = ctx.page.site?.sitemaps?.files.find((f) => f.status === 200 && f.kind !== null)?.url;
    if (!sitemap || facts.sitemapLines.length > 0) return null;
    while (out.length > 0 && out[out.length - 1]!.trim() === '') out.pop();
    out.push('', `Sitemap: ${sitemap} # added`);
  } else if (inserts.size === 0) return null;
  return {
    kind: 'robots-txt',
    language: 'text',
    snippet: `${out.join('\n').replace(/\n+$/, '')}\n`,
    where: fixRef('robots.file', { origin: ctx.page.url.origin }),
    note: fixRef('note.robots'),
  };
}
