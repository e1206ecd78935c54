// Public surface of the monitoring feature (issue 24): its route pages, each a lazy chunk.
import { lazyPage } from '@/lib/lazy-page';

export const MonitorsPage = lazyPage(() => import('./MonitorsPage'));
export const MonitorPage = lazyPage(() => import('./MonitorPage'));
export const MonitorFormPage = lazyPage(() => import('./MonitorFormPage'));
export const MonitorRunPage = lazyPage(() => import('./RunPage'));
export const ConfirmAddressPage = lazyPage(() => import('./ConfirmAddressPage'));
export type { RunPageProps } from './RunPage';
