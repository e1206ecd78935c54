/** Monitors belong to an account: without a session the screens say so and offer the sign-in. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/lib/dialogs';
import { useMe } from '@/lib/server-state';
import { BUTTON_PRIMARY } from './styles';

export function SignedInOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('monitors');
  const me = useMe();
  const { openDialog } = useDialogs();
  if (me.isPending) return <div aria-busy="true" className="min-h-[40vh]" />;
  if (me.data?.user) return <>{children}</>;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('list.title')}</h1>
      <p className="mt-4 text-slate-700">{t('signIn.text')}</p>
      <button
        type="button"
        onClick={() => openDialog('signIn', 'watch')}
        className={`${BUTTON_PRIMARY} mt-6`}
      >
        {t('signIn.button')}
      </button>
    </section>
  );
}
