/** The webhook's signing secret, shown once after creation, with a copy button. */
import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON_SECONDARY } from './styles';

export function WebhookSecret({ secret }: { secret: string }) {
  const { t } = useTranslation('monitors');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard permission: select it so it can be copied by hand.
      input.current?.select();
      setCopied(false);
    }
  };
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {t('secret.label')}
      </label>
      <p className="mt-1 text-sm text-slate-800">{t('secret.once')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          id={id}
          ref={input}
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        />
        <button type="button" onClick={() => void copy()} className={BUTTON_SECONDARY}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {t('secret.copy')}
        </button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-700">
        {copied === true ? t('secret.copied') : copied === false ? t('secret.copyFailed') : ''}
      </p>
    </div>
  );
}
