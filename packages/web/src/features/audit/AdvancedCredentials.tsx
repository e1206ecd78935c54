/**
 * The audit form's Advanced part for signed-in users (issue 26): header, cookie and Basic auth fields for
 * a page behind a login, collapsed by default. The values live in the form's state only: the fields have
 * no `name` (a form submitted without JavaScript sends none of them), no autocomplete, and nothing writes
 * them to storage, the address or the history.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialsInput } from './credentials-input';

const FIELD =
  'mt-1 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900 focus:border-brand-600 focus:outline-none';

export function AdvancedCredentials({
  value,
  onChange,
  error,
}: {
  value: CredentialsInput;
  onChange: (next: CredentialsInput) => void;
  error: string | null;
}) {
  const { t } = useTranslation('audit');
  const id = useId();
  const [open, setOpen] = useState(false);
  const set = (key: keyof CredentialsInput) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <details
      data-testid="advanced"
      open={open || error !== null}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="mt-3 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm"
    >
      <summary className="cursor-pointer font-medium text-slate-800">{t('advanced.toggle')}</summary>
      <p className="mt-2 text-slate-600">{t('advanced.note')}</p>
      <div className="mt-3 grid gap-3">
        <div>
          <label htmlFor={`${id}-h`} className="block text-slate-800">
            {t('advanced.headers')}
          </label>
          <textarea
            id={`${id}-h`}
            value={value.headers}
            onChange={set('headers')}
            rows={2}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-h-help`}
            className={FIELD}
          />
          <p id={`${id}-h-help`} className="text-xs text-slate-600">
            {t('advanced.headersHelp')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-c`} className="block text-slate-800">
            {t('advanced.cookies')}
          </label>
          <textarea
            id={`${id}-c`}
            value={value.cookies}
            onChange={set('cookies')}
            rows={2}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-c-help`}
            className={FIELD}
          />
          <p id={`${id}-c-help`} className="text-xs text-slate-600">
            {t('advanced.cookiesHelp')}
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={`${id}-u`} className="block text-slate-800">
              {t('advanced.basicUser')}
            </label>
            <input
              id={`${id}-u`}
              type="text"
              value={value.username}
              onChange={set('username')}
              autoComplete="off"
              spellCheck={false}
              className={FIELD}
            />
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-p`} className="block text-slate-800">
              {t('advanced.basicPassword')}
            </label>
            <input
              id={`${id}-p`}
              type="password"
              value={value.password}
              onChange={set('password')}
              autoComplete="off"
              className={FIELD}
            />
          </div>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}
