/** Schedule presets (hourly, daily at a time, weekly on a day at a time), a custom cron expression, the time zone. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { timeZoneGroups, weekdayName, type Preset, type ScheduleChoice } from './schedule';
import { INPUT, LABEL } from './styles';

const PRESETS: Preset[] = ['hourly', 'daily', 'weekly', 'custom'];

interface Props {
  value: ScheduleChoice;
  timezone: string;
  onChange: (value: ScheduleChoice) => void;
  onTimezone: (zone: string) => void;
  error: string | null;
  timezoneError: string | null;
}

export function ScheduleFields({ value, timezone, onChange, onTimezone, error, timezoneError }: Props) {
  const { t, i18n } = useTranslation('monitors');
  const zones = useMemo(() => timeZoneGroups(timezone), [timezone]);
  const set = (patch: Partial<ScheduleChoice>) => onChange({ ...value, ...patch });
  return (
    <>
      <fieldset>
        <legend className={LABEL}>{t('form.schedule')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {PRESETS.map((p) => (
            <label key={p} className="inline-flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                name="preset"
                value={p}
                checked={value.preset === p}
                onChange={() => set({ preset: p })}
              />
              {t(`form.preset.${p}`)}
            </label>
          ))}
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {value.preset === 'weekly' && (
            <Field label={t('form.day')}>
              {({ id }) => (
                <select
                  id={id}
                  value={value.day}
                  onChange={(e) => set({ day: Number(e.target.value) })}
                  className={INPUT}
                >
                  {[1, 2, 3, 4, 5, 6, 0].map((d) => (
                    <option key={d} value={d}>
                      {weekdayName(d, i18n.language)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {(value.preset === 'daily' || value.preset === 'weekly') && (
            <Field label={t('form.time')} error={error}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="time"
                  required
                  value={value.time}
                  onChange={(e) => set({ time: e.target.value })}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  className={INPUT}
                />
              )}
            </Field>
          )}
          {value.preset === 'custom' && (
            <Field label={t('form.cron')} hint={t('form.cronHint')} error={error}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  name="cron"
                  required
                  spellCheck={false}
                  autoCapitalize="off"
                  value={value.cron}
                  onChange={(e) => set({ cron: e.target.value })}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  className={`${INPUT} font-mono`}
                />
              )}
            </Field>
          )}
        </div>
        {value.preset === 'hourly' && error && (
          <p className="mt-1 text-sm font-medium text-red-700" role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <Field label={t('form.timezone')} hint={t('form.timezoneHint')} error={timezoneError}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            value={timezone}
            onChange={(e) => onTimezone(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={INPUT}
          >
            {zones.map((g) => (
              <optgroup key={g.region} label={t(`form.regions.${g.region}`, { defaultValue: g.region })}>
                {g.zones.map((z) => (
                  <option key={z.id} value={z.id}>
                    {z.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
