/** The report's header: the analysed URL and page title, the overall score and what the bands mean. */
import type { Report } from '@rankscope/engine/report';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD, safeHref } from './presentation';
import { schemeFallbackNote } from './visitor-texts';
import { ScoreGauge } from './ScoreGauge';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export function ReportHeader({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  const shownUrl = report.finalUrl || report.url;
  const href = safeHref(shownUrl);
  const capped = report.cappedBy.map((id) => report.checks.find((c) => c.id === id)?.title ?? id);
  return (
    <header className={`${CARD} flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between`}>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          {t('header.heading', { site: hostOf(shownUrl) })}
        </h1>
        <p className="mt-3 text-lg font-medium break-words text-slate-800">
          {report.title || t('errors.untitled', { ns: 'common' })}
        </p>
        <p className="mt-1 text-sm break-all text-slate-600">
          <span className="sr-only">{t('labelled', { ns: 'common', label: t('header.analysed') })}</span>
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline"
            >
              {shownUrl}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
          ) : (
            shownUrl
          )}
        </p>
        {report.url && report.url !== shownUrl && (
          <p className="mt-1 text-sm break-all text-slate-600">
            {t('header.redirectedFrom', { url: report.url })}
          </p>
        )}
        <p className="mt-4 text-sm text-slate-600">{t('header.bandsHelp')}</p>
        {report.loginWall && (
          <p
            data-testid="login-wall"
            className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold break-words text-red-800"
          >
            {t('header.loginWall')}
          </p>
        )}
        {report.schemeFallback && (
          <p
            data-testid="scheme-fallback"
            className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm break-words text-amber-900"
          >
            {schemeFallbackNote(report.schemeFallback, t)}
          </p>
        )}
        {capped.length > 0 && (
          <p data-testid="score-capped" className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('header.capped', { count: capped.length, checks: capped.join(', ') })}
            {/* Behind a sign-in wall that score is the sign-in page's, not the site's: not worth a number. */}
            {report.scoreWithoutBlockers !== undefined &&
              !report.loginWall &&
              ` ${t('header.withoutBlockers', { count: capped.length, score: report.scoreWithoutBlockers })}`}
          </p>
        )}
      </div>
      <ScoreGauge score={report.seoScore} />
    </header>
  );
}
