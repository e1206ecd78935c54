/** A check's status as icon, colour and a text label (never colour alone). */
import { useTranslation } from 'react-i18next';
import { STATUS_STYLE, type Status } from './presentation';

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('report');
  const { icon: Icon, className } = STATUS_STYLE[status];
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}
