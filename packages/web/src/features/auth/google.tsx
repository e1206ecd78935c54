/**
 * Google Identity Services, loaded once. Every <GoogleOAuthProvider> appends its own copy of Google's
 * script, so there is exactly one, here; the sign-in buttons (top bar, mobile menu, dialog) are portals
 * of it into slots that the visible controls register. React context crosses portals, so every
 * <GoogleLogin> stays inside the provider.
 */
import { GoogleLogin, GoogleOAuthProvider, type CredentialResponse } from '@react-oauth/google';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/lib/server-state';

/** spec.md §9: sign-in button heights. */
export const BUTTON_HEIGHT = { large: 40, medium: 32, small: 20 } as const;
export type ButtonSize = keyof typeof BUTTON_HEIGHT;

/** pending: config not known yet; unconfigured: no client id; unreachable: Google's script failed. */
export type GoogleStatus = 'pending' | 'unconfigured' | 'unreachable' | 'ready';

interface Slot {
  id: string;
  el: HTMLElement;
  size: ButtonSize;
}

interface GoogleValue {
  status: GoogleStatus;
  register: (slot: Slot) => () => void;
}

const GoogleContext = createContext<GoogleValue | null>(null);

export function useGoogle(): GoogleValue {
  const value = useContext(GoogleContext);
  if (!value) throw new Error('useGoogle must be used within an AuthProvider');
  return value;
}

interface HostProps {
  /** Load Google's script only while someone may sign in (signed out, after hydration). */
  active: boolean;
  onCredential: (credential: string) => Promise<void>;
  children: ReactNode;
}

export function GoogleHost({ active, onCredential, children }: HostProps) {
  const config = useConfig();
  const { t, i18n } = useTranslation('common');
  const [slots, setSlots] = useState<Slot[]>([]);
  const [scriptFailed, setScriptFailed] = useState(false);
  const clientId = config.data?.googleClientId ?? '';

  const status: GoogleStatus = config.isPending
    ? 'pending'
    : !clientId
      ? 'unconfigured'
      : scriptFailed
        ? 'unreachable'
        : 'ready';

  const register = useCallback((slot: Slot) => {
    setSlots((all) => [...all.filter((s) => s.id !== slot.id), slot]);
    return () => setSlots((all) => all.filter((s) => s !== slot));
  }, []);
  const value = useMemo(() => ({ status, register }), [status, register]);

  const onError = useCallback(() => {
    window.alert(t('errors.googleFailed'));
  }, [t]);
  const onSuccess = useCallback(
    (response: CredentialResponse) => {
      // spec.md §5: no credential is a failure of the widget.
      if (!response.credential) onError();
      else void onCredential(response.credential);
    },
    [onCredential, onError],
  );

  return (
    <GoogleContext.Provider value={value}>
      {children}
      {active && clientId && (
        // Keyed by language: Google renders its button text in the locale it was loaded with.
        <GoogleOAuthProvider
          key={i18n.language}
          clientId={clientId}
          locale={i18n.language}
          onScriptLoadError={() => setScriptFailed(true)}
        >
          {slots.map((slot) =>
            createPortal(
              <GoogleLogin
                onSuccess={onSuccess}
                onError={onError}
                size={slot.size}
                text="signin_with"
                shape="pill"
                theme="outline"
              />,
              slot.el,
              slot.id,
            ),
          )}
        </GoogleOAuthProvider>
      )}
    </GoogleContext.Provider>
  );
}
