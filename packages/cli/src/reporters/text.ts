import { styleText } from 'node:util';
import {
  CATEGORIES,
  fieldTextLines,
  KEYWORDS_SHOWN,
  label,
  t,
  terminalSafe,
  type Report,
  type ReportCheck,
} from '@rankscope/engine';
import { fixLines, suggestionBody, suggestionsIntro, suggestionTag } from './suggestions-text.js';

type Format = Parameters<typeof styleText>[0];
type Style = Exclude<Format, readonly unknown[]>;

export interface TextOptions {
  color: boolean;
  /** Items listed per failed check. */
  maxItems?: number;
}

const BAND_STYLE: Record<Report['band'], Style> = {
  'very-good': 'green',
  good: 'yellow',
  'needs-improvement': 'red',
};
const STATUS_MARK: Record<ReportCheck['status'], string> = {
  critical: '✖',
  recommended: '▲',
  good: '✔',
  na: '–',
  error: '!',
};
const STATUS_STYLE: Record<ReportCheck['status'], Style> = {
  critical: 'red',
  recommended: 'yellow',
  good: 'green',
  na: 'gray',
  error: 'magenta',
};

/** Control characters from audited pages must never reach the terminal (escape-sequence injection). */
export const clean = terminalSafe;

export function renderText(report: Report, options: TextOptions): string {
  const lang = report.reportLang;
  const paint = (style: Style | Style[], text: string): string =>
    options.color ? styleText(style, text) : text;
  const maxItems = options.maxItems ?? 5;
  const lines: string[] = [];
  const s = report.summary;

  lines.push(paint('bold', `${label(lang, 'report')}: ${clean(report.title)}`));
  lines.push(`${label(lang, 'url')}: ${clean(report.url)}`);
  if (report.finalUrl !== report.url) lines.push(`${label(lang, 'finalUrl')}: ${clean(report.finalUrl)}`);
  if (report.fetch.redirects.length > 0) {
    const chain = report.fetch.redirects.map((h) => `${h.status} ${clean(h.url)}`).join(' → ');
    lines.push(`${label(lang, 'redirects')}: ${chain} → ${report.fetch.status}`);
  }
  lines.push(
    label(lang, 'fetched', {
      status: report.fetch.status,
      ms: Math.round(report.fetch.totalMs),
      kb: Math.round(report.fetch.htmlBytes / 102.4) / 10,
    }),
  );
  lines.push('');
  const bandText = t(lang, `band.${report.band}`);
  lines.push(
    `${paint('bold', label(lang, 'score'))}: ${paint([BAND_STYLE[report.band], 'bold'], `${report.seoScore}/100 ${bandText}`)}`,
  );
  if (report.cappedBy.length)
    lines.push(paint('red', `${label(lang, 'cappedBy')}: ${report.cappedBy.join(', ')}`));
  if (report.loginWall) lines.push(paint(['red', 'bold'], clean(report.loginWall.message)));
  lines.push(
    [
      `${s.totalChecks} ${label(lang, 'checks')}`,
      paint('red', `${s.criticalIssues} ${label(lang, 'critical')}`),
      paint('yellow', `${s.recommendedIssues} ${label(lang, 'recommended')}`),
      paint('green', `${s.goodResults} ${label(lang, 'good')}`),
      paint('gray', `${s.notApplicable} ${label(lang, 'na')}`),
      ...(s.errors ? [paint('magenta', `${s.errors} ${label(lang, 'error')}`)] : []),
    ].join(' · '),
  );
  lines.push('');
  lines.push(paint('bold', label(lang, 'categories')));
  for (const c of report.categories) {
    const score = c.score === null ? '  –' : String(c.score).padStart(3);
    const style: Style =
      c.score === null ? 'gray' : c.score >= 80 ? 'green' : c.score >= 60 ? 'yellow' : 'red';
    lines.push(`  ${paint(style, score)}  ${c.label}`);
  }

  const failed = report.checks.filter(
    (c) => c.status === 'critical' || c.status === 'recommended' || c.status === 'error',
  );
  lines.push('');
  lines.push(paint('bold', label(lang, 'issues')));
  if (failed.length === 0) lines.push(`  ${label(lang, 'noIssues')}`);
  else lines.push(...suggestionsIntro(report, paint, clean));
  // One entry per issue with its suggestion (priority, gain, fix to paste) under it.
  const suggestions = new Map(report.suggestions.map((s) => [s.checkId, s]));
  for (const category of CATEGORIES) {
    const inCat = failed
      .filter((c) => c.category === category)
      .sort(
        (a, b) => (a.status === 'critical' ? 0 : 1) - (b.status === 'critical' ? 0 : 1) || b.gain - a.gain,
      );
    if (inCat.length === 0) continue;
    lines.push(`  ${paint('underline', t(lang, `category.${category}`))}`);
    for (const c of inCat) {
      const suggestion = suggestions.get(c.id);
      const tag = suggestion ? suggestionTag(suggestion, lang, paint) : '';
      lines.push(
        `    ${paint(STATUS_STYLE[c.status], STATUS_MARK[c.status])} ${paint('bold', c.title)} ${paint('gray', `(${c.id})`)}${tag}`,
      );
      lines.push(`      ${clean(c.message)}`);
      for (const item of c.details.items.slice(0, maxItems)) {
        const where = item.line ? paint('gray', ` [${label(lang, 'line')} ${item.line}]`) : '';
        const note = item.note ? paint('gray', ` — ${clean(item.note)}`) : '';
        lines.push(`        • ${clean(item.value)}${note}${where}`);
      }
      const more = c.details.totalItems - Math.min(maxItems, c.details.items.length);
      if (more > 0) lines.push(paint('gray', `        … ${label(lang, 'more', { n: more })}`));
      if (c.details.fix) lines.push(`      ${paint('cyan', `${label(lang, 'fix')}:`)} ${c.details.fix}`);
      if (suggestion) lines.push(...suggestionBody(report, suggestion, paint, clean));
      // Every check's fix, not only the suggestions' (they stop at a dozen).
      if (c.readyFix && !suggestion?.fix) lines.push(...fixLines(c.readyFix, lang, paint, clean));
    }
  }

  const passed = report.checks.filter((c) => c.status === 'good');
  lines.push('');
  lines.push(paint('bold', `${label(lang, 'passed')} (${passed.length})`));
  for (const c of passed)
    lines.push(`  ${paint('green', '✔')} ${c.title} ${paint('gray', `— ${clean(c.message)}`)}`);
  const na = report.checks.filter((c) => c.status === 'na');
  if (na.length) {
    lines.push('');
    lines.push(paint('bold', `${label(lang, 'notChecked')} (${na.length})`));
    // Group by reason: the message of an n/a check says why it did not run.
    const byReason = new Map<string, string[]>();
    for (const c of na) byReason.set(c.message, [...(byReason.get(c.message) ?? []), c.id]);
    for (const [reason, ids] of byReason) {
      lines.push(
        `  ${paint('gray', '–')} ${clean(reason)} ${paint('gray', `(${ids.length}: ${ids.join(', ')})`)}`,
      );
    }
  }

  lines.push('');
  lines.push(paint('bold', label(lang, 'preview')));
  lines.push(`  ${paint('gray', clean(report.searchPreview.url))}`);
  lines.push(`  ${paint(['blue', 'bold'], clean(report.searchPreview.title))}`);
  lines.push(`  ${clean(report.searchPreview.description)}`);

  if (report.keywords.length) {
    lines.push('');
    lines.push(paint('bold', label(lang, 'keywords')));
    lines.push(
      `  ${report.keywords
        .slice(0, KEYWORDS_SHOWN)
        .map((k) => `${clean(k.word)} (${k.count})`)
        .join(', ')}`,
    );
  }

  lines.push('');
  lines.push(paint('bold', label(lang, 'performance')));
  for (const device of ['mobile', 'desktop'] as const) {
    const lab = report.performance[device];
    lines.push(`  ${label(lang, device)}: ${lab.score ?? paint('gray', lab.unavailableReason ?? '–')}`);
    if (lab.slowHost) lines.push(paint('yellow', `    ${label(lang, 'slowHost', lab.slowHost)}`));
    if (lab.metrics) {
      const m = lab.metrics;
      lines.push(
        paint(
          'gray',
          `    FCP ${m.fcp.displayValue} · LCP ${m.lcp.displayValue} · TBT ${m.tbt.displayValue} · CLS ${m.cls.displayValue} · SI ${m.si.displayValue}`,
        ),
      );
    }
  }
  if (report.field) {
    const [heading, ...rest] = fieldTextLines(report.field, lang);
    lines.push('', paint('bold', heading ?? ''), ...rest.map(clean));
  }
  lines.push('');
  lines.push(
    paint(
      'gray',
      label(lang, 'duration', {
        ms: report.durationMs,
        engine: report.engineVersion,
        catalogue: report.catalogueVersion,
      }),
    ),
  );
  return `${lines.join('\n')}\n`;
}
