/**
 * The account control of the top bar ('bar') and of the mobile menu ('menu'): the user menu when
 * signed in, the Google sign-in control otherwise (spec.md §2).
 */
import { useEffect, useRef } from 'react';
import { useDialogs } from '@/lib/dialogs';
import { useAuth } from './AuthProvider';
import { BUTTON_HEIGHT } from './google';
import { SignInButton } from './SignInButton';
import { UserDropdown, UserInline } from './UserMenu';

/**
 * The home page's 'Login with Google to Start Free' asks for sign-in through `signInRequests`. Google's
 * button is a cross-origin iframe a script cannot click, so the sign-in dialog opens with a large one.
 */
function useSignInRequests(enabled: boolean) {
  const { signInRequests } = useDialogs();
  const { user, openSignIn } = useAuth();
  const seen = useRef(signInRequests);
  useEffect(() => {
    if (!enabled || signInRequests <= seen.current) return;
    seen.current = signInRequests;
    if (!user) openSignIn('start');
  }, [enabled, signInRequests, user, openSignIn]);
}

export function AccountControl({ variant }: { variant: 'bar' | 'menu' }) {
  const { user, loading } = useAuth();
  // Only the top bar's instance reacts, so the dialog opens once.
  useSignInRequests(variant === 'bar');

  if (loading) {
    // The prerendered HTML: nobody is known yet; hold the control's place.
    return <div aria-hidden="true" style={{ height: BUTTON_HEIGHT.medium }} />;
  }
  if (user) return variant === 'bar' ? <UserDropdown user={user} /> : <UserInline user={user} />;
  return (
    <SignInButton
      size={variant === 'bar' ? 'medium' : 'large'}
      layout={variant === 'bar' ? 'compact' : 'inline'}
    />
  );
}
