import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formError } from './errors';

/** Why a monitoring screen could not load (404: not this account's, or gone). */
export function Failure({
  error,
  notFoundKey = 'errors.notFound',
}: {
  error: unknown;
  notFoundKey?: string;
}) {
  const { t } = useTranslation('monitors');
  const notFound = error instanceof ApiError && error.status === 404;
  const m = formError(error).message;
  return (
    <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-red-800">
      {notFound ? t(notFoundKey) : 'key' in m ? t(m.key) : m.text}
    </p>
  );
}
