/**
 * App-wide dialogs and the toast (spec.md §2 Dialogs). Features open them through this context; the app
 * shell renders them, so no feature imports another.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type DialogName = 'signIn' | 'premium' | 'comingSoon' | 'seoAudit';
/**
 * Why a gate opened (issue 16 #6): the sign-in and Pro dialogs state the real reason — today's free
 * audits used, a sign-in asked for, or the feature (share, PDF, monitoring) that needs an account or Pro.
 */
export type DialogReason = 'limit' | 'start' | 'share' | 'pdf' | 'watch';

interface DialogsValue {
  open: DialogName | null;
  reason: DialogReason | null;
  openDialog: (name: DialogName, reason?: DialogReason) => void;
  closeDialog: () => void;
  toast: string | null;
  showToast: (text: string) => void;
  dismissToast: () => void;
  /**
   * Increments each time something asks for the Google sign-in to start (the home page's
   * 'Login with Google to Start Free'); the account control reacts to it.
   */
  signInRequests: number;
  requestSignIn: () => void;
}

const DialogsContext = createContext<DialogsValue | null>(null);

export const TOAST_MS = 6000;

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const [reason, setReason] = useState<DialogReason | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [signInRequests, setSignInRequests] = useState(0);
  const openDialog = useCallback((name: DialogName, why?: DialogReason) => {
    setReason(why ?? null);
    setOpen(name);
  }, []);
  const closeDialog = useCallback(() => setOpen(null), []);
  const showToast = useCallback((text: string) => setToast(text), []);
  const dismissToast = useCallback(() => setToast(null), []);
  const requestSignIn = useCallback(() => setSignInRequests((n) => n + 1), []);
  const value = useMemo(
    () => ({
      open,
      reason,
      openDialog,
      closeDialog,
      toast,
      showToast,
      dismissToast,
      signInRequests,
      requestSignIn,
    }),
    [open, reason, openDialog, closeDialog, toast, showToast, dismissToast, signInRequests, requestSignIn],
  );
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>;
}

export function useDialogs(): DialogsValue {
  const v = useContext(DialogsContext);
  if (!v) throw new Error('useDialogs must be used within a DialogsProvider');
  return v;
}
