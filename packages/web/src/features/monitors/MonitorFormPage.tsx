/**
 * `/monitors/new` (prefilled from `?url=` and `?crawl=`, as "Watch this page" opens it) and
 * `/monitors/:id/edit`. After creating a monitor with a webhook, its secret shows here once; an alert
 * address other than the account's own gets its confirmation link, and the page says so.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageHead } from '@/lib/head';
import { useConfig, useMe } from '@/lib/server-state';
import { monitorsApi, type MonitorInput } from './api';
import { saveThenConfirm, type Saved } from './address';
import { AddressNotice } from './AddressNotice';
import { formError } from './errors';
import { Failure } from './Failure';
import { formOf, newForm } from './form-state';
import { MonitorForm } from './MonitorForm';
import { MONITORS_KEY, useMonitor } from './queries';
import { SignedInOnly } from './SignedInOnly';
import { BUTTON_PRIMARY } from './styles';
import { WebhookSecret } from './WebhookSecret';

const PAGE = 'mx-auto max-w-3xl px-4 py-8 sm:px-6';

/** After an edit: something to show once (a new secret, an address's confirmation), else back to the monitor. */
const needsPanel = (saved: Saved): boolean =>
  Boolean(saved.monitor.webhookSecret) ||
  (saved.address !== null && !('status' in saved.address && saved.address.status === 'confirmed'));

function CreatedPanel({ saved, edited = false }: { saved: Saved; edited?: boolean }) {
  const { t } = useTranslation('monitors');
  const created = saved.monitor;
  return (
    <section className={PAGE}>
      <h1 className="text-2xl font-bold text-slate-900">
        {t(edited ? 'created.savedTitle' : 'created.title')}
      </h1>
      <p className="mt-2 break-words text-slate-700">{t('created.text', { url: created.url })}</p>
      {saved.address && (
        <div className="mt-4">
          <AddressNotice outcome={saved.address} />
        </div>
      )}
      {created.webhookSecret && (
        <div className="mt-6">
          <WebhookSecret secret={created.webhookSecret} />
        </div>
      )}
      <Link to={`/monitors/${encodeURIComponent(created.id)}`} className={`${BUTTON_PRIMARY} mt-6`}>
        {t('created.open')}
      </Link>
    </section>
  );
}

function Create() {
  const { t } = useTranslation('monitors');
  const [params] = useSearchParams();
  const own = useMe().data?.user?.email ?? '';
  const client = useQueryClient();
  const emailAlerts = useConfig().data?.emailAlerts !== false;
  const [initial] = useState(() => ({
    ...newForm(own, params.get('url') ?? '', params.get('crawl') ?? ''),
    emailOn: emailAlerts,
  }));
  const create = useMutation({
    mutationFn: (input: MonitorInput) => saveThenConfirm(() => monitorsApi.create(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: MONITORS_KEY }),
  });
  if (create.data) return <CreatedPanel saved={create.data} />;
  return (
    <section className={PAGE}>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('form.newTitle')}</h1>
      <p className="mb-6 text-slate-700">{t('form.intro')}</p>
      <MonitorForm
        initial={initial}
        ownEmail={own}
        submitLabel={t('form.create')}
        pending={create.isPending}
        error={create.error ? formError(create.error, create.variables) : null}
        onSubmit={(input) => create.mutate(input)}
      />
    </section>
  );
}

function Edit({ id }: { id: string }) {
  const { t } = useTranslation('monitors');
  const own = useMe().data?.user?.email ?? '';
  const monitor = useMonitor(id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const update = useMutation({
    mutationFn: (input: MonitorInput) => saveThenConfirm(() => monitorsApi.update(id, input)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: MONITORS_KEY });
    },
  });
  if (monitor.isPending)
    return <Loader2 aria-label={t('loading')} className="mx-auto mt-16 size-8 animate-spin" />;
  if (monitor.isError) {
    return (
      <section className={PAGE}>
        <Failure error={monitor.error} />
      </section>
    );
  }
  // A new webhook gets a new secret, shown once like at creation; a new address, its confirmation link.
  if (update.data && needsPanel(update.data)) return <CreatedPanel saved={update.data} edited />;
  return (
    <section className={PAGE}>
      <h1 className="mb-6 text-2xl font-bold break-words text-slate-900">
        {t('form.editTitle', { url: monitor.data.url })}
      </h1>
      <MonitorForm
        initial={formOf(monitor.data, own)}
        ownEmail={own}
        submitLabel={t('form.save')}
        pending={update.isPending}
        error={update.error ? formError(update.error, update.variables) : null}
        onSubmit={(input) =>
          update.mutate(input, {
            onSuccess: (saved) => {
              if (!needsPanel(saved)) void navigate(`/monitors/${encodeURIComponent(id)}`);
            },
          })
        }
      />
    </section>
  );
}

export default function MonitorFormPage() {
  const { id } = useParams();
  usePageHead('monitors');
  return <SignedInOnly>{id ? <Edit id={id} /> : <Create />}</SignedInOnly>;
}
