/**
 * `/monitors/confirm-address#token=…`: where an alert address's confirmation mail leads. Opening the link
 * confirms nothing (mail scanners open links); the person presses the button, which confirms by POST.
 * The token rides in the fragment: no request, log or Referer carries it. No sign-in needed: the address
 * may be someone else's than the monitor owner's.
 */
import { useMutation } from '@tanstack/react-query';
import { Loader2, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageHead } from '@/lib/head';
import { monitorsApi } from './api';
import { BUTTON_PRIMARY } from './styles';

const tokenOf = (hash: string): string | null => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
};

export default function ConfirmAddressPage() {
  const { t } = useTranslation('monitors');
  usePageHead('monitors');
  const token = tokenOf(useLocation().hash);
  const confirm = useMutation({ mutationFn: (value: string) => monitorsApi.confirmAddress(value) });
  const invalid = token === null || confirm.isError;
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('confirmPage.title')}</h1>
      {confirm.data ? (
        <p role="status" className="mt-4 flex gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <span className="break-words">{t('confirmPage.done', { email: confirm.data.email })}</span>
        </p>
      ) : invalid ? (
        <p role="alert" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('confirmPage.invalid')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('confirmPage.text')}</p>
          <button
            type="button"
            className={`${BUTTON_PRIMARY} mt-6`}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {t('confirmPage.button')}
          </button>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to="/monitors" className="text-brand-700 underline">
          {t('confirmPage.monitors')}
        </Link>
      </p>
    </section>
  );
}
