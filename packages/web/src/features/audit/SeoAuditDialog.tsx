/** The SEO Audit dialog opened from the top bar's SEO Checker (spec.md §2 Dialogs). */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/Dialog';
import { useDialogs } from '@/lib/dialogs';
import { useAudit } from './AuditProvider';
import { UrlField } from './UrlField';
import { checkUrl } from './url-input';

/** Mounted only while the dialog is open, so each opening starts with an empty field. */
function SeoAuditForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('audit');
  const { start } = useAudit();
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const checked = checkUrl(url);
    if (!checked.ok) {
      // The reason is tied to the field: focus goes there, where it is read and the address typed.
      field.current?.focus();
      return setError(t(checked.key));
    }
    onCancel();
    void navigate('/');
    start(checked.url);
  };
  return (
    <form onSubmit={submit} noValidate>
      <UrlField
        value={url}
        onChange={(v) => {
          setUrl(v);
          setError(null);
        }}
        error={error}
        autoFocus
        inputRef={field}
      />
      <div className="mt-5 flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-xl border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('dialog.cancel')}
        </button>
        <button
          type="submit"
          className="rounded-xl bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('dialog.start')}
        </button>
      </div>
    </form>
  );
}

export function SeoAuditDialog() {
  const { t } = useTranslation('audit');
  const { open, closeDialog } = useDialogs();
  return (
    <Dialog
      open={open === 'seoAudit'}
      onClose={closeDialog}
      title={t('dialog.title')}
      description={t('dialog.description')}
    >
      <SeoAuditForm onCancel={closeDialog} />
    </Dialog>
  );
}
