/**
 * Alert channels: e-mail (prefilled with the account's own address; another one needs confirming by a
 * link first), a Slack incoming webhook and a generic webhook (signed; its secret is shown once).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/lib/server-state';
import type { Field as FieldName } from './errors';
import { Field } from './Field';
import type { FormState } from './form-state';
import { INPUT, LABEL } from './styles';

interface Props {
  form: FormState;
  ownEmail: string;
  set: (patch: Partial<FormState>) => void;
  errorOf: (field: FieldName) => string | null;
}

export function AlertFields({ form, ownEmail, set, errorOf }: Props) {
  const { t } = useTranslation('monitors');
  const config = useConfig().data;
  const emailAlerts = config?.emailAlerts !== false;
  const emailOn = form.emailOn && emailAlerts;
  const unavailableId = useId();
  const address = form.email.trim().toLowerCase();
  const other =
    form.emailOn &&
    address !== '' &&
    address !== ownEmail.toLowerCase() &&
    address !== form.confirmedEmail?.toLowerCase();
  // Alerts link to their run: a server without PUBLIC_URL refuses every channel, so none is offered.
  if (config?.alerts === false)
    return (
      <fieldset className="space-y-2">
        <legend className={LABEL}>{t('form.alerts')}</legend>
        <p className="text-sm text-amber-900">{t('form.alertsUnavailable')}</p>
      </fieldset>
    );
  return (
    <fieldset className="space-y-4">
      <legend className={LABEL}>{t('form.alerts')}</legend>
      <p className="text-sm text-slate-600">{t('form.alertsHint')}</p>
      {/* A server without SMTP cannot send these: the box cannot be ticked there, and says why. */}
      <label className="flex items-center gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          checked={emailOn}
          disabled={!emailAlerts}
          aria-describedby={emailAlerts ? undefined : unavailableId}
          onChange={(e) => set({ emailOn: e.target.checked })}
        />
        {t('form.emailOn')}
      </label>
      {!emailAlerts && (
        <p id={unavailableId} className="text-sm text-amber-900">
          {t('form.emailUnavailable')}
        </p>
      )}
      {emailOn && (
        <Field
          label={t('form.email')}
          hint={other ? t('form.emailConfirm') : t('form.emailOwn')}
          error={errorOf('email')}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => set({ email: e.target.value })}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={INPUT}
            />
          )}
        </Field>
      )}
      <Field
        label={t('form.slack')}
        hint={form.savedSlack ? t('form.slackSaved', { url: form.savedSlack }) : t('form.slackHint')}
        error={errorOf('slack')}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://hooks.slack.com/services/…"
            value={form.slack}
            onChange={(e) => set({ slack: e.target.value })}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={INPUT}
          />
        )}
      </Field>
      {form.savedSlack && (
        <label className="flex items-center gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            checked={form.removeSlack}
            onChange={(e) => set({ removeSlack: e.target.checked })}
          />
          {t('form.removeSlack')}
        </label>
      )}
      <Field
        label={t('form.webhook')}
        hint={form.savedWebhook ? t('form.webhookSaved', { url: form.savedWebhook }) : t('form.webhookHint')}
        error={errorOf('webhook')}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://example.com/hooks/rankscope"
            value={form.webhook}
            onChange={(e) => set({ webhook: e.target.value })}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={INPUT}
          />
        )}
      </Field>
      {form.savedWebhook && (
        <label className="flex items-center gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            checked={form.removeWebhook}
            onChange={(e) => set({ removeWebhook: e.target.checked })}
          />
          {t('form.removeWebhook')}
        </label>
      )}
    </fieldset>
  );
}
