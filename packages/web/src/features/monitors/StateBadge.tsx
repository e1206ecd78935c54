import { useTranslation } from 'react-i18next';
import type { ShownState } from './format';

const LOOK: Record<ShownState, string> = {
  ok: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  paused: 'bg-slate-200 text-slate-800',
  new: 'bg-brand-50 text-brand-700',
};

export function StateBadge({ state }: { state: ShownState }) {
  const { t } = useTranslation('monitors');
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOK[state]}`}>
      {t(`state.${state}`)}
    </span>
  );
}
