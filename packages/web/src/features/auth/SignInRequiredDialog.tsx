/**
 * The sign-in dialog (spec.md §2 Dialogs): opened when the free checks for today are used up, or when
 * the visitor asks to sign in from the home page. It holds a large Google button.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import { useDialogs } from '@/lib/dialogs';
import { useAuth } from './AuthProvider';
import { SignInButton } from './SignInButton';

export function SignInRequiredDialog() {
  const { open } = useDialogs();
  const { signInReason, closeSignIn } = useAuth();
  const { t } = useTranslation('auth');
  const start = signInReason === 'start';
  return (
    <Dialog
      open={open === 'signIn'}
      onClose={closeSignIn}
      title={start ? t('dialog.startTitle') : t('dialog.title')}
      description={start ? t('dialog.start') : t('dialog.limit')}
    >
      {!start && <p className="text-slate-700">{t('dialog.benefit')}</p>}
      <div className="mt-5 flex justify-center">
        <SignInButton size="large" layout="inline" />
      </div>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={closeSignIn}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('dialog.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
