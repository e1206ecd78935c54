/**
 * The sign-in control: Google's button (a cross-origin iframe rendered by GoogleHost into this slot),
 * 'Signing in...' while the server verifies the token, or why sign-in is unavailable.
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from './AuthProvider';
import { BUTTON_HEIGHT, useGoogle, type ButtonSize } from './google';

interface Props {
  size: ButtonSize;
  /** Inline shows the reason as visible text (menu, dialog); compact keeps it in a tooltip (top bar). */
  layout: 'compact' | 'inline';
}

function GoogleSlot({ size }: { size: ButtonSize }) {
  const { register } = useGoogle();
  const id = useId();
  const { t } = useTranslation('auth');
  const slotRef = useCallback(
    (el: HTMLDivElement | null) => (el ? register({ id, el, size }) : undefined),
    [register, id, size],
  );
  return (
    <div
      ref={slotRef}
      role="group"
      aria-label={t('signIn.region')}
      className="flex items-center"
      style={{ minHeight: BUTTON_HEIGHT[size] }}
    />
  );
}

function Unavailable({ reason, layout }: { reason: string; layout: Props['layout'] }) {
  const { t } = useTranslation('auth');
  const descId = useId();
  return (
    <div className={layout === 'inline' ? 'space-y-1' : undefined}>
      {/* aria-disabled, not disabled: it stays focusable, so keyboard and screen-reader users get the reason. */}
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={descId}
        title={reason}
        className="inline-flex cursor-not-allowed items-center gap-2 rounded-full border border-slate-300 bg-slate-50 px-3 py-1.5 text-sm font-medium text-slate-700"
      >
        <CircleAlert aria-hidden="true" className="size-4" />
        {t('signIn.unavailable')}
      </button>
      <p id={descId} className={layout === 'inline' ? 'text-sm text-slate-600' : 'sr-only'}>
        {reason}
      </p>
    </div>
  );
}

export function SignInButton({ size, layout }: Props) {
  const { signingIn } = useAuth();
  const { status } = useGoogle();
  const { t } = useTranslation('auth');

  let content;
  if (signingIn) {
    content = (
      <span className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('signIn.signingIn')}
      </span>
    );
  } else if (status === 'unconfigured') {
    content = <Unavailable reason={t('signIn.notConfigured')} layout={layout} />;
  } else if (status === 'unreachable') {
    content =
      layout === 'inline' ? (
        <p className="text-sm text-slate-700">{t('signIn.unreachable')}</p>
      ) : (
        <Unavailable reason={t('signIn.unreachable')} layout={layout} />
      );
  } else if (status === 'ready') {
    content = <GoogleSlot size={size} />;
  } else {
    // Config still loading: hold the button's place so the bar does not jump.
    content = <div aria-hidden="true" style={{ height: BUTTON_HEIGHT[size] }} />;
  }

  return (
    <div aria-live="polite" className="flex min-h-8 items-center">
      {content}
    </div>
  );
}
