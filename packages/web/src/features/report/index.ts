// Public surface of the report feature. The view and the shared page are lazy route chunks.
import { lazyPage } from '@/lib/lazy-page';

export const ReportView = lazyPage(() => import('./ReportView'));
export const SharedReportPage = lazyPage(() => import('./SharedReportPage'));
export const ReportPage = lazyPage(() => import('./ReportPage'));
export { RecentAudits } from './RecentAudits';
export { PremiumDialog } from './PremiumDialog';
export type { ReportViewProps } from './ReportView';
export type { ReportPageProps } from './ReportPage';
