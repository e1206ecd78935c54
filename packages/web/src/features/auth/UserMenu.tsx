/**
 * The signed-in user's menu (spec.md §2 account control): avatar or icon, name, email, the monitors
 * (issue 24), Delete my data, Logout.
 */
import { Activity, ChevronDown, LogOut, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredUser } from '@/lib/storage';
import { useAuth } from './AuthProvider';
import { DeleteMyDataButton, DeleteMyDataDialog } from './DeleteMyData';

function Avatar({ user, size }: { user: StoredUser; size: 'sm' | 'md' }) {
  const [failed, setFailed] = useState(false);
  const cls = size === 'sm' ? 'size-7' : 'size-10';
  if (!user.picture || failed) {
    return (
      <span
        className={`${cls} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700`}
      >
        <User aria-hidden="true" className="size-4" />
      </span>
    );
  }
  // Decorative (the name is next to it); no-referrer because Google's image host refuses hotlinks by referrer.
  return (
    <img
      src={user.picture}
      alt=""
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`${cls} shrink-0 rounded-full object-cover`}
    />
  );
}

function Identity({ user }: { user: StoredUser }) {
  const { t } = useTranslation('auth');
  return (
    <div className="min-w-0">
      <p className="text-xs text-slate-600">{t('menu.signedInAs')}</p>
      <p className="truncate font-semibold text-slate-900">{user.name}</p>
      <p className="truncate text-sm text-slate-600">{user.email}</p>
    </div>
  );
}

/** The way to the signed-in user's monitors (a route; the monitoring feature owns the page). */
function MonitorsLink({ onDone, className }: { onDone?: () => void; className: string }) {
  const { t } = useTranslation('auth');
  return (
    <Link
      to="/monitors"
      onClick={onDone}
      className={`inline-flex items-center gap-2 text-sm font-medium ${className}`}
    >
      <Activity aria-hidden="true" className="size-4" />
      {t('menu.monitors')}
    </Link>
  );
}

function LogoutButton({ onDone, className }: { onDone?: () => void; className: string }) {
  const { logout } = useAuth();
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      onClick={() => {
        onDone?.();
        void logout();
      }}
      className={`inline-flex items-center gap-2 text-sm font-medium ${className}`}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {t('menu.logout')}
    </button>
  );
}

/** Top-bar variant: a button opening a dropdown that closes on an outside click and on Escape. */
export function UserDropdown({ user }: { user: StoredUser }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { t } = useTranslation('auth');

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.label', { name: user.name })}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex max-w-56 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <Avatar user={user} size="sm" />
        <span className="truncate">{user.name}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-72 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
      >
        <div className="flex items-center gap-3">
          <Avatar user={user} size="md" />
          <Identity user={user} />
        </div>
        <hr className="my-3 border-slate-200" />
        <MonitorsLink
          onDone={() => setOpen(false)}
          className="w-full rounded-lg px-2 py-2 text-slate-800 hover:bg-slate-100"
        />
        <DeleteMyDataButton
          onClick={() => {
            setOpen(false);
            setDeleting(true);
          }}
          className="w-full rounded-lg px-2 py-2 text-red-700 hover:bg-red-50"
        />
        <LogoutButton
          onDone={() => setOpen(false)}
          className="w-full rounded-lg px-2 py-2 text-slate-800 hover:bg-slate-100"
        />
      </div>
      {/* Outside the panel: the panel is hidden while the dialog is open. */}
      {/* The menu entry that opened it is hidden by then: focus goes back to the menu's button. */}
      <DeleteMyDataDialog open={deleting} onClose={() => setDeleting(false)} returnFocus={buttonRef} />
    </div>
  );
}

/** Mobile-menu variant: the same entries inline, no dropdown inside the collapsible menu. */
export function UserInline({ user }: { user: StoredUser }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <Avatar user={user} size="md" />
        <Identity user={user} />
      </div>
      <div className="flex flex-wrap gap-2">
        <MonitorsLink className="rounded-lg border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50" />
        <DeleteMyDataButton
          onClick={() => setDeleting(true)}
          className="rounded-lg border border-red-200 px-3 py-2 text-red-700 hover:bg-red-50"
        />
        <LogoutButton className="rounded-lg border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50" />
      </div>
      <DeleteMyDataDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
