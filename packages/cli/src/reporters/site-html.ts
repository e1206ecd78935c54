import { escapeHtml, type CrawlFacts, type Lang } from '@rankscope/engine';
import { checkTitle, siteLabel, stopLabel } from './site-labels.js';

/** Styles of the site section (the engine's page supplies .card, .muted, tables and colours). */
const CSS = `.site table{width:100%;border-collapse:collapse;font-size:13px}.site td,.site th{text-align:left;padding:3px 6px;border-bottom:1px solid #e2e8f0;vertical-align:top}.site td.n{text-align:right;font-variant-numeric:tabular-nums}.site ul{margin:4px 0 8px;padding-left:20px}.site .url{word-break:break-all}`;

/** The site section of `--crawl` as HTML: every value from the crawled site escaped. */
export function renderSiteHtml(crawl: CrawlFacts, lang: Lang): string {
  const e = escapeHtml;
  const L = (key: Parameters<typeof siteLabel>[1], vars?: Record<string, string | number>): string =>
    e(siteLabel(lang, key, vars));
  const list = (urls: readonly string[]): string =>
    urls.length === 0
      ? `<p class="muted">${L('none')}</p>`
      : `<ul>${urls.map((u) => `<li class="url">${e(u)}</li>`).join('')}</ul>`;
  const card = (title: string, body: string): string => `<div class="card"><h3>${title}</h3>${body}</div>`;

  const statuses = Object.entries(crawl.statusCounts)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, n]) => `<tr><td>${code === '0' ? L('failed') : e(code)}</td><td class="n">${n}</td></tr>`)
    .join('');
  const issues = crawl.issues
    .map(
      (i) =>
        `<tr><td>${e(checkTitle(i.checkId, lang))} <span class="muted">${e(i.checkId)}</span></td><td class="n">${i.pages}</td></tr>`,
    )
    .join('');
  const groups = (
    [
      ['duplicateTitles', crawl.duplicateTitles],
      ['duplicateDescriptions', crawl.duplicateDescriptions],
      ['nearDuplicates', crawl.nearDuplicates],
    ] as const
  )
    .filter(([, g]) => g.length > 0)
    .map(([key, g]) =>
      card(
        `${L(key)} (${g.length})`,
        g
          .map((d) => {
            const similar =
              d.similarity !== undefined && d.similarity < 1
                ? ` <span class="muted">${L('similar', { p: Math.round(d.similarity * 100) })}</span>`
                : '';
            return `<div><strong>${e(d.value)}</strong>${similar}</div>${list(d.urls)}`;
          })
          .join(''),
      ),
    )
    .join('');
  const broken = crawl.brokenLinks
    .map(
      (b) =>
        `<div class="url"><strong class="needs-improvement">${b.status === 0 ? e(b.error ?? siteLabel(lang, 'failed')) : b.status}</strong> ${e(b.url)}</div><div class="muted">${L('linkedFrom')}:</div>${list(b.linkedFrom)}`,
    )
    .join('');
  const chains = (crawl.canonicalChains ?? [])
    .map(
      (c) =>
        `<div class="url">${c.chain.map(e).join(' → ')}${c.loop ? ` <span class="needs-improvement">(${L('canonicalLoop')})</span>` : ''}</div>`,
    )
    .join('');
  const redirects = crawl.redirectLinks
    .map(
      (r) =>
        `<div class="url">${e(r.url)} <span class="muted">(${L('hops', { n: r.hops })})</span></div><div class="muted">${L('linkedFrom')}:</div>${list(r.linkedFrom)}`,
    )
    .join('');
  const rich = crawl.richResults;
  const richMatrix = rich
    ? `<table><tr><th>${L('richFeature')}</th><th>${L('richEligible')}</th><th>${L('richInvalid')}</th><th>${L('richWarnings')}</th><th>${L('richRetired')}</th></tr>${rich.matrix
        .map(
          (r) =>
            `<tr><td>${e(r.feature)}</td><td class="n">${r.eligible}</td><td class="n${r.invalid > 0 ? ' needs-improvement' : ''}">${r.invalid}</td><td class="n">${r.warnings}</td><td class="n">${r.retired}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const richTemplates = (rich?.templates ?? [])
    .map(
      (t) =>
        `<div>${L('richTemplate', { pattern: t.pattern, feature: t.feature, problem: t.problem, n: t.pages })}</div>${list(t.examples)}`,
    )
    .join('');
  const pages = crawl.pages
    .map(
      (p) =>
        `<tr><td class="url">${e(p.url)}${p.error ? `<div class="needs-improvement">${e(p.error)}</div>` : ''}</td><td class="n">${p.status === 0 ? '–' : p.status}</td><td class="n">${p.score ?? '–'}</td><td>${e(p.failedChecks.join(' '))}</td></tr>`,
    )
    .join('');

  return `<style>${CSS}</style><section class="site">
<div class="card"><div class="muted">${L('site')}</div><h2 class="url">${e(crawl.startUrl)}</h2>
<div class="score">${crawl.siteScore ?? '–'}<span style="font-size:20px">/100 ${L('siteScore')}</span></div>
<p>${L('pagesCrawled', { n: crawl.pages.length, s: Math.round(crawl.durationMs / 100) / 10 })} — ${e(stopLabel(lang, crawl.stopReason))}</p></div>
${card(L('statusCodes'), `<table>${statuses}</table>`)}
${card(L('topIssues'), issues ? `<table>${issues}</table>` : `<p class="muted">${L('none')}</p>`)}
${groups}
${card(`${L('brokenLinks')} (${crawl.brokenLinks.length})`, broken || `<p class="muted">${L('none')}</p>`)}
${redirects ? card(`${L('redirectLinks')} (${crawl.redirectLinks.length})`, redirects) : ''}
${chains ? card(`${L('canonicalChains')} (${crawl.canonicalChains?.length ?? 0})`, chains) : ''}
${richMatrix ? card(L('richResults'), richMatrix) : ''}
${richTemplates ? card(`${L('richTemplates')} (${rich?.templates.length ?? 0})`, richTemplates) : ''}
${card(`${L('orphans')} (${crawl.orphans.length})`, list(crawl.orphans))}
${card(L('notInSitemap'), crawl.notInSitemap === null ? `<p class="muted">${L('noSitemap')}</p>` : list(crawl.notInSitemap))}
${card(`${L('perPage')} (${crawl.pages.length})`, `<table><tr><th>${L('url')}</th><th>${L('status')}</th><th>${L('score')}</th><th>${L('failedChecks')}</th></tr>${pages}</table>`)}
</section>`;
}

/** The engine's report page with the site section added before the end of its main column. */
export function withSiteSection(pageHtml: string, crawl: CrawlFacts, lang: Lang): string {
  const at = pageHtml.lastIndexOf('</main>');
  const section = renderSiteHtml(crawl, lang);
  return at === -1 ? `${pageHtml}${section}` : `${pageHtml.slice(0, at)}${section}\n${pageHtml.slice(at)}`;
}
