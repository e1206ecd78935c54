/**
 * The Pro dialog (spec.md §2, product.md §4), shown only when this server gates plans: it names the
 * feature that needs Pro (sharing or the PDF) and the next step, the pricing page.
 */
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/Dialog';
import { useDialogs } from '@/lib/dialogs';

export function PremiumDialog() {
  const { t } = useTranslation('report');
  const { open, reason, closeDialog } = useDialogs();
  const feature = reason === 'share' ? 'share' : 'pdf';
  return (
    <Dialog
      open={open === 'premium'}
      onClose={closeDialog}
      title={t(`premium.${feature}.title`)}
      description={t(`premium.${feature}.text`)}
    >
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Crown aria-hidden="true" className="size-4 shrink-0 text-yellow-700" />
        {t('premium.plans')}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={closeDialog}
          className="rounded-xl border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('premium.close')}
        </button>
        {/* The report keeps its own address: Back from the pricing page shows it again. */}
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
