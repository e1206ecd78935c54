/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus
 * stays inside), Escape closes it, and the browser announces it as a dialog named by its title.
 */
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Optional description (aria-describedby). */
  description?: string;
  className?: string;
  /**
   * Where focus goes on close when the control that opened the dialog cannot take it any more (a menu
   * entry whose menu closed): without it focus fell to <body>.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className = '',
  returnFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  const { t } = useTranslation('common');

  /** The control that had focus when the dialog opened: focus goes back to it on close. */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      el.showModal();
      // showModal() focuses the first focusable element, the close button; a field marked to take focus
      // (the SEO Audit dialog's URL) is where the visitor starts instead.
      el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && el.open) {
      el.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
      if (document.activeElement !== back || !back) returnFocus?.current?.focus();
    }
  }, [open, returnFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content box) closes it.
        if (e.target === ref.current) onClose();
      }}
      className={`m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 ${className}`}
    >
      {open && (
        <div className="relative p-6">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('dialog.close')}
            className="absolute top-3 right-3 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <h2 id={titleId} className="pr-8 text-xl font-semibold">
            {title}
          </h2>
          {description && (
            <p id={descId} className="mt-2 text-slate-600">
              {description}
            </p>
          )}
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
