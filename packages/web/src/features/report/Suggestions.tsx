/**
 * Prioritised suggestions with their ready-to-paste fixes. Called AI only when a model wrote them
 * (product.md §10); otherwise they are the built-in expert fixes, and a note says why a configured
 * model was not used.
 */
import type { Report } from '@rankscope/engine/report';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD, H2 } from './presentation';
import { SuggestionFix } from './SuggestionFix';

const PRIORITY_STYLE = {
  high: 'bg-red-50 text-red-800 ring-red-200',
  medium: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

export function Suggestions({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('report');
  const gain = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const byModel = report.suggestionsSource === 'ai';
  return (
    <section aria-labelledby="report-suggestions" className={CARD}>
      <h2 id="report-suggestions" className={H2}>
        {byModel ? t('suggestions.ai') : t('suggestions.rules')}
      </h2>
      {byModel && report.ai && (
        <p className="mt-1 text-xs text-slate-600">{t('suggestions.byModel', { model: report.ai.model })}</p>
      )}
      {report.suggestionsNote && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {report.suggestionsNote}
        </p>
      )}
      {report.suggestions.length > 0 ? (
        <ol className="mt-4 space-y-3">
          {report.suggestions.map((s, i) => (
            <li
              key={`${i}:${s.checkId}`}
              className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 sm:flex-row"
            >
              <div className="flex shrink-0 items-start gap-2 sm:w-44 sm:flex-col">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${PRIORITY_STYLE[s.priority]}`}
                >
                  {t(`suggestions.priority.${s.priority}`)}
                </span>
                {s.scoreGain > 0 && (
                  <span className="text-xs font-medium text-green-800">
                    {t('suggestions.gain', { count: s.scoreGain, points: gain.format(s.scoreGain) })}
                  </span>
                )}
              </div>
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words text-slate-800">{s.text}</p>
                {s.fix && <SuggestionFix fix={s.fix} />}
              </div>
            </li>
          ))}
        </ol>
      ) : report.aiRecommendations.length > 0 ? (
        <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-800">
          {report.aiRecommendations.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('suggestions.none')}</p>
      )}
    </section>
  );
}
