/** /resources (spec.md §2): documentation, blog, the learning path, case studies and free tools. */
import { BookOpen, Newspaper, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/lib/dialogs';
import { usePageHead } from '@/lib/head';
import { AdsLoader } from './AdsLoader';
import { FreeTools } from './resources/FreeTools';
import { LearningPath } from './resources/LearningPath';
import { BUTTON_SECONDARY, Page, PageHeader, Section } from './ui';

const POSTS = ['titles', 'vitals', 'javascript'] as const;

export default function ResourcesPage() {
  const { t } = useTranslation('marketing');
  const { openDialog } = useDialogs();
  usePageHead('resources');
  // Documentation, the blog and the case studies are listed but not published yet (spec.md §1).
  const comingSoon = () => openDialog('comingSoon');
  return (
    <Page>
      <PageHeader title={t('resources.title')} intro={t('resources.intro')} />
      <Section id="documentation" title={t('resources.docs.title')} intro={t('resources.docs.text')}>
        <div className="text-center">
          <button type="button" onClick={comingSoon} className={BUTTON_SECONDARY}>
            <BookOpen aria-hidden="true" className="size-5" />
            {t('resources.docs.cta')}
          </button>
        </div>
      </Section>
      <Section id="blog" title={t('resources.blog.title')} intro={t('resources.blog.text')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {POSTS.map((key) => {
            const title = t(`resources.blog.posts.${key}.title`);
            return (
              <li
                key={key}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <Newspaper aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-600">
                  {t(`resources.blog.posts.${key}.excerpt`)}
                </p>
                <button
                  type="button"
                  onClick={comingSoon}
                  className="mt-4 self-start font-semibold text-brand-700 underline underline-offset-2"
                >
                  {t('resources.blog.read', { title })}
                </button>
              </li>
            );
          })}
        </ul>
      </Section>
      <LearningPath />
      <Section
        id="case-studies"
        title={t('resources.caseStudies.title')}
        intro={t('resources.caseStudies.text')}
      >
        <div className="text-center">
          <button type="button" onClick={comingSoon} className={BUTTON_SECONDARY}>
            <Trophy aria-hidden="true" className="size-5" />
            {t('resources.caseStudies.cta')}
          </button>
        </div>
      </Section>
      <FreeTools />
      <AdsLoader />
    </Page>
  );
}
