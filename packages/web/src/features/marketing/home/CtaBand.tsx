/**
 * The call-to-action band (spec.md §2). Signed in: back to the form with the URL field focused. Signed
 * out: back to the top, then the Google sign-in starts 1 s later, once the scroll has settled.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowanceNumbers } from '@/lib/server-state';
import { useDialogs } from '@/lib/dialogs';

export const LOGIN_TRIGGER_DELAY_MS = 1000;

export function CtaBand({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('marketing');
  const { freePerDay } = useAllowanceNumbers();
  const { requestSignIn } = useDialogs();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const ref = timer;
    return () => clearTimeout(ref.current);
  }, []);

  const startAudit = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    document.querySelector<HTMLInputElement>('input[type=url]')?.focus({ preventScroll: true });
  };
  const login = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    clearTimeout(timer.current);
    timer.current = setTimeout(requestSignIn, LOGIN_TRIGGER_DELAY_MS);
  };

  return (
    <section aria-labelledby="cta-title" className="mx-auto mt-20 max-w-6xl px-4">
      <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {t('home.cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">
          {t('home.cta.text', { count: freePerDay })}
        </p>
        <button
          type="button"
          onClick={signedIn ? startAudit : login}
          className="mt-8 inline-flex items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
        >
          {signedIn ? t('home.cta.startAudit') : t('home.cta.login')}
        </button>
      </div>
    </section>
  );
}
