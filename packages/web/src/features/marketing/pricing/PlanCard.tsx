/** One plan: name, price per month, feature list and its button (a link or an action). */
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAllowanceNumbers } from '@/lib/server-state';
import { Link } from 'react-router';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../ui';

export interface Plan {
  id: 'free' | 'pro' | 'enterprise';
  features: readonly string[];
  highlighted?: boolean;
  /** A route for the button; without one, the plan cannot be had yet and its button says so. */
  to?: string;
}

export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('marketing');
  const { freePerDay } = useAllowanceNumbers();
  const base = `pricing.plans.${plan.id}`;
  const button = plan.highlighted ? BUTTON_PRIMARY : BUTTON_SECONDARY;
  return (
    <li
      className={`flex flex-col rounded-2xl bg-white p-8 shadow-sm ${
        plan.highlighted ? 'border-2 border-brand-600' : 'border border-slate-200'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xl font-semibold text-slate-900">{t(`${base}.name`)}</h3>
        {plan.highlighted && (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            {t('pricing.popular')}
          </span>
        )}
      </div>
      <p className="mt-2 text-slate-600">{t(`${base}.tagline`)}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold text-slate-900">{t(`${base}.price`)}</span>
        <span className="text-slate-600">{t('pricing.perMonth')}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2 text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            {t(`${base}.features.${f}`, { count: freePerDay })}
          </li>
        ))}
      </ul>
      {plan.to ? (
        <Link to={plan.to} className={`${button} mt-8`}>
          {t(`${base}.cta`)}
        </Link>
      ) : (
        <button type="button" disabled className={`${button} mt-8 cursor-not-allowed opacity-60`}>
          {t(`${base}.cta`)}
        </button>
      )}
    </li>
  );
}
