/** /pricing (spec.md §6, §9): Free $0, Pro $29, Enterprise $99 a month, and the FAQ (with the refund window). */
import { ChevronDown, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAllowanceNumbers, useConfig } from '@/lib/server-state';
import { usePageHead } from '@/lib/head';
import { AdsLoader } from './AdsLoader';
import { PlanCard, type Plan } from './pricing/PlanCard';
import { Page, PageHeader, Section } from './ui';

const FAQ = [
  'free',
  'report',
  'signIn',
  'trial',
  'refund',
  'audit',
  'storage',
  'monitors',
  'cancel',
] as const;

export default function PricingPage() {
  const { t } = useTranslation('marketing');
  const { freePerDay } = useAllowanceNumbers();
  // The server's default is no gating (no plan can be bought); the first render assumes it.
  const gated = useConfig().data?.planGating === true;
  usePageHead('pricing');
  // Paid plans cannot be bought yet: their buttons say so, and the notice says what that means today.
  const plans: Plan[] = [
    { id: 'free', features: ['audits', 'report', 'lab', 'languages', 'crawls'], to: '/' },
    { id: 'pro', features: ['unlimited', 'pdf', 'share', 'trial'], highlighted: true },
    // Only what Free does not give already: site crawls and the HTTP API are open to free accounts.
    { id: 'enterprise', features: ['everything', 'teams', 'support'] },
  ];
  return (
    <Page>
      <PageHeader title={t('pricing.title')} intro={t('pricing.intro', { count: freePerDay })} />
      <p
        data-testid="plans-notice"
        className="mx-auto mt-6 flex max-w-3xl items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-left text-slate-800"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {gated ? t('pricing.notice.gatingOn') : t('pricing.notice.gatingOff')}
      </p>
      <section aria-labelledby="plans-title" className="mt-12">
        <h2 id="plans-title" className="sr-only">
          {t('pricing.plansTitle')}
        </h2>
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </section>
      <Section id="faq" title={t('pricing.faq.title')}>
        <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {FAQ.map((key) => (
            <details key={key} className="group px-6 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {t(`pricing.faq.items.${key}.q`)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-3 leading-relaxed text-slate-600">
                {/* The answer about PDFs and shares follows this server's gating, as the notice does. */}
                {t(`pricing.faq.items.${key}.${key === 'trial' && gated ? 'aGated' : 'a'}`, {
                  count: freePerDay,
                })}
              </p>
            </details>
          ))}
        </div>
      </Section>
      <AdsLoader />
    </Page>
  );
}
