/** Prioritised suggestions; called AI only when a model wrote them (product.md §10). */
import type { Report } from '@rankscope/engine/report';
import { useTranslation } from 'react-i18next';
import { CARD, H2 } from './presentation';

const PRIORITY_STYLE = {
  high: 'bg-red-50 text-red-800 ring-red-200',
  medium: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

export function Suggestions({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('report');
  const gain = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const heading = report.suggestionsSource === 'ai' ? t('suggestions.ai') : t('suggestions.rules');
  return (
    <section aria-labelledby="report-suggestions" className={CARD}>
      <h2 id="report-suggestions" className={H2}>
        {heading}
      </h2>
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
                    {t('suggestions.gain', { points: gain.format(s.scoreGain) })}
                  </span>
                )}
              </div>
              <p className="text-sm break-words text-slate-800">{s.text}</p>
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
