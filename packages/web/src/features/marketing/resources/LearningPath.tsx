/** The three-level learning path (spec.md §1: the resources page's topics). */
import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from '../ui';

const LEVELS = [
  { key: 'beginner', topics: ['practices', 'algorithm'] },
  { key: 'intermediate', topics: ['checklist', 'local'] },
  { key: 'advanced', topics: ['ecommerce', 'international'] },
] as const;

export function LearningPath() {
  const { t } = useTranslation('marketing');
  return (
    <Section id="learning-path" title={t('resources.path.title')} intro={t('resources.path.intro')}>
      <ol className="grid gap-6 lg:grid-cols-3">
        {LEVELS.map((level, i) => (
          <li key={level.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
              <GraduationCap aria-hidden="true" className="size-5" />
              {i + 1} / {LEVELS.length}
            </p>
            <h3 className="mt-2 text-xl font-semibold text-slate-900">
              {t(`resources.path.levels.${level.key}.title`)}
            </h3>
            <ul className="mt-4 space-y-4">
              {level.topics.map((topic) => (
                <li key={topic}>
                  <h4 className="font-semibold text-slate-900">
                    {t(`resources.path.levels.${level.key}.topics.${topic}.title`)}
                  </h4>
                  <p className="mt-1 text-slate-600">
                    {t(`resources.path.levels.${level.key}.topics.${topic}.text`)}
                  </p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}
