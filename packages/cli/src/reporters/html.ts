import { CATEGORIES, KEYWORDS_SHOWN, t, type Report, type ReportCheck } from '@rankscope/engine';
import { label } from '../labels.js';

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
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px}h3{font-size:15px;margin:16px 0 6px}
.card{background:#fff;border:1px solid #e3e6eb;border-radius:10px;padding:16px 20px;margin:12px 0}
.score{font-size:44px;font-weight:700}.very-good{color:#137333}.good-band{color:#a56200}.needs-improvement{color:#c5221f}
.summary span{margin-right:14px}.muted{color:#5f6673}
.check{border-left:4px solid #ccc;padding:6px 12px;margin:8px 0;background:#fff}
.check.crit{border-color:#c5221f}.check.rec{border-color:#e8a200}.check.good{border-color:#137333}.check.na{border-color:#b0b5bd}.check.err{border-color:#8e24aa}
.check .id{color:#5f6673;font-size:12px}.fix{color:#174ea6}
ul.items{margin:4px 0 4px 18px;padding:0;font-size:13px;word-break:break-all}
.serp .u{color:#4d5156;font-size:14px}.serp .t{color:#1a0dab;font:20px Arial,sans-serif}.serp .d{color:#4d5156;font:14px Arial,sans-serif}
table{border-collapse:collapse}td{padding:2px 10px 2px 0}
@media print{body{background:#fff}.card,.check{break-inside:avoid}}
`;

function checkHtml(c: ReportCheck, lang: Report['reportLang']): string {
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
</div>`;
}

export function renderHtml(report: Report): string {
  const lang = report.reportLang;
  const s = report.summary;
  const bandClass = report.band === 'good' ? 'good-band' : report.band;
  const sections = CATEGORIES.map((category) => {
    const checks = report.checks
      .filter((c) => c.category === category)
      .sort((a, b) => order(a) - order(b) || b.gain - a.gain);
    const cat = report.categories.find((c) => c.category === category);
    return `<section class="card"><h2>${escapeHtml(t(lang, `category.${category}`))} <span class="muted">${cat?.score ?? '–'}</span></h2>
${checks.map((c) => checkHtml(c, lang)).join('\n')}</section>`;
  }).join('\n');
  const suggestions = report.suggestions.map((x) => `<li>${escapeHtml(x.text)}</li>`).join('');
  const keywords = report.keywords
    .slice(0, KEYWORDS_SHOWN)
    .map((k) => `<tr><td>${escapeHtml(k.word)}</td><td>${k.count}</td><td>${k.density}%</td></tr>`)
    .join('');
  const lab = (['mobile', 'desktop'] as const)
    .map(
      (d) =>
        `<div>${escapeHtml(label(lang, d))}: ${report.performance[d].score ?? escapeHtml(report.performance[d].unavailableReason ?? '–')}</div>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${label(lang, 'report')}: ${report.title}`)}</title><style>${CSS}</style></head>
<body><main>
<h1>${escapeHtml(report.title)}</h1>
<div class="muted">${escapeHtml(report.finalUrl)}</div>
<div class="card"><div class="score ${bandClass}">${report.seoScore}<span style="font-size:20px">/100 ${escapeHtml(t(lang, `band.${report.band}`))}</span></div>
<div class="summary"><span>${s.totalChecks} ${escapeHtml(label(lang, 'checks'))}</span><span>${s.criticalIssues} ${escapeHtml(label(lang, 'critical'))}</span><span>${s.recommendedIssues} ${escapeHtml(label(lang, 'recommended'))}</span><span>${s.goodResults} ${escapeHtml(label(lang, 'good'))}</span><span>${s.notApplicable} ${escapeHtml(label(lang, 'na'))}</span></div>
${report.cappedBy.length ? `<div class="needs-improvement">${escapeHtml(label(lang, 'cappedBy'))}: ${escapeHtml(report.cappedBy.join(', '))}</div>` : ''}</div>
<div class="card serp"><h3>${escapeHtml(label(lang, 'preview'))}</h3><div class="u">${escapeHtml(report.searchPreview.url)}</div><div class="t">${escapeHtml(report.searchPreview.title)}</div><div class="d">${escapeHtml(report.searchPreview.description)}</div></div>
<div class="card"><h3>${escapeHtml(label(lang, 'performance'))}</h3>${lab}</div>
${suggestions ? `<div class="card"><h3>${escapeHtml(label(lang, 'suggestions'))}</h3><ol>${suggestions}</ol></div>` : ''}
${keywords ? `<div class="card"><h3>${escapeHtml(label(lang, 'keywords'))}</h3><table><tr><th>${escapeHtml(label(lang, 'term'))}</th><th>${escapeHtml(label(lang, 'count'))}</th><th>${escapeHtml(label(lang, 'density'))}</th></tr>${keywords}</table></div>` : ''}
${sections}
<p class="muted">${escapeHtml(label(lang, 'duration', { ms: report.durationMs, engine: report.engineVersion, catalogue: report.catalogueVersion }))} · ${escapeHtml(report.fetchedAt)}</p>
</main></body></html>
`;
}

function order(c: ReportCheck): number {
  return { critical: 0, recommended: 1, error: 2, good: 3, na: 4 }[c.status];
}
