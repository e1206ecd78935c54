/** Each report section in its own boundary: a section that fails to render leaves the rest standing. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';

function SectionError() {
  const { t } = useTranslation('report');
  return (
    <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {t('sectionError')}
    </p>
  );
}

export function SectionBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <SectionError />}>{children}</ErrorBoundary>;
}
