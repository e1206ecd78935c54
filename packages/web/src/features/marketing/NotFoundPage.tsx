/** Any unknown path (the server answers it with a 404 status). No ads here. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageHead } from '@/lib/head';
import { BUTTON_PRIMARY } from './ui';

export default function NotFoundPage() {
  const { t } = useTranslation('marketing');
  usePageHead('notFound');
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className={`${BUTTON_PRIMARY} mt-8`}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
