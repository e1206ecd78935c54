/**
 * "Changes since <date>": when this browser keeps an earlier audit of the same URL (report-store.ts), the
 * report opens with what changed since — new and fixed issues, regressed SEO signals, the score delta —
 * from the engine's own comparison (`@rankscope/engine/diff`, pure, no Node code). A shared report shows
 * it only when its owner shared the comparison: the earlier audit, which lives in the owner's browser,
 * then comes with the shared report as its `baseline`.
 */
import { diffReports, type ReportDiff, type SignalChange } from '@rankscope/engine/diff';
import type { Report } from '@rankscope/engine/report';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { loadReport, recentAudits } from '@/lib/report-store';

/** The newest kept audit of the same URL made before this one, or null. */
export async function previousAudit(report: Report): Promise<Report | null> {
  const earlier = (await recentAudits())
    .filter((r) => r.url === report.url && r.at < report.fetchedAt)
    .sort((a, b) => (a.at < b.at ? 1 : -1))[0];
  return earlier ? loadReport(earlier.url, earlier.at) : null;
}

/** The comparison, or null when the two cannot be compared (a page audit against a site crawl). */
function compare(previous: Report, report: Report): ReportDiff | null {
  try {
    return diffReports(previous, report);
  } catch {
    return null;
  }
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');

/**
 * The earlier audit this browser keeps that "Changes since" compares with (null when none, or when it
 * cannot be compared): what the Share action sends along as the baseline.
 */
export function usePreviousAudit(report: Report, enabled = true): Report | null {
  const previous = useQuery({
    queryKey: ['previous-audit', report.url, report.fetchedAt],
    queryFn: () => previousAudit(report),
    staleTime: Infinity,
    enabled,
  });
  return previous.data && compare(previous.data, report) ? previous.data : null;
}

/** `baseline`: the earlier report to compare with (a shared comparison); else the one this browser keeps. */
export function ChangesSince({ report, baseline }: { report: Report; baseline?: Report }) {
  const kept = usePreviousAudit(report, baseline === undefined);
  const previous = baseline ?? kept;
  const diff = previous ? compare(previous, report) : null;
  return diff ? <ChangesSinceView diff={diff} /> : null;
}

export function ChangesSinceView({ diff }: { diff: ReportDiff }) {
  const { t, i18n } = useTranslation('report');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(diff.old.fetchedAt),
  );
  const value = (v: SignalChange['old']): string =>
    v === null || v === '' || (Array.isArray(v) && v.length === 0)
      ? t('changes.empty')
      : typeof v === 'boolean'
        ? t(v ? 'changes.yes' : 'changes.no')
        : Array.isArray(v)
          ? v.join(', ')
          : String(v);
  const fieldValue = (metric: string, v: number): string =>
    metric === 'cls'
      ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(v)
      : `${new Intl.NumberFormat(i18n.language).format(Math.round(v))} ms`;
  const newIssues = [
    ...[...diff.checks.new, ...diff.checks.worse].map((c) => ({
      key: `check-${c.id}`,
      critical: c.newStatus === 'critical',
      text: c.title,
      detail: c.message,
    })),
    ...diff.signals
      .filter((s) => s.severity !== 'info')
      .map((s) => ({
        key: `signal-${s.signal}`,
        critical: s.severity === 'critical',
        text: t(`changes.signal.${s.signal}`),
        detail: `${value(s.old)} → ${value(s.new)}`,
      })),
    // Real users' p75s beyond their tolerance (the diff's field section): the figures Google ranks on.
    ...(diff.field ?? [])
      .filter((f) => f.verdict === 'worse')
      .map((f) => ({
        key: `field-${f.formFactor}-${f.metric}`,
        critical: false,
        text: t('changes.field', { metric: f.metric.toUpperCase(), formFactor: t(`field.${f.formFactor}`) }),
        detail: `${fieldValue(f.metric, f.old)} → ${fieldValue(f.metric, f.new)}`,
      })),
  ];
  const fixed = diff.checks.fixed;
  const crawl = diff.crawl;
  const delta = diff.score.delta ?? 0;
  return (
    <section
      aria-labelledby="changes-since"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="changes-since" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <History aria-hidden="true" className="size-5 text-slate-600" />
        {t('changes.heading', { date })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('changes.score', { old: diff.score.old, new: diff.score.new, delta: signed(delta) })}
      </p>
      {newIssues.length === 0 && fixed.length === 0 && delta === 0 && (
        <p className="mt-2 text-sm text-slate-700">{t('changes.none')}</p>
      )}
      {crawl && (
        <p className="mt-2 text-sm text-slate-700">
          {t('changes.crawl', {
            // Each count with its own noun, in the language's plural form ("1 page added").
            parts: [
              t('changes.crawlAdded', { count: crawl.added.length }),
              t('changes.crawlRemoved', { count: crawl.removed.length }),
              t('changes.crawlNonIndexable', { count: crawl.becameNonIndexable.length }),
              t('changes.crawlBroken', { count: crawl.newBrokenLinks.length }),
            ].join(', '),
          })}
        </p>
      )}
      {newIssues.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-red-800">
            {t('changes.new', { count: newIssues.length })}
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {newIssues.map((i) => (
              <li key={i.key}>
                <span
                  className={`mr-2 rounded px-1.5 py-0.5 text-xs font-medium ${i.critical ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
                >
                  {t(i.critical ? 'changes.critical' : 'changes.recommended')}
                </span>
                <span className="font-medium text-slate-900">{i.text}</span>
                <span className="block break-words text-slate-700">{i.detail}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {fixed.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-green-800">
            {t('changes.fixed', { count: fixed.length })}
          </h3>
          <ul className="mt-1 list-inside list-disc text-sm text-slate-900">
            {fixed.map((c) => (
              <li key={c.id}>{c.title}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
