/**
 * The website URL input shared by the home form and the SEO Audit dialog (spec.md §2, §5). The forms
 * validate it themselves (noValidate), so the reason shows in the page's language, tied to the input.
 */
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface UrlFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The translated reason the value was refused, or null. */
  error?: string | null;
  /** Hide the label visually (the home hero); it stays the input's accessible name. */
  hideLabel?: boolean;
  autoFocus?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function UrlField({
  value,
  onChange,
  error = null,
  hideLabel = false,
  autoFocus,
  className = '',
  inputRef,
}: UrlFieldProps) {
  const { t } = useTranslation('audit');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}>
        {t('form.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        // text, not url: "example.com" is a valid answer here, and the browser's own check would refuse it.
        type="text"
        name="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={autoFocus}
        // Inside a dialog, showModal() would move focus to the close button: Dialog focuses this instead.
        data-autofocus={autoFocus ? '' : undefined}
        // The forms check it themselves (noValidate), but a screen reader still announces it as required.
        required
        aria-required="true"
        placeholder={t('form.placeholder')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid]:border-red-600"
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
