/** `/monitors`: the signed-in user's monitors (issue 24), each with its score over time and actions. */
import { Loader2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageHead } from '@/lib/head';
import { MonitorCard } from './MonitorCard';
import { useMonitorList } from './queries';
import { SignedInOnly } from './SignedInOnly';
import { Failure } from './Failure';
import { BUTTON_PRIMARY } from './styles';

/** Where the confirmation mail's link lands (`?alertAddress=confirmed|invalid`): what became of it. */
function AddressBanner() {
  const { t } = useTranslation('monitors');
  const [params] = useSearchParams();
  const outcome = params.get('alertAddress');
  if (outcome !== 'confirmed' && outcome !== 'invalid') return null;
  return (
    <p
      role={outcome === 'confirmed' ? 'status' : 'alert'}
      className={`mt-4 rounded-xl px-4 py-3 text-sm ${outcome === 'confirmed' ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}
    >
      {t(`address.banner.${outcome}`)}
    </p>
  );
}

function List() {
  const { t } = useTranslation('monitors');
  const list = useMonitorList();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('list.title')}</h1>
        <Link to="/monitors/new" className={BUTTON_PRIMARY}>
          <Plus aria-hidden="true" className="size-4" />
          {t('list.new')}
        </Link>
      </div>
      <p className="mt-2 text-slate-700">{t('list.intro')}</p>
      <AddressBanner />
      {list.isPending ? (
        <Loader2 aria-label={t('loading')} className="mx-auto mt-10 size-8 animate-spin text-brand-600" />
      ) : list.isError ? (
        <Failure error={list.error} />
      ) : list.data.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={t('list.title')}>
          {list.data.map((m) => (
            <MonitorCard key={m.id} monitor={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function MonitorsPage() {
  usePageHead('monitors');
  return (
    <SignedInOnly>
      <List />
    </SignedInOnly>
  );
}
