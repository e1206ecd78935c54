/** The home page's content sections: features, how it works, the five check areas and the benefits. */
import {
  FileSearch,
  FileText,
  Gauge,
  Globe,
  Languages,
  Layers,
  Link2,
  Server,
  Share2,
  ShieldCheck,
  Sparkles,
  Terminal,
  UserX,
  Zap,
  CalendarCheck,
  Code,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAllowanceNumbers } from '@/lib/server-state';
import { IconCard, Section, Steps } from '../ui';

const FEATURES: ReadonlyArray<[string, LucideIcon]> = [
  ['instant', Zap],
  ['ai', Sparkles],
  ['pdf', FileText],
  ['noLogin', UserX],
  ['daily', CalendarCheck],
  ['secure', ShieldCheck],
];
const STEPS = ['enter', 'analyse', 'review', 'fix'] as const;
const CHECKS: ReadonlyArray<[string, LucideIcon]> = [
  ['meta', FileSearch],
  ['quality', Sparkles],
  ['structure', Link2],
  ['server', Server],
  ['external', Globe],
];
const BENEFITS: ReadonlyArray<[string, LucideIcon]> = [
  ['real', Layers],
  ['lab', Gauge],
  ['rendered', Code],
  ['languages', Languages],
  ['cli', Terminal],
  ['share', Share2],
];

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function HomeSections() {
  const { t } = useTranslation('marketing');
  const { freePerDay } = useAllowanceNumbers();
  return (
    <div className="mx-auto max-w-6xl px-4">
      <Section id="features" title={t('home.features.title')} intro={t('home.features.intro')}>
        <ul className={GRID}>
          {FEATURES.map(([key, icon]) => (
            <IconCard
              key={key}
              icon={icon}
              title={t(`home.features.items.${key}.title`, { count: freePerDay })}
            >
              <p>{t(`home.features.items.${key}.text`, { count: freePerDay })}</p>
            </IconCard>
          ))}
        </ul>
      </Section>
      <Section id="how-it-works" title={t('home.how.title')} intro={t('home.how.intro')}>
        <Steps
          steps={STEPS.map((key) => ({
            key,
            title: t(`home.how.steps.${key}.title`),
            text: t(`home.how.steps.${key}.text`),
          }))}
        />
      </Section>
      <Section id="seo-checks" title={t('home.checks.title')} intro={t('home.checks.intro')}>
        <ul className={GRID}>
          {CHECKS.map(([key, icon]) => (
            <IconCard key={key} icon={icon} title={t(`home.checks.items.${key}.title`)}>
              <p>{t(`home.checks.items.${key}.text`)}</p>
            </IconCard>
          ))}
        </ul>
        <p className="mx-auto mt-6 max-w-3xl text-center text-slate-600">{t('home.checks.more')}</p>
      </Section>
      <Section id="benefits" title={t('home.benefits.title')} intro={t('home.benefits.intro')}>
        <ul className={GRID}>
          {BENEFITS.map(([key, icon]) => (
            <IconCard key={key} icon={icon} title={t(`home.benefits.items.${key}.title`)}>
              <p>{t(`home.benefits.items.${key}.text`)}</p>
            </IconCard>
          ))}
        </ul>
      </Section>
    </div>
  );
}
