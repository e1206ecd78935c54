/** The page's top keywords: the first 15 (spec.md §3) with count, density and where they appear. */
import type { Report } from '@rankscope/engine/report';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD, H2 } from './presentation';

export const MAX_KEYWORDS = 15;

function Marker({ on }: { on: boolean }) {
  const { t } = useTranslation('report');
  return (
    <>
      {on ? (
        <Check aria-hidden="true" className="mx-auto size-4 text-green-700" />
      ) : (
        <Minus aria-hidden="true" className="mx-auto size-4 text-slate-500" />
      )}
      <span className="sr-only">{on ? t('keywords.yes') : t('keywords.no')}</span>
    </>
  );
}

export function Keywords({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('report');
  const keywords = report.keywords.slice(0, MAX_KEYWORDS);
  const pct = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <section aria-labelledby="report-keywords" className={CARD}>
      <h2 id="report-keywords" className={H2}>
        {t('keywords.heading')}
      </h2>
      {keywords.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('keywords.none')}</p>
      ) : (
        <>
          {/* A phone gets one card per keyword (issue 16 #3: no view wider than 320 px); wider screens the table. */}
          <ul className="mt-4 divide-y divide-slate-100 sm:hidden" data-testid="keywords-stacked">
            {keywords.map((k, i) => (
              <li key={`${i}:${k.word}`} className="py-2 text-sm">
                <p className="font-medium break-words text-slate-900">{k.word}</p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                  <span>
                    {t('labelled', { ns: 'common', label: t('keywords.count') })}
                    {k.count}
                  </span>
                  <span>
                    {t('labelled', { ns: 'common', label: t('keywords.density') })}
                    {t('keywords.densityValue', { value: pct.format(k.density) })}
                  </span>
                  {(['inTitle', 'inDescription', 'inH1'] as const).map((where) => (
                    <span key={where} className="inline-flex items-center gap-1">
                      {t(`keywords.${where}`)} <Marker on={k[where]} />
                    </span>
                  ))}
                </p>
              </li>
            ))}
          </ul>
          <table className="mt-4 hidden w-full table-fixed text-left text-sm sm:table">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="w-2/5 py-2 pr-3 font-medium">
                  {t('keywords.word')}
                </th>
                <th scope="col" className="px-1 py-2 text-right font-medium">
                  {t('keywords.count')}
                </th>
                <th scope="col" className="px-1 py-2 text-right font-medium">
                  {t('keywords.density')}
                </th>
                <th scope="col" className="px-1 py-2 text-center font-medium">
                  {t('keywords.inTitle')}
                </th>
                <th scope="col" className="px-1 py-2 text-center font-medium break-words">
                  {t('keywords.inDescription')}
                </th>
                <th scope="col" className="px-1 py-2 text-center font-medium">
                  {t('keywords.inH1')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {keywords.map((k, i) => (
                <tr key={`${i}:${k.word}`}>
                  <th scope="row" className="py-2 pr-3 font-medium break-words text-slate-900">
                    {k.word}
                  </th>
                  <td className="px-1 py-2 text-right text-slate-700">{k.count}</td>
                  <td className="px-1 py-2 text-right text-slate-700">
                    {t('keywords.densityValue', { value: pct.format(k.density) })}
                  </td>
                  <td className="px-1 py-2">
                    <Marker on={k.inTitle} />
                  </td>
                  <td className="px-1 py-2">
                    <Marker on={k.inDescription} />
                  </td>
                  <td className="px-1 py-2">
                    <Marker on={k.inH1} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
