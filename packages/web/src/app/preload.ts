/** The chunk of the page at a path, loaded before hydration (see lib/lazy-page.ts). */
import { FeaturesPage, NotFoundPage, PricingPage, ResourcesPage } from '@/features/marketing';
import { ReportPage, SharedReportPage } from '@/features/report';

export function preloadRoute(pathname: string): Promise<unknown> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return Promise.resolve();
  if (path === '/features') return FeaturesPage.preload();
  if (path === '/pricing') return PricingPage.preload();
  if (path === '/resources') return ResourcesPage.preload();
  if (path.startsWith('/r/')) return SharedReportPage.preload();
  if (path === '/report') return ReportPage.preload();
  return NotFoundPage.preload();
}
