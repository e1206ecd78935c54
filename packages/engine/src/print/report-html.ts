/**
 * The Report as one self-contained HTML document: the CLI's `--format html` and, with `print: true`, the
 * print view that Chromium turns into the PDF (server and `--format pdf`). No script, no external
 * resource: every piece of text from the audited site is escaped, so it stays text.
 */
import { CATEGORIES } from '../catalogue/index.js';
import { KEYWORDS_SHOWN } from '../report/build.js';
import { t } from '../i18n/common.js';
import type { Lang } from '../i18n/lang.js';
import type { Report, ReportCheck } from '../report/index.js';
import { label } from './labels.js';
import { fixHtml, suggestionsHtml, SUGGESTIONS_CSS } from './suggestions.js';
import { FIELD_CSS, fieldHtml } from './field.js';

export interface ReportHtmlOptions {
  /** The print view: white page, page breaks between the sections, checks never split across pages. */
  print?: boolean;
  /** Language of the labels and category names (default: the report's); check texts stay as they are. */
  lang?: Lang;
}

/** Every piece of text from the audited site goes through this: it is text, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STATUS_CLASS: Record<ReportCheck['status'], string> = {
  critical: 'crit',
  recommended: 'rec',
  good: 'good',
  na: 'na',
  error: 'err',
};

const CSS = `
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,"Liberation Sans",Arial,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px;overflow-wrap:anywhere}h2{font-size:18px;margin:28px 0 8px}h3{font-size:15px;margin:16px 0 6px}
.card{background:#fff;border:1px solid #e3e6eb;border-radius:10px;padding:16px 20px;margin:12px 0}
.score{font-size:44px;font-weight:700}.very-good{color:#137333}.good-band{color:#a56200}.needs-improvement{color:#c5221f}
.summary span{margin-right:14px}.muted{color:#5f6673}
.check{border-left:4px solid #ccc;padding:6px 12px;margin:8px 0;background:#fff}
.check.crit{border-color:#c5221f}.check.rec{border-color:#e8a200}.check.good{border-color:#137333}.check.na{border-color:#b0b5bd}.check.err{border-color:#8e24aa}
.check .id{color:#5f6673;font-size:12px}.fix{color:#174ea6}.check-fix{margin-top:6px}
ul.items{margin:4px 0 4px 18px;padding:0;font-size:13px;word-break:break-all}
.serp .u{color:#4d5156;font-size:14px}.serp .t{color:#1a0dab;font:20px Arial,"Liberation Sans",sans-serif}.serp .d{color:#4d5156;font:14px Arial,"Liberation Sans",sans-serif}
table{border-collapse:collapse}td,th{padding:2px 10px 2px 0;text-align:left}
@media print{body{background:#fff}.card,.check{break-inside:avoid}}
`;

/**
 * Page 1: the header, score, summary, lab scores and search preview. Then suggestions and keywords on a
 * page of their own, then one page (or more) per category. A check never splits across two pages.
 */
const PRINT_CSS = `
body{background:#fff;font-size:12.5px;-webkit-print-color-adjust:exact;print-color-adjust:exact}
main{max-width:none;padding:0}
.card{border-color:#d5d9e0;break-inside:auto}
.check,tr,li,.serp,.summary-card{break-inside:avoid}
h2,h3{break-after:avoid}
.extras{break-before:page}
section.category{break-before:page}
.footnote{break-before:avoid}
`;

/** A failed check's own fix, unless the suggestions card above already shows it. */
function checkFixHtml(c: ReportCheck, lang: Report['reportLang'], shown: ReadonlySet<string>): string {
  const failed = c.status === 'critical' || c.status === 'recommended';
  if (!failed || !c.readyFix || shown.has(c.id)) return '';
  return `<div class="check-fix">${fixHtml(c.readyFix, lang, escapeHtml)}</div>`;
}

function checkHtml(c: ReportCheck, lang: Report['reportLang'], shown: ReadonlySet<string>): string {
  const items = c.details.items
    .map((i) => {
      const note = i.note ? ` <span class="muted">— ${escapeHtml(i.note)}</span>` : '';
      const line = i.line ? ` <span class="muted">[${label(lang, 'line')} ${i.line}]</span>` : '';
      return `<li>${escapeHtml(i.value)}${note}${line}</li>`;
    })
    .join('');
  const more = c.details.totalItems - c.details.items.length;
  return `<div class="check ${STATUS_CLASS[c.status]}">
<strong>${escapeHtml(c.title)}</strong> <span class="id">${escapeHtml(c.id)}</span>
<div>${escapeHtml(c.message)}</div>
${items ? `<ul class="items">${items}${more > 0 ? `<li class="muted">${escapeHtml(label(lang, 'more', { n: more }))}</li>` : ''}</ul>` : ''}
${c.status === 'critical' || c.status === 'recommended' ? `<div class="fix">${escapeHtml(label(lang, 'fix'))}: ${escapeHtml(c.details.fix)}</div>` : ''}
${checkFixHtml(c, lang, shown)}</div>`;
}

function order(c: ReportCheck): number {
  return { critical: 0, recommended: 1, error: 2, good: 3, na: 4 }[c.status];
}

function categorySections(report: Report): string {
  const lang = report.reportLang;
  const shown = new Set(report.suggestions.filter((s) => s.fix).map((s) => s.checkId));
  return CATEGORIES.map((category) => {
    const checks = report.checks
      .filter((c) => c.category === category)
      .sort((a, b) => order(a) - order(b) || b.gain - a.gain);
    if (checks.length === 0) return '';
    const cat = report.categories.find((c) => c.category === category);
    return `<section class="card category"><h2>${escapeHtml(t(lang, `category.${category}`))} <span class="muted">${cat?.score ?? '–'}</span></h2>
${checks.map((c) => checkHtml(c, lang, shown)).join('\n')}</section>`;
  }).join('\n');
}

function headerHtml(report: Report): string {
  const lang = report.reportLang;
  const s = report.summary;
  const bandClass = report.band === 'good' ? 'good-band' : report.band;
  const counts: Array<[number, Parameters<typeof label>[1]]> = [
    [s.totalChecks, 'checks'],
    [s.criticalIssues, 'critical'],
    [s.recommendedIssues, 'recommended'],
    [s.goodResults, 'good'],
    [s.notApplicable, 'na'],
  ];
  const lab = (['mobile', 'desktop'] as const)
    .map((d) => {
      const run = report.performance[d];
      const metrics = run.metrics
        ? ` <span class="muted">(${(['fcp', 'lcp', 'tbt', 'cls', 'si'] as const)
            .map((m) => `${m.toUpperCase()} ${escapeHtml(run.metrics?.[m].displayValue ?? '')}`)
            .join(' · ')})</span>`
        : '';
      const slow = run.slowHost
        ? `<div class="needs-improvement">${escapeHtml(label(lang, 'slowHost', run.slowHost))}</div>`
        : '';
      return `<div>${escapeHtml(label(lang, d))}: ${run.score ?? escapeHtml(run.unavailableReason ?? '–')}${metrics}</div>${slow}`;
    })
    .join('');
  return `<header>
<div class="muted">${escapeHtml(label(lang, 'report'))}</div>
<h1>${escapeHtml(report.title)}</h1>
<div class="muted">${escapeHtml(report.finalUrl)}</div>
</header>
<div class="card summary-card"><div class="score ${bandClass}">${report.seoScore}<span style="font-size:20px">/100 ${escapeHtml(t(lang, `band.${report.band}`))}</span></div>
<div class="summary">${counts.map(([n, key]) => `<span>${n} ${escapeHtml(label(lang, key))}</span>`).join('')}</div>
${report.cappedBy.length ? `<div class="needs-improvement">${escapeHtml(label(lang, 'cappedBy'))}: ${escapeHtml(report.cappedBy.join(', '))}</div>` : ''}
${report.loginWall ? `<p class="needs-improvement login-wall"><strong>${escapeHtml(report.loginWall.message)}</strong></p>` : ''}</div>
<div class="card"><h3>${escapeHtml(label(lang, 'performance'))}</h3>${lab}</div>
${report.field ? fieldHtml(report.field, lang, escapeHtml) : ''}
<div class="card serp"><h3>${escapeHtml(label(lang, 'preview'))}</h3><div class="u">${escapeHtml(report.searchPreview.url)}</div><div class="t">${escapeHtml(report.searchPreview.title)}</div><div class="d">${escapeHtml(report.searchPreview.description)}</div></div>`;
}

function extrasHtml(report: Report): string {
  const lang = report.reportLang;
  const suggestions = suggestionsHtml(report, escapeHtml);
  const keywords = report.keywords
    .slice(0, KEYWORDS_SHOWN)
    .map((k) => `<tr><td>${escapeHtml(k.word)}</td><td>${k.count}</td><td>${k.density}%</td></tr>`)
    .join('');
  if (!suggestions && !keywords) return '';
  return `<div class="extras">
${suggestions}
${keywords ? `<div class="card"><h3>${escapeHtml(label(lang, 'keywords'))}</h3><table><tr><th>${escapeHtml(label(lang, 'term'))}</th><th>${escapeHtml(label(lang, 'count'))}</th><th>${escapeHtml(label(lang, 'density'))}</th></tr>${keywords}</table></div>` : ''}
</div>`;
}

/** The whole report as an HTML document (see the module comment). */
export function renderReportHtml(original: Report, options: ReportHtmlOptions = {}): string {
  const report = options.lang ? { ...original, reportLang: options.lang } : original;
  const lang = report.reportLang;
  const footnote = [
    label(lang, 'duration', {
      ms: report.durationMs,
      engine: report.engineVersion,
      catalogue: report.catalogueVersion,
    }),
    report.fetchedAt,
  ].join(' · ');
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${label(lang, 'report')}: ${report.title}`)}</title><style>${CSS}${SUGGESTIONS_CSS}${FIELD_CSS}${options.print ? PRINT_CSS : ''}</style></head>
<body${options.print ? ' class="print"' : ''}><main>
${headerHtml(report)}
${extrasHtml(report)}
${categorySections(report)}
<p class="muted footnote">${escapeHtml(footnote)}</p>
</main></body></html>
`;
}
