import { styleText } from 'node:util';
import { label, type CrawlFacts, type CrawledPage, type Lang } from '@rankscope/engine';
import { checkTitle, siteLabel, stopLabel } from './site-labels.js';
import { clean } from './text.js';

type Style = Exclude<Parameters<typeof styleText>[0], readonly unknown[]>;

export interface SiteTextOptions {
  color: boolean;
  /** Rows of each list (issues, groups, links, URLs) before "… and N more". Default 10. */
  maxItems?: number;
  /**
   * Rows of the per-page table (default 50): a larger crawl lists its worst pages, errors first, then the
   * lowest scores, instead of every page.
   */
  maxPages?: number;
}

/** Pages listed by default; a larger crawl shows its worst pages. */
const DEFAULT_MAX_PAGES = 50;

/** The `n` pages most in need of work: failed fetches and error statuses, then the lowest scores. */
function worstPages(pages: readonly CrawledPage[], n: number): CrawledPage[] {
  const rank = (p: CrawledPage): number =>
    p.status === 0 || p.status >= 400 ? -1 : p.score === null ? 101 : p.score;
  return [...pages]
    .sort((a, b) => rank(a) - rank(b) || b.failedChecks.length - a.failedChecks.length)
    .slice(0, n);
}

const scoreStyle = (score: number | null): Style =>
  score === null ? 'gray' : score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red';

/** The site section of `--crawl` in the text report: printed after the start page's report. */
export function renderSiteText(crawl: CrawlFacts, lang: Lang, options: SiteTextOptions): string {
  const paint = (style: Style | Style[], text: string): string =>
    options.color ? styleText(style, text) : text;
  const maxItems = options.maxItems ?? 10;
  const lines: string[] = [];
  const heading = (text: string): void => {
    lines.push('');
    lines.push(paint('bold', text));
  };
  const more = (total: number, shown: number, indent: string): void => {
    if (total > shown) lines.push(paint('gray', `${indent}… ${label(lang, 'more', { n: total - shown })}`));
  };
  const urls = (list: readonly string[], indent = '  '): void => {
    if (list.length === 0) lines.push(`${indent}${siteLabel(lang, 'none')}`);
    for (const u of list.slice(0, maxItems)) lines.push(`${indent}${clean(u)}`);
    more(list.length, maxItems, indent);
  };

  lines.push(paint('bold', `${siteLabel(lang, 'site')}: ${clean(crawl.startUrl)}`));
  const score = crawl.siteScore === null ? '–' : `${crawl.siteScore}/100`;
  lines.push(
    `${paint('bold', siteLabel(lang, 'siteScore'))}: ${paint([scoreStyle(crawl.siteScore), 'bold'], score)}`,
  );
  lines.push(
    `${siteLabel(lang, 'pagesCrawled', { n: crawl.pages.length, s: Math.round(crawl.durationMs / 100) / 10 })} — ${stopLabel(lang, crawl.stopReason)}`,
  );

  heading(siteLabel(lang, 'statusCodes'));
  const statuses = Object.entries(crawl.statusCounts).sort(([a], [b]) => Number(a) - Number(b));
  lines.push(
    `  ${statuses
      .map(([code, n]) => {
        const text = `${code === '0' ? siteLabel(lang, 'failed') : code}: ${n}`;
        const c = Number(code);
        return paint(c >= 200 && c < 300 ? 'green' : c >= 300 && c < 400 ? 'yellow' : 'red', text);
      })
      .join(' · ')}`,
  );

  heading(siteLabel(lang, 'topIssues'));
  if (crawl.issues.length === 0) lines.push(`  ${siteLabel(lang, 'none')}`);
  for (const issue of crawl.issues.slice(0, maxItems)) {
    lines.push(`  ${String(issue.pages).padStart(5)}  ${checkTitle(issue.checkId, lang)} (${issue.checkId})`);
  }
  more(crawl.issues.length, maxItems, '  ');

  const groups = [
    ['duplicateTitles', crawl.duplicateTitles],
    ['duplicateDescriptions', crawl.duplicateDescriptions],
    ['nearDuplicates', crawl.nearDuplicates],
  ] as const;
  for (const [key, list] of groups) {
    if (list.length === 0) continue;
    heading(`${siteLabel(lang, key)} (${list.length})`);
    for (const g of list.slice(0, maxItems)) {
      const similar =
        g.similarity !== undefined && g.similarity < 1
          ? paint('gray', ` (${siteLabel(lang, 'similar', { p: Math.round(g.similarity * 100) })})`)
          : '';
      lines.push(`  “${clean(g.value)}”${similar}`);
      urls(g.urls, '    ');
    }
    more(list.length, maxItems, '  ');
  }

  heading(`${siteLabel(lang, 'brokenLinks')} (${crawl.brokenLinks.length})`);
  if (crawl.brokenLinks.length === 0) lines.push(`  ${siteLabel(lang, 'none')}`);
  for (const b of crawl.brokenLinks.slice(0, maxItems)) {
    const why = b.status === 0 ? (b.error ?? siteLabel(lang, 'failed')) : String(b.status);
    lines.push(`  ${paint('red', clean(why))} ${clean(b.url)}`);
    lines.push(paint('gray', `    ${siteLabel(lang, 'linkedFrom')}:`));
    urls(b.linkedFrom, '      ');
  }
  more(crawl.brokenLinks.length, maxItems, '  ');

  if (crawl.redirectLinks.length > 0) {
    heading(`${siteLabel(lang, 'redirectLinks')} (${crawl.redirectLinks.length})`);
    for (const r of crawl.redirectLinks.slice(0, maxItems)) {
      lines.push(`  ${clean(r.url)} ${paint('gray', `(${siteLabel(lang, 'hops', { n: r.hops })})`)}`);
      lines.push(paint('gray', `    ${siteLabel(lang, 'linkedFrom')}:`));
      urls(r.linkedFrom, '      ');
    }
    more(crawl.redirectLinks.length, maxItems, '  ');
  }

  const chains = crawl.canonicalChains ?? [];
  if (chains.length > 0) {
    heading(`${siteLabel(lang, 'canonicalChains')} (${chains.length})`);
    for (const c of chains.slice(0, maxItems)) {
      const loop = c.loop ? ` ${paint('red', `(${siteLabel(lang, 'canonicalLoop')})`)}` : '';
      lines.push(`  ${c.chain.map(clean).join(' → ')}${loop}`);
    }
    more(chains.length, maxItems, '  ');
  }

  const rich = crawl.richResults;
  if (rich) {
    heading(siteLabel(lang, 'richResults'));
    const cols = ['richEligible', 'richInvalid', 'richWarnings', 'richRetired'] as const;
    lines.push(
      paint(
        'gray',
        `  ${siteLabel(lang, 'richFeature').padEnd(34)}${cols.map((c) => siteLabel(lang, c).padStart(14)).join('')}`,
      ),
    );
    for (const r of rich.matrix) {
      const cells = [r.eligible, r.invalid, r.warnings, r.retired].map((n) => String(n).padStart(14));
      lines.push(`  ${r.feature.padEnd(34)}${paint(r.invalid > 0 ? 'red' : 'green', cells.join(''))}`);
    }
    if (rich.templates.length > 0) {
      heading(`${siteLabel(lang, 'richTemplates')} (${rich.templates.length})`);
      for (const t of rich.templates.slice(0, maxItems)) {
        const text = siteLabel(lang, 'richTemplate', {
          pattern: clean(t.pattern),
          feature: t.feature,
          problem: clean(t.problem),
          n: t.pages,
        });
        lines.push(`  ${text}`);
        urls(t.examples, '    ');
      }
      more(rich.templates.length, maxItems, '  ');
    }
  }

  heading(`${siteLabel(lang, 'orphans')} (${crawl.orphans.length})`);
  urls(crawl.orphans);
  heading(`${siteLabel(lang, 'notInSitemap')}${crawl.notInSitemap ? ` (${crawl.notInSitemap.length})` : ''}`);
  if (crawl.notInSitemap === null) lines.push(`  ${siteLabel(lang, 'noSitemap')}`);
  else urls(crawl.notInSitemap);

  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const all = crawl.pages;
  const shown = all.length > maxPages ? worstPages(all, maxPages) : all;
  heading(
    shown.length < all.length
      ? siteLabel(lang, 'worstPages', { n: shown.length, total: all.length })
      : `${siteLabel(lang, 'perPage')} (${all.length})`,
  );
  lines.push(
    paint(
      'gray',
      `  ${siteLabel(lang, 'status').padEnd(6)} ${siteLabel(lang, 'score').padStart(5)}  ${siteLabel(lang, 'url')} — ${siteLabel(lang, 'failedChecks')}`,
    ),
  );
  for (const p of shown) {
    const status = p.status === 0 ? 'ERR' : String(p.status);
    const pageScore = p.score === null ? '–' : String(p.score);
    const failed = p.failedChecks.length ? paint('gray', ` — ${p.failedChecks.join(' ')}`) : '';
    const error = p.error ? paint('red', ` — ${clean(p.error)}`) : '';
    lines.push(
      `  ${status.padEnd(6)} ${paint(scoreStyle(p.score), pageScore.padStart(5))}  ${clean(p.url)}${failed}${error}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
