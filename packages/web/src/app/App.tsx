/**
 * The app shell: providers, the top bar, the routes — or, while an audit runs or has finished, the
 * full-screen audit states that replace them (spec.md §2) — and the dialogs every screen can open.
 * Features never import each other; they meet here.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { Toast } from '@/components/ui/Toast';
import {
  AuditForm,
  AuditProvider,
  ErrorScreen,
  LoadingScreen,
  SeoAuditDialog,
  useAudit,
  useLoadingScreen,
} from '@/features/audit';
import { AccountControl, AuthProvider, SignInRequiredDialog, useAuth } from '@/features/auth';
import {
  ComingSoonDialog,
  FeaturesPage,
  Footer,
  HomePage,
  NotFoundPage,
  PricingPage,
  ResourcesPage,
  TopBar,
} from '@/features/marketing';
import {
  ConfirmAddressPage,
  MonitorFormPage,
  MonitorPage,
  MonitorRunPage,
  MonitorsPage,
} from '@/features/monitors';
import { PremiumDialog, RecentAudits, ReportPage, ReportView, SharedReportPage } from '@/features/report';
import { DialogsProvider } from '@/lib/dialogs';
import { ErrorFallback } from './ErrorFallback';

/** Shown while a route's chunk loads (a few ms on a warm cache). */
function PageFallback() {
  return <div aria-busy="true" className="min-h-[60vh]" />;
}

function Screens() {
  const audit = useAudit();
  const { user } = useAuth();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The running audit and its error belong to the home route: following a link elsewhere shows that
  // page. A finished report has its own address (/report), served by the routes below.
  // 'opening' (the report arrived, its page is being opened) keeps the loading screen up: the home page
  // must not show for a moment under /report.
  const raw = pathname === '/' ? audit.state.phase : 'idle';
  const phase = raw === 'opening' ? 'loading' : raw;
  // After a moment of "Analyzing..." on the form's button.
  const loadingScreen = useLoadingScreen(phase, audit.state.startedAt);
  // Fetch the report view's chunk while the audit runs, so the report shows the moment it arrives.
  useEffect(() => {
    if (phase === 'loading') void ReportPage.preload();
  }, [phase]);
  const newAnalysis = () => {
    audit.reset();
    void navigate('/');
  };
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <TopBar
        account={<AccountControl variant="bar" />}
        accountMenu={<AccountControl variant="menu" />}
        homeCurrent={phase === 'idle'}
      />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Suspense fallback={<PageFallback />}>
          {loadingScreen ? (
            <LoadingScreen />
          ) : phase === 'error' ? (
            <ErrorScreen />
          ) : (
            // Letter case matters: /FEATURES is not the features page (the server redirects it).
            <Routes>
              <Route
                path="/"
                element={
                  <HomePage
                    auditForm={
                      <>
                        <AuditForm />
                        <RecentAudits />
                      </>
                    }
                    signedIn={user !== null}
                  />
                }
              />
              <Route caseSensitive path="/features" element={<FeaturesPage />} />
              <Route caseSensitive path="/pricing" element={<PricingPage />} />
              <Route caseSensitive path="/resources" element={<ResourcesPage />} />
              <Route
                caseSensitive
                path="/report"
                element={
                  <ReportPage
                    current={audit.state.report}
                    onNewAnalysis={newAnalysis}
                    onRunAgain={(url) => {
                      void navigate('/');
                      audit.start(url);
                    }}
                  />
                }
              />
              <Route caseSensitive path="/r/:id" element={<SharedReportPage />} />
              <Route caseSensitive path="/monitors" element={<MonitorsPage />} />
              <Route caseSensitive path="/monitors/new" element={<MonitorFormPage />} />
              <Route caseSensitive path="/monitors/confirm-address" element={<ConfirmAddressPage />} />
              <Route caseSensitive path="/monitors/:id" element={<MonitorPage />} />
              <Route caseSensitive path="/monitors/:id/edit" element={<MonitorFormPage />} />
              <Route
                caseSensitive
                path="/monitors/:id/runs/:runId"
                element={
                  <MonitorRunPage
                    renderReport={({ report, baseline }) => (
                      <ReportView report={report} baseline={baseline} readOnly onNewAnalysis={newAnalysis} />
                    )}
                  />
                }
              />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          )}
        </Suspense>
      </main>
      <Footer />
      <SeoAuditDialog />
      <ComingSoonDialog />
      <SignInRequiredDialog />
      <PremiumDialog />
      <Toast />
    </>
  );
}

export function App({ i18n, queryClient }: { i18n: I18n; queryClient: QueryClient }) {
  // From here on the page answers clicks (before, the prerendered form would submit itself): the
  // end-to-end tests wait for this mark, as a synthetic probe of the site could.
  useEffect(() => document.documentElement.setAttribute('data-app', 'ready'), []);
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary fallback={(error) => <ErrorFallback error={error} />}>
        <QueryClientProvider client={queryClient}>
          <DialogsProvider>
            <AuthProvider>
              <AuditProvider>
                <Screens />
              </AuditProvider>
            </AuthProvider>
          </DialogsProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
