/**
 * The sign-in dialog (spec.md §2 Dialogs). It says why it opened (issue 16 #6–#7) — today's free
 * audits are used, the visitor asked to sign in, or sharing/PDF needs an account — and offers one next
 * step: the large Google button.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import { useDialogs } from '@/lib/dialogs';
import { useAllowanceNumbers, useMe } from '@/lib/server-state';
import { useAuth } from './AuthProvider';
import { SignInButton } from './SignInButton';

export function SignInRequiredDialog() {
  const { open } = useDialogs();
  const { signInReason, closeSignIn } = useAuth();
  const { freePerDay, signedInPerDay } = useAllowanceNumbers();
  const { t } = useTranslation('auth');
  const gated = useMe().data?.planGating === true;
  // Where plans are gated, sharing and PDFs need Pro as well as an account: say both at once.
  const why =
    gated && (signInReason === 'share' || signInReason === 'pdf')
      ? (`${signInReason}Pro` as const)
      : signInReason;
  return (
    <Dialog
      open={open === 'signIn'}
      onClose={closeSignIn}
      title={t(`dialog.${why}.title`, { count: freePerDay })}
      description={t(`dialog.${why}.text`, { count: why === 'limit' ? freePerDay : signedInPerDay })}
    >
      <p className="text-slate-700">{t('dialog.benefit', { count: signedInPerDay })}</p>
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
