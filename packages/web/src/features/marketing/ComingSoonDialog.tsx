/** The Coming Soon dialog (spec.md §2) for tools and resources that are listed but not built yet. */
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import { useDialogs } from '@/lib/dialogs';

export function ComingSoonDialog() {
  const { t } = useTranslation('marketing');
  const { open, closeDialog } = useDialogs();
  return (
    <Dialog
      open={open === 'comingSoon'}
      onClose={closeDialog}
      title={t('comingSoon.title')}
      description={t('comingSoon.text')}
    >
      <div className="flex justify-end">
        <button
          type="button"
          onClick={closeDialog}
          className="rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('comingSoon.ok')}
        </button>
      </div>
    </Dialog>
  );
}
