/** The create/edit form of a monitor; a server 422 code shows on its own field, translated. */
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/lib/server-state';
import type { Lang, MonitorInput, Severity } from './api';
import { AlertFields } from './AlertFields';
import type { Field as FieldName, FormError } from './errors';
import { Field } from './Field';
import { toInput, type FormState } from './form-state';
import { ScheduleFields } from './ScheduleFields';
import { BUTTON_PRIMARY, CARD, INPUT } from './styles';

const SEVERITIES: Severity[] = ['critical', 'recommended', 'info'];
const toLang = (code: string): Lang => (code === 'es' || code === 'fr' ? code : 'en');

interface Props {
  initial: FormState;
  ownEmail: string;
  submitLabel: string;
  pending: boolean;
  error: FormError | null;
  onSubmit: (input: MonitorInput) => void;
}

export function MonitorForm({ initial, ownEmail, submitLabel, pending, error, onSubmit }: Props) {
  const { t, i18n } = useTranslation('monitors');
  const [form, setForm] = useState(initial);
  const emailAlerts = useConfig().data?.emailAlerts !== false;
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const ref = useRef<HTMLFormElement>(null);
  const message = (e: FormError) => ('key' in e.message ? t(e.message.key) : e.message.text);
  const errorOf = (field: FieldName): string | null => (error?.field === field ? message(error) : null);

  // The field a server error names gets the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!error) return;
    const target = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
    (target ?? ref.current?.querySelector<HTMLElement>('[data-form-error]'))?.focus();
  }, [error]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // No e-mail alert on a server that cannot send mail, whatever the form started with.
    onSubmit(toInput(emailAlerts ? form : { ...form, emailOn: false }, toLang(i18n.language)));
  };

  return (
    // noValidate: the browser's own bubbles are in its language and vanish at once; the server's 422 codes
    // show on their fields, translated, and take focus (above).
    <form ref={ref} onSubmit={submit} noValidate className={`${CARD} space-y-5`}>
      {error?.field === 'form' && (
        <p
          data-form-error
          tabIndex={-1}
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {message(error)}
        </p>
      )}
      <Field label={t('form.url')} hint={t('form.urlHint')} error={errorOf('url')}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="url"
            required
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            autoCapitalize="off"
            placeholder="https://example.com"
            value={form.url}
            onChange={(e) => set({ url: e.target.value })}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={INPUT}
          />
        )}
      </Field>
      <Field label={t('form.crawl')} hint={t('form.crawlHint')} error={errorOf('crawl')}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="crawl"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={form.crawl}
            onChange={(e) => set({ crawl: e.target.value })}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${INPUT} max-w-40`}
          />
        )}
      </Field>
      <ScheduleFields
        value={form.schedule}
        timezone={form.timezone}
        onChange={(schedule) => set({ schedule })}
        onTimezone={(timezone) => set({ timezone })}
        error={errorOf('schedule')}
        timezoneError={errorOf('timezone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.minSeverity')} hint={t('form.minSeverityHint')}>
          {({ id, describedBy }) => (
            <select
              id={id}
              value={form.minSeverity}
              onChange={(e) => set({ minSeverity: e.target.value as Severity })}
              aria-describedby={describedBy}
              className={INPUT}
            >
              {SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {t(`severity.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('form.scoreDrop')} hint={t('form.scoreDropHint')} error={errorOf('scoreDrop')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="number"
              min={1}
              max={100}
              step={1}
              inputMode="numeric"
              value={form.scoreDrop}
              onChange={(e) => set({ scoreDrop: e.target.value })}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={`${INPUT} max-w-40`}
            />
          )}
        </Field>
      </div>
      <AlertFields form={form} ownEmail={ownEmail} set={set} errorOf={errorOf} />
      <button type="submit" disabled={pending} className={BUTTON_PRIMARY}>
        {pending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {submitLabel}
      </button>
    </form>
  );
}
