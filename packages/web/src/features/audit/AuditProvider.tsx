/**
 * The audit flow (spec.md §4–§5): the allowance check, the progress stream and the POST, as one state
 * machine idle → loading → report | error. The one hook that owns the progress stream (design.md).
 */
import type { Report } from '@rankscope/engine/report';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, auditErrorMessage, progressUrl, type Me } from '@/lib/api-client';
import { useDialogs } from '@/lib/dialogs';
import { ME_KEY, useMe } from '@/lib/server-state';
import { mayAudit, remainingChecks, useUsage } from '@/lib/usage';
import { newAuditId, openProgressStream } from './progress-stream';

export interface AuditState {
  phase: 'idle' | 'loading' | 'report' | 'error';
  stage: string;
  message: string;
  report: Report | null;
  error: string | null;
}

export interface AuditValue {
  state: AuditState;
  /** Starts an audit; `crawl` asks for the whole site (signed-in users). */
  start: (url: string, options?: { crawl?: boolean }) => void;
  reset: () => void;
}

const IDLE: AuditState = { phase: 'idle', stage: 'initial', message: '', report: null, error: null };

/** One running audit: its request and its stream, so a reset or a newer audit can silence both. */
interface Run {
  controller: AbortController;
  closeStream: () => void;
}

const AuditContext = createContext<AuditValue | null>(null);

export function AuditProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuditState>(IDLE);
  const { t, i18n } = useTranslation('audit');
  const me = useMe();
  const { stats, recordCheck, syncFromServer } = useUsage();
  const { openDialog, showToast } = useDialogs();
  const queryClient = useQueryClient();
  const current = useRef<Run | null>(null);

  const stop = useCallback(() => {
    current.current?.controller.abort();
    current.current?.closeStream();
    current.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const lastPhase = useRef(state.phase);
  useEffect(() => {
    if (lastPhase.current === state.phase) return;
    lastPhase.current = state.phase;
    window.scrollTo({ top: 0 });
  }, [state.phase]);

  const limitReached = useCallback(
    (remaining: number) => {
      setState({ ...IDLE, stage: 'auth-required', message: t('limit.message', { remaining }) });
      openDialog('signIn');
      showToast(t('toast.limit', { ns: 'common' }));
    },
    [t, openDialog, showToast],
  );

  /** The server is the truth about the allowance: refetch it and let the local mirror follow. */
  const refreshAllowance = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
    const fresh = queryClient.getQueryData<Me>(ME_KEY);
    if (fresh && !fresh.allowance.signedIn) syncFromServer(fresh.allowance.limit, fresh.allowance.remaining);
  }, [queryClient, syncFromServer]);

  const signedIn = me.data?.allowance.signedIn ?? false;
  const start = useCallback(
    (raw: string, options: { crawl?: boolean } = {}) => {
      const url = raw.trim();
      if (!url) return;
      if (!signedIn && !mayAudit(stats, false)) return limitReached(remainingChecks(stats, false));
      stop();
      const auditId = newAuditId();
      const lang = i18n.language;
      const run: Run = {
        controller: new AbortController(),
        closeStream: openProgressStream(progressUrl(url, auditId, lang), ({ stage, message }) => {
          if (current.current !== run) return;
          setState((s) => (s.phase === 'loading' ? { ...s, stage, message } : s));
        }),
      };
      current.current = run;
      setState({ ...IDLE, phase: 'loading' });

      const settle = (): boolean => {
        if (current.current !== run) return false; // Reset or superseded: this answer is stale.
        run.closeStream();
        current.current = null;
        return true;
      };
      api.audit(url, auditId, lang, run.controller.signal, options.crawl === true && signedIn).then(
        (report) => {
          if (!settle()) return;
          setState({ ...IDLE, phase: 'report', stage: 'complete', report });
          recordCheck();
          void refreshAllowance();
        },
        (err: unknown) => {
          if (!settle()) return;
          if (err instanceof ApiError && err.requiresAuth) {
            limitReached(0);
            void refreshAllowance();
            return;
          }
          const m = auditErrorMessage(err);
          setState({ ...IDLE, phase: 'error', error: 'key' in m ? t(m.key, { ns: 'common' }) : m.text });
        },
      );
    },
    [signedIn, stats, limitReached, stop, i18n, recordCheck, refreshAllowance, t],
  );

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  const value = useMemo(() => ({ state, start, reset }), [state, start, reset]);
  return <AuditContext.Provider value={value}>{children}</AuditContext.Provider>;
}

export function useAudit(): AuditValue {
  const value = useContext(AuditContext);
  if (!value) throw new Error('useAudit must be used within an AuditProvider');
  return value;
}
