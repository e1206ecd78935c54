/** The Premium Feature dialog: PDF reports and share links are part of Pro (spec.md §2, product.md §4). */
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/Dialog';
import { useDialogs } from '@/lib/dialogs';

export function PremiumDialog() {
  const { t } = useTranslation('report');
  const { open, closeDialog } = useDialogs();
  return (
    <Dialog
      open={open === 'premium'}
      onClose={closeDialog}
      title={t('premium.title')}
      description={t('premium.text')}
    >
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Crown aria-hidden="true" className="size-4 text-yellow-700" />
        {t('premium.plans')}
      </p>
      <div className="mt-5 flex justify-end gap-3">
        <button
          type="button"
          onClick={closeDialog}
          className="rounded-xl border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('premium.close')}
        </button>
        {/* The report stays in memory: coming back to / shows it again. */}
        <Link
          to="/pricing"
          onClick={closeDialog}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('premium.seePlans')}
        </Link>
      </div>
    </Dialog>
  );
}
