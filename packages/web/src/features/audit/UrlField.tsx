/** The website URL input shared by the home form and the SEO Audit dialog (spec.md §2, §5). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface UrlFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Hide the label visually (the home hero); it stays the input's accessible name. */
  hideLabel?: boolean;
  autoFocus?: boolean;
  className?: string;
}

export function UrlField({ value, onChange, hideLabel = false, autoFocus, className = '' }: UrlFieldProps) {
  const { t } = useTranslation('audit');
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}>
        {t('form.label')}
      </label>
      <input
        id={id}
        type="url"
        name="url"
        required
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        autoFocus={autoFocus}
        placeholder={t('form.placeholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
    </div>
  );
}
