/** What happened to an alert address that needs confirming: a link sent, or why not. */
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AddressOutcome } from './address';

export function AddressNotice({ outcome }: { outcome: AddressOutcome }) {
  const { t } = useTranslation('monitors');
  if ('failure' in outcome) {
    const reason = 'key' in outcome.failure ? t(outcome.failure.key) : outcome.failure.text;
    return (
      <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm break-words text-amber-900">
        {t('address.failed', { email: outcome.email, reason })}
      </p>
    );
  }
  if (outcome.status === 'confirmed') return null;
  return (
    <p
      role="status"
      className="flex gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm break-words text-slate-800"
    >
      <MailCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      {t('address.pending', { email: outcome.email })}
    </p>
  );
}
