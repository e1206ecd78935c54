/** The home page's first screen: the headline, the audit form slot, the free note and the section links. */
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowanceNumbers } from '@/lib/server-state';

export const HOME_SECTIONS = [
  { id: 'features', key: 'features' },
  { id: 'how-it-works', key: 'howItWorks' },
  { id: 'seo-checks', key: 'seoChecks' },
  { id: 'benefits', key: 'benefits' },
] as const;

export function Hero({ auditForm }: { auditForm: ReactNode }) {
  const { t } = useTranslation('marketing');
  const { freePerDay } = useAllowanceNumbers();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:pt-20">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          {t('home.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{t('home.subtitle')}</p>
        <div className="mx-auto mt-8 max-w-2xl text-left">{auditForm}</div>
        <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-slate-700">
          <CircleCheck aria-hidden="true" className="size-4 text-green-700" />
          {t('home.freeNote', { count: freePerDay })}
        </p>
        <nav aria-label={t('home.sectionsLabel')} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {HOME_SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
                >
                  {t(`home.anchors.${s.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
