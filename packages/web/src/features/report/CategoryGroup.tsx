/** One of the seven report sections: icon, label, category score and its checks, failures first. */
import type { ReportCheck } from '@rankscope/engine/report';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckRow } from './CheckRow';
import { CATEGORY_ICON, STATUS_ORDER, type Category } from './presentation';

export function sortChecks(checks: ReportCheck[]): ReportCheck[] {
  return [...checks].sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status));
}

interface Props {
  category: Category;
  score: number | null;
  checks: ReportCheck[];
  /** Performance only: the lab did not run, so its score would rest on static checks alone. */
  labMissing?: boolean;
}

export function CategoryGroup({ category, score, checks, labMissing = false }: Props) {
  const { t } = useTranslation('report');
  const headingId = useId();
  const Icon = CATEGORY_ICON[category];
  return (
    <section
      aria-labelledby={headingId}
      data-category={category}
      className="rounded-xl border border-slate-200"
    >
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-3 py-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 id={headingId} className="flex-1 font-semibold text-slate-900">
          {t(`category.${category}`)}
        </h3>
        <span className="text-sm text-slate-600">
          {labMissing
            ? t('checks.labMissing')
            : score === null
              ? t('checks.noScore')
              : t('checks.categoryScore', { score })}
        </span>
      </div>
      <ul className="divide-y divide-slate-100 p-1">
        {sortChecks(checks).map((c) => (
          <CheckRow key={c.id} check={c} />
        ))}
      </ul>
    </section>
  );
}
