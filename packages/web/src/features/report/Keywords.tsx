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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('keywords.word')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('keywords.count')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('keywords.density')}
                </th>
                <th scope="col" className="px-2 py-2 text-center font-medium">
                  {t('keywords.inTitle')}
                </th>
                <th scope="col" className="px-2 py-2 text-center font-medium">
                  {t('keywords.inDescription')}
                </th>
                <th scope="col" className="px-2 py-2 text-center font-medium">
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
                  <td className="px-2 py-2 text-right text-slate-700">{k.count}</td>
                  <td className="px-2 py-2 text-right text-slate-700">
                    {t('keywords.densityValue', { value: pct.format(k.density) })}
                  </td>
                  <td className="px-2 py-2">
                    <Marker on={k.inTitle} />
                  </td>
                  <td className="px-2 py-2">
                    <Marker on={k.inDescription} />
                  </td>
                  <td className="px-2 py-2">
                    <Marker on={k.inH1} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
