/**
 * The audit flow (spec.md §4–§5): the allowance check, the progress stream and the POST, as one state
 * machine idle → loading → idle (the report at its own address) | error. The one hook that owns the progress stream (design.md).
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
import { useLocation, useNavigate } from 'react-router';
import {
  api,
  ApiError,
  auditErrorMessage,
  progressUrl,
  type AuditCredentialsBody,
  type Me,
} from '@/lib/api-client';
import { useDialogs } from '@/lib/dialogs';
import { ME_KEY, useMe } from '@/lib/server-state';
import { reportPath, saveReport } from '@/lib/report-store';
import { mayAudit, useUsage } from '@/lib/usage';
import { newAuditId, openProgressStream } from './progress-stream';

export interface AuditState {
  /**
   * 'opening': the report arrived and its address (/report) is being opened; the loading screen stays
   * until that page is on screen, so the home page never shows in between.
   */
  phase: 'idle' | 'loading' | 'opening' | 'error';
  stage: string;
  message: string;
  /** The server's "waiting for …" note of the current stage, when it sent one. */
  detail: string;
  /** Every stage seen so far, in order (the loading screen lists them). */
  stages: string[];
  /** When the running audit started (Date.now()), for the elapsed time. */
  startedAt: number;
  /** The address as typed: the form and Try Again keep it. */
  url: string;
  /** The last report this tab received; /report shows it at once, and from IndexedDB after a reload. */
  report: Report | null;
  error: string | null;
}

export interface AuditValue {
  state: AuditState;
  /**
   * Starts an audit; `crawl` asks for the whole site, `credentials` opens a page behind a login (both for
   * signed-in users). The credentials go into this audit's request and nowhere else (no state, no storage).
   */
  start: (url: string, options?: { crawl?: boolean; credentials?: AuditCredentialsBody | null }) => void;
  /** Stops the running audit here and on the server (it then does not count). */
  cancel: () => void;
  /** Back to the form, keeping the typed address. */
  reset: () => void;
}

const IDLE: AuditState = {
  phase: 'idle',
  stage: 'initial',
  message: '',
  detail: '',
  stages: [],
  startedAt: 0,
  url: '',
  report: null,
  error: null,
};

/** One running audit: its id, request and stream, so a cancel, a reset or a newer audit can stop all. */
interface Run {
  auditId: string;
  controller: AbortController;
  closeStream: () => void;
}

const AuditContext = createContext<AuditValue | null>(null);

export function AuditProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuditState>(IDLE);
  const { t, i18n } = useTranslation('audit');
  const me = useMe();
  const { stats, recordCheck, syncFromServer } = useUsage();
  const { openDialog } = useDialogs();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

  // One message and one next step when the free audits are used (issue 16 #7): the sign-in dialog.
  const limitReached = useCallback(() => openDialog('signIn', 'limit'), [openDialog]);

  /** The server is the truth about the allowance: refetch it and let the local mirror follow. */
  const refreshAllowance = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
    const fresh = queryClient.getQueryData<Me>(ME_KEY);
    if (fresh && !fresh.allowance.signedIn) syncFromServer(fresh.allowance.limit, fresh.allowance.remaining);
  }, [queryClient, syncFromServer]);

  const signedIn = me.data?.allowance.signedIn ?? false;
  const start = useCallback(
    (raw: string, options: { crawl?: boolean; credentials?: AuditCredentialsBody | null } = {}) => {
      const url = raw.trim();
      if (!url) return;
      // The server's count when known (the mirror can be cleared or stale), else the mirror.
      const serverRemaining = me.data?.allowance.remaining;
      if (
        !signedIn &&
        (serverRemaining === 0 || (serverRemaining === undefined && !mayAudit(stats, false)))
      ) {
        setState((s) => ({ ...s, url: raw }));
        return limitReached();
      }
      stop();
      const auditId = newAuditId();
      const lang = i18n.language;
      const run: Run = {
        auditId,
        controller: new AbortController(),
        closeStream: openProgressStream(progressUrl(url, auditId, lang), ({ stage, message, detail }) => {
          if (current.current !== run) return;
          setState((s) =>
            s.phase === 'loading'
              ? {
                  ...s,
                  stage,
                  message,
                  detail,
                  stages: s.stages.at(-1) === stage ? s.stages : [...s.stages, stage],
                }
              : s,
          );
        }),
      };
      current.current = run;
      setState((s) => ({
        ...IDLE,
        phase: 'loading',
        stages: ['initial'],
        url: raw,
        startedAt: Date.now(),
        report: s.report,
      }));

      const settle = (): boolean => {
        if (current.current !== run) return false; // Cancelled, reset or superseded: this answer is stale.
        run.closeStream();
        current.current = null;
        return true;
      };
      const sent = {
        crawl: options.crawl === true && signedIn,
        credentials: signedIn ? (options.credentials ?? null) : null,
      };
      api.audit(url, auditId, lang, run.controller.signal, sent).then(
        (report) => {
          if (!settle()) return;
          setState((s) => ({ ...s, phase: 'opening', stage: 'complete', report }));
          recordCheck();
          void refreshAllowance();
          // Kept in this browser, then shown at its own address (reload, back and a second tab find it).
          void saveReport(report);
          void navigate(reportPath(report.url, report.fetchedAt));
        },
        (err: unknown) => {
          if (!settle()) return;
          if (err instanceof ApiError && err.requiresAuth) {
            setState((s) => ({ ...IDLE, url: s.url, report: s.report }));
            // A session that ended before an audit with credentials: sign in again, no allowance talk.
            if (err.code === 'CREDENTIALS_REQUIRE_SIGN_IN') openDialog('signIn');
            else limitReached();
            void refreshAllowance();
            return;
          }
          const m = auditErrorMessage(err);
          const error = 'key' in m ? t(m.key, { ns: 'common' }) : m.text;
          setState((s) => ({ ...IDLE, phase: 'error', url: s.url, report: s.report, error }));
        },
      );
    },
    [
      signedIn,
      me.data,
      stats,
      limitReached,
      openDialog,
      stop,
      i18n,
      recordCheck,
      refreshAllowance,
      t,
      navigate,
    ],
  );

  // The report's page is on screen (the router committed its address): the audit is over. Set during
  // render, as React advises for state that follows another value, so no frame shows the old phase.
  if (state.phase === 'opening' && pathname !== '/')
    setState({ ...IDLE, url: state.url, report: state.report });

  const cancel = useCallback(() => {
    const run = current.current;
    if (!run) return;
    stop();
    // The server stops its work too, and the audit does not count; a lost request changes nothing here.
    void api.cancelAudit(run.auditId).catch(() => undefined);
    void refreshAllowance();
    setState((s) => ({ ...IDLE, url: s.url, report: s.report }));
  }, [stop, refreshAllowance]);

  const reset = useCallback(() => {
    stop();
    setState((s) => ({ ...IDLE, url: s.url, report: s.report }));
  }, [stop]);

  const value = useMemo(() => ({ state, start, cancel, reset }), [state, start, cancel, reset]);
  return <AuditContext.Provider value={value}>{children}</AuditContext.Provider>;
}

export function useAudit(): AuditValue {
  const value = useContext(AuditContext);
  if (!value) throw new Error('useAudit must be used within an AuditProvider');
  return value;
}
