/**
 * The session as the UI sees it (spec.md §4 Session). Local storage's `user` is only a mirror for the
 * first paint: as soon as GET /api/me answers, the server session decides who is signed in
 * (product.md §3), and the mirror follows it.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { api, loginErrorMessage, type Me } from '@/lib/api-client';
import { useDialogs, type DialogReason } from '@/lib/dialogs';
import { ME_KEY, useMe } from '@/lib/server-state';
import { readUser, writeUser, type StoredUser } from '@/lib/storage';
import { GoogleHost } from './google';

/** Why the sign-in dialog is open: the free checks ran out, the visitor asked, or a feature needs it. */
export type SignInReason = DialogReason;

export interface AuthValue {
  user: StoredUser | null;
  /** True until the stored user has been read (the prerendered HTML and its hydration render). */
  loading: boolean;
  signingIn: boolean;
  login: (credential: string) => Promise<void>;
  logout: () => Promise<void>;
  signInReason: SignInReason;
  openSignIn: (reason: SignInReason) => void;
  closeSignIn: () => void;
}

const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** The server may omit optional fields; the stored shape always has them (spec.md §3 User). */
function toStoredUser(u: Partial<StoredUser> & Pick<StoredUser, 'name' | 'email'>): StoredUser {
  return {
    name: u.name,
    email: u.email,
    picture: typeof u.picture === 'string' && u.picture ? u.picture : null,
    createdAt: typeof u.createdAt === 'string' ? u.createdAt : new Date().toISOString(),
  };
}

const subscribeNothing = () => () => {};

export function AuthProvider({ children }: { children: ReactNode }) {
  // false while prerendering and hydrating, true afterwards: the first client render matches the
  // prerendered HTML (no user, loading), then the stored user shows without a hydration mismatch.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [stored, setStored] = useState<StoredUser | null>(readUser);
  const [signingIn, setSigningIn] = useState(false);
  const me = useMe();
  const queryClient = useQueryClient();
  const { open, reason, openDialog, closeDialog } = useDialogs();
  const signInReason: SignInReason = reason ?? 'limit';
  const { t } = useTranslation('common');
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  // undefined: the server has not answered yet; null: it answered "nobody is signed in".
  const serverUser = me.data?.user;
  const sessionUser = useMemo(
    () => (serverUser === undefined ? undefined : serverUser && toStoredUser(serverUser)),
    [serverUser],
  );
  useEffect(() => {
    if (sessionUser !== undefined) writeUser(sessionUser);
  }, [sessionUser]);
  const user = !hydrated ? null : sessionUser === undefined ? stored : sessionUser;

  const setSessionUser = useCallback(
    (next: StoredUser | null) => {
      writeUser(next);
      setStored(next);
      // Show the change at once; the refetch below then brings the allowance that goes with it.
      queryClient.setQueryData<Me>(ME_KEY, (old) => old && { ...old, user: next });
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
    [queryClient],
  );

  const closeSignIn = useCallback(() => {
    if (openRef.current === 'signIn') closeDialog();
  }, [closeDialog]);

  const openSignIn = useCallback((why: SignInReason) => openDialog('signIn', why), [openDialog]);

  const login = useCallback(
    async (credential: string) => {
      setSigningIn(true);
      try {
        const { user: signedIn } = await api.signIn(credential);
        setSessionUser(toStoredUser(signedIn));
        closeSignIn();
      } catch (err) {
        const message = loginErrorMessage(err);
        window.alert('key' in message ? t(message.key, { ns: 'common' }) : message.text);
      } finally {
        setSigningIn(false);
      }
    },
    [setSessionUser, closeSignIn, t],
  );

  const logout = useCallback(async () => {
    try {
      await api.logout();
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    setSessionUser(null);
    try {
      sessionStorage.clear();
    } catch {
      // Storage disabled: nothing to clear.
    }
    if (typeof caches !== 'undefined') {
      try {
        const keys = await caches.keys();
        await Promise.all(keys.map((key) => caches.delete(key)));
      } catch {
        // Cache Storage refused (opaque origin): nothing of ours is in it then.
      }
    }
    console.log('Logged out successfully');
  }, [setSessionUser]);

  const value = useMemo<AuthValue>(
    () => ({
      user,
      loading: !hydrated,
      signingIn,
      login,
      logout,
      signInReason,
      openSignIn,
      closeSignIn,
    }),
    [user, hydrated, signingIn, login, logout, signInReason, openSignIn, closeSignIn],
  );

  return (
    <AuthContext.Provider value={value}>
      <GoogleHost active={hydrated && user === null} onCredential={login}>
        {children}
      </GoogleHost>
    </AuthContext.Provider>
  );
}
