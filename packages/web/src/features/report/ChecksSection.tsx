/** All checks, grouped into the seven categories, with the all / critical / recommended / good / n/a filter. */
import type { Report } from '@rankscope/engine/report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryGroup } from './CategoryGroup';
import { CARD, CATEGORY_ORDER, H2 } from './presentation';

const FILTERS = ['all', 'critical', 'recommended', 'good', 'na'] as const;
type Filter = (typeof FILTERS)[number];

export function ChecksSection({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  const [filter, setFilter] = useState<Filter>('all');
  const countOf = (f: Filter) =>
    f === 'all' ? report.checks.length : report.checks.filter((c) => c.status === f).length;
  const shown = filter === 'all' ? report.checks : report.checks.filter((c) => c.status === filter);
  const groups = CATEGORY_ORDER.map((category) => ({
    category,
    score: report.categories.find((c) => c.category === category)?.score ?? null,
    checks: shown.filter((c) => c.category === category),
    // Without a lab score the Performance group has only static checks: no score that looks measured.
    labMissing:
      category === 'performance' &&
      report.performance.mobile.score === null &&
      report.performance.desktop.score === null,
  })).filter((g) => g.checks.length > 0);

  return (
    <section aria-labelledby="report-checks" className={CARD}>
      <h2 id="report-checks" className={H2}>
        {t('checks.heading')}
      </h2>
      <fieldset className="mt-4">
        <legend className="sr-only">{t('checks.filter')}</legend>
        <div className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <label
              key={f}
              className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 outline-offset-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="check-filter"
                value={f}
                checked={filter === f}
                onChange={() => setFilter(f)}
                className="sr-only"
              />
              {t(`filter.${f}`, { n: countOf(f) })}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 space-y-4">
        {groups.length === 0 ? (
          <p className="text-sm text-slate-600">{t('checks.noneMatch')}</p>
        ) : (
          groups.map((g) => <CategoryGroup key={g.category} {...g} />)
        )}
      </div>
    </section>
  );
}
