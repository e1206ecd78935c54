/** /features (spec.md §2): six tool cards, use cases, how it works, the two lists and a call to action. */
import {
  Briefcase,
  CircleCheck,
  FileSearch,
  Gauge,
  Heading,
  House,
  KeyRound,
  Megaphone,
  PenLine,
  Search,
  Share2,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAllowanceNumbers } from '@/lib/server-state';
import { Link } from 'react-router';
import { usePageHead } from '@/lib/head';
import { AdsLoader } from './AdsLoader';
import { BUTTON_PRIMARY, IconCard, Page, PageHeader, Section, Steps } from './ui';

const TOOLS: ReadonlyArray<[string, LucideIcon]> = [
  ['audit', Search],
  ['meta', FileSearch],
  ['headings', Heading],
  ['speed', Gauge],
  ['social', Share2],
  ['keywords', KeyRound],
];
const USE_CASES: ReadonlyArray<[string, LucideIcon]> = [
  ['owners', House],
  ['business', Store],
  ['agencies', Briefcase],
  ['creators', PenLine],
  ['marketers', Megaphone],
];
const STEPS = ['enter', 'run', 'read', 'fix'] as const;
const CHECKS = ['audit', 'meta', 'headings', 'speed', 'social'] as const;
const RESOURCES = ['algorithm', 'practices', 'checklist', 'local', 'ecommerce'] as const;

function CheckList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-2 text-slate-700">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function FeaturesPage() {
  const { t } = useTranslation('marketing');
  const { freePerDay } = useAllowanceNumbers();
  usePageHead('features');
  return (
    <Page>
      <PageHeader title={t('features.title')} intro={t('features.intro')} />
      <Section id="tools" title={t('features.tools.title')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map(([key, icon]) => (
            <IconCard key={key} icon={icon} title={t(`features.tools.items.${key}.title`)}>
              <p>{t(`features.tools.items.${key}.text`)}</p>
            </IconCard>
          ))}
        </ul>
      </Section>
      <Section id="use-cases" title={t('features.useCases.title')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {USE_CASES.map(([key, icon]) => (
            <IconCard key={key} icon={icon} title={t(`features.useCases.items.${key}.title`)}>
              <p>{t(`features.useCases.items.${key}.text`)}</p>
            </IconCard>
          ))}
        </ul>
      </Section>
      <Section id="how-it-works" title={t('features.how.title')}>
        <Steps
          steps={STEPS.map((key) => ({
            key,
            title: t(`features.how.steps.${key}.title`),
            text: t(`features.how.steps.${key}.text`),
          }))}
        />
      </Section>
      <div className="mt-16 grid gap-6 md:grid-cols-2">
        <CheckList
          id="analysis-checks"
          title={t('features.checksList.title')}
          items={CHECKS.map((k) => t(`features.checksList.items.${k}`))}
        />
        <div className="flex flex-col gap-4">
          <CheckList
            id="industry-resources"
            title={t('features.resourcesList.title')}
            items={RESOURCES.map((k) => t(`features.resourcesList.items.${k}`))}
          />
          <Link to="/resources" className="font-semibold text-brand-700 underline underline-offset-2">
            {t('features.resourcesList.link')}
          </Link>
        </div>
      </div>
      <section
        aria-labelledby="features-cta"
        className="mt-16 rounded-3xl bg-brand-50 px-6 py-12 text-center"
      >
        <h2 id="features-cta" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('features.cta.title')}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{t('features.cta.text', { count: freePerDay })}</p>
        <Link to="/" className={`${BUTTON_PRIMARY} mt-6`}>
          {t('features.cta.button')}
        </Link>
      </section>
      <AdsLoader />
    </Page>
  );
}
