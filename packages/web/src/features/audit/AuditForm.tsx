/** The home page's audit form with the allowance note (spec.md §2 Home, §5). */
import { Loader2, Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAllowanceNumbers, useMe } from '@/lib/server-state';
import { remainingChecks, useUsage } from '@/lib/usage';
import { useAudit } from './AuditProvider';
import { UrlField } from './UrlField';
import { addressGivenEarly, checkUrl } from './url-input';
import { AdvancedCredentials } from './AdvancedCredentials';
import { EMPTY_CREDENTIALS, MAX_COOKIES, MAX_HEADERS, parseCredentials } from './credentials-input';

export function AuditForm() {
  const { t } = useTranslation('audit');
  const { state, start } = useAudit();
  const me = useMe();
  const { signedInPerDay } = useAllowanceNumbers();
  const { stats, syncFromServer } = useUsage();
  // What was typed before the scripts ran is kept, not wiped by the first render.
  const [early] = useState(addressGivenEarly);
  // The typed address survives the error screen and Try Again.
  const [url, setUrl] = useState(state.url || early.url);
  const [error, setError] = useState<string | null>(null);
  const [crawl, setCrawl] = useState(false);
  // Credentials for a page behind a login: this form's state only, never stored anywhere.
  const [credentials, setCredentials] = useState(EMPTY_CREDENTIALS);
  const [credentialsError, setCredentialsError] = useState<string | null>(null);
  const allowance = me.data?.allowance;
  const signedIn = allowance?.signedIn ?? false;
  // Try Again on the error screen comes back here to type the address again: the field takes focus
  // (once per such navigation; the form may already be on screen when the router commits it).
  const location = useLocation();
  const field = useRef<HTMLInputElement>(null);
  const focusUrl = (location.state as { focusUrl?: unknown } | null)?.focusUrl === true;
  useEffect(() => {
    if (focusUrl || early.focused) field.current?.focus();
  }, [focusUrl, location.key, early.focused]);

  // The local mirror follows the server's count, which is what actually limits audits.
  useEffect(() => {
    if (allowance && !allowance.signedIn) syncFromServer(allowance.limit, allowance.remaining);
  }, [allowance, syncFromServer]);

  const remaining = allowance && !signedIn ? allowance.remaining : remainingChecks(stats, signedIn);
  const loading = state.phase === 'loading';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const checked = checkUrl(url);
    if (!checked.ok) {
      // The reason is tied to the field: focus goes there, not left on the button.
      field.current?.focus();
      return setError(t(checked.key));
    }
    setError(null);
    const parsed = signedIn ? parseCredentials(credentials) : { ok: true as const, credentials: null };
    if (!parsed.ok) {
      const p = parsed.problem;
      return setCredentialsError(
        t(p.key, { line: 'line' in p ? p.line : 0, max: MAX_HEADERS, maxCookies: MAX_COOKIES }),
      );
    }
    setCredentialsError(null);
    start(checked.url, { crawl: signedIn && crawl, credentials: parsed.credentials });
  };

  return (
    <form onSubmit={submit} noValidate data-audit-form className="w-full" aria-busy={loading}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <UrlField
          value={url}
          onChange={(v) => {
            setUrl(v);
            if (error) setError(null);
          }}
          error={error}
          hideLabel
          inputRef={field}
          className="flex-1"
        />
        <button
          type="submit"
          disabled={loading}
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
        >
          {loading ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Search aria-hidden="true" className="size-5" />
          )}
          {loading ? t('form.analyzing') : t('form.submit')}
        </button>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {remaining < 0 ? t('form.signedIn', { count: signedInPerDay }) : t('form.remaining', { remaining })}
      </p>
      {signedIn && (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={crawl}
            onChange={(e) => setCrawl(e.target.checked)}
            className="size-4 rounded border-slate-400"
          />
          {t('form.crawl')}
        </label>
      )}
      {signedIn && (
        <AdvancedCredentials
          value={credentials}
          onChange={(next) => {
            setCredentials(next);
            if (credentialsError) setCredentialsError(null);
          }}
          error={credentialsError}
        />
      )}
    </form>
  );
}
