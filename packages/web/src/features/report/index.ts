// Public surface of the report feature. The view and the shared page are lazy route chunks.
import { lazyPage } from '@/lib/lazy-page';

export const ReportView = lazyPage(() => import('./ReportView'));
export const SharedReportPage = lazyPage(() => import('./SharedReportPage'));
export { PremiumDialog } from './PremiumDialog';
export type { ReportViewProps } from './ReportView';
