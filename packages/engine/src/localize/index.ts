/**
 * A finished report in another language, without a new audit: every text the engine wrote is rendered
 * again from what the report keeps of it (message keys and values, item note keys, fix texts in every
 * language, the lab and category reasons' keys) by the same functions that wrote it. The page's own
 * texts (title, keywords, snippets) and model-written suggestions stay as they are.
 */
import { renderFallbackNote } from '../advise/ai/strings.js';
import { suggestionText } from '../advise/rules.js';
import { CHECKS } from '../checks/index.js';
import type { Check } from '../checks/types.js';
import { renderItem, renderMessage } from '../checks/results.js';
import { COMMON, t, type CommonKey } from '../i18n/common.js';
import { interpolate, type Lang } from '../i18n/lang.js';
import type { Fix, Report, ReportCheck, ReportSuggestion, TextRef } from '../report/index.js';
import { capReport } from '../report/caps.js';
import { localizeFieldReport } from '../field/report.js';
import { truncateToWidth } from '../text/pixel-width.js';

const BY_ID = new Map<string, Check>(CHECKS.map((c) => [c.id, c]));

/** A common string by key (keys come from reports: an unknown one keeps the text it had). */
export function commonText(ref: TextRef, lang: Lang, fallback: string): string {
  const template = (COMMON[lang] as Record<string, string>)[ref.key];
  return template === undefined ? fallback : interpolate(template, ref.values, lang);
}

/** The report's note on a bare host audited over http:// because https:// could not connect. */
export function schemeFallbackMessage(tried: string, code: string, lang: Lang): string {
  return interpolate(t(lang, 'fetch.schemeFallback'), { host: new URL(tried).host, reason: code }, lang);
}

function localizeCheck(check: ReportCheck, lang: Lang): ReportCheck {
  const def = BY_ID.get(check.id) ?? null;
  const strings = def?.strings[lang];
  return {
    ...check,
    title: strings?.title ?? check.title,
    message: check.messageRef ? renderMessage(def, check.messageRef, lang) : check.message,
    details: {
      ...check.details,
      fix: strings?.fix ?? check.details.fix,
      items: check.details.items.map((item) => renderItem(item, lang)),
    },
    ...(check.readyFix ? { readyFix: localizeFix(check.readyFix, lang) } : {}),
  };
}

/** A built-in fix's where, note and needs in another language (snippets stay: they go into the page). */
function localizeFix(fix: Fix, lang: Lang): Fix {
  const texts = fix.texts?.[lang];
  if (!texts) return fix;
  const out: Fix = { ...fix, where: texts.where };
  delete out.note;
  delete out.needs;
  return {
    ...out,
    ...(texts.note ? { note: texts.note } : {}),
    ...(texts.needs ? { needs: texts.needs } : {}),
  };
}

function localizeSuggestion(
  s: ReportSuggestion,
  checks: ReadonlyMap<string, ReportCheck>,
  fromModel: ReadonlySet<string>,
  lang: Lang,
): ReportSuggestion {
  const check = checks.get(s.checkId);
  const text = check && !fromModel.has(s.text) ? suggestionText(check, lang) : s.text;
  return s.fix ? { ...s, text, fix: localizeFix(s.fix, lang) } : { ...s, text };
}

function placeholder(
  shown: string,
  own: string | null | undefined,
  key: CommonKey,
  from: Lang,
  lang: Lang,
): string | null {
  // The page had none when its signals say so, or (older reports) when the shown text is the placeholder.
  const none = own === undefined ? shown === t(from, key) : own === null;
  return none ? t(lang, key) : null;
}

export function localizeReport(report: Report, lang: Lang): Report {
  if (report.reportLang === lang) return report;
  const from = report.reportLang;
  const checks = report.checks.map((c) => localizeCheck(c, lang));
  const byId = new Map(checks.map((c) => [c.id, c]));
  const fromModel = new Set(report.suggestionsSource === 'ai' ? report.aiRecommendations : []);
  const suggestions = report.suggestions.map((s) => localizeSuggestion(s, byId, fromModel, lang));
  const title = placeholder(report.title, report.signals?.title, 'untitled', from, lang);
  const description = placeholder(
    report.description,
    report.signals?.description,
    'no-description',
    from,
    lang,
  );
  const preview = { ...report.searchPreview };
  if (title !== null) {
    const p = truncateToWidth(title, 580, 20);
    Object.assign(preview, { title: p.text, titleTruncated: p.truncated, titleWidthPx: p.widthPx });
  }
  if (description !== null) {
    const p = truncateToWidth(description, 920, 14);
    Object.assign(preview, {
      description: p.text,
      descriptionTruncated: p.truncated,
      descriptionWidthPx: p.widthPx,
    });
  }
  const lab = (run: Report['performance']['mobile']): Report['performance']['mobile'] =>
    run.unavailableReasonRef
      ? { ...run, unavailableReason: commonText(run.unavailableReasonRef, lang, run.unavailableReason ?? '') }
      : run;
  const localized: Report = {
    ...report,
    ...(title !== null ? { title } : {}),
    ...(description !== null ? { description } : {}),
    categories: report.categories.map((c) => ({
      ...c,
      label: t(lang, `category.${c.category}`),
      ...(c.notMeasuredReasonRef
        ? { notMeasuredReason: commonText(c.notMeasuredReasonRef, lang, c.notMeasuredReason ?? '') }
        : {}),
    })),
    checks,
    searchPreview: preview,
    performance: { mobile: lab(report.performance.mobile), desktop: lab(report.performance.desktop) },
    ...(report.field ? { field: localizeFieldReport(report.field, lang) } : {}),
    suggestions,
    aiRecommendations:
      report.suggestionsSource === 'ai' ? report.aiRecommendations : suggestions.map((s) => s.text),
    ...(report.suggestionsNoteRef
      ? {
          suggestionsNote:
            renderFallbackNote(report.suggestionsNoteRef, lang) ?? report.suggestionsNote ?? '',
        }
      : {}),
    ...(report.loginWall ? { loginWall: { ...report.loginWall, message: t(lang, 'report.loginWall') } } : {}),
    ...(report.schemeFallback
      ? {
          schemeFallback: {
            ...report.schemeFallback,
            message: schemeFallbackMessage(report.schemeFallback.tried, report.schemeFallback.code, lang),
          },
        }
      : {}),
    reportLang: lang,
  };
  // Sentences re-rendered from capped values stay within the same caps; what was cut before stays listed.
  const capped = capReport(localized);
  const truncated = [...new Set([...(report.truncated ?? []), ...(capped.truncated ?? [])])];
  return truncated.length > 0 ? { ...capped, truncated } : capped;
}
