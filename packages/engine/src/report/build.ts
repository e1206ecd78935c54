/**
 * Assembles the Report from what the stages before it made (the gathered page, the raw check results, the
 * settled fixes): localised checks, scores, summary (always derived from the checks), keywords, search
 * preview, suggestions, and the fixes' texts rendered from their references. It runs no stage itself
 * (.dependency-cruiser.cjs: report-assembles-only).
 */
import { suggestFromRules } from '../advise/rules.js';
import { CATALOGUE_VERSION } from '../catalogue/index.js';
import { localise, messageRefOf, type RawResult } from '../checks/results.js';
import type { PageArtifact } from '../artifact.js';
import { metasBy } from '../artifact.js';
import { t, type CommonKey } from '../i18n/common.js';
import type { Lang } from '../i18n/lang.js';
import type { Report, ReportCheck } from './index.js';
import { capReport } from './caps.js';
import { pageSignals } from './signals.js';
import { richResultsOf } from '../structured/rich/index.js';
import { computeScore, scoreGainIfFixed, type ScoreInput } from '../score/index.js';
import { contentWords, emphasisOf, rankedTerms } from '../text/keywords.js';
import { truncateToWidth } from '../text/pixel-width.js';
import { ENGINE_VERSION } from '../version.js';
import type { LabRun } from '../lab/types.js';
import type { SettledFixes } from '../fix/types.js';
import { renderSettled } from '../localize/fix-texts.js';
import { fieldReport } from '../field/report.js';

type LabMissingKey = Extract<CommonKey, 'lab.unavailable' | `lab.off.${string}`>;

/** A lab run as the report shows it: the score with its metrics, or why there is none. */
function labScore(
  run: LabRun | undefined,
  notRun: LabMissingKey,
  lang: Lang,
): Report['performance']['mobile'] {
  if (!run) return { score: null, unavailableReason: t(lang, notRun), unavailableReasonRef: { key: notRun } };
  if (!run.ok) return { score: null, unavailableReason: run.reason, source: null, metrics: null };
  return {
    score: run.score,
    unavailableReason: null,
    source: run.source,
    metrics: run.metrics,
    opportunities: run.opportunities,
    lighthouseVersion: run.lighthouseVersion,
    durationMs: Math.round(run.durationMs),
    ...(run.benchmarkIndex !== undefined ? { benchmarkIndex: run.benchmarkIndex } : {}),
    ...(run.slowHost ? { slowHost: run.slowHost } : {}),
  };
}

export const KEYWORDS_SHOWN = 15;

export interface BuildOptions {
  lang: Lang;
  startedAt: number;
  fetchedAt: Date;
  now: () => number;
  /** Why the page has no lab facts (RANKSCOPE_LAB=off, no Chromium…): a common string's key. Default: no lab was set up. */
  labMissing?: LabMissingKey;
  /** Set when a bare host was audited over http:// because https:// could not connect. */
  schemeFallback?: Report['schemeFallback'];
  /** The fix stage's output (fix/: writeFixes, then settleFixes), rendered here in `lang`. */
  fixes: SettledFixes;
}

/** Google shows the URL as a breadcrumb: host › path › segments. */
export function previewUrl(url: URL): string {
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  return [url.host, ...segments].join(' › ');
}

export function pageTitle(page: PageArtifact): string | null {
  return page.titles.find((x) => x.inHead && x.text)?.text ?? page.titles.find((x) => x.text)?.text ?? null;
}

export function pageDescription(page: PageArtifact): string | null {
  const content = metasBy(page, 'name', 'description')[0]?.attrs.content;
  const text = content?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/** The report's flag when the audit reached a sign-in page: its score is not the site's. */
function loginWallOf(page: PageArtifact, raw: readonly RawResult[], lang: Lang): Pick<Report, 'loginWall'> {
  const wall = raw.find((r) => r.entry.id === 'login-wall' && r.status === 'critical');
  const reason = wall?.outcome?.key;
  if (reason !== 'status' && reason !== 'form' && reason !== 'redirect') return {};
  const { status, finalUrl: url } = page.fetch;
  return { loginWall: { reason, status, url, message: t(lang, 'report.loginWall') } };
}

export function buildReport(page: PageArtifact, raw: readonly RawResult[], options: BuildOptions): Report {
  const { lang } = options;
  const inputs: ScoreInput[] = raw.map((r) => ({
    entry: r.entry,
    status: r.status,
    score: r.outcome?.score,
  }));
  const scored = computeScore(inputs);

  const checks: ReportCheck[] = raw.map((r, i) => {
    const loc = localise(r, lang);
    const cs = scored.perCheck[i] ?? { effectiveWeight: 0, score: null, gain: 0 };
    return {
      id: r.entry.id,
      category: r.entry.category,
      scope: r.entry.scope,
      title: loc.title,
      status: r.status,
      severity: r.entry.severity,
      weight: r.entry.weight,
      effectiveWeight: cs.effectiveWeight,
      score: cs.score,
      gain: cs.gain,
      message: loc.message,
      messageRef: messageRefOf(r),
      details: { fix: loc.fix, items: loc.items, totalItems: loc.totalItems },
      ...(r.outcome?.value !== undefined ? { value: r.outcome.value } : {}),
    };
  });

  const count = (s: ReportCheck['status']): number => checks.filter((c) => c.status === s).length;
  const title = pageTitle(page);
  const description = pageDescription(page);
  const shownTitle = title ?? t(lang, 'untitled');
  const shownDescription = description ?? t(lang, 'no-description');

  const kw = page.keywords;
  const inTitle = contentWords(title ?? '', page.language.effective);
  const inDescription = contentWords(description ?? '', page.language.effective);
  const h1 = page.headings.find((h) => h.level === 1)?.text ?? '';
  const inH1 = contentWords(h1, page.language.effective);
  const has = (set: Set<string>, word: string): boolean => word.split(' ').every((w) => set.has(w));
  const keywords = rankedTerms(kw, {
    lang: page.language.effective,
    emphasis: emphasisOf(page.titles, page.headings),
  }).map((k) => ({
    ...k,
    inTitle: has(inTitle, k.word),
    inDescription: has(inDescription, k.word),
    inH1: has(inH1, k.word),
  }));

  const previewTitle = truncateToWidth(shownTitle, 580, 20);
  const previewDescription = truncateToWidth(shownDescription, 920, 14);

  const settled = renderSettled(options.fixes, lang);
  // Every fix on its check, whatever the suggestion cap.
  for (const check of checks) {
    const fix = settled.fixes.get(check.id);
    if (fix) check.readyFix = fix;
  }
  const suggestions = suggestFromRules(
    checks.map((check, i) => ({ check, scoreGain: scoreGainIfFixed(inputs, i, scored.exactScore) })),
    lang,
    settled.fixes,
  );
  const labMissing = options.labMissing ?? 'lab.unavailable';
  // A failed lab run carries its own reason; the report says it where a measured score would be.
  const failedLab = [page.lab?.mobile, page.lab?.desktop].find((run) => run && !run.ok);
  const notMeasured =
    failedLab && !failedLab.ok
      ? { notMeasuredReason: failedLab.reason }
      : { notMeasuredReason: t(lang, labMissing), notMeasuredReasonRef: { key: labMissing } };
  const categoryLabel = (c: string): string => t(lang, `category.${c}` as Parameters<typeof t>[1]);

  return capReport({
    url: page.fetch.requestedUrl,
    finalUrl: page.fetch.finalUrl,
    title: shownTitle,
    description: shownDescription,
    seoScore: scored.seoScore,
    band: scored.band,
    cappedBy: scored.cappedBy,
    ...(scored.scoreWithoutBlockers !== null ? { scoreWithoutBlockers: scored.scoreWithoutBlockers } : {}),
    ...loginWallOf(page, raw, lang),
    ...(options.schemeFallback ? { schemeFallback: options.schemeFallback } : {}),
    summary: {
      totalChecks: checks.length,
      passedChecks: count('good'),
      criticalIssues: count('critical'),
      recommendedIssues: count('recommended'),
      goodResults: count('good'),
      notApplicable: count('na'),
      errors: count('error'),
    },
    categories: scored.categories.map((c) => ({
      category: c.category,
      label: categoryLabel(c.category),
      score: c.score,
      applicableChecks: c.applicable,
      failedChecks: c.failed,
      ...(c.measured ? {} : notMeasured),
    })),
    checks,
    keywords,
    searchPreview: {
      title: previewTitle.text,
      url: previewUrl(page.url),
      description: previewDescription.text,
      titleTruncated: previewTitle.truncated,
      descriptionTruncated: previewDescription.truncated,
      titleWidthPx: previewTitle.widthPx,
      descriptionWidthPx: previewDescription.widthPx,
    },
    performance: {
      mobile: labScore(page.lab?.mobile, labMissing, lang),
      desktop: labScore(page.lab?.desktop, labMissing, lang),
    },
    aiRecommendations: suggestions.map((s) => s.text),
    suggestions,
    ...(settled.fixedHead ? { fixedHead: settled.fixedHead } : {}),
    suggestionsSource: 'rules',
    language: { declared: page.language.declared, detected: page.language.detected },
    fetch: {
      status: page.fetch.status,
      redirects: page.fetch.redirects,
      ttfbMs: page.fetch.timings.ttfbMs,
      downloadMs: page.fetch.timings.downloadMs,
      totalMs: page.fetch.timings.totalMs,
      transferBytes: page.fetch.transferBytes,
      htmlBytes: page.fetch.bodyBytes,
      truncated: page.fetch.truncated,
      contentType: page.fetch.contentType,
      httpVersion: page.fetch.httpVersion,
    },
    reportLang: lang,
    fetchedAt: options.fetchedAt.toISOString(),
    durationMs: Math.round(options.now() - options.startedAt),
    engineVersion: ENGINE_VERSION,
    catalogueVersion: CATALOGUE_VERSION,
    signals: pageSignals(page, { title, description }),
    richResults: richResultsOf(page),
    ...(page.crawl ? { crawl: page.crawl } : {}),
    ...(page.field ? { field: fieldReport(page.field, page.lab, lang) } : {}),
  });
}
