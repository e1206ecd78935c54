// Public surface of the marketing feature: the app chrome, the pages and the coming-soon dialog.
import { lazyPage } from '@/lib/lazy-page';

export { ComingSoonDialog } from './ComingSoonDialog';
export { Footer } from './Footer';
export { HomePage } from './HomePage';
export { TopBar } from './TopBar';

// Route-level code splitting: only the home page ships in the initial bundle.
export const FeaturesPage = lazyPage(() => import('./FeaturesPage'));
export const PricingPage = lazyPage(() => import('./PricingPage'));
export const ResourcesPage = lazyPage(() => import('./ResourcesPage'));
export const NotFoundPage = lazyPage(() => import('./NotFoundPage'));
