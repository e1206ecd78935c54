/** spec.md §8: the generic fallback screen, titled 'Unexpected Application Error!', with the status or message. */
import { useTranslation } from 'react-i18next';

function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const e = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof e.status === 'number')
      return `${e.status}${typeof e.statusText === 'string' ? ` ${e.statusText}` : ''}`;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return String(error);
}

export function ErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-3xl font-bold text-red-700">{t('fallback.title')}</h1>
      <pre className="mt-6 overflow-auto rounded-lg bg-slate-100 p-4 text-sm whitespace-pre-wrap text-slate-800">
        {describe(error)}
      </pre>
      <a href="/" className="mt-6 inline-block font-medium text-brand-700 underline">
        {t('fallback.home')}
      </a>
    </main>
  );
}
