/** The auth feature as App.tsx mounts it, plus buttons standing in for the other features' triggers. */
import type { ReactNode } from 'react';
import { useDialogs } from '@/lib/dialogs';
import { AccountControl } from '../features/auth/AccountControl';
import { AuthProvider, useAuth } from '../features/auth/AuthProvider';
import { SignInRequiredDialog } from '../features/auth/SignInRequiredDialog';

function Triggers() {
  const { openDialog, requestSignIn } = useDialogs();
  const { user } = useAuth();
  return (
    <>
      <p data-testid="who">{user ? user.email : 'nobody'}</p>
      <button type="button" onClick={() => openDialog('signIn')}>
        trigger limit
      </button>
      <button type="button" onClick={() => openDialog('signIn', 'share')}>
        trigger share
      </button>
      <button type="button" onClick={() => openDialog('signIn', 'pdf')}>
        trigger pdf
      </button>
      <button type="button" onClick={requestSignIn}>
        trigger start
      </button>
    </>
  );
}

export function Harness({
  variants = ['bar', 'menu'],
  children,
}: {
  variants?: ('bar' | 'menu')[];
  children?: ReactNode;
}) {
  return (
    <AuthProvider>
      <header>
        {variants.map((v) => (
          <div key={v} data-testid={`account-${v}`}>
            <AccountControl variant={v} />
          </div>
        ))}
      </header>
      <Triggers />
      {children}
      <SignInRequiredDialog />
    </AuthProvider>
  );
}
